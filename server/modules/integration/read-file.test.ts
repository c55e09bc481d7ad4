/** The CSV reader of the import command: quotes, line breaks inside quotes, and the line each record starts on. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { csvGrid, FileRefused, readEntityFile } from './read-file';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('csvGrid', () => {
  it('reads quoted commas, doubled quotes and a line break inside quotes, naming the line a record starts on', () => {
    const grid = csvGrid(bytes('A,B\r\n"x, y","say ""hi"""\r\n"two\nlines",z\r\nlast,1'));
    expect(grid.records).toEqual([
      { cells: ['A', 'B'], line: 1 },
      { cells: ['x, y', 'say "hi"'], line: 2 },
      { cells: ['two\nlines', 'z'], line: 3 },
      { cells: ['last', '1'], line: 5 },
    ]);
  });

  it('takes semicolons when the header has them and no comma', () => {
    expect(csvGrid(bytes('A;B\n1,5;2\n')).records[1]?.cells).toEqual(['1,5', '2']);
  });
});

describe('readEntityFile', () => {
  it('numbers rows by their line, skipping blank lines, and leaves columns out of the header out of the row', () => {
    const read = readEntityFile(
      'branches',
      'b.csv',
      bytes('ORG_ID,BRANCH_CODE,BRANCH_DESC\n\n201,PWT,Purwokerto\n'),
    );
    expect(read).toEqual({
      rows: [{ ORG_ID: '201', BRANCH_CODE: 'PWT', BRANCH_DESC: 'Purwokerto' }],
      rowNumbers: [3],
    });
  });

  it('refuses a header naming a column twice', () => {
    expect(() =>
      readEntityFile('branches', 'b.csv', bytes('BRANCH_CODE,ORG_ID,BRANCH_DESC,ORG_ID\n')),
    ).toThrow(new FileRefused(messages.integration.headerTwice('ORG_ID')));
  });
});
