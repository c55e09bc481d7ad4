/**
 * The editable rows of Adjust Incentive: per row the product (one of the invoice's lines, by item
 * code; its name and description show on the line under it), the positions the credit moves from and to, quantity,
 * amount and reason, and a delete icon that asks first. Choosing an item another row has already
 * says '{item} already exist.' and clears the row.
 */
import { DeleteOutlined } from '@mui/icons-material';
import {
  Box,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useMemo, useState } from 'react';
import { contract } from '../../../common/contract';
import type { InvoiceLine } from '../../../common/contract/incentive';
import { messages } from '../../../common/messages';
import { useConfirm } from '../../components/ConfirmDialog';
import { notify } from '../../components/Snackbar';
import { CodeAutocomplete } from '../../components/selects/CodeAutocomplete';
import { CodeSelect } from '../../components/selects/CodeSelect';
import { call } from '../../lib/api';
import { AmountField } from './AmountField';
import { type AdjustEntryRow, chosenElsewhere, emptyRow, quantityText, withLine } from './adjust-rows';
import { PositionFromSelect } from './PositionFromSelect';
import { PositionToField } from './PositionToField';

/** Shares of the table's width: the table fits beside the menu at 1366 px and scrolls below. */
const COLUMNS = [
  { label: 'Product', width: '16%' },
  { label: 'Position From', width: '21%' },
  { label: 'Position To', width: '22%' },
  { label: 'Quantity', width: '7%' },
  { label: 'Amount', width: '12%' },
  { label: 'Reason', width: '18%' },
] as const;
const ACTIONS_WIDTH = '4%';

export function AdjustRowsTable(props: {
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
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table
        size="small"
        sx={{
          tableLayout: 'fixed',
          minWidth: 940,
          '& th, & td': { px: 0.75 },
          '& td': { verticalAlign: 'top', pt: 1.25, pb: 0 },
        }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c.label} sx={{ width: c.width, fontWeight: 600 }}>
                {c.label}
              </TableCell>
            ))}
            <TableCell sx={{ width: ACTIONS_WIDTH }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => {
            const id = `row-${i + 1}`;
            const change = (next: Partial<AdjustEntryRow>) =>
              onUpdate(row.key, (current) => ({ ...current, ...next }));
            return (
              <Fragment key={row.key}>
                <TableRow data-testid={`adjust-${id}`} sx={{ '& td': { borderBottom: 'none' } }}>
                  <TableCell>
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
                  </TableCell>
                  <TableCell>
                    <PositionFromSelect
                      line={row.line}
                      value={row.positionFrom}
                      onChange={(positionFrom) => change({ positionFrom })}
                      disabled={disabled}
                      testId={`${id}-position-from`}
                    />
                  </TableCell>
                  <TableCell>
                    <PositionToField
                      orgId={row.line?.ORG_ID ?? lines[0]?.ORG_ID}
                      value={row.positionTo}
                      onChange={(positionTo) => change({ positionTo })}
                      disabled={disabled}
                      testId={`${id}-position-to`}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      label="Quantity"
                      value={row.quantity}
                      onChange={(e) => change({ quantity: quantityText(e.target.value) })}
                      disabled={disabled}
                      fullWidth
                      slotProps={{ htmlInput: { inputMode: 'numeric', style: { textAlign: 'right' } } }}
                      data-testid={`${id}-quantity`}
                    />
                  </TableCell>
                  <TableCell>
                    <AmountField
                      value={row.amount}
                      onChange={(amount) => change({ amount })}
                      disabled={disabled}
                      testId={`${id}-amount`}
                    />
                  </TableCell>
                  <TableCell>
                    <CodeSelect
                      label="Reason"
                      value={row.reason}
                      options={reasonOptions}
                      onChange={(reason) => change({ reason })}
                      loading={reasons.isPending}
                      disabled={disabled}
                      testId={`${id}-reason`}
                    />
                  </TableCell>
                  <TableCell sx={{ textAlign: 'center' }}>
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
                  </TableCell>
                </TableRow>
                {/* The product's name and description, on a line of their own under its fields. */}
                <TableRow>
                  <TableCell
                    colSpan={COLUMNS.length + 1}
                    sx={{ pt: 0.5, pb: 1.25 }}
                    data-testid={`${id}-name`}
                  >
                    <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
                      {row.line?.PRODUCT_NAME ?? '\u00a0'}
                    </Typography>
                    {row.line ? (
                      <Typography variant="caption" color="text.secondary" component="span" sx={{ ml: 1.5 }}>
                        {row.line.ITEM_DESCRIPTION}
                      </Typography>
                    ) : null}
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
