import { describe, expect, it } from 'vitest';
import { xmlAttribute, xmlTextElement } from './xml-text';

describe('xmlTextElement', () => {
  it('writes plain texts as they are', () => {
    expect(xmlTextElement('JKT-SLS-001')).toBe('<t>JKT-SLS-001</t>');
    expect(xmlTextElement('=HYPERLINK("x")')).toBe('<t>=HYPERLINK("x")</t>');
  });

  it('escapes the characters that would break the XML', () => {
    expect(xmlTextElement('a<b>&c]]>')).toBe('<t>a&lt;b&gt;&amp;c]]&gt;</t>');
  });

  it("replaces characters XML cannot hold by Excel's _xHHHH_ escape", () => {
    expect(xmlTextElement('a\u0000b\u0008c\u001fd\ufffe')).toBe('<t>a_x0000_b_x0008_c_x001F_d_xFFFE_</t>');
    expect(xmlTextElement('a\rb')).toBe('<t xml:space="preserve">a_x000D_b</t>');
  });

  it('escapes the underscore of a text that looks like the escape', () => {
    expect(xmlTextElement('_x0041_ _X00e9_ _x12_')).toBe('<t>_x005F_x0041_ _x005F_X00e9_ _x12_</t>');
  });

  it('preserves white space at the ends and line breaks', () => {
    expect(xmlTextElement(' a ')).toBe('<t xml:space="preserve"> a </t>');
    expect(xmlTextElement('a\nb')).toBe('<t xml:space="preserve">a\nb</t>');
    expect(xmlTextElement('a\tb')).toBe('<t xml:space="preserve">a\tb</t>');
    expect(xmlTextElement('a  b')).toBe('<t>a  b</t>');
  });
});

describe('xmlAttribute', () => {
  it('escapes quotes and drops control characters', () => {
    expect(xmlAttribute('a "b" & <c>\u0001')).toBe('a &quot;b&quot; &amp; &lt;c&gt;');
  });
});
