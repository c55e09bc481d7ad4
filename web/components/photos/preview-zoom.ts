/**
 * The zoom of the full-screen photo preview: a few steps from the photo fitted in the view (1) to
 * four times that, and the size the photo takes at a step. Fitted, a photo is never drawn larger
 * than its own pixels; zoomed, it grows from the fitted size and the view scrolls.
 */

export const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;
export const ZOOM_FIT = ZOOM_STEPS[0];
const ZOOM_MAX = ZOOM_STEPS[ZOOM_STEPS.length - 1] as number;

/** The next step up from `zoom` (the largest stays). */
export function zoomIn(zoom: number): number {
  return ZOOM_STEPS.find((step) => step > zoom) ?? ZOOM_MAX;
}

/** The next step down from `zoom` (fitted stays fitted). */
export function zoomOut(zoom: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom) ?? ZOOM_FIT;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * The size a photo of `natural` pixels is drawn at in a view of `view` pixels at `zoom`: fitted
 * whole into the view (not enlarged past its own pixels), then times the zoom; whole pixels.
 */
export function shownSize(natural: Size, view: Size, zoom: number): Size {
  if (natural.width <= 0 || natural.height <= 0) return { width: 0, height: 0 };
  const fit = Math.min(1, view.width / natural.width, view.height / natural.height);
  const scale = Math.max(0, fit) * zoom;
  return { width: Math.round(natural.width * scale), height: Math.round(natural.height * scale) };
}

/** The photo after `index` or before it, going round the ends; 0 for an empty list. */
export function stepIndex(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
