/**
 * Upload New Role (/manage-role/upload): the import screen configured for roles. Legacy .xls
 * only ('Gunakan Template XLS'), the twelve template columns ('Template tidak sesuai.'), empty CSO
 * sent as NA, then POST /structure/role/upload and its counts with the failed rows.
 */
import { useQueryClient } from '@tanstack/react-query';
import { contract } from '../../../common/contract';
import { ROLE_UPLOAD_MAX_ROWS } from '../../../common/contract/structure';
import type { RoleUploadColumn } from '../../../common/excel-templates';
import { ROLE_UPLOAD_FAILED_FILE_NAME, ROLE_UPLOAD_TEMPLATE } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { ImportScreen } from '../../components/import-screen/ImportScreen';
import type { ImportState } from '../../components/import-screen/import-state';
import type { SheetRecord } from '../../components/import-screen/parse-sheet';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { ROLE_OVERVIEW_KEY } from './RoleOverviewPage';
import { roleUploadOutcome, roleUploadRowOf } from './role-upload-rows';

export function RoleUploadPage() {
  const queryClient = useQueryClient();

  const submit = async (state: ImportState) => {
    const userId = storedUser()?.USER_ID ?? '';
    const rows = (state.records as SheetRecord<RoleUploadColumn>[]).map((r) => roleUploadRowOf(r, userId));
    const answer = await call(contract.structure.roleUpload, rows);
    await queryClient.invalidateQueries({ queryKey: [ROLE_OVERVIEW_KEY] });
    return roleUploadOutcome(state, answer);
  };

  return (
    <ImportScreen<RoleUploadColumn>
      title={messages.uploadNewRole}
      template={ROLE_UPLOAD_TEMPLATE}
      fileKind="xls"
      wrongFileMessage={messages.useXlsTemplate}
      maxRows={ROLE_UPLOAD_MAX_ROWS}
      emptySubmitMessage={messages.templateMismatchSubmit}
      submit={submit}
      failedFileName={ROLE_UPLOAD_FAILED_FILE_NAME}
    />
  );
}
