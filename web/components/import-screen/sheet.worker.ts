/** Runs sheet work off the page's thread, so the page stays responsive and its progress keeps moving. */
import { runSheetJob, type SheetJob } from './sheet-jobs';

self.onmessage = (event: MessageEvent<SheetJob>) => {
  self.postMessage(runSheetJob(event.data));
};
