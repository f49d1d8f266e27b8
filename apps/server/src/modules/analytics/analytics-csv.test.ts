import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './analytics-csv.ts';

describe('csvCell', () => {
  it('quotes only what RFC 4180 needs quoted, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('puts a quote before anything a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=a,"b"')).toBe('"\'=a,""b"""');
    expect(csvCell('a=1')).toBe('a=1');
  });

  it('ends every line with CRLF', () => {
    expect(csvLine(['a', 1, ''])).toBe('a,1,\r\n');
  });
});
