/**
 * CRC File Viewer's filter controls: Area (the branches of the user's scope from selectArea; head
 * office has ALL first and starts on it, anyone else starts on its own branch), Position Code (the
 * shared select over the module's own position call, starting over when the area changes), Is
 * Acrylic (Y, N) and the two dates.
 */
import { Box, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ALL_BRANCH, HEAD_OFFICE_ORG_ID } from '../../../common/constants';
import { contract } from '../../../common/contract';
import { ACRYLIC_CHOICES } from '../../../common/contract/crc';
import { messages } from '../../../common/messages';
import { DateRangeFields } from '../../components/DateRangeFields';
import { BranchField } from '../../components/selects/BranchField';
import { ChoiceField } from '../../components/selects/ChoiceField';
import { PositionSelect } from '../../components/selects/PositionSelect';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import type { ViewerFilters } from './viewer-filters';

/**
 * Each field's share of the row and the narrowest it gets (the position select is 240 px at
 * least). The two dates go together: beside Find and the docked menu at 1366 px they take a second
 * line as a pair, under the selects; on a wider screen the five share one line.
 */
const FLEX = { area: '2 1 170px', position: '3 1 240px', acrylic: '0 0 100px', dates: '0 1 330px' };

/** The areas of the user's scope, ALL first for head office; loaded once a session. */
function useAreas() {
  const user = storedUser();
  const areas = useQuery({
    queryKey: ['crc-areas'],
    queryFn: ({ signal }) => call(contract.crc.selectArea, { username: user?.USER_ID }, { signal }),
    staleTime: 10 * 60_000,
  });
  const headOffice = user?.ORG_ID === HEAD_OFFICE_ORG_ID;
  const branches = useMemo(
    () => (headOffice ? [ALL_BRANCH, ...(areas.data ?? [])] : (areas.data ?? [])),
    [headOffice, areas.data],
  );
  // Anyone but head office starts on its own branch (or the first of its scope).
  const preset = headOffice
    ? undefined
    : (branches.find((b) => b.BRANCH_CODE === user?.BRANCH_CODE) ?? branches[0]);
  return { branches, preset, loading: areas.isPending };
}

export function ViewerFiltersFields({
  value,
  onChange,
}: {
  value: ViewerFilters;
  onChange(next: ViewerFilters | ((current: ViewerFilters) => ViewerFilters)): void;
}) {
  const areas = useAreas();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexGrow: 1, minWidth: 0, flexWrap: 'wrap' }}>
      <Box sx={{ flex: FLEX.area, minWidth: 0 }}>
        <BranchField
          branches={areas.branches}
          value={value.branch}
          // Another area's positions differ: the position starts over on ALL.
          onChange={(b) =>
            onChange((f) => {
              const branch = b?.BRANCH_CODE ?? '';
              return { ...f, branch, position: branch === f.branch ? f.position : '' };
            })
          }
          label={messages.areaLabel}
          preset={areas.preset}
          loading={areas.loading}
          testId="filter-branch"
        />
      </Box>
      <Box sx={{ flex: FLEX.position, minWidth: 0 }}>
        <PositionSelect
          value={value.position}
          branch={value.branch}
          onChange={(position) => onChange((f) => ({ ...f, position }))}
          searchCall={contract.crc.selectPositionCode}
          disabled={areas.loading}
          testId="filter-position"
        />
      </Box>
      <ChoiceField
        label={messages.isAcrylicLabel}
        choices={ACRYLIC_CHOICES}
        value={value.acrylic}
        onChange={(acrylic) => onChange((f) => ({ ...f, acrylic: acrylic === 'N' ? 'N' : 'Y' }))}
        sx={{ flex: FLEX.acrylic, minWidth: 0 }}
        testId="filter-acrylic"
      />
      <Stack direction="row" spacing={2} sx={{ flex: FLEX.dates, minWidth: 0 }}>
        <DateRangeFields value={value} onChange={onChange} flex="1" />
      </Stack>
    </Stack>
  );
}
