/**
 * The campaign's questions in their order, each with its type, its answers (and where an answer
 * jumps to) and buttons to move it up or down, edit it in the builder or delete it. A jump that
 * insertpa would refuse (a loop, a lost question) is said under the list as soon as it appears,
 * so moving a question can mend it before the submit.
 */
import {
  ArrowDownwardOutlined,
  ArrowUpwardOutlined,
  DeleteOutlined,
  EditOutlined,
  VisibilityOutlined,
} from '@mui/icons-material';
import { Alert, Box, Button, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { SurveyQuestion } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';

interface Props {
  questions: readonly SurveyQuestion[];
  /** The question the builder is editing: marked in the list. */
  editingId: string | null;
  /** What the list breaks now (jumps), or what the last submit found. */
  problem: string | undefined;
  onEdit(question: SurveyQuestion): void;
  onDelete(id: string): void;
  onMove(id: string, step: -1 | 1): void;
  onPreview(): void;
  disabled: boolean;
}

function Action(props: {
  label: string;
  onClick(): void;
  disabled: boolean;
  testId: string;
  icon: ReactNode;
}) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          size="small"
          aria-label={props.label}
          onClick={props.onClick}
          disabled={props.disabled}
          data-testid={props.testId}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function QuestionList(props: Props) {
  const { questions, disabled } = props;
  const numberOf = (id: string) => questions.findIndex((q) => q.id === id) + 1;

  return (
    <Stack spacing={1.5} data-testid="question-list">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {messages.questionsListTitle}
        </Typography>
        <Button
          startIcon={<VisibilityOutlined />}
          onClick={props.onPreview}
          disabled={questions.length === 0}
          data-testid="survey-preview"
        >
          {messages.surveyPreview}
        </Button>
      </Stack>
      {questions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {messages.noQuestions}
        </Typography>
      ) : null}
      {questions.map((q, i) => (
        <Paper
          key={q.id}
          variant="outlined"
          sx={{ p: 1.5, borderColor: q.id === props.editingId ? 'primary.main' : undefined }}
          data-testid={`question-row-${i + 1}`}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography
                  sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
                  data-testid="question-row-body"
                >
                  {messages.questionNumbered(i + 1, q.body)}
                </Typography>
                <Chip size="small" label={q.type} variant="outlined" />
              </Stack>
              {(q.options ?? []).length > 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {(q.options ?? [])
                    .map((o) =>
                      o.nextQuestion ? messages.jumpsTo(o.body, numberOf(o.nextQuestion)) : o.body,
                    )
                    .join(' · ')}
                </Typography>
              ) : null}
            </Box>
            <Stack direction="row" sx={{ flexShrink: 0 }}>
              <Action
                label={messages.moveUp}
                onClick={() => props.onMove(q.id, -1)}
                disabled={disabled || i === 0}
                testId={`question-${i + 1}-up`}
                icon={<ArrowUpwardOutlined fontSize="small" />}
              />
              <Action
                label={messages.moveDown}
                onClick={() => props.onMove(q.id, 1)}
                disabled={disabled || i === questions.length - 1}
                testId={`question-${i + 1}-down`}
                icon={<ArrowDownwardOutlined fontSize="small" />}
              />
              <Action
                label={messages.editLabel}
                onClick={() => props.onEdit(q)}
                disabled={disabled}
                testId={`question-${i + 1}-edit`}
                icon={<EditOutlined fontSize="small" />}
              />
              <Action
                label={messages.deleteQuestion}
                onClick={() => props.onDelete(q.id)}
                disabled={disabled}
                testId={`question-${i + 1}-delete`}
                icon={<DeleteOutlined fontSize="small" />}
              />
            </Stack>
          </Stack>
        </Paper>
      ))}
      {props.problem ? (
        <Alert severity="error" data-testid="question-list-problem">
          {props.problem}
        </Alert>
      ) : null}
    </Stack>
  );
}
