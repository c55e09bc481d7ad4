/**
 * The survey as the field app shows it, read-only: each question in order with its control —
 * radio buttons (Yes or No, Multiple Choice), checkboxes, a number or text input with its limits,
 * a scale from its lowest to its highest point, a date or time input in its format. Nothing in it
 * can be answered: it shows what the sales force will be asked.
 */
import { AccessTimeOutlined, CalendarMonthOutlined } from '@mui/icons-material';
import {
  Checkbox,
  Dialog,
  DialogContent,
  FormControlLabel,
  InputAdornment,
  Radio,
  Slider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { SurveyQuestion } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import { ClosableDialogTitle } from '../../components/ClosableDialogTitle';

/** How the field app shows an empty time of each format. */
const TIME_PLACEHOLDER: Record<number, string> = { 12: 'hh:mm AM/PM', 24: 'HH:mm' };

const keep = () => {};
const readOnly = { htmlInput: { readOnly: true } };

/** The points of a scale: its ends and the steps of its intervals between them. */
export function scalePoints(q: SurveyQuestion): number[] {
  const min = q.minValue ?? 1;
  const max = q.maxValue ?? min;
  const steps = Math.max(1, q.intervals ?? 1);
  return Array.from(
    { length: steps + 1 },
    (_, k) => Math.round((min + ((max - min) * k) / steps) * 100) / 100,
  );
}

function Answer({ q }: { q: SurveyQuestion }) {
  const options = q.options ?? [];
  switch (q.type) {
    case 'Yes or No':
    case 'Multiple Choice':
    case 'Check Boxes':
      return (
        <Stack>
          {options.map((o) => (
            <FormControlLabel
              key={o.sequence}
              label={o.body}
              control={
                q.type === 'Check Boxes' ? (
                  <Checkbox size="small" checked={false} onChange={keep} />
                ) : (
                  <Radio size="small" checked={false} onChange={keep} />
                )
              }
            />
          ))}
        </Stack>
      );
    case 'Number':
      return (
        <TextField
          size="small"
          placeholder={q.hasMinMax ? `${q.minValue} – ${q.maxValue}` : q.allowDecimals ? '0.0' : '0'}
          slotProps={{
            ...readOnly,
            input: q.units ? { endAdornment: <InputAdornment position="end">{q.units}</InputAdornment> } : {},
          }}
          sx={{ width: 220 }}
        />
      );
    case 'Text':
      return (
        <TextField
          size="small"
          multiline
          minRows={2}
          fullWidth
          helperText={q.characterLimited ? `0 / ${q.textLimit}` : undefined}
          slotProps={readOnly}
        />
      );
    case 'Scale': {
      const points = scalePoints(q);
      const first = points[0] ?? 0;
      const last = points[points.length - 1] ?? first;
      const [low, high] = q.labels ?? [];
      return (
        <Stack sx={{ px: 1.5 }}>
          <Slider
            value={first}
            onChange={keep}
            min={first}
            max={last}
            step={null}
            marks={points.map((value) => ({ value, label: String(value) }))}
            aria-label={q.body}
          />
          {low || high ? (
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="caption">{low}</Typography>
              <Typography variant="caption">{high}</Typography>
            </Stack>
          ) : null}
        </Stack>
      );
    }
    case 'Date':
    case 'Time':
      return (
        <TextField
          size="small"
          placeholder={q.type === 'Date' ? (q.dateFormat ?? '') : TIME_PLACEHOLDER[Number(q.timeFormat)]}
          slotProps={{
            ...readOnly,
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  {q.type === 'Date' ? <CalendarMonthOutlined /> : <AccessTimeOutlined />}
                </InputAdornment>
              ),
            },
          }}
          sx={{ width: 220 }}
        />
      );
    default:
      return null;
  }
}

export function QuestionPreviewDialog(props: {
  open: boolean;
  questions: readonly SurveyQuestion[];
  onClose(): void;
}) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 500, width: '100%' } } }}
      data-testid="survey-preview-dialog"
    >
      <ClosableDialogTitle onClose={props.onClose}>{messages.surveyPreviewTitle}</ClosableDialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {props.questions.map((q, i) => (
            <Stack key={q.id} spacing={1} data-testid={`preview-question-${i + 1}`}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {messages.questionNumbered(i + 1, q.body)}
              </Typography>
              <Answer q={q} />
            </Stack>
          ))}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
