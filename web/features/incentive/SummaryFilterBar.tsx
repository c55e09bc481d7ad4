/**
 * The filters of Adjust Incentive Summary (spec part 2 sections 2 and 6): PERIOD (a month, this
 * one at first), POSITION ('' for every position) and BRANCH (head office every branch, a branch
 * user its own), and FIND, which applies them to both lists below at once.
 */
import { SearchOutlined } from '@mui/icons-material';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { Dispatch, SetStateAction } from 'react';
import { messages } from '../../../common/messages';
import { MonthField } from '../../components/MonthField';
import { BranchSelect } from '../../components/selects/BranchSelect';
import type { MonthYear } from '../../components/selects/MonthYearSelects';
import { PositionSelect } from '../../components/selects/PositionSelect';

export interface AdjustSummaryFilters extends MonthYear {
  /** POSITION_TO, '' for every position. */
  position: string;
  /** BRANCH_CODE, ALL BRANCH's '0', or '' before the branch select has chosen. */
  branchCode: string;
  /** The branch's ORG_ID (ALL BRANCH's -1: every org of the scope). */
  orgID: number;
}

/** The filters as selectAdjustIncentive and exportDetail take them. */
export const summaryInput = (f: AdjustSummaryFilters) => ({
  month: f.month,
  year: f.year,
  orgID: f.orgID,
  branchCode: f.branchCode,
  position: f.position,
});

export function SummaryFilterBar(props: {
  value: AdjustSummaryFilters;
  onChange: Dispatch<SetStateAction<AdjustSummaryFilters>>;
  onFind(): void;
}) {
  const { value, onChange } = props;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }}>
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {messages.adjustIncentiveSummary}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <MonthField
          label={messages.periodLabel}
          value={value}
          onChange={(m) => onChange((f) => ({ ...f, ...m }))}
          testId="filter-period"
        />
        <Box sx={{ flex: '1 1 220px', minWidth: 220, maxWidth: { md: 320 } }}>
          <BranchSelect
            value={value.branchCode}
            // A position of another branch does not stay chosen.
            onChange={(b) =>
              onChange((f) =>
                f.branchCode === (b?.BRANCH_CODE ?? '')
                  ? f
                  : { ...f, branchCode: b?.BRANCH_CODE ?? '', orgID: b?.ORG_ID ?? 0, position: '' },
              )
            }
            allOption
            testId="filter-branch"
          />
        </Box>
        <Box sx={{ flex: '1 1 220px', minWidth: 220, maxWidth: { md: 320 } }}>
          <PositionSelect
            value={value.position}
            branch={value.branchCode}
            onChange={(position) => onChange((f) => ({ ...f, position }))}
            testId="filter-position"
          />
        </Box>
        <Button
          variant="contained"
          startIcon={<SearchOutlined />}
          onClick={props.onFind}
          sx={{ flexShrink: 0, minWidth: 110 }}
          data-testid="find"
        >
          {messages.findButton}
        </Button>
      </Stack>
    </Paper>
  );
}
