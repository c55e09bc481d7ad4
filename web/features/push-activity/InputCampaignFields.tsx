/**
 * The campaign's own fields: name, description, business, period, employee type with its titles,
 * branches, channel groups, the business's product groups and whether the visit needs a picture.
 * A new employee type empties the titles and a new business the product groups: those chosen
 * belong to the old one.
 */
import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import { messages } from '../../../common/messages';
import { FormDateCells } from '../../components/record-form/FormDateCells';
import { FormCell, FormGrid } from '../../components/record-form/FormGrid';
import { type FieldErrors, fieldError } from '../../components/record-form/field-errors';
import { CodeSelect } from '../../components/selects/CodeSelect';
import { MultiSelectField } from '../../components/selects/MultiSelectField';
import type { CampaignLookups } from './campaign-lookups';
import type { CampaignValues } from './campaign-values';

interface Props {
  values: CampaignValues;
  change(next: Partial<CampaignValues>): void;
  errors: FieldErrors;
  lookups: CampaignLookups;
  disabled: boolean;
}

export function InputCampaignFields({ values, change, errors, lookups, disabled }: Props) {
  const { options } = lookups;
  return (
    <FormGrid>
      <FormCell>
        <TextField
          label={messages.campaignNameLabel}
          value={values.campaignName}
          onChange={(e) => change({ campaignName: e.target.value })}
          {...fieldError(errors, 'campaignName')}
          required
          fullWidth
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          data-testid="campaign-name"
        />
      </FormCell>
      <FormCell wide>
        <TextField
          label={messages.campaignDescLabel}
          value={values.campaignDesc}
          onChange={(e) => change({ campaignDesc: e.target.value })}
          {...fieldError(errors, 'campaignDesc')}
          required
          fullWidth
          multiline
          maxRows={4}
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          data-testid="campaign-desc"
        />
      </FormCell>
      <FormCell>
        <CodeSelect
          label={messages.assignmentBisnisLabel}
          value={values.bisnis}
          options={options.bisnis}
          onChange={(bisnis) => {
            if (bisnis !== values.bisnis) change({ bisnis, product: [] });
          }}
          loading={lookups.loadingMaster}
          disabled={disabled}
          required
          testId="campaign-bisnis"
        />
      </FormCell>
      <FormDateCells
        keys={['startDate', 'endDate']}
        values={values}
        change={change}
        errors={errors}
        disabled={disabled}
        required
        testIds={['campaign-start', 'campaign-end']}
      />
      <FormCell>
        <CodeSelect
          label={messages.employeeType}
          value={values.empType}
          options={options.empType}
          onChange={(empType) => {
            if (empType !== values.empType) change({ empType, title: [] });
          }}
          loading={lookups.loadingMaster}
          disabled={disabled}
          required
          testId="campaign-emp-type"
        />
      </FormCell>
      <FormCell>
        <MultiSelectField
          label={messages.titleCodeLabel}
          options={options.title}
          value={values.title}
          onChange={(title) => change({ title })}
          loading={lookups.loadingTitles}
          disabled={disabled || values.empType === ''}
          {...fieldError(errors, 'title')}
          // Until an employee type is chosen, the titles say to choose it, even over their message.
          helperText={values.empType === '' ? messages.chooseEmployeeTypeFirst : errors.title}
          required
          testId="campaign-titles"
        />
      </FormCell>
      <FormCell>
        <MultiSelectField
          label={messages.branchLabel}
          options={options.branch}
          value={values.branch}
          onChange={(branch) => change({ branch })}
          loading={lookups.loadingMaster}
          disabled={disabled}
          {...fieldError(errors, 'branch')}
          required
          testId="campaign-branches"
        />
      </FormCell>
      <FormCell>
        <MultiSelectField
          label={messages.channelLabel}
          options={options.channel}
          value={values.channel}
          onChange={(channel) => change({ channel })}
          loading={lookups.loadingMaster}
          disabled={disabled}
          {...fieldError(errors, 'channel')}
          required
          testId="campaign-channels"
        />
      </FormCell>
      <FormCell>
        <MultiSelectField
          label={messages.productGroupLabel}
          options={options.product}
          value={values.product}
          onChange={(product) => change({ product })}
          loading={lookups.loadingProducts}
          disabled={disabled || values.bisnis === ''}
          helperText={values.bisnis === '' ? messages.chooseBisnisFirst : undefined}
          testId="campaign-products"
        />
      </FormCell>
      <FormCell>
        <FormControlLabel
          label={messages.pictureRequiredLabel}
          control={
            <Checkbox
              checked={values.ispicture}
              onChange={(e) => change({ ispicture: e.target.checked })}
              disabled={disabled}
              data-testid="campaign-picture"
            />
          }
        />
      </FormCell>
    </FormGrid>
  );
}
