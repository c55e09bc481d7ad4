/**
 * The settings of the types without answers to choose: Number (min and max 1-2048 when limited,
 * decimals, units), Text (a character limit 1-2048, 1024 at first), Scale (2-100 intervals between
 * its ends, 1 and 8 at first, labels optional), Date (its format) and Time (12 or 24 hours).
 */
import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { DATE_FORMATS, QUESTION_LIMITS, TIME_FORMATS } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import { fieldError } from '../../components/record-form/field-errors';
import type { QuestionDraft } from './question-rules';

interface Props {
  draft: QuestionDraft;
  change(next: Partial<QuestionDraft>): void;
  problems: Partial<Record<string, string>>;
}

type TextKey = 'minValue' | 'maxValue' | 'textLimit' | 'intervals' | 'units';

function Row({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1.5 }}>
      {children}
    </Stack>
  );
}

export function QuestionSettings({ draft, change, problems }: Props) {
  const number = (key: TextKey, label: string, limits?: { min: number; max: number }) => (
    <TextField
      size="small"
      type={key === 'units' ? 'text' : 'number'}
      label={label}
      value={draft[key]}
      onChange={(e) => change({ [key]: e.target.value })}
      {...fieldError(problems, key)}
      sx={{ width: key === 'units' ? 200 : 150 }}
      slotProps={{ htmlInput: limits ? { min: limits.min, max: limits.max, step: 1 } : { maxLength: 50 } }}
      data-testid={`question-${key}`}
    />
  );
  const check = (key: 'hasMinMax' | 'allowDecimals' | 'characterLimited', label: string) => (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          checked={draft[key]}
          onChange={(e) => change({ [key]: e.target.checked })}
          data-testid={`question-${key}`}
        />
      }
    />
  );

  switch (draft.type) {
    case 'Number':
      return (
        <Stack spacing={1}>
          <Row>
            {check('hasMinMax', messages.hasMinMaxLabel)}
            {check('allowDecimals', messages.allowDecimalsLabel)}
          </Row>
          <Row>
            {draft.hasMinMax ? number('minValue', messages.minValueLabel, QUESTION_LIMITS.number) : null}
            {draft.hasMinMax ? number('maxValue', messages.maxValueLabel, QUESTION_LIMITS.number) : null}
            {number('units', messages.unitsLabel)}
          </Row>
        </Stack>
      );
    case 'Text':
      return (
        <Row>
          {check('characterLimited', messages.characterLimitedLabel)}
          {draft.characterLimited
            ? number('textLimit', messages.textLimitLabel, QUESTION_LIMITS.textLimit)
            : null}
        </Row>
      );
    case 'Scale':
      return (
        <Stack spacing={1.5}>
          <Row>
            {number('intervals', messages.intervalsLabel, QUESTION_LIMITS.intervals)}
            {number('minValue', messages.minValueLabel)}
            {number('maxValue', messages.maxValueLabel)}
          </Row>
          <Row>
            {([0, 1] as const).map((end) => (
              <TextField
                key={end}
                size="small"
                label={end === 0 ? messages.scaleLowLabel : messages.scaleHighLabel}
                value={draft.labels[end]}
                onChange={(e) => {
                  const labels: [string, string] = [...draft.labels];
                  labels[end] = e.target.value;
                  change({ labels });
                }}
                sx={{ width: 240 }}
                slotProps={{ htmlInput: { maxLength: 200 } }}
                data-testid={`question-label-${end}`}
              />
            ))}
          </Row>
        </Stack>
      );
    case 'Date':
    case 'Time':
      return (
        <TextField
          select
          size="small"
          label={draft.type === 'Date' ? messages.dateFormatLabel : messages.timeFormatLabel}
          value={draft.type === 'Date' ? draft.dateFormat : draft.timeFormat}
          onChange={(e) =>
            change(
              draft.type === 'Date' ? { dateFormat: e.target.value } : { timeFormat: Number(e.target.value) },
            )
          }
          {...fieldError(problems, 'format')}
          sx={{ width: 200 }}
          data-testid="question-format"
        >
          {draft.type === 'Date'
            ? DATE_FORMATS.map((f) => (
                <MenuItem key={f} value={f}>
                  {f}
                </MenuItem>
              ))
            : TIME_FORMATS.map((h) => (
                <MenuItem key={h} value={h}>
                  {messages.timeFormatHours(h)}
                </MenuItem>
              ))}
        </TextField>
      );
    default:
      return null;
  }
}
