/**
 * Promotion Setting (/setting/settingslide, head office; spec part 2 sections 2-5, 7-9): the form
 * 'AAM - Add New Promotion' above the 'Promotion List'. Submit checks the form, asks 'Are you Sure
 * to Continue ?' and sends insertSlide; saved, the type, description, URL and image clear and the
 * list reloads; refused, the server's text shows and then 'Data failed to save'. The list (a short
 * one, loaded whole) previews an image full screen and deletes a promotion after 'Do you really
 * want to delete?'.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { contract } from '../../../common/contract';
import { type PromotionRow, promotionInput } from '../../../common/contract/promotion';
import { messages } from '../../../common/messages';
import { useConfirm } from '../../components/ConfirmDialog';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { endBeforeStart } from '../../components/record-form/field-errors';
import { useFormSave } from '../../components/record-form/use-form-save';
import { notify } from '../../components/Snackbar';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { PromotionForm } from './PromotionForm';
import { PromotionImagePreview } from './PromotionImagePreview';
import { promotionColumns } from './promotion-columns';
import { afterPromotionSaved, emptyPromotionForm, promotionBody } from './promotion-form-values';

const LIST_KEY = 'setting-promotions';

export function PromotionSettingPage() {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const form = useFormSave({
    empty: emptyPromotionForm,
    toInput: (values) => promotionBody(values, storedUser()?.USER_ID),
    schema: promotionInput,
    check: endBeforeStart,
    confirm: () => ({ title: messages.confirmTitle, text: messages.promotionConfirmText }),
    send: async (body, options) => {
      // The screen's check has passed: parsing again gives the type its checked value.
      await call(contract.setting.insertSlide, promotionInput.parse(body), options);
      return messages.dataSaved;
    },
    // The server's text first, then the spec's own.
    onFailed: () => notify.error(messages.promotionSaveFailed),
    listKey: LIST_KEY,
    next: afterPromotionSaved,
  });

  const [previewed, setPreviewed] = useState<PromotionRow | null>(null);
  const closePreview = useCallback(() => setPreviewed(null), []);

  const remove = useCallback(
    async (row: PromotionRow) => {
      if (!(await confirm({ title: messages.promotionDeleteConfirm, confirmLabel: messages.deleteLabel }))) {
        return;
      }
      try {
        await call(contract.setting.deleteslide, { ID: row.ID });
      } catch {
        // The API client has shown the failure.
        return;
      }
      notify.success(messages.dataDeleted);
      await queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
    },
    [confirm, queryClient],
  );

  const columns = useMemo(
    () => promotionColumns({ onView: setPreviewed, onDelete: (row) => void remove(row) }),
    [remove],
  );

  return (
    <>
      <PromotionForm form={form} />
      <ListScreen<PromotionRow>
        queryKey={LIST_KEY}
        title={messages.promotionList}
        columns={columns}
        getRowId={(row) => row.ID}
        source={{
          mode: 'client',
          // A list that cannot load says so in its place, not in the snackbar (spec part 2 section 8).
          load: (_filters, signal) => call(contract.setting.selectslide, {}, { signal, silent: true }),
        }}
        gridHeight={480}
        testId="promotion-list"
      />
      <PromotionImagePreview row={previewed} onClose={closePreview} />
    </>
  );
}
