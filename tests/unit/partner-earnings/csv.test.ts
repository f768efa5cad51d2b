import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '@/lib/partner-earnings/csv';

describe('payout CSV', () => {
  it('writes RFC 4180: CRLF line ends, quoted fields with commas, quotes and line breaks', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['plain', 'with, comma'],
          ['say "hi"', 'two\nlines'],
          [null, 12],
        ],
      ),
    ).toBe('a,b\r\nplain,"with, comma"\r\n"say ""hi""","two\nlines"\r\n,12\r\n');
  });

  it.for(['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'escapes a cell that a spreadsheet would run as a formula: %j',
    (value) => {
      const cell = csvCell(value);
      // The apostrophe comes first, inside the quotes when the cell needs them.
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('leaves ordinary values alone', () => {
    expect(csvCell('0.002')).toBe('0.002');
    expect(csvCell('2026-12-01T10:00:00.000Z')).toBe('2026-12-01T10:00:00.000Z');
    expect(csvCell(undefined)).toBe('');
  });
});
