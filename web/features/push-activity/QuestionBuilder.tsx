/**
 * The Activity question builder (spec part 2 sections 4, 5, 9): one question at a time — its type
 * (DEFAULT until one is chosen), its text, and what the type needs: answers with their jumps, or
 * the type's settings. Save adds it to the list or replaces the one being edited; Cancel starts
 * over.
 */
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  DEFAULT_QUESTION_TYPE,
  QUESTION_TYPES,
  type SurveyQuestion,
} from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import { fieldError } from '../../components/record-form/field-errors';
import { QuestionOptionsEditor } from './QuestionOptionsEditor';
import { QuestionSettings } from './QuestionSettings';
import type { QuestionBuilder as Builder } from './question-builder';
import { type BuilderType, isOptionType, withType } from './question-rules';

interface Props {
  builder: Builder;
  questions: readonly SurveyQuestion[];
  disabled: boolean;
}

export function QuestionBuilder({ builder, questions, disabled }: Props) {
  const { draft, change, problems } = builder;
  const editing = draft.id !== null && questions.some((q) => q.id === draft.id);
  const targets = questions
    .map((question, i) => ({ question, number: i + 1 }))
    .filter(({ question }) => question.id !== draft.id);

  return (
    <Stack spacing={2} data-testid="question-builder">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {editing ? messages.editingQuestion(builder.number) : messages.questionBuilderTitle}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={messages.questionTypeLabel}
          value={draft.type}
          onChange={(e) => builder.change(withType(draft, e.target.value as BuilderType))}
          {...fieldError(problems, 'type')}
          sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}
          disabled={disabled}
          data-testid="question-type"
        >
          <MenuItem value={DEFAULT_QUESTION_TYPE} disabled>
            {messages.chooseQuestionType}
          </MenuItem>
          {QUESTION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={messages.questionBodyLabel}
          value={draft.body}
          onChange={(e) => change({ body: e.target.value })}
          {...fieldError(problems, 'body')}
          fullWidth
          multiline
          maxRows={4}
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          data-testid="question-body"
        />
      </Stack>
      {draft.type === DEFAULT_QUESTION_TYPE ? null : (
        <Box sx={{ pl: { sm: 1 } }}>
          {isOptionType(draft.type) ? (
            <QuestionOptionsEditor
              options={draft.options}
              onChange={(options) => change({ options })}
              fixed={draft.type === 'Yes or No'}
              targets={targets}
              problems={problems}
            />
          ) : (
            <QuestionSettings draft={draft} change={change} problems={problems} />
          )}
        </Box>
      )}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
        {builder.full ? (
          <Typography variant="body2" color="error" sx={{ mr: 'auto' }}>
            {messages.questionsFull(questions.length)}
          </Typography>
        ) : null}
        <Button color="inherit" onClick={builder.cancel} disabled={disabled} data-testid="question-cancel">
          {messages.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={builder.save}
          disabled={disabled || builder.full}
          data-testid="question-save"
        >
          {messages.saveQuestion}
        </Button>
      </Stack>
    </Stack>
  );
}
