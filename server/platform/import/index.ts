/**
 * The import pipeline every upload uses: stage the sheet rows as a batch, validate them set-wise
 * with the module's row rules, read them back for the screen, commit the clean ones in one
 * statement (checked-upload.ts: the two steps every upload screen runs). A module supplies only its
 * staged rows, its rules and its commit plan, and reads a batch only through `stagedRows`.
 */
import type { CallDef } from '../../../common/contract/define';
import { type Handler, type Implementation, implement } from '../implement';

export * from './batch';
export * from './checked-upload';
export * from './commit';
export * from './locks';
export * from './period-scope-rules';
export * from './rules';
export * from './sheet-text';
export { inPacedSlices } from './slices';
export * from './staged-rows';
export * from './submission';

/**
 * The implementation of an upload call: its body is sheet rows, so text the database cannot store
 * (a NUL, broken Unicode) is not refused for the whole call as elsewhere: stageBatch fails the rows
 * that hold it, with their sheet row and a reason, and the other rows go on.
 */
export function implementUpload<C extends CallDef>(def: C, handler: Handler<C>): Implementation {
  return { ...implement(def, handler), sheetRows: true };
}
