/** The photo preview as the CRC and call realization screens open it. */
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** The photo shown in the preview has loaded as a real image. */
export async function expectPhotoShown(preview: Locator): Promise<void> {
  const image = preview.getByTestId('preview-image');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(300);
}
