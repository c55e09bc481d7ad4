/**
 * REJECT and APPROVE for the rows picked on an approval list (incentive requests, push activity
 * campaigns): both disabled with nothing picked or while a decision is on its way. useDecisions
 * gives them their confirmations and calls.
 */
import { CheckCircleOutlined, HighlightOffOutlined } from '@mui/icons-material';
import { messages } from '../../../common/messages';
import { FocusKeepingButton } from '../FocusKeepingButton';

export interface DecisionButtonsProps<Row> {
  picked: readonly Row[];
  deciding: boolean;
  onApprove(picked: readonly Row[]): void;
  onReject(picked: readonly Row[]): void;
}

export function DecisionButtons<Row>({ picked, deciding, onApprove, onReject }: DecisionButtonsProps<Row>) {
  const disabled = picked.length === 0 || deciding;
  // Both keep the focus once the decided rows leave the list (nothing picked): it stays where the
  // user acted, not on the page's <body>.
  return (
    <>
      <FocusKeepingButton
        variant="outlined"
        color="error"
        startIcon={<HighlightOffOutlined />}
        disabled={disabled}
        onClick={() => onReject(picked)}
        data-testid="reject"
      >
        {messages.rejectButton}
      </FocusKeepingButton>
      <FocusKeepingButton
        variant="contained"
        color="success"
        startIcon={<CheckCircleOutlined />}
        disabled={disabled}
        onClick={() => onApprove(picked)}
        data-testid="approve"
      >
        {messages.approveLabel}
      </FocusKeepingButton>
    </>
  );
}
