/**
 * Upload Adjust Incentive (/adjust-incentive/upload): many requests at once from an Excel sheet,
 * one a row, on the shared upload screen. The template ('Template Upload Adjust Incentive.xlsx')
 * names the invoice, the item, the positions from and to, quantity, amount and reason; the server
 * checks every row by the rules of Adjust Incentive's save (tabs Error Data and Clean Data with
 * their reasons and exports), and Submit, after the confirmation counting the rows that go and
 * those that stay out, saves the clean rows of the batch checked. The screen is closed while the
 * INCENTIVE period is.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { contract } from '../../../common/contract';
import { ADJUST_UPLOAD_MAX_ROWS, type AdjustUploadColumn } from '../../../common/contract/incentive';
import { ADJUST_UPLOAD_TEMPLATE } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { ImportScreen, type ImportValidationConfig } from '../../components/import-screen/ImportScreen';
import type { ImportState } from '../../components/import-screen/import-state';
import { call, callWithMessage } from '../../lib/api';
import { INCENTIVE_LIST_KEYS } from './list-keys';
import {
  ADJUST_CLEAN_FILE_NAME,
  ADJUST_ERROR_FILE_NAME,
  adjustValidation,
  checkedRowsOf,
  shownRow,
} from './upload-rows';

export function AdjustUploadPage() {
  const queryClient = useQueryClient();

  const validation = useMemo<ImportValidationConfig<AdjustUploadColumn>>(
    () => ({
      validate: async (records) =>
        adjustValidation(await call(contract.incentive.uploadValidation, { excelData: records })),
      failedTabLabel: messages.errorDataTab,
      cleanTabLabel: messages.cleanDataTab,
      failedFileName: ADJUST_ERROR_FILE_NAME,
      cleanFileName: ADJUST_CLEAN_FILE_NAME,
    }),
    [],
  );

  const submit = async (state: ImportState) => {
    const { data, message } = await callWithMessage(contract.incentive.uploadSubmit, {
      batchId: state.validation?.batchId ?? 0,
      ROWS: checkedRowsOf(state.validation?.clean ?? []),
    });
    // The requests saved show in the summary and wait in the approval list.
    await queryClient.invalidateQueries({
      predicate: (q) => INCENTIVE_LIST_KEYS.includes(String(q.queryKey[0])),
    });
    return { message: message ?? messages.adjustUploaded(data.SAVED), failed: data.failed.map(shownRow) };
  };

  return (
    <ImportScreen<AdjustUploadColumn>
      title={messages.uploadAdjustIncentive}
      template={ADJUST_UPLOAD_TEMPLATE}
      fileKind="excel"
      wrongFileMessage={messages.useXlsxTemplate}
      maxRows={ADJUST_UPLOAD_MAX_ROWS}
      validation={validation}
      submit={submit}
      failedFileName={ADJUST_ERROR_FILE_NAME}
      hint={messages.uploadAdjustHint}
      periodOf={contract.incentive.uploadValidation}
    />
  );
}
