/**
 * Setup the API tests of several modules share. A test file calls `setUpDemoApp()` once at its top: before
 * its tests the real server starts on a database of the file's own and the three demo users log
 * in; after them the server closes. `t`, `ho`, `branchAdmin` and `branchHead` are live bindings:
 * they hold the app and the users' session tokens while the tests run.
 */
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './harness';

export let t: TestApp;
/** ho.admin: head office (org 81), every branch. */
export let ho: string;
/** branch.admin: org 101 (branches JKT and BKS). */
export let branchAdmin: string;
/** branch.head: KEPALA CABANG of BKS (org 101). */
export let branchHead: string;

export function setUpDemoApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    [ho, branchAdmin, branchHead] = await Promise.all([
      t.login('ho.admin'),
      t.login('branch.admin'),
      t.login('branch.head'),
    ]);
  });
  afterAll(() => t.close());
}
