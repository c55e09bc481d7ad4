import { describe, expect, it } from 'vitest';
import { shownSize, stepIndex, ZOOM_FIT, zoomIn, zoomOut } from './preview-zoom';

describe('the preview zoom', () => {
  it('steps up and down through its steps and stops at both ends', () => {
    expect(zoomIn(ZOOM_FIT)).toBe(1.5);
    expect(zoomIn(3)).toBe(4);
    expect(zoomIn(4)).toBe(4);
    expect(zoomOut(4)).toBe(3);
    expect(zoomOut(1.5)).toBe(1);
    expect(zoomOut(1)).toBe(1);
    // A zoom between steps goes to the neighbouring step.
    expect(zoomIn(1.2)).toBe(1.5);
    expect(zoomOut(1.2)).toBe(1);
  });

  it('fits a photo into the view without enlarging it, then multiplies', () => {
    const photo = { width: 960, height: 720 };
    // The height limits: 600 / 720.
    expect(shownSize(photo, { width: 1300, height: 600 }, 1)).toEqual({ width: 800, height: 600 });
    expect(shownSize(photo, { width: 1300, height: 600 }, 2)).toEqual({ width: 1600, height: 1200 });
    // The width limits.
    expect(shownSize(photo, { width: 480, height: 1000 }, 1)).toEqual({ width: 480, height: 360 });
    // A view larger than the photo: its own pixels.
    expect(shownSize(photo, { width: 2000, height: 2000 }, 1)).toEqual(photo);
    expect(shownSize(photo, { width: 2000, height: 2000 }, 1.5)).toEqual({ width: 1440, height: 1080 });
  });

  it('draws nothing for a photo of no size or a view not laid out', () => {
    expect(shownSize({ width: 0, height: 0 }, { width: 100, height: 100 }, 1)).toEqual({
      width: 0,
      height: 0,
    });
    expect(shownSize({ width: 10, height: 10 }, { width: 0, height: 0 }, 1)).toEqual({ width: 0, height: 0 });
  });

  it('goes round the ends of the photos', () => {
    expect(stepIndex(0, 3, 1)).toBe(1);
    expect(stepIndex(2, 3, 1)).toBe(0);
    expect(stepIndex(0, 3, -1)).toBe(2);
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, 0, -1)).toBe(0);
  });
});
