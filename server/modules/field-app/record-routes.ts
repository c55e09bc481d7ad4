/**
 * The field app's calls that send records and photos in (common/contract/field-records.ts). Each
 * is a 'field-rep' call: the platform has checked the key and the rep's session and set the rep.
 */
import { contract } from '../../../common/contract';
import { messages } from '../../../common/messages';
import { AppError } from '../../platform/errors';
import type { FieldRep } from '../../platform/field-rep';
import { type CallContext, type Implementation, implement } from '../../platform/implement';
import type { Storage } from '../../platform/storage';
import { storeCrcs } from './crc-records';
import { storeFieldPhoto } from './field-photos';
import { storeLocationScans } from './location-scan-records';
import { storeSurveyAnswers } from './survey-answer-records';
import { storeVisits } from './visit-records';

/** The signed-in rep: always set on a 'field-rep' call, so its absence is the platform's fault. */
function repOf(ctx: CallContext): FieldRep {
  if (!ctx.fieldRep) throw new AppError(messages.fieldSessionEnded, 'UNAUTHENTICATED');
  return ctx.fieldRep;
}

export function recordRoutes(storage: Storage): Implementation[] {
  const c = contract.fieldApp;
  // Each record is checked on its own, text included: one holding a NUL fails alone (record-rules.ts).
  const perRecord = { sheetRows: true } as const;
  return [
    {
      ...implement(c.sendVisits, (input, ctx) =>
        storeVisits(ctx.db, repOf(ctx), input.records, input.SENT_AT),
      ),
      ...perRecord,
    },
    {
      ...implement(c.sendDisplayChecks, (input, ctx) =>
        storeCrcs(ctx.db, repOf(ctx), input.records, input.SENT_AT),
      ),
      ...perRecord,
    },
    {
      ...implement(c.sendLocationScans, (input, ctx) =>
        storeLocationScans(ctx.db, repOf(ctx), input.records, input.SENT_AT),
      ),
      ...perRecord,
    },
    {
      ...implement(c.sendSurveyAnswers, (input, ctx) =>
        storeSurveyAnswers(ctx.db, repOf(ctx), input.records, input.SENT_AT),
      ),
      ...perRecord,
    },
    implement(c.sendPhoto, (input, ctx) =>
      storeFieldPhoto(ctx.db, storage, repOf(ctx).userId, input.sha256, input.image),
    ),
  ];
}
