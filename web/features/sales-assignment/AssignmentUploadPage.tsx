/**
 * Upload Mapping Sales Assignment with validation (/mapping-sales-assignment/upload): the import
 * screen with a validation step. Legacy .xls only ('Gunakan template XLS'), the seven template
 * columns ('Template tidak sesuai.'), then POST /validation fills the tabs Error Mapping and Clean
 * Data, and Submit sends the clean rows to POST /upload. Both calls and the file are refused
 * while the NEW MAPPING SALES ASSIGNMENT period of the user's org is closed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { contract } from '../../../common/contract';
import { ASSIGNMENT_UPLOAD_MAX_ROWS } from '../../../common/contract/sales-assignment';
import type { AssignmentUploadColumn } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { ImportScreen, type ImportValidationConfig } from '../../components/import-screen/ImportScreen';
import type { ImportState } from '../../components/import-screen/import-state';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import {
  ASSIGNMENT_CHECK_COLUMNS,
  ASSIGNMENT_CLEAN_FILE_NAME,
  ASSIGNMENT_ERROR_FILE_NAME,
  uploadOutcomeOf,
  uploadRowOf,
  uploadRowOfChecked,
  validationOf,
} from './upload-rows';
import { assignmentUploadTemplate } from './upload-template';

export function AssignmentUploadPage() {
  const queryClient = useQueryClient();
  const user = storedUser();
  const orgID = user?.ORG_ID ?? 0;
  const userId = user?.USER_ID ?? '';

  // Made once per visit, so the example's START_DATE is this month's first day.
  const template = useMemo(() => assignmentUploadTemplate(), []);

  const validation = useMemo<ImportValidationConfig<AssignmentUploadColumn>>(
    () => ({
      validate: async (records) => {
        const excelData = records.map((r) => uploadRowOf(r, userId));
        return validationOf(await call(contract.salesAssignment.validation, { excelData, orgID }));
      },
      failedTabLabel: messages.errorMappingTab,
      cleanTabLabel: messages.cleanDataTab,
      failedFileName: ASSIGNMENT_ERROR_FILE_NAME,
      cleanFileName: ASSIGNMENT_CLEAN_FILE_NAME,
      extraColumns: ASSIGNMENT_CHECK_COLUMNS,
    }),
    [userId, orgID],
  );

  const submit = async (state: ImportState) => {
    const sent = state.validation?.clean ?? [];
    const excelData = sent.map((r) => uploadRowOfChecked(r, userId));
    const answer = await call(contract.salesAssignment.upload, { excelData, orgID });
    if (answer.FILE_REASON) {
      // Refused as a whole at submit time: nothing landed, the checked rows stay for another try
      // (the screen says why).
      throw new Error(answer.FILE_REASON);
    }
    // Every list of assignments (overview, unmapped customers) may have changed.
    await queryClient.invalidateQueries();
    return uploadOutcomeOf(answer);
  };

  return (
    <ImportScreen<AssignmentUploadColumn>
      title={messages.uploadMappingAssignment}
      template={template}
      fileKind="xls"
      wrongFileMessage={messages.useXlsTemplateLower}
      maxRows={ASSIGNMENT_UPLOAD_MAX_ROWS}
      submit={submit}
      failedFileName={ASSIGNMENT_ERROR_FILE_NAME}
      validation={validation}
      hint={messages.assignmentUploadHint}
      periodOf={contract.salesAssignment.validation}
    />
  );
}
