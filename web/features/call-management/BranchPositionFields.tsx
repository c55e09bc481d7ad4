/**
 * The branch and position filters of the call management overviews (both call plans, the call
 * realization), over prepareFilter's branches: head office starts on ALL BRANCH; any other user
 * starts on its own branch. The spec locks a branch user's picker on its own branch only on the
 * call plan overviews (`lockOwnBranch`); the realization lets a branch user of several branches
 * choose among them (the server keeps every choice to the user's scope anyway).
 * The position select is the shared one (the chosen branch's positions, found on the server as
 * the user types, empty for ALL POSITION); it starts over when the branch changes. Each field is a
 * flex item of the caller's row of filters.
 */
import { Box } from '@mui/material';
import { useCallback } from 'react';
import { ALL_BRANCH } from '../../../common/constants';
import type { Branch } from '../../../common/contract/shared-schemas';
import { BranchField } from '../../components/selects/BranchField';
import { PositionSelect } from '../../components/selects/PositionSelect';
import { storedUser } from '../../lib/auth-storage';

export interface BranchPosition {
  /** BRANCH_CODE; '0' is ALL BRANCH, '' until the list is there. */
  branch: string;
  /** POSITION_DESC; '' is every position. */
  position: string;
}

export function BranchPositionFields<V extends BranchPosition>(props: {
  value: V;
  onChange(value: V): void;
  branches: readonly Branch[];
  loading: boolean;
  branchLabel?: string;
  /** A user other than head office cannot leave its own branch (Overview Fixed Call and Master Call). */
  lockOwnBranch?: boolean;
  /** Each field's share of the row and the narrowest it gets (CSS flex). */
  flex: { branch: string; position: string };
}) {
  const { value, onChange, branches } = props;
  const headOffice = branches[0]?.BRANCH_CODE === ALL_BRANCH.BRANCH_CODE;
  const own = storedUser()?.BRANCH_CODE;
  // Anyone but head office starts on its own branch (or the first one its scope holds).
  const preset = headOffice ? undefined : (branches.find((b) => b.BRANCH_CODE === own) ?? branches[0]);

  const onBranch = useCallback(
    (code: string) =>
      // Another branch's positions differ: the position starts over on ALL.
      onChange({ ...value, branch: code, position: code === value.branch ? value.position : '' }),
    [onChange, value],
  );

  return (
    <>
      <Box sx={{ flex: props.flex.branch, minWidth: 0 }}>
        <BranchField
          branches={branches}
          value={value.branch}
          onChange={(b) => onBranch(b?.BRANCH_CODE ?? '')}
          label={props.branchLabel}
          preset={preset}
          disabled={props.lockOwnBranch === true && !headOffice}
          loading={props.loading}
          testId="filter-branch"
        />
      </Box>
      <Box sx={{ flex: props.flex.position, minWidth: 0 }}>
        <PositionSelect
          value={value.position}
          branch={value.branch}
          onChange={(position) => onChange({ ...value, position })}
          disabled={props.loading}
          testId="filter-position"
        />
      </Box>
    </>
  );
}
