import { describe, expect, it } from 'vitest';
import { idleDurationSeconds } from './idle-timeout';

describe('idleDurationSeconds', () => {
  it('takes the seconds the server wrote into the page', () => {
    expect(idleDurationSeconds('4')).toBe(4);
    expect(idleDurationSeconds('1800')).toBe(1800);
  });

  it.each([[''], [null], [undefined], ['abc'], ['0'], ['-5']])('falls back to 3600 for %j', (meta) => {
    expect(idleDurationSeconds(meta)).toBe(3600);
  });
});
