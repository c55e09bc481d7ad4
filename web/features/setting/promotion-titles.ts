/**
 * The titles a promotion may name: getTitleAll {TypeEmp: ''} (every employee type) answers
 * data.resultTitle, offered as 'SPV - Supervisor' whose value is the TITTLE_CODE sent. A code
 * several types share is offered once.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { contract } from '../../../common/contract';
import type { TitleOption } from '../../../common/contract/promotion';
import type { SelectOption } from '../../components/selects/MultiSelectDialog';
import { call } from '../../lib/api';

export function titleOptions(titles: readonly TitleOption[]): SelectOption[] {
  const seen = new Set<string>();
  const options: SelectOption[] = [];
  for (const t of titles) {
    if (seen.has(t.TITTLE_CODE)) continue;
    seen.add(t.TITTLE_CODE);
    options.push({
      value: t.TITTLE_CODE,
      label: t.TITTLE_DESC ? `${t.TITTLE_CODE} - ${t.TITTLE_DESC}` : t.TITTLE_CODE,
    });
  }
  return options;
}

export function usePromotionTitles(): { options: SelectOption[]; loading: boolean } {
  const titles = useQuery({
    queryKey: ['promotion-titles'],
    queryFn: async ({ signal }) =>
      (await call(contract.setting.getTitleAll, { TypeEmp: '' }, { signal })).resultTitle,
    staleTime: 5 * 60_000,
  });
  const options = useMemo(() => titleOptions(titles.data ?? []), [titles.data]);
  return { options, loading: titles.isPending };
}
