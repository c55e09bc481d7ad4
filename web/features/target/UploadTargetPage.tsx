/**
 * Upload Target (/target/upload): one file of .xlsx, .xls or .csv in the alternate ten-column sheet
 * ('Template Target.xlsx'), the rows read shown before Submit, rows lacking any of the ten columns
 * skipped, and 'Submit Data Target' after the confirmation: /target/upload {DATA_TARGET, USER_ID}
 * saves the others together, or none when one fails (its row and reason in the snackbar).
 */
import { useQueryClient } from '@tanstack/react-query';
import { contract } from '../../../common/contract';
import { TARGET_ALTERNATE_COLUMNS, TARGET_UPLOAD_MAX_ROWS } from '../../../common/contract/target';
import { TARGET_ALTERNATE_TEMPLATE, type TargetAlternateColumn } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { ImportScreen } from '../../components/import-screen/ImportScreen';
import type { SheetRecord } from '../../components/import-screen/parse-sheet';
import { callWithMessage } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { alternateRowOf, lacksAColumn } from './target-upload-rows';

export function UploadTargetPage() {
  const queryClient = useQueryClient();
  return (
    <ImportScreen<TargetAlternateColumn>
      title={messages.uploadTarget}
      template={TARGET_ALTERNATE_TEMPLATE}
      fileKind="excel-or-csv"
      wrongFileMessage={messages.useXlsTemplateLower}
      maxRows={TARGET_UPLOAD_MAX_ROWS}
      preview
      submitLabel={messages.submitDataTarget}
      submit={async (state) => {
        const records = state.records as SheetRecord<TargetAlternateColumn>[];
        const complete = records.filter((r) => !lacksAColumn([r], TARGET_ALTERNATE_COLUMNS));
        if (complete.length === 0) throw new Error(messages.checkTemplateOrData);
        const { data } = await callWithMessage(contract.target.upload, {
          DATA_TARGET: complete.map(alternateRowOf),
          USER_ID: storedUser()?.USER_ID ?? '',
        });
        const landed = 'landed' in data ? data.landed : 0;
        await queryClient.invalidateQueries();
        return { message: messages.targetRowsSkipped(landed, records.length - complete.length), failed: [] };
      }}
      failedFileName="Error Upload Target.xlsx"
      hint={messages.targetAlternateHint}
    />
  );
}
