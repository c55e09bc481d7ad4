/**
 * The form of Promotion Setting ('AAM - Add New Promotion'): Type (IKLAN, BANNER), Title
 * (read-only; a searchable multi-select dialog of the titles), Description, URL, the JPEG image,
 * checked the moment it is picked against the type's size, Start Date, End Date with 'Select
 * Today', and Submit behind the confirmation.
 */
import { TextField } from '@mui/material';
import { useState } from 'react';
import { PROMOTION_TYPES, type PromotionType } from '../../../common/contract/promotion';
import { messages } from '../../../common/messages';
import { FormActions } from '../../components/record-form/FormActions';
import { FormDateCells } from '../../components/record-form/FormDateCells';
import { FormCell, FormGrid } from '../../components/record-form/FormGrid';
import { FormPaper } from '../../components/record-form/FormPaper';
import { fieldError } from '../../components/record-form/field-errors';
import type { FormSave } from '../../components/record-form/use-form-save';
import { notify } from '../../components/Snackbar';
import { ChoiceField } from '../../components/selects/ChoiceField';
import { MultiSelectField } from '../../components/selects/MultiSelectField';
import { PromotionImageField } from './PromotionImageField';
import type { PromotionFormValues, PromotionImage } from './promotion-form-values';
import { imageHint, imageSizeProblem, readPromotionImage, refusalText } from './promotion-image';
import { usePromotionTitles } from './promotion-titles';

export function PromotionForm({ form }: { form: FormSave<PromotionFormValues> }) {
  const { values, change, errors } = form;
  const titles = usePromotionTitles();
  // Why the last picked file was refused: under the picker until another is picked.
  const [refused, setRefused] = useState<string | undefined>();
  const [reading, setReading] = useState(false);

  /** Keeps the image when it suits the type, else clears it with the type's size message. */
  const keepImage = (image: PromotionImage | null, type: PromotionType | '') => {
    const problem = image ? imageSizeProblem(type, image) : undefined;
    if (problem) notify.error(problem);
    setRefused(problem);
    change({ image: problem ? null : image });
  };

  const pick = async (file: File) => {
    setReading(true);
    try {
      const picked = await readPromotionImage(file);
      // The type cannot change while the file is read (its select is disabled meanwhile).
      if ('refused' in picked) {
        const text = refusalText(picked.refused, values.typeCode);
        notify.error(text);
        setRefused(text);
        change({ image: null });
      } else {
        keepImage(picked.image, values.typeCode);
      }
    } finally {
      setReading(false);
    }
  };

  return (
    <FormPaper
      title={messages.promotionHeading}
      loading={false}
      onSubmit={form.save}
      testId="promotion-form"
      sx={{ mb: 3 }}
    >
      <FormGrid>
        <FormCell>
          <ChoiceField
            label={messages.typeCodeLabel}
            choices={PROMOTION_TYPES}
            value={values.typeCode}
            onChange={(typeCode) => {
              change({ typeCode });
              // An image picked already must suit the new type; a refusal for the old one is gone.
              if (values.image) keepImage(values.image, typeCode);
              else setRefused(undefined);
            }}
            {...fieldError(errors, 'typeCode')}
            disabled={reading}
            required
            testId="promotion-type"
          />
        </FormCell>
        <FormCell>
          <MultiSelectField
            label={messages.titleCodeLabel}
            options={titles.options}
            loading={titles.loading}
            value={values.title}
            onChange={(title) => change({ title })}
            required
            {...fieldError(errors, 'title')}
            testId="promotion-titles"
          />
        </FormCell>
        <FormCell>
          <TextField
            label={messages.promotionDescLabel}
            value={values.typeDesc}
            onChange={(e) => change({ typeDesc: e.target.value })}
            {...fieldError(errors, 'typeDesc')}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            data-testid="promotion-desc"
          />
        </FormCell>
        <FormCell>
          <TextField
            label={messages.promotionUrlLabel}
            value={values.url}
            onChange={(e) => change({ url: e.target.value })}
            {...fieldError(errors, 'url')}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2000, inputMode: 'url' } }}
            data-testid="promotion-url"
          />
        </FormCell>
        {/* Two columns: the file's name, its thumbnail and the button side by side. */}
        <FormCell wide>
          <PromotionImageField
            image={values.image}
            hint={imageHint(values.typeCode)}
            error={errors.image ?? refused}
            reading={reading}
            onPick={(file) => void pick(file)}
            testId="promotion-image"
          />
        </FormCell>
        <FormDateCells
          keys={['startDate', 'endDate']}
          values={values}
          change={change}
          errors={errors}
          endShortcuts={['today']}
          required
          testIds={['promotion-start', 'promotion-end']}
        />
      </FormGrid>
      <FormActions saving={form.saving} loading={reading} saveLabel={messages.submit} sx={{ mt: 2.5 }} />
    </FormPaper>
  );
}
