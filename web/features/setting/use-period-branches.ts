/**
 * The branches Setting Period offers: prepareFilter's list without its 'ALL BRANCH' entry (spec
 * part 2 section 7), as options 'BDG - BANDUNG' whose value is the branch code.
 */
import { useMemo } from 'react';
import { ALL_BRANCH } from '../../../common/constants';
import { branchLabel } from '../../components/selects/BranchField';
import type { SelectOption } from '../../components/selects/MultiSelectDialog';
import { useFilterData } from '../../components/selects/use-filter-data';

export function usePeriodBranches(): { options: SelectOption[]; loading: boolean } {
  const filterData = useFilterData();
  const options = useMemo(
    () =>
      (filterData.data?.BRANCH_LIST ?? [])
        .filter((b) => b.BRANCH_CODE !== ALL_BRANCH.BRANCH_CODE)
        .map((b) => ({ value: b.BRANCH_CODE, label: branchLabel(b) })),
    [filterData.data],
  );
  return { options, loading: filterData.isPending };
}
