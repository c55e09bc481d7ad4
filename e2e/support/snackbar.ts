/** The top snackbar as a test reads it (web/components/Snackbar.tsx). */
import type { Locator, Page } from '@playwright/test';

/**
 * The newest snackbar of a variant holding `text`. A success shown again while the first is still
 * on screen (a second save within seconds) stacks a fresh one, so two may match: the newest is the
 * one the last action showed.
 */
export const snackbar = (
  page: Page,
  variant: 'success' | 'error' | 'warning' | 'info',
  text: string,
): Locator => page.getByTestId(`snackbar-${variant}`).filter({ hasText: text }).last();
