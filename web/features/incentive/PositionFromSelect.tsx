/**
 * Position From of an Adjust Incentive row: the positions holding the credit of the customer's
 * sales of the row's product on the invoice date (getSelectStructureFrom), each with its rep then.
 * When one position alone holds it, it is chosen by itself: there is nothing else to pick.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { contract } from '../../../common/contract';
import type { InvoiceLine } from '../../../common/contract/incentive';
import { CodeSelect } from '../../components/selects/CodeSelect';
import { call } from '../../lib/api';
import { positionLabel } from './position-label';

export function PositionFromSelect(props: {
  line: InvoiceLine | null;
  value: string;
  onChange(position: string): void;
  disabled?: boolean;
  testId?: string;
}) {
  const { line, value, onChange } = props;
  const holders = useQuery({
    queryKey: ['incentive-structure-from', line?.PRODUCT_NAME, line?.SOLD_TO_CUSTOMER_ID, line?.TRX_DATE],
    enabled: line !== null,
    queryFn: ({ signal }) =>
      call(
        contract.incentive.getSelectStructureFrom,
        {
          productName: line?.PRODUCT_NAME ?? '',
          custID: line?.SOLD_TO_CUSTOMER_ID ?? '',
          invoiceDate: line?.TRX_DATE,
        },
        { signal },
      ),
  });
  const options = (line ? (holders.data ?? []) : []).map((p) => ({
    value: p.POSITION_CODE,
    label: positionLabel(p),
  }));
  const only = options.length === 1 ? options[0]?.value : undefined;
  useEffect(() => {
    if (only !== undefined && value === '') onChange(only);
  }, [only, value, onChange]);

  return (
    <CodeSelect
      label="Position From"
      value={value}
      options={options}
      onChange={onChange}
      loading={holders.isFetching}
      disabled={props.disabled || line === null}
      testId={props.testId}
    />
  );
}
