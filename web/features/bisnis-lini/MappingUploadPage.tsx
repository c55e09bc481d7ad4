/**
 * Upload Bisnis Lini Product (/mapping-sublini-product/upload), titled as its menu entry: the
 * eleven-column sheet as a legacy .xls ('Gunakan template XLS'), behind the MAPPING SUBLINI
 * PRODUCT period ('Periode sudah ditutup.'). The server stages and checks the rows (tabs Error
 * Mapping and Clean Data, with exports; NOTE, and a list at the top, tell the clean rows that end
 * a stored period of their mapping); Submit, after the confirmation and only with no failed row,
 * commits the staged batch and goes on to the overview, its message counting the periods ended.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { contract } from '../../../common/contract';
import {
  MAPPING_MAX_ROWS,
  MAPPING_NOTE_COLUMN,
  type MappingColumn,
} from '../../../common/contract/bisnis-lini';
import { MAPPING_TEMPLATE } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { bisnisLiniModule } from '../../../common/modules/bisnis-lini';
import { ImportScreen, type ImportValidationConfig } from '../../components/import-screen/ImportScreen';
import { call, callWithMessage } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { MappingTakeovers } from './MappingTakeovers';
import {
  MAPPING_CLEAN_FILE_NAME,
  MAPPING_ERROR_FILE_NAME,
  mappingSentOf,
  mappingValidation,
  takeoversOf,
} from './mapping-rows';

export function MappingUploadPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orgID = storedUser()?.ORG_ID ?? 0;

  const validation = useMemo<ImportValidationConfig<MappingColumn>>(
    () => ({
      validate: async (records) =>
        mappingValidation(
          await call(contract.bisnisLini.validation, { excelData: records.map(mappingSentOf), orgID }),
        ),
      failedTabLabel: messages.errorMappingTab,
      cleanTabLabel: messages.cleanDataTab,
      failedFileName: MAPPING_ERROR_FILE_NAME,
      cleanFileName: MAPPING_CLEAN_FILE_NAME,
      // What a clean row does besides landing: a stored period it takes over, ended the day before.
      extraColumns: [MAPPING_NOTE_COLUMN],
      allClean: true,
    }),
    [orgID],
  );

  return (
    <ImportScreen<MappingColumn>
      title={messages.uploadMappingBisnisLini}
      template={MAPPING_TEMPLATE}
      fileKind="xls"
      wrongFileMessage={messages.useXlsTemplateLower}
      emptySubmitMessage={messages.uploadFileFirst}
      maxRows={MAPPING_MAX_ROWS}
      validation={validation}
      submit={async () => {
        const { message } = await callWithMessage(contract.bisnisLini.upload, {});
        await queryClient.invalidateQueries();
        return { message: message ?? messages.uploadSuccess, failed: [] };
      }}
      afterSubmit={() => navigate(bisnisLiniModule.paths.overview)}
      failedFileName={MAPPING_ERROR_FILE_NAME}
      hint={messages.mappingUploadHint}
      periodOf={contract.bisnisLini.validation}
      checkSummary={(state) =>
        state.validation ? <MappingTakeovers takeovers={takeoversOf(state.validation)} /> : null
      }
    />
  );
}
