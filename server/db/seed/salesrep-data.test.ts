/** Which positions of a branch the seeded reps hold. */
import { describe, expect, it } from 'vitest';
import type { roles } from '../schema';
import { positionsWithReps } from './salesrep-data';

type Role = typeof roles.$inferSelect;

/** A branch's positions sorted by code: collectors, merchandisers, then salesmen. */
const branch = (each: number): Role[] =>
  ['COL', 'MER', 'SLS'].flatMap((type) =>
    Array.from(
      { length: each },
      (_, i) => ({ rolePositionCode: `JKT-${type}-${String(i).padStart(4, '0')}` }) as Role,
    ),
  );

const typesOf = (held: Role[]) => new Set(held.map((r) => r.rolePositionCode.slice(4, 7)));

describe('positionsWithReps', () => {
  it('keeps the first positions at scale 1, as the demo has them', () => {
    expect(positionsWithReps(branch(5), 7, 1).map((r) => r.rolePositionCode)).toEqual(
      branch(5)
        .slice(0, 7)
        .map((r) => r.rolePositionCode),
    );
  });

  it('spreads the reps over every type of the sales force at a bigger scale', () => {
    const held = positionsWithReps(branch(2000), 350, 2000);
    expect(held).toHaveLength(350);
    expect(new Set(held).size).toBe(350);
    expect([...typesOf(held)].sort()).toEqual(['COL', 'MER', 'SLS']);
    expect(held.filter((r) => r.rolePositionCode.includes('-SLS-')).length).toBeGreaterThan(100);
  });
});
