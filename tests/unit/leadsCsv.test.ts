import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '../../src/shared/csv';

describe('CSV cells of the lead export', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell('+1 407 555 0142')).toBe("'+1 407 555 0142");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1+1')).toBe(`"\t'=1+1"`);
    expect(csvCell('\r=1+1')).toBe(`"\r'=1+1"`);
    expect(csvCell('  =1+1')).toBe("'  =1+1");
    expect(csvCell('\uFF1DSUM(A1)')).toBe("'\uFF1DSUM(A1)");
  });

  it('neutralises every piece a spreadsheet could split off, whatever its list separator (issue 26)', () => {
    // In a locale whose list separator is ';', an unquoted `a;=cmd` is two cells, the second a formula.
    expect(csvCell('Jane;=HYPERLINK("http://evil.example")')).toBe(
      `"Jane;'=HYPERLINK(""http://evil.example"")"`,
    );
    expect(csvCell('Tampa,@SUM(1)')).toBe(`"Tampa,'@SUM(1)"`);
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('one\t-2')).toBe(`"one\t'-2"`);
    expect(csvCell('line\n+1')).toBe(`"line\n'+1"`);
    expect(csvCell('x; =1')).toBe(`"x;' =1"`);
    expect(csvCell('=a;=b,=c')).toBe(`"'=a;'=b,'=c"`);
  });

  it('leaves other text alone and quotes only what needs it (RFC 4180)', () => {
    expect(csvCell('Jane Doe')).toBe('Jane Doe');
    expect(csvCell('a = b')).toBe('a = b');
    expect(csvCell('Tampa, FL')).toBe('"Tampa, FL"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
    expect(csvRow(['a', null, '=b'])).toBe("a,,'=b\r\n");
  });
});
