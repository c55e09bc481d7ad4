/**
 * A campaign's survey answers from the field app, opened from the push activity overview's Answers
 * column: one row per outlet and campaign day (the outlets of the user's scope), paged on the
 * server, searched by outlet, rep or day, and exported as 'Push Activity Answers.xlsx'.
 */

import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { contract } from '../../../common/contract';
import {
  type ActivityHeader,
  PA_ANSWERS_EXPORT_FILE,
  type PaAnswerRow,
} from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { call, download } from '../../lib/api';

export const PA_ANSWERS_LIST_KEY = 'pa-answers';

/**
 * The answers, each question and its answer on a line of its own, scrolling inside the cell when a
 * survey is longer than the row; the whole text on hover.
 */
function answersCell({ row }: { row: PaAnswerRow }) {
  return (
    <Tooltip title={<Box sx={{ whiteSpace: 'pre-line' }}>{row.ANSWERS}</Box>} enterDelay={500}>
      <Box
        sx={{
          whiteSpace: 'pre-line',
          lineHeight: 1.35,
          fontSize: '0.8rem',
          height: '100%',
          overflowY: 'auto',
          py: 0.5,
        }}
      >
        {row.ANSWERS}
      </Box>
    </Tooltip>
  );
}

const columns: GridColDef<PaAnswerRow>[] = [
  { field: 'CUSTOMER_NAME', headerName: 'Outlet', minWidth: 160, flex: 1 },
  { field: 'BRANCH_CODE', headerName: 'Branch', width: 80 },
  { field: 'CAMPAIGN_DAY', headerName: 'Day', width: 104 },
  { field: 'EMPLOYEE_NAME', headerName: 'Sales', minWidth: 130, flex: 0.8 },
  { field: 'ANSWERED_AT', headerName: 'Answered', width: 140, sortable: false },
  {
    field: 'ANSWERS',
    headerName: 'Answers',
    minWidth: 260,
    flex: 2,
    sortable: false,
    renderCell: answersCell,
  },
];

export function CampaignAnswersDialog(props: { campaign: ActivityHeader | null; onClose(): void }) {
  const campaign = props.campaign;
  return (
    <Dialog open={campaign !== null} onClose={props.onClose} maxWidth="lg" fullWidth>
      <DialogTitle sx={{ pr: 6 }}>
        {messages.paAnswersTitle}: {campaign?.ACTIVITY_HEADER_NAME}
        <IconButton
          aria-label={messages.close}
          onClick={props.onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {campaign ? (
          <ListScreen<PaAnswerRow>
            queryKey={`${PA_ANSWERS_LIST_KEY}-${campaign.ACTIVITY_HEADER_ID}`}
            columns={columns}
            getRowId={(row) => row.ANSWER_SET_ID}
            source={{
              mode: 'server',
              load: (_f, query, signal) =>
                call(
                  contract.pushActivity.loadPAAnswers,
                  { headerID: campaign.ACTIVITY_HEADER_ID, ...query },
                  { signal },
                ),
              exportFile: (_f, query) =>
                download(
                  contract.pushActivity.exportPAAnswers,
                  { headerID: campaign.ACTIVITY_HEADER_ID, ...query },
                  PA_ANSWERS_EXPORT_FILE,
                ),
            }}
            exportFileName={PA_ANSWERS_EXPORT_FILE}
            exportLabel={messages.exportExcel}
            rowHeight={96}
            gridHeight={480}
            testId="pa-answers"
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
