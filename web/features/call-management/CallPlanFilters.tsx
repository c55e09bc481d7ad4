/**
 * The filters of both call plan overviews (spec part 2 sections 2, 8): branch, position, year and
 * periode from the overview's own filter call. Branch and position are the module's shared pair
 * (BranchPositionFields: head office starts on ALL BRANCH, anyone else stays on its own branch);
 * year and periode start on the current month.
 */
import { MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { callManagement, FilterData } from '../../../common/contract/call-management';
import { MONTHS_ID } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { type BranchPosition, BranchPositionFields } from './BranchPositionFields';

export interface CallPlanFilterValue extends BranchPosition {
  year: number;
  periode: number;
}

export function startingFilters(now = new Date()): CallPlanFilterValue {
  return { branch: '', position: '', year: now.getFullYear(), periode: now.getMonth() + 1 };
}

type FilterCall = (typeof callManagement)['prepareFilter' | 'prepareFilterOverviewMasterCall'];

/** The filter lists of one overview, loaded once a session (the scope does not change meanwhile). */
export function useCallPlanFilterData(filterCall: FilterCall) {
  return useQuery({
    queryKey: ['call-plan-filters', filterCall.path],
    queryFn: ({ signal }) => call(filterCall, { orgID: storedUser()?.ORG_ID ?? 0 }, { signal }),
    staleTime: 10 * 60_000,
  });
}

const NO_BRANCHES: FilterData['BRANCH_LIST'] = [];

const selectMenu = { select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } };

/**
 * Each filter's share of the row and the narrowest it gets. The four wrap onto a second line when
 * the row is narrower than their sum (beside the docked menu at 1024 px), instead of running under
 * the Load List button beside them.
 */
const FIELD_FLEX = { branch: '2 1 220px', position: '2 1 240px', year: '1 1 110px', periode: '1 1 160px' };

export function CallPlanFilters(props: {
  value: CallPlanFilterValue;
  onChange(value: CallPlanFilterValue): void;
  data: FilterData | undefined;
  loading: boolean;
}) {
  const { value, onChange, data } = props;
  const branches = data?.BRANCH_LIST ?? NO_BRANCHES;

  const years = data?.YEAR.map((y) => y.YEAR) ?? [value.year];
  const periodes = data?.PERIODE.map((p) => p.PERIODE) ?? [value.periode];

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexGrow: 1, minWidth: 0, flexWrap: 'wrap' }}>
      <BranchPositionFields
        value={value}
        onChange={onChange}
        branches={branches}
        loading={props.loading}
        lockOwnBranch
        flex={FIELD_FLEX}
      />
      <TextField
        select
        label={messages.yearLabel}
        value={years.includes(value.year) ? value.year : ''}
        onChange={(e) => onChange({ ...value, year: Number(e.target.value) })}
        sx={{ flex: FIELD_FLEX.year, minWidth: 0 }}
        slotProps={selectMenu}
        data-testid="filter-year"
      >
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={messages.periodeLabel}
        value={periodes.includes(value.periode) ? value.periode : ''}
        onChange={(e) => onChange({ ...value, periode: Number(e.target.value) })}
        sx={{ flex: FIELD_FLEX.periode, minWidth: 0 }}
        slotProps={selectMenu}
        data-testid="filter-periode"
      >
        {periodes.map((p) => (
          <MenuItem key={p} value={p}>
            {`${p} - ${MONTHS_ID[p - 1] ?? ''}`}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
