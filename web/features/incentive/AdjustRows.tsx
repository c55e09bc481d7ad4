/**
 * The editable rows of Adjust Incentive: per row the product (one of the invoice's lines, by item
 * code; its name and description show on the line under it), the positions the credit moves from and to, quantity,
 * amount and reason, and a delete icon that asks first. Choosing an item another row has already
 * says '{item} already exist.' and clears the row.
 *
 * Each field carries its label, so a row is laid out by the room the screen gives it (ROW_LAYOUT),
 * not as table columns: cut to a column's share beside the menu of a laptop, the positions (a code
 * and a rep's name) and the reason (a sentence) could not be read, and Amount, Reason and delete
 * lay off to the side at 1024 px.
 */
import { DeleteOutlined } from '@mui/icons-material';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { contract } from '../../../common/contract';
import type { InvoiceLine } from '../../../common/contract/incentive';
import { messages } from '../../../common/messages';
import { useConfirm } from '../../components/ConfirmDialog';
import { NumberField } from '../../components/NumberField';
import { notify } from '../../components/Snackbar';
import { CodeAutocomplete } from '../../components/selects/CodeAutocomplete';
import { CodeSelect } from '../../components/selects/CodeSelect';
import { call } from '../../lib/api';
import {
  type AdjustEntryRow,
  amountText,
  chosenElsewhere,
  emptyRow,
  quantityText,
  withLine,
} from './adjust-rows';
import { PositionFromSelect } from './PositionFromSelect';
import { PositionToField } from './PositionToField';

/**
 * The row's layouts by the width of the list (a container query, so the menu beside it counts):
 * one field a line on a phone; three lines beside the menu of a 1024 px laptop (product, quantity,
 * amount; the two positions; the reason); two beside the menu of a 1366 px one (product and the two
 * positions; quantity, amount and reason); one line on a wide screen. A position (its code and its
 * rep's name) and a reason (a sentence) keep room enough to read whole in each.
 */
const ROW_LAYOUT = {
  display: 'grid',
  gap: 1.5,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr) 40px',
  gridTemplateAreas: `"product delete" "from from" "to to" "quantity quantity" "amount amount" "reason reason"`,
  // Six equal columns and delete's: the positions get half a line each, the reason a whole one.
  '@container (min-width: 600px)': {
    gridTemplateColumns: 'repeat(6, minmax(0, 1fr)) 40px',
    gridTemplateAreas: `"product product quantity quantity amount amount delete" "from from from to to to to" "reason reason reason reason reason reason reason"`,
  },
  // Sized so that the longest demo position ('BKS-COL-001 - Kartika Simanjuntak') and reason fit.
  '@container (min-width: 950px)': {
    gridTemplateColumns: '140px 110px minmax(0, 1fr) minmax(0, 1fr) 40px',
    gridTemplateAreas: `"product from from to to" "quantity amount amount reason delete"`,
  },
  '@container (min-width: 1600px)': {
    gridTemplateColumns: '150px minmax(0, 1.3fr) minmax(0, 1.4fr) 100px 150px minmax(0, 1.2fr) 40px',
    gridTemplateAreas: `"product from to quantity amount reason delete"`,
  },
} as const;

export function AdjustRows(props: {
  rows: readonly AdjustEntryRow[];
  /** The invoice's lines: the products a row may take. */
  lines: readonly InvoiceLine[];
  /** Changes one row by a function of its latest values (two changes in one turn both land). */
  onUpdate(key: number, next: (row: AdjustEntryRow) => AdjustEntryRow): void;
  onRemove(key: number): void;
  disabled: boolean;
}) {
  const { rows, lines, onUpdate, disabled } = props;
  const confirm = useConfirm();
  // A field whose choice was refused still shows the text it took: a new one shows the row cleared.
  const [refusals, setRefusals] = useState(0);
  const reasons = useQuery({
    queryKey: ['incentive-reasons'],
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) => call(contract.incentive.getSelectReasonAdjustIncentive, {}, { signal }),
  });
  const reasonOptions = useMemo(
    () => (reasons.data ?? []).map((r) => ({ value: r.REASON_DESC, label: r.REASON_DESC })),
    [reasons.data],
  );
  const products = useMemo(
    () => lines.map((l) => ({ value: l.ITEM_CODE, label: l.ITEM_CODE, detail: l.PRODUCT_NAME })),
    [lines],
  );

  const chooseProduct = (row: AdjustEntryRow, itemCode: string) => {
    const line = lines.find((l) => l.ITEM_CODE === itemCode);
    if (line && chosenElsewhere(rows, row.key, line)) {
      notify.error(messages.itemExists(line.ITEM_CODE));
      onUpdate(row.key, () => emptyRow(row.key));
      setRefusals((n) => n + 1);
      return;
    }
    onUpdate(row.key, (current) => (line ? withLine(current, line) : emptyRow(row.key)));
  };
  const remove = async (key: number) => {
    if (await confirm({ title: messages.confirmDelete })) props.onRemove(key);
  };

  return (
    <Box
      sx={{ containerType: 'inline-size', border: 1, borderColor: 'divider', borderRadius: 1 }}
      data-testid="adjust-rows"
    >
      {rows.map((row, i) => {
        const id = `row-${i + 1}`;
        const change = (next: Partial<AdjustEntryRow>) =>
          onUpdate(row.key, (current) => ({ ...current, ...next }));
        return (
          <Box
            key={row.key}
            sx={{
              px: 1.5,
              pt: 2,
              pb: 1,
              '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
            }}
            data-testid={`adjust-${id}`}
          >
            <Box sx={ROW_LAYOUT}>
              <Box sx={{ gridArea: 'product', minWidth: 0 }}>
                <CodeAutocomplete
                  key={refusals}
                  label="Product"
                  // A row without its product is deleted, not emptied: the code keeps its room.
                  disableClearable
                  value={row.line?.ITEM_CODE ?? ''}
                  options={products}
                  onChange={(code) => chooseProduct(row, code)}
                  disabled={disabled}
                  testId={`${id}-product`}
                />
              </Box>
              <Box sx={{ gridArea: 'from', minWidth: 0 }}>
                <PositionFromSelect
                  line={row.line}
                  value={row.positionFrom}
                  onChange={(positionFrom) => change({ positionFrom })}
                  disabled={disabled}
                  testId={`${id}-position-from`}
                />
              </Box>
              <Box sx={{ gridArea: 'to', minWidth: 0 }}>
                <PositionToField
                  orgId={row.line?.ORG_ID ?? lines[0]?.ORG_ID}
                  value={row.positionTo}
                  onChange={(positionTo) => change({ positionTo })}
                  disabled={disabled}
                  testId={`${id}-position-to`}
                />
              </Box>
              <Box sx={{ gridArea: 'quantity', minWidth: 0 }}>
                <NumberField
                  label="Quantity"
                  value={row.quantity}
                  typed={quantityText}
                  onChange={(quantity) => change({ quantity })}
                  whole
                  disabled={disabled}
                  testId={`${id}-quantity`}
                />
              </Box>
              <Box sx={{ gridArea: 'amount', minWidth: 0 }}>
                <NumberField
                  label="Amount"
                  value={row.amount}
                  typed={amountText}
                  onChange={(amount) => change({ amount })}
                  disabled={disabled}
                  testId={`${id}-amount`}
                />
              </Box>
              <Box sx={{ gridArea: 'reason', minWidth: 0 }}>
                <CodeSelect
                  label="Reason"
                  value={row.reason}
                  options={reasonOptions}
                  onChange={(reason) => change({ reason })}
                  loading={reasons.isPending}
                  disabled={disabled}
                  testId={`${id}-reason`}
                />
              </Box>
              <Box sx={{ gridArea: 'delete', pt: 0.5, textAlign: 'center' }}>
                <Tooltip title={messages.deleteRow}>
                  <Box component="span">
                    <IconButton
                      aria-label={messages.deleteRow}
                      onClick={() => void remove(row.key)}
                      disabled={disabled}
                      data-testid={`${id}-delete`}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Box>
                </Tooltip>
              </Box>
            </Box>
            {/* The product's name and description, on a line of their own under its fields. */}
            <Box sx={{ pt: 0.75, minHeight: 28 }} data-testid={`${id}-name`}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
                {row.line?.PRODUCT_NAME ?? '\u00a0'}
              </Typography>
              {row.line ? (
                <Typography variant="caption" color="text.secondary" component="span" sx={{ ml: 1.5 }}>
                  {row.line.ITEM_DESCRIPTION}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
