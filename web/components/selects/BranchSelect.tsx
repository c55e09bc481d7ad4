/**
 * The branch filter of list screens, in the user's scope: head office gets 'ALL BRANCH' first
 * (sent as branch '0', ORG_ID -1) and every branch, and starts on ALL BRANCH; other users only
 * their own branches, the only one pre-selected. With `allOption`, a user of several branches is
 * offered ALL BRANCH too (the server keeps '0' within the user's scope), for lists that can show
 * every branch the user sees. With `startOnOwn`, a user of several branches starts on its own
 * branch (the print screens), or the first when its own is not among them.
 */
import { useMemo } from 'react';
import { ALL_BRANCH } from '../../../common/constants';
import type { Branch } from '../../../common/contract/shared-schemas';
import { storedUser } from '../../lib/auth-storage';
import { BranchField, type BranchFieldProps } from './BranchField';
import { useFilterData } from './use-filter-data';

export type BranchSelectProps = Omit<BranchFieldProps, 'branches' | 'loading' | 'preset'> & {
  allOption?: boolean;
  startOnOwn?: boolean;
};

const NO_BRANCHES: Branch[] = [];

export function BranchSelect({ allOption, startOnOwn, ...props }: BranchSelectProps) {
  const filterData = useFilterData();
  const list = filterData.data?.BRANCH_LIST ?? NO_BRANCHES;
  const branches = useMemo(
    () =>
      allOption && list.length > 1 && list[0]?.BRANCH_CODE !== ALL_BRANCH.BRANCH_CODE
        ? [{ ...ALL_BRANCH }, ...list]
        : list,
    [list, allOption],
  );
  const own = storedUser()?.BRANCH_CODE;
  const preset =
    startOnOwn && list.length > 0 && list[0]?.BRANCH_CODE !== ALL_BRANCH.BRANCH_CODE
      ? (list.find((b) => b.BRANCH_CODE === own) ?? list[0])
      : undefined;
  return (
    <BranchField
      minWidth={220}
      {...props}
      branches={branches}
      preset={preset}
      loading={filterData.isPending}
    />
  );
}
