import { describe, expect, it } from 'vitest';
import { addPeriodInput } from '../../../common/contract/setting';
import { today } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { fieldErrors } from '../../components/record-form/field-errors';
import {
  afterPeriodSaved,
  emptyPeriodForm,
  periodBody,
  periodEndBeforeStart,
  periodScreenSchema,
} from './period-form-values';

describe('the Setting Period form', () => {
  it('starts on today for both dates, with no module, branch or quartal', () => {
    expect(emptyPeriodForm()).toEqual({
      modulName: '',
      branches: [],
      quartal: '',
      periodStart: today(),
      periodEnd: today(),
    });
  });

  it("checks the module only, with the spec's message; the branches are the server's to check", () => {
    const checked = periodScreenSchema.safeParse(periodBody(emptyPeriodForm()));
    expect(checked.success).toBe(false);
    expect(checked.success ? {} : fieldErrors(checked.error)).toEqual({
      modulName: messages.fillModuleFirst,
    });
    const noBranch = periodBody({ ...emptyPeriodForm(), modulName: 'TARGET' });
    expect(periodScreenSchema.safeParse(noBranch).success).toBe(true);
    expect(addPeriodInput.safeParse(noBranch).error?.issues[0]?.message).toBe(messages.fillBranchFirst);
  });

  it('sends the branches comma-joined and the quartal as quartalName', () => {
    const values = {
      modulName: 'TARGET' as const,
      branches: ['BDG', 'JKT'],
      quartal: '2' as const,
      periodStart: '2026-04-01',
      periodEnd: '2026-06-30',
    };
    expect(periodBody(values)).toEqual({
      modulName: 'TARGET',
      branch: 'BDG,JKT',
      quartalName: '2',
      periodStart: '2026-04-01',
      periodEnd: '2026-06-30',
    });
    expect(addPeriodInput.safeParse(periodBody(values)).success).toBe(true);
  });

  it('clears module, quartal and branches after a save and keeps the dates', () => {
    const saved = {
      modulName: 'TARGET' as const,
      branches: ['BDG'],
      quartal: '1' as const,
      periodStart: '2026-01-01',
      periodEnd: '2026-03-31',
    };
    expect(afterPeriodSaved(saved)).toEqual({
      modulName: '',
      branches: [],
      quartal: '',
      periodStart: '2026-01-01',
      periodEnd: '2026-03-31',
    });
  });

  it('puts an end before the start under END PERIOD', () => {
    const values = { ...emptyPeriodForm(), periodStart: '2026-05-02', periodEnd: '2026-05-01' };
    expect(periodEndBeforeStart(values)).toEqual({ periodEnd: messages.endBeforeStart });
    expect(periodEndBeforeStart(emptyPeriodForm())).toEqual({});
  });
});
