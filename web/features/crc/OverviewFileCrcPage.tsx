/**
 * Overview File CRC (/crc/overview-display-src; spec part 2 sections 2, 7, 9): a position of the
 * user's scope (searchable), Start Date and End Date (this month), SEARCH; the photos of that
 * position's display checks as cards, 6 a page with 5 page links, newest first, searched by
 * customer name on the server. A card opens its check's photos full screen and downloads its photo.
 * What was searched, the page and the search are kept for the session like a list's.
 */
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { contract } from '../../../common/contract';
import {
  CARD_PAGE_LINKS,
  CARDS_PER_PAGE,
  type CrcRecord,
  PHOTO_RANGE_MAX_DAYS,
} from '../../../common/contract/crc';
import { SEARCH_MIN_LENGTH } from '../../../common/contract/shared-schemas';
import { endOfThisMonth, firstDayOfMonth } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { DateRangeFields } from '../../components/DateRangeFields';
import { LoadFailed } from '../../components/LoadFailed';
import { useDebouncedValue } from '../../components/list-screen/use-debounced-value';
import { useListFilters, useListState } from '../../components/list-screen/use-list-state';
import { CheckPhotosPreview, type CheckShown } from '../../components/photos/CheckPhotosPreview';
import { SearchField } from '../../components/SearchField';
import { notify } from '../../components/Snackbar';
import { PositionSelect } from '../../components/selects/PositionSelect';
import { call } from '../../lib/api';
import { dateRangeProblem } from '../../lib/date-range';
import { CardPager } from './CardPager';
import { pageCount } from './card-pages';
import { CHECK_PHOTOS } from './crc-photo-calls';
import { PhotoCard } from './PhotoCard';

const QUERY_KEY = 'crc-photo-cards';

interface CardFilters {
  /** POSITION_CODE; required. */
  position: string;
  start: string;
  end: string;
}

/** What SEARCH applied; the round makes a second press with the same filters load again. */
interface Applied {
  filters: CardFilters;
  round: number;
}

const startingFilters = (): CardFilters => ({
  position: '',
  start: firstDayOfMonth(),
  end: endOfThisMonth(),
});

function problemOf(f: CardFilters): string | undefined {
  if (f.position === '') return messages.selectPositionFirst;
  return dateRangeProblem(f.start, f.end, PHOTO_RANGE_MAX_DAYS);
}

export function OverviewFileCrcPage() {
  const [filters, setFilters] = useListFilters<CardFilters>(QUERY_KEY, startingFilters);
  const keep = useListState(QUERY_KEY);
  const [applied, setApplied] = keep<Applied | undefined>('applied', undefined);
  // The page shown, from 0 as the call counts it.
  const [page, setPage] = keep('page', 0);
  const [searchText, setSearchText] = keep('search', '');
  const typed = useDebouncedValue(searchText.trim());
  // The server searches from SEARCH_MIN_LENGTH characters on; until then every card shows.
  const tooShort = (text: string) => text.length > 0 && text.length < SEARCH_MIN_LENGTH;
  const search = tooShort(typed) ? '' : typed;
  const [check, setCheck] = useState<CheckShown | null>(null);
  const closeCheck = useCallback(() => setCheck(null), []);

  const cards = useQuery({
    queryKey: [QUERY_KEY, applied, page, search],
    enabled: applied !== undefined,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const f = (applied as Applied).filters;
      return call(
        contract.crc.overviewNew,
        {
          BranchCode: f.position,
          StartDate: f.start,
          EndDate: f.end,
          page,
          pageSize: CARDS_PER_PAGE,
          search,
        },
        { signal },
      );
    },
  });
  const failed = cards.isError && !cards.isFetching;
  const total = cards.data?.total ?? 0;
  const pages = pageCount(total, CARDS_PER_PAGE);

  const searchCards = () => {
    const problem = problemOf(filters);
    if (problem) {
      notify.error(problem);
      return;
    }
    setPage(0);
    setApplied((prev) => ({ filters, round: (prev?.round ?? 0) + 1 }));
  };

  const onSearchText = (text: string) => {
    setSearchText(text);
    setPage(0);
  };

  const openCheck = (photo: CrcRecord) =>
    setCheck({ headerId: photo.CRC_HEADERID, photoKey: photo.ATTACHMENT_FILE });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }} data-testid="crc-photo-cards">
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {messages.overviewFileCrc}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexGrow: 1, minWidth: 0, flexWrap: 'wrap' }}>
          <Box sx={{ flex: '3 1 260px', minWidth: 0 }}>
            <PositionSelect
              value={filters.position}
              onChange={(position) => setFilters((f) => ({ ...f, position }))}
              emptyLabel={messages.choosePosition}
              searchCall={contract.crc.selectPositionCode}
              testId="filter-position"
            />
          </Box>
          <DateRangeFields value={filters} onChange={setFilters} flex="1 1 160px" />
        </Stack>
        <Button
          variant="contained"
          onClick={searchCards}
          disabled={cards.isFetching}
          sx={{ flexShrink: 0, minWidth: 120 }}
          data-testid="search-cards"
        >
          {messages.searchPhotos}
        </Button>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <SearchField
          value={searchText}
          onChange={onSearchText}
          helperText={tooShort(searchText.trim()) ? messages.searchTooShort(SEARCH_MIN_LENGTH) : undefined}
          sx={{ width: { xs: '100%', sm: 320 } }}
          testId="card-search"
        />
        {applied && cards.data && !failed ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="body2" color="text.secondary" data-testid="cards-total">
              {messages.photosTotal(total)}
            </Typography>
            {/* Beside the count, in sight with the first row of cards. */}
            {pages > 1 ? (
              <CardPager
                page={Math.min(page + 1, pages)}
                count={pages}
                links={CARD_PAGE_LINKS}
                onChange={(next) => setPage(next - 1)}
              />
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      {failed ? (
        <LoadFailed error={cards.error} onRetry={() => void cards.refetch()} />
      ) : !applied ? (
        <Alert severity="info" variant="outlined">
          {messages.pressToLoad(messages.searchPhotos)}
        </Alert>
      ) : cards.data && cards.data.rows.length === 0 && !cards.isFetching ? (
        <Alert severity="info" variant="outlined" data-testid="cards-empty">
          {messages.noPhotos}
        </Alert>
      ) : (
        <Box
          aria-busy={cards.isFetching}
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
            gap: 2,
            opacity: cards.isFetching ? 0.6 : 1,
            transition: 'opacity 120ms',
          }}
          data-testid="card-grid"
        >
          {(cards.data?.rows ?? []).map((photo) => (
            <PhotoCard key={photo.CRC_DISPLAYID} photo={photo} onOpen={openCheck} />
          ))}
        </Box>
      )}
      <CheckPhotosPreview check={check} calls={CHECK_PHOTOS} onClose={closeCheck} />
    </Paper>
  );
}
