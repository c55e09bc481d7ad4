/** The reasons the ERP's loads (API and `npm run import`) answer, per rejected row and per call. */
import { n } from './format';

export const integrationMessages = {
  integration: {
    unknownColumn: (column: string) => `unknown column ${column}`,
    missing: (column: string) => `${column} is required`,
    notText: (column: string) => `${column} must be text`,
    tooLong: (column: string, max: number) => `${column} is longer than ${n(max)} characters`,
    spaces: (column: string) => `${column} has spaces at its start or end`,
    notStorable: (column: string) => `${column} holds a NUL character or broken Unicode text`,
    notWhole: (column: string) => `${column} must be a whole number from -2147483648 to 2147483647`,
    notAmount: (column: string) => `${column} must be a number with at most 16 digits and 2 decimals`,
    notDegrees: (column: string, limit: number) => `${column} must be degrees from -${limit} to ${limit}`,
    notDate: (column: string) => `${column} must be a date written YYYY-MM-DD, from 1900`,
    notActive: (column: string) => `${column} must be true or false (Y/N, 1/0)`,
    notObject: 'a row must be an object of column names and values',
    duplicateKey: (key: string, firstRow: number) => `${key} is already in row ${n(firstRow)} of this call`,
    duplicateUnique: (column: string, value: string, firstRow: number) =>
      `${column} ${value} is already in row ${n(firstRow)} of this call`,
    rejectedCall: (count: number) => `${n(count)} row(s) rejected; nothing was written.`,
    tooManyRows: (max: number) => `at most ${n(max)} rows a call`,
    noRows: 'the call holds no rows',
    unknownBranch: (code: string) => `BRANCH_CODE ${code} is not known: load it with branches first`,
    branchOrgMoved: (code: string, from: number, to: number) =>
      `BRANCH_CODE ${code} belongs to ORG_ID ${from} and holds users, roles, customers or employees; a branch is not moved to ORG_ID ${to}: give the branch a new code`,
    groupDiffers: (group: string, row: number) =>
      `CHANNEL_GROUP ${group} has another GROUP_DESC in row ${n(row)} of this call`,
    unknownChannel: (code: string) => `SALES_CHANNEL ${code} is not known: load it with channels first`,
    refHeld: (ref: string, other: string) => `CUSTOMER_ID_REF ${ref} belongs to customer ${other}`,
    unknownTerritory: (code: string) => `TERRITORY_CODE ${code} is not known: load it with territories first`,
    territoryOfBranch: (code: string, branch: string) =>
      `TERRITORY_CODE ${code} is a territory of branch ${branch}, not of the customer's branch`,
    territoryMoved: (code: string, from: string, to: string) =>
      `TERRITORY_CODE ${code} belongs to branch ${from} and customers name it; a territory is not moved to branch ${to}: give it a new code`,
    parentDiffers: (column: string, code: string, row: number) =>
      `${column} ${code} is given another name or parent in row ${n(row)} of this call`,
    parentMoved: (column: string, code: string, parent: string) =>
      `${column} ${code} belongs to ${parent}; a line or sub-line is not moved: give it a new code`,
    itemCodeHeld: (column: string, value: string, other: number) =>
      `${column} ${value} belongs to INVENTORY_ITEM_ID ${other}`,
    unknownBusinessLine: (code: string) => `BISNIS_CODE ${code} is not known: load it with products first`,
    unknownCustomer: (id: string) => `CUSTOMER_ID ${id} is not known: load the customer first`,
    unknownProduct: (id: number) => `INVENTORY_ITEM_ID ${id} is not known: load the product first`,
    headerDiffers: (trx: string, row: number) =>
      `invoice ${trx} has another TRX_DATE or CUSTOMER_ID in row ${n(row)} of this call`,
    itemTwice: (trx: string, row: number) =>
      `the item is already on invoice ${trx} in row ${n(row)} of this call`,
    lineAsked: (trx: string, item: number) =>
      `invoice ${trx} is sent without its line of INVENTORY_ITEM_ID ${item} as held (same LINE_NUMBER), which incentive requests name`,
    customerMovedAssignments: (org: number, ended: number, removed: number) =>
      `customer moved to ORG_ID ${org}: ${n(ended)} open sales assignment(s) ended yesterday, ${n(removed)} not yet started removed`,
    customerDeactivatedAssignments: (ended: number, removed: number) =>
      `customer deactivated: ${n(ended)} open sales assignment(s) ended yesterday, ${n(removed)} not yet started removed`,
    productDeactivatedRequests: (count: number) =>
      `product deactivated while ${n(count)} incentive request(s) name it: the requests keep it`,
    employeeStillMapped: (positions: string) =>
      `employee deactivated or moved to another organisation while mapped to ${positions}: the mappings are kept; end them in Sales Rep Mapping`,
    invoiceLinesRemoved: (count: number) => `${n(count)} line(s) not in this call removed from the invoice`,
    // The file door (npm run import).
    fileType: 'the file must be .csv or .xlsx',
    notUtf8: (line: number) =>
      `the file is not UTF-8 text (from line ${n(line)}): save it as "CSV UTF-8" and import it again`,
    utf16: 'the file is UTF-16 text: save it as "CSV UTF-8" and import it again',
    unclosedQuote: (line: number) => `a quoted value opened on line ${n(line)} is never closed`,
    headerUnknown: (columns: string) => `the header names unknown column(s): ${columns}`,
    headerMissing: (columns: string) => `the header lacks required column(s): ${columns}`,
    headerTwice: (column: string) => `the header names ${column} twice`,
    formula: (cell: string) =>
      `cell ${cell} holds a formula: paste the values (Paste Special, Values) and import again`,
    noSheet: 'the workbook holds no sheet',
  },
} as const;
