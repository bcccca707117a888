/** Exports neutralise cells a spreadsheet would run as formulas (CSV and Excel, resource and admin exports). */
import { neutraliseCell } from '@/domain/spreadsheet';
import { toCsv } from '@/engine/exporter';

describe('neutraliseCell', () => {
  it.each(['=HYPERLINK("http://x","y")', '+cmd|" /C calc"!A0', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('quotes %j', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it.each(['2117320-3', 'B-652A', 'javascript: error', '<b>bold</b>', '-12', '+3.5', '-1,250.00', '', '系统 = 正常'])('leaves %j', (cell) => {
    expect(neutraliseCell(cell)).toBe(cell);
  });

  it('applies to every CSV cell, quoting after neutralising', () => {
    expect(toCsv(['备注'], [['=1+1'], ['@a,b'], ['-5']])).toBe('\ufeff备注\r\n\'=1+1\r\n"\'@a,b"\r\n-5\r\n');
  });
});
