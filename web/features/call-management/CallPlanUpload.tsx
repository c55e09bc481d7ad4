/**
 * The upload screen of both call plans (Upload Fixed Call, Upload Master Call Plan; spec part 2
 * sections 4, 5): the template filled with the org's current plan, legacy .xls or the template's
 * own format (the fixed call template is the spec's .xlsx), any other file refused ('Gunakan
 * template XLS'), rows lacking a required column left out (counted and named by their sheet rows
 * by the shared upload screen), the server's check into the tabs of failed rows (with their
 * REASON) and clean rows, what the file replaces of the stored plan (per position-month, above
 * Submit and again in the confirmation), Submit only while no row failed, after the confirmation,
 * and the whole screen closed while the plan's period is.
 */

import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { Sender } from '../../../common/call-plan-sent';
import type { PeriodType } from '../../../common/constants';
import {
  CALL_PLAN_MAX_ROWS,
  type StoredMonth,
  type SubmitChoice,
} from '../../../common/contract/call-management';
import type { ExcelTemplate } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { ImportScreen, type ImportValidationConfig } from '../../components/import-screen/ImportScreen';
import type { ImportState } from '../../components/import-screen/import-state';
import type { SheetRecord } from '../../components/import-screen/parse-sheet';
import { storedUser } from '../../lib/auth-storage';
import { answeredRows, type CheckedRow } from './call-plan-rows';
import { monthTotals, replaceSentence, StoredMonthsSummary } from './StoredMonthsSummary';

/** What tells the two call plan uploads apart. */
export interface CallPlanUploadConfig<C extends string> {
  title: string;
  template: ExcelTemplate<C>;
  /** A sheet row is taken only with these columns filled. */
  required: readonly C[];
  /** The check, whose period (FIXED or MASTER CALL PLAN) guards the screen. */
  periodOf: { period?: PeriodType };
  failedTabLabel: string;
  failedFileName: string;
  cleanFileName: string;
  hint: string;
  /** What one stored row of the plan is, in the texts of what a file replaces ('visit'). */
  rowNoun: string;
  /** The org's current plan as template rows ([] when it has none). */
  currentPlan(orgID: number): Promise<Record<C, string>[]>;
  check(
    records: SheetRecord<C>[],
    who: Sender,
  ): Promise<{ success: CheckedRow<C>[]; failed: CheckedRow<C>[]; batchId: number; months: StoredMonth[] }>;
  /** Saves the clean rows as answered, naming the batch checked; answers the server's message. */
  save(rows: CheckedRow<C>[], who: Sender, choice: SubmitChoice): Promise<string | undefined>;
}

export function CallPlanUpload<C extends string>({ config }: { config: CallPlanUploadConfig<C> }) {
  const queryClient = useQueryClient();
  const user = storedUser();
  const orgID = user?.ORG_ID ?? 0;
  const userID = user?.USER_ID ?? '';
  const who = useMemo<Sender>(() => ({ orgID, userID }), [orgID, userID]);
  // The stored months each check's file replaces, by the batch it kept: a newer file's check, or
  // an older one answering late, can never lend its months to another file.
  const monthsByBatch = useRef(new Map<number, StoredMonth[]>());
  const monthsOf = (state: ImportState) => {
    const batchId = state.validation?.batchId;
    return batchId === undefined ? [] : (monthsByBatch.current.get(batchId) ?? []);
  };
  // The batch whose whole months the user chose to replace: a new check starts unchosen.
  const [wholeMonthOf, setWholeMonthOf] = useState<number | undefined>(undefined);
  const wholeMonth = (state: ImportState) => {
    const batchId = state.validation?.batchId;
    return batchId !== undefined && batchId === wholeMonthOf;
  };

  const validation = useMemo<ImportValidationConfig<C>>(
    () => ({
      // The rows taken: those lacking a required column were left out by the screen.
      validate: async (records) => {
        const answer = await config.check(records, who);
        monthsByBatch.current.set(answer.batchId, answer.months);
        return { clean: answer.success, failed: answer.failed, batchId: answer.batchId };
      },
      failedTabLabel: config.failedTabLabel,
      cleanTabLabel: messages.cleanDataTab,
      failedFileName: config.failedFileName,
      cleanFileName: config.cleanFileName,
      // The spec: Submit stays disabled while any row failed.
      allClean: true,
    }),
    [config, who],
  );

  const submit = async (state: ImportState) => {
    const rows = answeredRows(state.validation?.clean ?? [], config.template.columns);
    // The batch this screen checked: a check made since in another tab has replaced it, and the
    // server refuses the submit rather than save that other file.
    const message = await config.save(rows, who, {
      batchId: state.validation?.batchId,
      replaceWholeMonth: wholeMonth(state),
    });
    // The overviews and the visit calendar read the plan just replaced.
    await queryClient.invalidateQueries();
    return { message: message ?? messages.uploadSuccess, failed: [] };
  };

  const templateRows = async () => {
    const plan = await config.currentPlan(who.orgID);
    // An org with no plan yet gets the example row, to show how a row reads.
    return plan.length > 0 ? plan : [config.template.example];
  };

  return (
    <ImportScreen<C>
      title={config.title}
      template={config.template}
      fileKind="xls"
      acceptTemplateFormat
      wrongFileMessage={messages.useXlsTemplateLower}
      maxRows={CALL_PLAN_MAX_ROWS}
      emptySubmitMessage={messages.uploadFileFirst}
      required={config.required}
      skippedSummary={(n) => messages.callRowsSkipped(n, config.required.length)}
      validation={validation}
      submit={submit}
      checkSummary={(state) => {
        const months = monthsOf(state);
        if (months.length === 0) return null;
        return (
          <StoredMonthsSummary
            months={months}
            noun={config.rowNoun}
            wholeMonth={wholeMonth(state)}
            onWholeMonth={(chosen) => setWholeMonthOf(chosen ? state.validation?.batchId : undefined)}
          />
        );
      }}
      confirmOptions={(state) => {
        const months = monthsOf(state);
        if (months.length === 0) return undefined;
        return { text: replaceSentence(config.rowNoun, monthTotals(months), wholeMonth(state)) };
      }}
      failedFileName={config.failedFileName}
      periodOf={config.periodOf}
      templateRows={templateRows}
      hint={config.hint}
    />
  );
}

/** The template's columns of a stored plan row (who changed it and when are not the sheet's). */
export function templateRowOf<C extends string>(
  row: Readonly<Record<C, string>>,
  columns: readonly C[],
): Record<C, string> {
  return Object.fromEntries(columns.map((c) => [c, row[c]])) as Record<C, string>;
}
