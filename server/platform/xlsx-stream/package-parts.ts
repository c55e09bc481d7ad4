/**
 * The fixed parts of an .xlsx package around its one sheet: just what Excel, LibreOffice and SheetJS
 * need to open a workbook of one sheet with a date style.
 */

import { excelSheetName } from './sheet-name';
import { xmlAttribute } from './xml-text';

export const SHEET_PART = 'xl/worksheets/sheet1.xml';

/** Index of the date style in styles.xml's cellXfs. */
export const DATE_STYLE = 1;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const CONTENT_TYPES = `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/${SHEET_PART}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const PACKAGE_RELS = `${XML_DECLARATION}<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${DOC_RELS_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${XML_DECLARATION}<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${DOC_RELS_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_RELS_NS}/styles" Target="styles.xml"/></Relationships>`;

/**
 * Style 0 is the default, style 1 (DATE_STYLE) shows a date with the built-in format 14, the short
 * date of the reader's locale, as SheetJS writes date cells. Excel wants the two default fills.
 */
const STYLES = `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

function workbook(sheetName: string): string {
  const name = xmlAttribute(excelSheetName(sheetName));
  return `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_RELS_NS}"><bookViews><workbookView/></bookViews><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

/** The package's parts other than the sheet, [name, content], [Content_Types].xml first. */
export function fixedParts(sheetName: string): [name: string, content: string][] {
  return [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', PACKAGE_RELS],
    ['xl/workbook.xml', workbook(sheetName)],
    ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
    ['xl/styles.xml', STYLES],
  ];
}
