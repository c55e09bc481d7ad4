/**
 * The branch filter of list screens, in the user's scope: head office gets 'ALL BRANCH' first
 * (sent as branch '0', ORG_ID -1) and every branch; other users only their own branches, the
 * only one pre-selected.
 */
import type { Branch } from '../../../common/contract/shared-schemas';
import { BranchField, type BranchFieldProps } from './BranchField';
import { useFilterData } from './use-filter-data';

export type BranchSelectProps = Omit<BranchFieldProps, 'branches' | 'loading'>;

const NO_BRANCHES: Branch[] = [];

export function BranchSelect(props: BranchSelectProps) {
  const filterData = useFilterData();
  return (
    <BranchField
      {...props}
      branches={filterData.data?.BRANCH_LIST ?? NO_BRANCHES}
      loading={filterData.isPending}
    />
  );
}
