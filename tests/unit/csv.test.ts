import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCellOf, csvRow, neutraliseCell, toCsv } from '../../src/logic';

describe('CSV', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tindent', "'\tindent"],
    ['\rreturn', "'\rreturn"],
    ['=HYPERLINK("http://evil","x")', '\'=HYPERLINK("http://evil","x")'],
  ])('neutralises a cell starting with a formula character: %j', (cell, expected) => {
    expect(neutraliseCell(cell)).toBe(expected);
  });

  it('leaves ordinary text, inner formula characters and numbers alone', () => {
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(neutraliseCell(-5)).toBe('-5');
    expect(neutraliseCell(true)).toBe('true');
    expect(neutraliseCell(null)).toBe('');
  });

  it('quotes cells with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvRow(['a,b', 'say "hi"', 'two\nlines', 'plain'])).toBe('"a,b","say ""hi""","two\nlines",plain');
    // Neutralised first, then quoted: the apostrophe sits inside the quotes.
    expect(csvRow(['=1,2'])).toBe('"\'=1,2"');
  });

  it('writes UTF-8 text with a byte order mark and CRLF line ends', () => {
    const csv = toCsv(['Name', 'Ville'], [['Zoë', 'Genève']]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe('\uFEFFName,Ville\r\nZoë,Genève\r\n');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('turns lists into comma-separated text and objects into JSON', () => {
    expect(csvCellOf(['x', 'y'])).toBe('x, y');
    expect(csvCellOf({ start: '2024-01-01', end: null })).toBe('{"start":"2024-01-01","end":null}');
    expect(csvCellOf(undefined)).toBe('');
  });
});
