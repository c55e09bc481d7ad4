/**
 * Upload Target (/target/upload): one file of .xlsx, .xls or .csv in the alternate ten-column sheet
 * ('Template Target.xlsx'), the rows read shown before Submit, rows lacking any of the ten columns
 * skipped (named by their sheet rows, marked in the preview), and 'Submit Data Target' after the
 * confirmation: /target/upload {DATA_TARGET, USER_ID} saves the others together, or none when one
 * fails (its sheet row and reason, in the sheet's column names, in the snackbar and above Submit).
 */
import { useQueryClient } from '@tanstack/react-query';
import { contract } from '../../../common/contract';
import { TARGET_ALTERNATE_COLUMNS, TARGET_UPLOAD_MAX_ROWS } from '../../../common/contract/targets';
import { TARGET_ALTERNATE_TEMPLATE, type TargetAlternateColumn } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { ChosenFile } from '../../components/import-screen/ChosenFile';
import { DropArea } from '../../components/import-screen/DropArea';
import { uploadableFileName } from '../../components/import-screen/file-type';
import { ImportPreview } from '../../components/import-screen/ImportResult';
import {
  ImportFrame,
  ImportHint,
  ImportRows,
  SubmitButton,
} from '../../components/import-screen/ImportScreen';
import { ImportStatus } from '../../components/import-screen/ImportStatus';
import type { SheetRecord } from '../../components/import-screen/parse-sheet';
import { type ImportFlowOptions, useImport } from '../../components/import-screen/use-import';
import { callWithMessage } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { ALTERNATE_SERVER_COLUMNS, alternateRowOf } from './target-upload-rows';

const FAILED_FILE_NAME = 'Error Upload Target.xlsx';

export function UploadTargetPage() {
  const queryClient = useQueryClient();
  const options: ImportFlowOptions<TargetAlternateColumn> = {
    template: TARGET_ALTERNATE_TEMPLATE,
    fileKind: 'excel-or-csv',
    wrongFileMessage: messages.useXlsTemplateLower,
    maxRows: TARGET_UPLOAD_MAX_ROWS,
    required: TARGET_ALTERNATE_COLUMNS,
    serverColumns: ALTERNATE_SERVER_COLUMNS,
    submit: async (state) => {
      // The rows taken (every column filled), in order; the screen names a refused row's sheet row.
      const records = state.records as SheetRecord<TargetAlternateColumn>[];
      const { data } = await callWithMessage(
        contract.targets.upload,
        { DATA_TARGET: records.map(alternateRowOf), USER_ID: storedUser()?.USER_ID ?? '' },
        // The screen says a refusal itself, in the sheet's column names.
        { silent: true },
      );
      const landed = 'landed' in data ? data.landed : 0;
      await queryClient.invalidateQueries();
      return { message: messages.targetRowsSkipped(landed, state.skipped.length), failed: [] };
    },
  };
  const flow = useImport(options);
  return (
    // No check step: the rows read are listed before Submit, those skipped marked with why.
    <ImportFrame title={messages.uploadTarget} template={TARGET_ALTERNATE_TEMPLATE}>
      <DropArea flow={flow} />
      <ImportHint>{messages.targetAlternateHint}</ImportHint>
      <ChosenFile flow={flow} />
      <ImportStatus flow={flow} />
      <SubmitButton flow={flow} label={messages.submitDataTarget} />
      {flow.state.outcome ? null : (
        <ImportPreview
          state={flow.state}
          template={TARGET_ALTERNATE_TEMPLATE}
          exportFileName={uploadableFileName(TARGET_ALTERNATE_TEMPLATE.fileName, flow.fileKind)}
        />
      )}
      <ImportRows flow={flow} options={options} failedFileName={FAILED_FILE_NAME} />
    </ImportFrame>
  );
}
