/**
 * The calls the photo pieces fetch through, named by the screen that shows them: a GET answering a
 * photo file by its key (a display check's photo or thumbnail). The pieces never name a module's
 * call themselves, so each screen's calls stay the ones its menu entry opens.
 */
import type { z } from 'zod';
import type { CallDef } from '../../../common/contract/define';

export type PhotoCall = CallDef<z.ZodType<{ photoKey: string }, { photoKey: string }>, z.ZodType, 'GET'>;
