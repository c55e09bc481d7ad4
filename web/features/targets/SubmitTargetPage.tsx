/**
 * Submit Target, head office (/target/submit) and branch (/target/submitbranch): the upload screen
 * with a check step. Head office: 'Template Target.xls' with the eleven columns, legacy .xls only
 * ('Gunakan template XLS'). Branch: the same plus TARGET_GROSS, .xls or .xlsx, behind the TARGET
 * period, and a template filled with head office's recommendation of the month and branch chosen.
 * Every row must carry every column ('Periksa Kembali Template Atau Data Yang Digunakan'); the
 * server stages and checks the rows (tabs Error Data and Clean Data, with exports, and a search of
 * both above Submit); Submit, after 'Are you Sure to Continue ?', saves a file with no failed row
 * and goes on to the summary, opened on the month saved. Submit with nothing checked says 'Please
 * Upload CSV File First !', or, on the branch screen with the TARGET period closed, 'Periode sudah
 * ditutup.'. The branch screen keeps its month, year and branch while the user is away, and a
 * template asked for a month head office has recommended nothing for says so instead of coming
 * empty.
 */
import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { contract } from '../../../common/contract';
import { TARGET_UPLOAD_MAX_ROWS } from '../../../common/contract/targets';
import {
  type ExcelTemplate,
  TARGET_BRANCH_TEMPLATE,
  TARGET_HO_TEMPLATE,
  type TargetBranchColumn,
} from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { targetModule } from '../../../common/modules/targets';
import { ImportScreen, type ImportValidationConfig } from '../../components/import-screen/ImportScreen';
import { presetListSelection } from '../../components/list-screen/use-list-state';
import { BranchSelect } from '../../components/selects/BranchSelect';
import { type MonthYear, MonthYearSelects, thisMonth } from '../../components/selects/MonthYearSelects';
import { call, callWithMessage } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { useScreenState } from '../../lib/screen-state';
import { CheckSearch } from './CheckSearch';
import { savedSelection } from './landing';
import { TARGET_BRANCH_SUMMARY_KEY } from './SummaryTargetCabangPage';
import { TARGET_SUMMARY_LIST_KEY } from './SummaryTargetPage';
import {
  lacksAColumn,
  sheetRowsOf,
  stagingAsValidation,
  TARGET_CLEAN_FILE_NAME,
  TARGET_ERROR_FILE_NAME,
} from './target-upload-rows';

/** The export of the rows a search of the check found (legacy .xls, like the tabs' exports). */
const TARGET_SEARCH_FILE_NAME = 'Search Data Target.xls';

type Side = 'ho' | 'branch';

const SIDES = {
  ho: {
    title: messages.submitTarget,
    // Head office's columns are the branch's without TARGET_GROSS: one screen type serves both.
    template: TARGET_HO_TEMPLATE as unknown as ExcelTemplate<TargetBranchColumn>,
    fileKind: 'xls' as const,
    stage: contract.targets.upload,
    save: contract.targets.submit,
    landing: targetModule.paths.summary,
    hint: messages.targetUploadHint,
  },
  branch: {
    title: messages.submitTargetCabang,
    template: TARGET_BRANCH_TEMPLATE,
    fileKind: 'excel' as const,
    stage: contract.targets.uploadcab,
    save: contract.targets.submitcab,
    landing: targetModule.paths.branchSummary,
    hint: messages.targetBranchUploadHint,
  },
};

export function SubmitTargetPage({ side }: { side: Side }) {
  const config = SIDES[side];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = storedUser();
  const orgID = user?.ORG_ID ?? 0;
  const userId = user?.USER_ID ?? '';
  // Kept while the user is away (e.g. editing the template), so the screen comes back as it was.
  const [chosen, setChosen] = useScreenState<MonthYear & { branch: string }>(
    `target-submit-${side}.chosen`,
    userId,
    () => ({ ...thisMonth(), branch: '' }),
  );

  const columns = config.template.columns;
  const validation = useMemo<ImportValidationConfig<TargetBranchColumn>>(
    () => ({
      validate: async (records) => {
        if (lacksAColumn(records, columns))
          return { clean: [], failed: [], fileReason: messages.checkTemplateOrData };
        const { data } = await callWithMessage(config.stage, {
          excelData: sheetRowsOf(records, userId),
          orgID,
        });
        // The staged sheet answers its rows; {landed} is the answer of the other body of /target/upload.
        if (!('success' in data)) throw new Error(messages.checkTemplateOrData);
        return stagingAsValidation(data);
      },
      failedTabLabel: messages.errorDataTab,
      cleanTabLabel: messages.cleanDataTab,
      failedFileName: TARGET_ERROR_FILE_NAME,
      cleanFileName: TARGET_CLEAN_FILE_NAME,
      extraColumns: ['FLAG'],
      allClean: true,
    }),
    [columns, config.stage, userId, orgID],
  );

  /** The branch's template: head office's recommendation of the month and branch chosen. */
  const templateRows =
    side === 'branch'
      ? async () => {
          if (chosen.branch === '' || chosen.branch === '0') throw new Error(messages.selectBranchFirst);
          const { DetailTarget } = await call(contract.targets.getdataho, {
            MonthID: chosen.month,
            YearID: chosen.year,
            BranchCode: chosen.branch,
          });
          if (DetailTarget.length === 0)
            throw new Error(
              messages.targetNoRecommendation(
                chosen.branch,
                `${chosen.year}-${String(chosen.month).padStart(2, '0')}`,
              ),
            );
          return DetailTarget.map((t) => ({
            YEAR_ID: String(t.TGT_YEAR_ID),
            MONTH_ID: String(t.TGT_MONTH_ID),
            KODE_CABANG: t.BRANCH_CODE,
            BISNIS: t.BISNIS,
            ITEM_SUBLINI: t.LINI_ID,
            SUBLINI_PRODUCT: t.PRODUCT_SUB_LINE,
            CHANNEL_OUTLET_GROUP: t.OUTLET_CHANNEL_GROUP,
            SALESPERSON_POSITION: t.ROLE_POSITION_CODE,
            TERITORY_GEO_GROUP: t.TERITORY_GEO_GROUP,
            TARGET_REKOMENDASI_HO: t.VALUE_TGT_HO.toFixed(2),
            TARGET_CABANG: (t.VALUE_TGT_CAB ?? t.VALUE_TGT_HO).toFixed(2),
            TARGET_GROSS: (t.VALUE_TGT_GROSS ?? t.VALUE_TGT_CAB ?? t.VALUE_TGT_HO).toFixed(2),
          }));
        }
      : undefined;

  return (
    <ImportScreen<TargetBranchColumn>
      title={config.title}
      template={config.template}
      fileKind={config.fileKind}
      wrongFileMessage={messages.useXlsTemplateLower}
      maxRows={TARGET_UPLOAD_MAX_ROWS}
      validation={validation}
      submit={async (state) => {
        const { data, message } = await callWithMessage(config.save, side === 'ho' ? {} : { orgid: orgID });
        await queryClient.invalidateQueries();
        // The summary the screen goes on to opens on the month just saved, loaded.
        const saved = savedSelection(state.validation?.clean ?? []);
        if (saved && side === 'ho')
          presetListSelection(TARGET_SUMMARY_LIST_KEY, { month: saved.month, year: saved.year });
        if (saved && side === 'branch')
          presetListSelection(TARGET_BRANCH_SUMMARY_KEY, { ...saved, status: '' }, TARGET_BRANCH_SUMMARY_KEY);
        return { message: message ?? messages.targetsSubmitted(data.landed), failed: [] };
      }}
      afterSubmit={() => navigate(config.landing)}
      failedFileName={TARGET_ERROR_FILE_NAME}
      hint={config.hint}
      // Only the branch's check is guarded by TARGET; the branch chosen decides, another branch of
      // the org being open does not let this one write.
      periodOf={config.stage}
      periodBranch={chosen.branch}
      checkSummary={(state) =>
        state.validation ? (
          <CheckSearch
            validation={state.validation}
            columns={[...columns, 'FLAG']}
            exportFileName={TARGET_SEARCH_FILE_NAME}
          />
        ) : null
      }
      emptySubmitMessage={messages.uploadFileFirst}
      templateRows={templateRows}
      controls={
        side === 'branch' ? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ maxWidth: 760 }}>
            <MonthYearSelects value={chosen} onChange={(m) => setChosen((c) => ({ ...c, ...m }))} />
            <BranchSelect
              value={chosen.branch}
              onChange={(b) => setChosen((c) => ({ ...c, branch: b?.BRANCH_CODE ?? '' }))}
              startOnOwn
              testId="filter-branch"
            />
          </Stack>
        ) : undefined
      }
    />
  );
}

export function SubmitTargetHoPage() {
  return <SubmitTargetPage side="ho" />;
}

export function SubmitTargetBranchPage() {
  return <SubmitTargetPage side="branch" />;
}
