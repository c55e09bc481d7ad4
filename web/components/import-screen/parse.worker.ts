/** Parses an uploaded sheet off the page's thread, so the progress bar keeps moving on big files. */
import { type ParseRequest, runParse } from './read-upload';

self.onmessage = (event: MessageEvent<ParseRequest>) => {
  self.postMessage(runParse(event.data));
};
