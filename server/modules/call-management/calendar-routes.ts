/**
 * The calls of the working calendar and of the planned visits (spec part 2 section 7, plus "which
 * customers does a position visit on a date" and a month of it).
 */
import { contract } from '../../../common/contract';
import { messages } from '../../../common/messages';
import { Answer, type Implementation, implement } from '../../platform/implement';
import { calendarOfYear, calendarYears, uploadCalendar } from './calendar';
import { plannedVisits, visitCalendar } from './planned-visits';

const cm = contract.callManagement;

export const calendarRoutes = (): Implementation[] => [
  implement(cm.uploadcalendar, async (input, ctx) => {
    const saved = await uploadCalendar(ctx, input);
    return new Answer({ saved }, messages.uploadSuccess);
  }),
  // The calendar is national: every user reads the same years, whatever org it names.
  implement(cm.prepareFilterCalendar, async (_input, ctx) => calendarYears(ctx.db, new Date().getFullYear())),
  implement(cm.overviewcalendar, async ({ year }, ctx) => calendarOfYear(ctx.db, year)),
  implement(cm.plannedvisits, async ({ position, date }, ctx) =>
    plannedVisits(ctx.db, ctx.scope, position, date),
  ),
  implement(cm.visitcalendar, async ({ position, year, periode }, ctx) =>
    visitCalendar(ctx.db, ctx.scope, position, year, periode),
  ),
];
