/**
 * A form's start and end dates: two cells of the form grid, each the shared DateField bound to the
 * form's values and their messages. Setting Period, Promotion Setting and Input Campaign lay their
 * period out alike; only the labels, the keys and the end date's shortcuts differ.
 */
import { messages } from '../../../common/messages';
import { DateField, type DateShortcut } from '../DateField';
import { FormCell } from './FormGrid';
import { type FieldErrors, fieldError } from './field-errors';

export interface FormDateCellsProps<K extends string> {
  /** The keys of the two dates in the form's values (each 'YYYY-MM-DD' or ''). */
  keys: readonly [start: K, end: K];
  values: Readonly<Record<K, string>>;
  change(next: Partial<Record<K, string>>): void;
  errors: FieldErrors;
  /** Start Date and End Date unless the screen names its period otherwise (START PERIOD). */
  labels?: readonly [start: string, end: string];
  /** The end date's shortcut buttons ('Select Today' on Promotion Setting). */
  endShortcuts?: readonly DateShortcut[];
  required?: boolean;
  disabled?: boolean;
  /** The test ids of the two fields, e.g. ['period-start', 'period-end']. */
  testIds: readonly [start: string, end: string];
}

export function FormDateCells<K extends string>(props: FormDateCellsProps<K>) {
  const { keys, values, change, errors, required, disabled, testIds } = props;
  const labels = props.labels ?? [messages.startDateLabel, messages.endDateLabel];
  return (
    <>
      {keys.map((key, at) => (
        <FormCell key={key}>
          <DateField
            label={labels[at] ?? ''}
            value={values[key]}
            onChange={(date) => change({ [key]: date } as Partial<Record<K, string>>)}
            shortcuts={at === 1 ? props.endShortcuts : undefined}
            {...fieldError<string>(errors, key)}
            required={required}
            disabled={disabled}
            testId={testIds[at]}
          />
        </FormCell>
      ))}
    </>
  );
}
