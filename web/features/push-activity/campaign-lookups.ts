/**
 * The campaign form's choices: masterdata (businesses, the caller's branches, employee types,
 * channel groups) once, the titles of the chosen employee type (gettitle) and the product groups of
 * the chosen business (getproduct) whenever those change.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { contract } from '../../../common/contract';
import type { SelectOption } from '../../components/selects/MultiSelectDialog';
import { call } from '../../lib/api';
import type { CampaignChoices, MasterData, ProductGroup, Title } from './campaign-values';

const STALE_MS = 5 * 60_000;
const NONE: never[] = [];

const option = (value: string, desc: string): SelectOption => ({
  value,
  label: desc && desc !== value ? `${value} - ${desc}` : value,
});

/** Options each offered once: two titles of a type may share a code, which is what the field keeps. */
function unique(options: SelectOption[]): SelectOption[] {
  const seen = new Set<string>();
  return options.filter((o) => !seen.has(o.value) && seen.add(o.value));
}

export interface CampaignLookups {
  master: MasterData | undefined;
  titles: readonly Title[];
  products: readonly ProductGroup[];
  loadingMaster: boolean;
  loadingTitles: boolean;
  loadingProducts: boolean;
  options: {
    bisnis: SelectOption[];
    empType: SelectOption[];
    branch: SelectOption[];
    channel: SelectOption[];
    title: SelectOption[];
    product: SelectOption[];
  };
  /** Everything insertpa's body needs, once masterdata has come. */
  choices: CampaignChoices | undefined;
}

export function useCampaignLookups(empType: string, bisnis: string): CampaignLookups {
  const master = useQuery({
    queryKey: ['push-activity-masterdata'],
    queryFn: ({ signal }) => call(contract.pushActivity.masterdata, {}, { signal }),
    staleTime: STALE_MS,
  });
  const titles = useQuery({
    queryKey: ['push-activity-titles', empType],
    queryFn: async ({ signal }) =>
      (await call(contract.pushActivity.gettitle, { TypeEmp: empType }, { signal })).resultTitle,
    enabled: empType !== '',
    staleTime: STALE_MS,
  });
  const products = useQuery({
    queryKey: ['push-activity-products', bisnis],
    queryFn: async ({ signal }) =>
      (await call(contract.pushActivity.getproduct, { bisnis }, { signal })).resultProduct,
    enabled: bisnis !== '',
    staleTime: STALE_MS,
  });

  const m = master.data;
  const titleRows = empType === '' ? NONE : (titles.data ?? NONE);
  const productRows = bisnis === '' ? NONE : (products.data ?? NONE);
  const options = useMemo(
    () => ({
      bisnis: (m?.resultBisnis ?? []).map((b) => option(b.BISNIS_MASTER_ID, b.BISNIS_DESC)),
      empType: (m?.resultEmployeeType ?? []).map((t) => ({
        ...option(t.EMPLOYEE_TYPE_CODE, t.EMPLOYEE_TYPE_DESC),
        value: String(t.EMPLOYEE_TYPE_ID),
      })),
      branch: (m?.resultBranch ?? []).map((b) => option(b.BRANCH_CODE, b.BRANCH_DESC)),
      channel: (m?.resultSalesChannelGroup ?? []).map((c) => option(c.SALES_CHANNEL_GROUP, c.GROUP_DESC)),
      title: unique(titleRows.map((t) => option(t.TITTLE_CODE, t.TITTLE_DESC))),
      product: productRows.map((p) => option(p.PRODUCT_GROUP, p.PRODUCT_DESC)),
    }),
    [m, titleRows, productRows],
  );
  const choices = useMemo(
    () => (m ? { master: m, titles: titleRows, products: productRows } : undefined),
    [m, titleRows, productRows],
  );

  return {
    master: m,
    titles: titleRows,
    products: productRows,
    loadingMaster: master.isPending,
    loadingTitles: empType !== '' && titles.isPending,
    loadingProducts: bisnis !== '' && products.isPending,
    options,
    choices,
  };
}
