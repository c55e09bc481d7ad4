import { describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import {
  outcomeAtSheetRows,
  SENT_ROW,
  sentRowAsSheetRow,
  sentSheetRows,
  validationAtSheetRows,
} from './sheet-rows';

describe('sheet rows of what an upload screen shows', () => {
  // Sheet rows 2, 5 and 9 were taken; 3, 4 and 6-8 were blank or lacked a required column.
  const rowNumbers = [2, 5, 9];

  it("numbers a check's rows by the user's sheet, keeping the number the server answered", () => {
    const shown = validationAtSheetRows(
      {
        clean: [{ ROW: 2, CODE: 'A' }],
        failed: [{ ROW: 4, CODE: 'C', REASON: 'x' }],
        submitBlocked: 'why',
      },
      rowNumbers,
    );
    expect(shown.clean).toEqual([{ ROW: 2, CODE: 'A', [SENT_ROW]: 2 }]);
    expect(shown.failed).toEqual([{ ROW: 9, CODE: 'C', REASON: 'x', [SENT_ROW]: 4 }]);
    expect(shown.submitBlocked).toBe('why');
  });

  it('numbers a submit by what it sent: the clean rows of a check, or the rows taken', () => {
    const validation = { clean: [{ ROW: 5 }, { ROW: 9 }], failed: [{ ROW: 2 }] };
    expect(sentSheetRows({ validation, rowNumbers })).toEqual([5, 9]);
    expect(sentSheetRows({ validation: undefined, rowNumbers })).toEqual([2, 5, 9]);
    const outcome = outcomeAtSheetRows({ message: 'm', failed: [{ ROW: 3, REASON: 'r' }] }, [5, 9]);
    expect(outcome).toEqual({ message: 'm', failed: [{ ROW: 9, REASON: 'r', [SENT_ROW]: 3 }] });
  });

  it("names a row sent by its sheet row ('Baris N' counts the rows sent from 2)", () => {
    const refused = messages.targetAlternateRefused(3, messages.reasonTargetUnknownProductName);
    expect(sentRowAsSheetRow(refused, rowNumbers)).toBe(
      messages.targetAlternateRefused(5, messages.reasonTargetUnknownProductName),
    );
    // A row the screen did not send stays as the server named it.
    expect(sentRowAsSheetRow(refused, [2])).toBe(refused);
  });
});
