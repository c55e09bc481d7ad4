/**
 * The filters every target screen after the head-office summary shares: month, year and branch of
 * the caller's scope, with room for one more control (the status). The value is the screen's, kept
 * with useListFilters. The filters wrap onto a second line rather than push the list's button out
 * of its card beside the menu at 1024 px.
 */
import { Box, Stack } from '@mui/material';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { BranchSelect } from '../../components/selects/BranchSelect';
import { type MonthYear, MonthYearSelects } from '../../components/selects/MonthYearSelects';

export interface TargetMonthFilter extends MonthYear {
  /** BRANCH_CODE, ALL BRANCH '0', or '' before one is chosen. */
  branch: string;
}

export function TargetMonthFilters<F extends TargetMonthFilter>(props: {
  value: F;
  onChange: Dispatch<SetStateAction<F>>;
  /** ALL BRANCH is offered (it is head office's start). */
  allOption?: boolean;
  /** A branch user starts on its own branch. */
  startOnOwn?: boolean;
  firstYear?: number;
  children?: ReactNode;
}) {
  const { value, onChange } = props;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flex: 1, minWidth: 0, flexWrap: 'wrap', maxWidth: props.children ? 900 : 760 }}
    >
      <MonthYearSelects
        value={value}
        onChange={(m) => onChange((f) => ({ ...f, ...m }))}
        firstYear={props.firstYear}
      />
      {/* The branch takes the room left on the line, down to what its names need. */}
      <Box sx={{ flex: '1 1 220px', minWidth: 220, maxWidth: { md: 360 } }}>
        <BranchSelect
          value={value.branch}
          onChange={(b) => onChange((f) => ({ ...f, branch: b?.BRANCH_CODE ?? '' }))}
          allOption={props.allOption}
          startOnOwn={props.startOnOwn}
          testId="filter-branch"
        />
      </Box>
      {props.children}
    </Stack>
  );
}
