/**
 * Print Barcode Relasi, both variants (spec part 1 sections 2, 4, 5): pick a branch and a Position
 * ('Silakan pilih Position terlebih dulu' without one; only positions serving customers today are
 * offered), Load List (getRelasiPrint, rows of the chosen branch), search, print a row or Print
 * All. Print All prints the labels not printed yet of the rows shown, and is disabled when there
 * is none: the list shows unprinted labels first, so that is "the first row is printed". While it
 * runs it shows 'n dari N' and can be cancelled. Labels to print again come next in the list, are
 * counted above it, and a switch lists them alone.
 * - printer (/printqrrelasi): ZPL to the user's Zebra printer through Browser Print, each label
 *   recorded as printed; with no printer, the sticker file instead.
 * - sticker (/printqrrelasinew): one sticker file (PDF) made and recorded by the server; rows whose
 *   label no longer says what the customer is now (ShouldReprint) get a Reprint button.
 */
import { PrintOutlined, SettingsOutlined } from '@mui/icons-material';
import { Box, Button, Chip, FormControlLabel, Stack, Switch } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { ALL_BRANCH } from '../../../common/constants';
import { contract } from '../../../common/contract';
import type { PrintPositionOption, RelationPrintRow } from '../../../common/contract/labels';
import { SEARCH_MIN_LENGTH } from '../../../common/contract/shared-schemas';
import { messages } from '../../../common/messages';
import { useConfirm } from '../../components/ConfirmDialog';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { useDebouncedValue } from '../../components/list-screen/use-debounced-value';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { BranchSelect } from '../../components/selects/BranchSelect';
import { PositionSelect } from '../../components/selects/PositionSelect';
import { call } from '../../lib/api';
import { PrinterSettingsDialog } from './PrinterSettingsDialog';
import { PrintProgress } from './PrintProgress';
import { relationColumns } from './relation-columns';
import { useLabelPrinting } from './use-label-printing';

export type PrintVariant = 'printer' | 'sticker';

interface PrintFilters {
  /** The chosen BRANCH_CODE; ALL BRANCH is '0', none ''. */
  branch: string;
  orgId: number;
  position: string;
  /** Only the rows whose label no longer says what the customer is now. */
  reprintOnly: boolean;
}

const listKey = (variant: PrintVariant) => `labels-${variant}`;

async function loadRelations(f: PrintFilters, signal: AbortSignal): Promise<RelationPrintRow[]> {
  const rows = await call(
    contract.labels.getRelasiPrint,
    { position: f.position, orgId: f.orgId },
    { signal },
  );
  const anyBranch = f.branch === '' || f.branch === ALL_BRANCH.BRANCH_CODE;
  return rows.filter(
    (r) => (anyBranch || r.BRANCH_CODE === f.branch) && (!f.reprintOnly || r.ShouldReprint === 1),
  );
}

/**
 * The positions of the branch serving customers today whose code contains what the user typed
 * (from SEARCH_MIN_LENGTH characters, after a pause), with their branch: the only ones worth a
 * list. The server answers the first of them and one more when more match, which the position
 * select shows as a hint to type; the text typed then asks the server again.
 */
function useServingPositions(branch: string, typed: string) {
  const branchCode = branch === ALL_BRANCH.BRANCH_CODE ? '' : branch;
  const keyword = useDebouncedValue(typed.trim().toUpperCase());
  const search = keyword.length >= SEARCH_MIN_LENGTH ? keyword : '';
  const found = useQuery({
    queryKey: ['labels-positions', branchCode, search],
    queryFn: ({ signal }) =>
      call(contract.labels.getRelasiPrintPositions, { branchCode, search }, { signal }),
    staleTime: 60_000,
    // While the next text is asked, the last answer of the same branch stays (the select narrows
    // it meanwhile); another branch's positions never stand in for this one's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === branchCode ? previous : undefined,
  });
  return { positions: found.data, loading: found.isFetching };
}

export function PrintRelasiPage({ variant }: { variant: PrintVariant }) {
  const key = listKey(variant);
  const [filters, setFilters] = useListFilters<PrintFilters>(key, {
    branch: '',
    orgId: 0,
    position: '',
    reprintOnly: false,
  });
  const printing = useLabelPrinting(key);
  // What the user types in the position select, asked of the server (the select narrows the
  // positions it was given meanwhile).
  const [typed, setTyped] = useState('');
  const serving = useServingPositions(filters.branch, typed);
  const confirm = useConfirm();
  const [settingsOpen, setSettingsOpen] = useState(false);

  const print = (rows: readonly RelationPrintRow[]) =>
    variant === 'printer' ? printing.printOnPrinter(rows) : printing.printStickerFile(rows);

  const printAll = async (rows: RelationPrintRow[]) => {
    const pending = rows.filter((r) => r.IsPrint === 0);
    if (pending.length === 0 || !(await confirm())) return;
    await print(pending);
  };

  const reprint = async (row: RelationPrintRow) => {
    if (await confirm()) await print([row]);
  };
  // The columns keep their identity across renders (the grid keeps its widths); the button calls
  // the latest reprint through this ref.
  const reprintLatest = useRef(reprint);
  reprintLatest.current = reprint;

  const columns = useMemo(
    () =>
      relationColumns((row) => {
        if (row.ShouldReprint !== 1) return null;
        if (variant === 'printer') return <Chip size="small" color="warning" label={messages.reprintLabel} />;
        return (
          <Button
            size="small"
            variant="outlined"
            color="warning"
            disabled={printing.busy}
            onClick={(e) => {
              e.stopPropagation();
              void reprintLatest.current(row);
            }}
            data-testid={`reprint-${row.CUSTOMER_ID}`}
          >
            {messages.reprintLabel}
          </Button>
        );
      }),
    [variant, printing.busy],
  );

  return (
    <>
      <ListScreen<RelationPrintRow, PrintFilters>
        queryKey={key}
        columns={columns}
        getRowId={(row) => row.CUSTOMER_ID}
        title={variant === 'printer' ? messages.printBarcodeRelasi : messages.printBarcodeRelasiFile}
        headerActions={
          variant === 'printer' ? (
            <Button
              startIcon={<SettingsOutlined />}
              onClick={() => setSettingsOpen(true)}
              data-testid="printer-settings"
            >
              {messages.printerSettings}
            </Button>
          ) : undefined
        }
        filters={{
          value: filters,
          controls: (
            // The switch goes under the selects where the row is too narrow for it and Load List.
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              useFlexGap
              sx={{ flex: 1, maxWidth: 760, flexWrap: 'wrap', '& > .select': { flex: '1 1 220px' } }}
            >
              <Box className="select">
                <BranchSelect
                  value={filters.branch}
                  onChange={(b) =>
                    setFilters((f) => ({
                      ...f,
                      branch: b?.BRANCH_CODE ?? '',
                      orgId: b?.ORG_ID ?? 0,
                      // A position of another branch does not stay chosen.
                      position: b?.BRANCH_CODE === f.branch ? f.position : '',
                    }))
                  }
                  startOnOwn
                  testId="filter-branch"
                />
              </Box>
              <Box className="select">
                <PositionSelect
                  value={filters.position}
                  branch={filters.branch}
                  onChange={(position) => setFilters((f) => ({ ...f, position }))}
                  emptyLabel={messages.choosePosition}
                  only={serving.positions ?? EMPTY}
                  onlyLoading={serving.loading}
                  onTyped={setTyped}
                  testId="filter-position"
                />
              </Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={filters.reprintOnly}
                    onChange={(e) => setFilters((f) => ({ ...f, reprintOnly: e.target.checked }))}
                  />
                }
                label={messages.reprintOnly}
                sx={{ flexShrink: 0 }}
                data-testid="filter-reprint"
              />
            </Stack>
          ),
          check: (f) => (f.position === '' ? messages.selectPositionFirst : undefined),
        }}
        source={{ mode: 'client', load: loadRelations }}
        rowActions={[
          {
            label: messages.printLabel,
            icon: <PrintOutlined />,
            onClick: (row) => void print([row]),
            testId: 'print-row',
          },
        ]}
        toolbar={(rows, loaded) => (
          <>
            <ReprintCount rows={rows} loaded={loaded} />
            {printing.busy ? <PrintProgress store={printing.progress} onCancel={printing.cancel} /> : null}
            <Box>
              <Button
                variant="contained"
                startIcon={<PrintOutlined />}
                onClick={() => void printAll(rows)}
                disabled={!loaded || printing.busy || rows.length === 0 || rows[0]?.IsPrint === 1}
                data-testid="print-all"
              >
                {messages.printAll}
              </Button>
            </Box>
          </>
        )}
        testId="print-list"
      />
      {variant === 'printer' ? (
        <PrinterSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      ) : null}
    </>
  );
}

const EMPTY: readonly PrintPositionOption[] = [];

/** How many rows shown need a new label: they are listed after the labels not printed yet. */
function ReprintCount({ rows, loaded }: { rows: readonly RelationPrintRow[]; loaded: boolean }) {
  const n = rows.filter((r) => r.ShouldReprint === 1).length;
  if (!loaded || n === 0) return null;
  return <Chip size="small" color="warning" label={messages.reprintCount(n)} data-testid="reprint-count" />;
}

export function PrintRelasiPrinterPage() {
  return <PrintRelasiPage variant="printer" />;
}

export function PrintRelasiStickerPage() {
  return <PrintRelasiPage variant="sticker" />;
}
