/**
 * The branch filter of list screens, in the user's scope: head office gets 'ALL BRANCH' first
 * (sent as branch '0', ORG_ID -1) and every branch, and starts on ALL BRANCH; other users only
 * their own branches, the only one pre-selected. With `allOption`, a user of several branches is
 * offered ALL BRANCH too (the server keeps '0' within the user's scope), for lists that can show
 * every branch the user sees.
 */
import { useMemo } from 'react';
import { ALL_BRANCH } from '../../../common/constants';
import type { Branch } from '../../../common/contract/shared-schemas';
import { BranchField, type BranchFieldProps } from './BranchField';
import { useFilterData } from './use-filter-data';

export type BranchSelectProps = Omit<BranchFieldProps, 'branches' | 'loading'> & { allOption?: boolean };

const NO_BRANCHES: Branch[] = [];

export function BranchSelect({ allOption, ...props }: BranchSelectProps) {
  const filterData = useFilterData();
  const list = filterData.data?.BRANCH_LIST ?? NO_BRANCHES;
  const branches = useMemo(
    () =>
      allOption && list.length > 1 && list[0]?.BRANCH_CODE !== ALL_BRANCH.BRANCH_CODE
        ? [{ ...ALL_BRANCH }, ...list]
        : list,
    [list, allOption],
  );
  return <BranchField minWidth={220} {...props} branches={branches} loading={filterData.isPending} />;
}
