/** How the backup and restore commands end: their refusals as a message alone, exit code 1. */
import { OpsError } from './ops-error';

export function runCli(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    if (err instanceof OpsError) {
      console.error(err.message);
    } else {
      // Unexpected: the stack helps whoever looks into it (it holds code locations, not data).
      console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    }
    process.exit(1);
  });
}

/** Ends with a usage message and exit code 2, as for a mistyped command. */
export function usage(text: string): never {
  console.error(text);
  process.exit(2);
}
