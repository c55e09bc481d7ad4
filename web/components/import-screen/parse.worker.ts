/** Parses an uploaded sheet off the page's thread, so the progress bar keeps moving on big files. */
import { parseSheet } from './parse-sheet';
import type { ParseRequest } from './read-upload';

self.onmessage = (event: MessageEvent<ParseRequest>) => {
  const { data, template, maxRows } = event.data;
  self.postMessage(parseSheet(data, template, maxRows));
};
