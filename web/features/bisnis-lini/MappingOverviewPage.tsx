/**
 * Overview Bisnis Lini Product (/mapping-sublini-product/overview): four selects (SLS_PERSON_TYPE,
 * BISNIS_GROUP, SCH_GROUP, TARGET_LEVEL, each with ALL) offering the values stored, 'Search
 * Overview', and the searchable table of the mappings matching them, with an export.
 */
import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { contract } from '../../../common/contract';
import type { MappingRow } from '../../../common/contract/bisnis-lini';
import { messages } from '../../../common/messages';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { CodeSelect } from '../../components/selects/CodeSelect';
import { call } from '../../lib/api';
import { mappingColumns } from './mapping-columns';

export const MAPPING_LIST_KEY = 'bisnis-lini-mapping';
const EXPORT_FILE_NAME = 'Overview Bisnis Lini Product.xlsx';

/** The overview's input: each filter a stored value, or ALL for any. */
interface MappingFilters {
  SLSPERSONTYPE: string;
  BISNISGROUP: string;
  SCHGROUP: string;
  TARGETLEVEL: string;
}

const ALL = messages.allOption;
const ALL_FILTERS: MappingFilters = { SLSPERSONTYPE: ALL, BISNISGROUP: ALL, SCHGROUP: ALL, TARGETLEVEL: ALL };

/** Each select: the filter it sets and the list of the filter call that feeds it. */
const SELECTS = [
  { key: 'SLSPERSONTYPE', list: 'SLS_PERSON_TYPE' },
  { key: 'BISNISGROUP', list: 'BISNIS_GROUP' },
  { key: 'SCHGROUP', list: 'SCH_GROUP' },
  { key: 'TARGETLEVEL', list: 'TARGET_LEVEL' },
] as const;

export function MappingOverviewPage() {
  const [filters, setFilters] = useListFilters<MappingFilters>(MAPPING_LIST_KEY, ALL_FILTERS);
  const options = useQuery({
    queryKey: ['bisnis-lini-filter'],
    queryFn: ({ signal }) => call(contract.bisnisLini.filter, {}, { signal }),
  });

  const controls = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flex: 1, maxWidth: 960 }}>
      {SELECTS.map(({ key, list }) => (
        <CodeSelect
          key={key}
          label={list}
          value={filters[key]}
          options={[ALL, ...(options.data?.[list] ?? [])].map((v) => ({ value: v, label: v }))}
          onChange={(value) => setFilters((f) => ({ ...f, [key]: value }))}
          loading={options.isPending}
          testId={`filter-${list}`}
        />
      ))}
    </Stack>
  );

  return (
    <ListScreen<MappingRow, MappingFilters>
      queryKey={MAPPING_LIST_KEY}
      columns={mappingColumns}
      getRowId={(row) => row.MAPPING_ID}
      title={messages.overviewBisnisLini}
      filters={{ value: filters, controls, loadLabel: messages.searchOverview }}
      source={{
        mode: 'client',
        load: (f, signal) => call(contract.bisnisLini.overview, f, { signal }),
      }}
      exportFileName={EXPORT_FILE_NAME}
      exportLabel={messages.exportExcel}
      testId="mapping-overview"
    />
  );
}
