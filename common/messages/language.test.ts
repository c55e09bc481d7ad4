/**
 * The product speaks Indonesian where the specification does: a user-facing text in English is
 * one the specification quotes in English (kept exactly as quoted), a label the specification
 * names in English, or one of the few texts that describe a malformed call rather than anything
 * a screen sends. Every other text is Indonesian.
 */
import { describe, expect, it } from 'vitest';
import { messages } from './index';

/** Words that mark a sentence as English (none of them is Indonesian). */
const ENGLISH =
  /\b(the|is|are|must|please|your|you|not|of|to|and|or|with|has|been|first|choose|found|saved|added|row\(s\)|label\(s\))\b/i;

/** Keys whose English text the specification quotes (or a call-level detail no screen sends). */
const QUOTED_IN_ENGLISH = new Set([
  'confirmTitle',
  'somethingWrong',
  'dataSaved',
  'fillAllData',
  'duplicateData',
  'allFieldMustFilled',
  'loginEmpty',
  'uploadFileFirst',
  'uploadMappingAssignment',
  'importResult',
  'selectEndOfThisMonth',
  'selectEndOfLastMonth',
  'usernameRequired',
  'passwordRequired',
  'typeRequired',
  'typeDescRequired',
  'titleRequired',
  'titleDescRequired',
  'assignmentFieldRequired',
  // Promotion Setting's confirmation, failure and delete question as the spec quotes them.
  'promotionConfirmText',
  'promotionSaveFailed',
  'promotionDeleteConfirm',
  // CRC File Viewer's filter as the spec names it.
  'isAcrylicLabel',
  // Answers to a malformed call (a missing api-key header, a body or cursor no screen sends).
  'apiKeyMissing',
  'invalidRequest',
  'refused',
  // The ERP door's reasons per row, read by the integrator's tools and logs like a malformed call's.
  'integration',
]);

/**
 * Each text of the catalogue, functions called with a sample argument that reads as text, as a
 * number and as a list alike.
 */
function texts(): [string, string][] {
  const sample = ['7'];
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out.push([key, value]);
    else if (typeof value === 'function') {
      out.push([key, (value as (...a: unknown[]) => string)(sample, sample, sample, sample)]);
    } else for (const inner of Object.values(value as Record<string, string>)) out.push([key, inner]);
  }
  return out;
}

describe('messages', () => {
  it('are Indonesian except where the specification quotes English', () => {
    const english = texts()
      .filter(([key, text]) => !QUOTED_IN_ENGLISH.has(key) && ENGLISH.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(english).toEqual([]);
  });

  it('give the two texts head office and branches reported in Indonesian', () => {
    expect(messages.fillBranchFirst).toBe('Silakan isi Branch terlebih dahulu');
    expect(messages.endBeforeStart).toBe('End Date tidak boleh sebelum Start Date.');
  });
});
