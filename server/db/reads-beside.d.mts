/** Types of reads-beside.mjs (plain JavaScript: the worker thread runs it as it is). */
export declare const BLOCKED: unique symbol;
export declare function isPlainRead(text: string): boolean;
export declare function namesAny(text: string, tables: readonly string[]): boolean;
export declare function readBeside<T>(
  tx: { query(text: string): Promise<{ rows: { name: string }[] }> },
  text: string,
  run: () => Promise<T>,
): Promise<T | typeof BLOCKED>;
