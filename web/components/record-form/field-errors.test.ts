import { describe, expect, it } from 'vitest';
import { typeInput } from '../../../common/contract/structure';
import { messages } from '../../../common/messages';
import { type FieldErrors, fieldError, fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('gives the spec messages of the type form under their fields', () => {
    const result = typeInput.safeParse({
      typeCode: ' ',
      typeDesc: '',
      startDate: '2026-11-01',
      endDate: '4001-12-31',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      typeCode: messages.typeRequired,
      typeDesc: messages.typeDescRequired,
    });
  });
});

describe('fieldError', () => {
  it('shows the field’s message in red, else its hint, else nothing', () => {
    const errors: FieldErrors = { code: messages.typeRequired };
    expect(fieldError(errors, 'code', 'a hint')).toEqual({ error: true, helperText: messages.typeRequired });
    expect(fieldError(errors, 'desc', 'a hint')).toEqual({ error: false, helperText: 'a hint' });
    expect(fieldError(errors, 'desc')).toEqual({ error: false, helperText: undefined });
  });
});
