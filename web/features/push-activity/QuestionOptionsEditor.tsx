/**
 * The answers of a Yes or No, Check Boxes or Multiple Choice question: each with the question it
 * leads to (another question of the list, or the next one in order). Yes and No are fixed; the
 * others start as two empty answers, more can be added, and those past the first two removed.
 */
import { AddOutlined, CloseOutlined } from '@mui/icons-material';
import { Button, FormHelperText, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import { QUESTION_LIMITS, type SurveyQuestion } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import { fieldError } from '../../components/record-form/field-errors';
import { newId, type OptionDraft } from './question-rules';

interface Props {
  options: OptionDraft[];
  onChange(options: OptionDraft[]): void;
  /** Fixed answers (Yes or No): their text cannot change and none is added or removed. */
  fixed: boolean;
  /** The questions an answer may lead to: the list without the question being edited. */
  targets: readonly { question: SurveyQuestion; number: number }[];
  problems: Partial<Record<string, string>>;
}

export function QuestionOptionsEditor({ options, onChange, fixed, targets, problems }: Props) {
  const set = (i: number, next: Partial<OptionDraft>) =>
    onChange(options.map((o, at) => (at === i ? { ...o, ...next } : o)));

  return (
    <Stack spacing={1.5} data-testid="question-options">
      {options.map((o, i) => (
        <Stack key={o.key} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={messages.optionLabel(i + 1)}
            value={o.body}
            onChange={(e) => set(i, { body: e.target.value })}
            disabled={fixed}
            {...fieldError(problems, `option-${i}`)}
            sx={{ flex: 2 }}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            data-testid={`option-${i}`}
          />
          <TextField
            select
            size="small"
            label={messages.nextQuestionLabel}
            value={o.nextQuestion ?? ''}
            onChange={(e) => set(i, { nextQuestion: e.target.value === '' ? null : e.target.value })}
            sx={{ flex: 1.5, minWidth: 0 }}
            // No jump reads as such ('Pertanyaan berikutnya'), not as an empty field.
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            data-testid={`option-${i}-next`}
          >
            <MenuItem value="">{messages.nextQuestionInOrder}</MenuItem>
            {targets.map(({ question, number }) => (
              <MenuItem key={question.id} value={question.id}>
                {messages.questionNumbered(number, question.body)}
              </MenuItem>
            ))}
          </TextField>
          {/* Keeps the rows aligned where an answer cannot be removed. */}
          <Tooltip title={messages.removeOption}>
            <span style={{ visibility: fixed || i < QUESTION_LIMITS.defaultOptions ? 'hidden' : 'visible' }}>
              <IconButton
                aria-label={messages.removeOption}
                onClick={() => onChange(options.filter((_, at) => at !== i))}
                disabled={fixed || i < QUESTION_LIMITS.defaultOptions}
                data-testid={`option-${i}-remove`}
              >
                <CloseOutlined fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      ))}
      {problems.options ? <FormHelperText error>{problems.options}</FormHelperText> : null}
      {fixed ? null : (
        <div>
          <Button
            size="small"
            startIcon={<AddOutlined />}
            onClick={() => onChange([...options, { key: newId(), body: '', nextQuestion: null }])}
            disabled={options.length >= QUESTION_LIMITS.optionsMax}
            data-testid="add-option"
          >
            {messages.addOption}
          </Button>
        </div>
      )}
    </Stack>
  );
}
