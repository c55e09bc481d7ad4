/**
 * Debian's Chromium: Playwright never downloads a browser on this machine.
 *
 * Its headless shell (package chromium-headless-shell) when installed: the browser without the
 * windowing and compositing a person's Chromium brings, which the tests never see. On two cores it
 * took a third less of the processor than the full browser running headless, and a list screen
 * opened in 2 s instead of 3 (docs/testing.md). E2E_CHROMIUM names another browser to test with.
 */
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_PATH =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
