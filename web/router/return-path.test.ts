import { describe, expect, it } from 'vitest';
import { returnPathOf, returnStateOf } from './return-path';

describe('returnPathOf', () => {
  it('returns to the path, query and hash that were asked for', () => {
    const state = returnStateOf({ pathname: '/manage-role/overview', search: '?x=1', hash: '#top' });
    expect(returnPathOf(state)).toBe('/manage-role/overview?x=1#top');
  });

  it('goes Home for anything that is not a path of this app', () => {
    for (const from of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      '/login',
      '/LOGIN?a',
      '/a\nb',
    ]) {
      expect(returnPathOf({ from })).toBe('/');
    }
    expect(returnPathOf(null)).toBe('/');
    expect(returnPathOf({ from: 42 })).toBe('/');
  });
});
