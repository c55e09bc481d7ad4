/**
 * Texts as sheet XML holds them.
 *
 * Characters XML 1.0 cannot hold are never written raw, so no text makes a broken file:
 * - control characters other than tab and newline, and U+FFFE/U+FFFF, are replaced by Excel's own
 *   escape `_xHHHH_` (the one SheetJS writes too). Excel and SheetJS read it back as the character,
 *   so the text stays unchanged. Carriage return takes the same escape: an XML reader would turn a raw
 *   CR into a newline.
 * - a lone surrogate (half of an emoji, e.g. from a text cut to Excel's limit) cannot be encoded in
 *   UTF-8: the stream's UTF-8 encoding (Buffer.from) replaces it with U+FFFD.
 * A text that already holds `_xHHHH_` (or `_XHHHH_`, which SheetJS reads too) gets its underscore
 * escaped (`_x005F_`), or Excel would read it back as the character that escape names.
 */

/** Anything that needs more than the text as it is: escapes, or xml:space="preserve". */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const NEEDS_WORK = /[&<>\u0000-\u0008\u000b-\u001f\ufffe\uffff]|_[xX][0-9a-fA-F]{4}_|^\s|\s$|[\t\n]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it escapes.
const TO_ESCAPE = /[&<>\u0000-\u0008\u000b-\u001f\ufffe\uffff]|_(?=[xX][0-9a-fA-F]{4}_)/g;
/** Excel drops leading and trailing white space, and SheetJS line breaks, without preserve. */
const TO_PRESERVE = /^\s|\s$|[\t\n\r]/;

function escapeCharacter(character: string): string {
  switch (character) {
    case '&':
      return '&amp;';
    case '<':
      return '&lt;';
    case '>':
      return '&gt;';
    default:
      return `_x${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`;
  }
}

/** The `<t>` element of a text: escaped, with xml:space="preserve" where white space would be lost. */
export function xmlTextElement(text: string): string {
  // Most cells are plain codes and names: one test, no copy.
  if (!NEEDS_WORK.test(text)) return `<t>${text}</t>`;
  const escaped = text.replace(TO_ESCAPE, escapeCharacter);
  return TO_PRESERVE.test(text) ? `<t xml:space="preserve">${escaped}</t>` : `<t>${escaped}</t>`;
}

/** A text inside a double-quoted attribute; control characters are dropped (attributes are names). */
export function xmlAttribute(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it drops.
      .replace(/[\u0000-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}
