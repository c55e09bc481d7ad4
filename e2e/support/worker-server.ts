/**
 * The Armada server of this worker (fixtures.ts), for helpers that call it outside a page: setting a
 * period through the API, the Browser Print stand-in listening where that server's pages look.
 */
export interface WorkerServer {
  baseURL: string;
  /** The port the server's pages expect Zebra Browser Print on (BROWSER_PRINT_URL). */
  browserPrintPort: number;
}

let current: WorkerServer | undefined;

export function setWorkerServer(server: WorkerServer): void {
  current = server;
}

export function workerServer(): WorkerServer {
  if (!current)
    throw new Error('No Armada server yet: use the `test` of e2e/support, whose fixture starts it');
  return current;
}
