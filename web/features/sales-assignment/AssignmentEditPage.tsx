/**
 * Edit Mapping Sales Assignment (/mapping-sales-assignment/edit/:salesrepMapId): one assignment
 * loaded by id, the same fields as a row of Mapping New Customer, Submit behind the period check
 * and the confirmation; 'Edit Success' and back to the overview. New dates change the row; a new
 * customer, business, type or position ends it and adds a new row (the server decides).
 */
import { Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { contract } from '../../../common/contract';
import { type AssignmentRow, assignmentUpdateInput } from '../../../common/contract/sales-assignment';
import { messages } from '../../../common/messages';
import { salesAssignmentModule } from '../../../common/modules/sales-assignment';
import { FormActions } from '../../components/record-form/FormActions';
import { FormPaper } from '../../components/record-form/FormPaper';
import { PeriodClosedAlert } from '../../components/record-form/PeriodClosedAlert';
import { useEditRecord } from '../../components/record-form/use-edit-record';
import { useFormSave } from '../../components/record-form/use-form-save';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { AssignmentFields } from './AssignmentFields';
import { emptyAssignmentValues } from './assignment-values';
import { editFieldErrors, updateInputOf, valuesOfAssignment } from './edit-values';
import { ASSIGNMENT_OVERVIEW_KEY, ASSIGNMENT_RECORD_KEY } from './query-keys';
import { useAssignmentPeriodClosed } from './use-assignment-lookups';

export function AssignmentEditPage() {
  const { salesrepMapId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const periodClosed = useAssignmentPeriodClosed();
  const existing = useEditRecord({
    param: salesrepMapId,
    recordKey: ASSIGNMENT_RECORD_KEY,
    load: async (id, options) =>
      (await call(contract.salesAssignment.selectByID, { ASSIGNMENT_MAP_ID: id }, options))[0] ?? null,
  });
  const { editId, record } = existing;
  const toOverview = () => navigate(salesAssignmentModule.paths.overview);

  const form = useFormSave({
    empty: emptyAssignmentValues,
    toInput: (values) => updateInputOf(values, editId ?? 0, storedUser()?.USER_ID ?? ''),
    schema: assignmentUpdateInput,
    // The same checks placed under the form's fields (the schema's are keyed by the body's names).
    check: editFieldErrors,
    send: async (body, options) => {
      await call(contract.salesAssignment.update, body, options);
      return messages.editSuccess;
    },
    periodClosed,
    listKey: ASSIGNMENT_OVERVIEW_KEY,
    next: (saved) => saved,
    onSaved: () => {
      // The next edit of this assignment must load what was saved, not the cached copy.
      queryClient.removeQueries({ queryKey: [ASSIGNMENT_RECORD_KEY, editId] });
      toOverview();
    },
    blocked: existing.missing !== undefined,
  });

  // An effect event reads the latest form without making it an effect dependency.
  const loaded = useEffectEvent((row: AssignmentRow) => form.reset(valuesOfAssignment(row)));
  useEffect(() => {
    if (record) loaded(record);
  }, [record]);

  return (
    <FormPaper
      title={messages.editMappingAssignment}
      loading={existing.loading}
      onSubmit={form.save}
      missing={existing.missing}
      onBack={toOverview}
      testId="assignment-edit"
    >
      <PeriodClosedAlert closed={periodClosed} />
      {record ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: -1.5, mb: 2.5 }}
          data-testid="assignment-number"
        >
          {record.ASSIGMENT_NUMBER} · {record.STATUS}
        </Typography>
      ) : null}
      <AssignmentFields
        values={form.values}
        onChange={form.change}
        errors={form.errors}
        keepCustomer
        testId="assignment"
      />
      <FormActions
        onCancel={toOverview}
        saving={form.saving}
        loading={existing.loading || record === undefined}
        saveLabel={messages.submit}
        sx={{ mt: 3 }}
      />
    </FormPaper>
  );
}
