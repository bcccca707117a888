/**
 * Line items and attachment limits as domain rules (plain TS): the checks the form and the mock share.
 */
import {
  actionProblem,
  applyAction,
  attachmentLimitProblem,
  checkField,
  defineResource,
  domainContext,
  lineTotals,
  linesSummary,
  renderIssue,
  tableTranslator,
  validateValues,
  type FieldDef,
} from '@/domain/engine';
import { procurementOrder } from '@/domain/desks';
import zhCN from '@/locales/zh-CN/index';

const t = tableTranslator(zhCN as Record<string, string>);
const ctx = domainContext(Date.parse('2026-11-21T08:00:00Z'));
const lines = procurementOrder.field('lines')!;
const row = (cells: Record<string, unknown> = {}) => ({
  partNumber: '2117320-3',
  partName: '空气循环机',
  quantity: 2,
  unit: 'EA',
  conditionCode: 'NE',
  ...cells,
});

describe('line items: rows checked cell by cell', () => {
  it('accepts valid rows and answers them cleaned (P/N capitalised, names trimmed)', () => {
    const res = checkField(procurementOrder, lines, [row({ partNumber: ' d23189000-5 ', partName: ' 作动筒 ' }), row()]);
    expect(res.issue).toBeUndefined();
    expect(res.value).toEqual([
      { partNumber: 'D23189000-5', partName: '作动筒', quantity: 2, unit: 'EA', conditionCode: 'NE' },
      { partNumber: '2117320-3', partName: '空气循环机', quantity: 2, unit: 'EA', conditionCode: 'NE' },
    ]);
  });

  it('addresses every bad cell by row and cell, with the cell field’s own message', () => {
    // unit is a dictionary of 选项配置: the option store knows no 'BOX'
    const dictionary = (_t: string, v: string) => (v === 'BOX' ? 'unknown' : 'ok') as 'ok' | 'unknown';
    const res = checkField(procurementOrder, lines, [row(), row({ quantity: 0, partNumber: 'a b' }), row({ unit: 'BOX' })], { dictionary });
    expect(res.issues).toEqual([
      expect.objectContaining({ field: 'lines', row: 2, cell: 'partNumber', message: 'resource.validation.partNumber' }),
      expect.objectContaining({ field: 'lines', row: 2, cell: 'quantity', message: 'resource.validation.min' }),
      expect.objectContaining({ field: 'lines', row: 3, cell: 'unit', message: 'resource.validation.option' }),
    ]);
    // a server message names the row
    expect(renderIssue(res.issues![1], t)).toBe('第 2 行：数量不能小于 1');
  });

  it('keeps the row count within the declared limits', () => {
    expect(checkField(procurementOrder, lines, []).issue).toMatchObject({ field: 'lines', message: 'resource.validation.lines.none' });
    expect(
      checkField(
        procurementOrder,
        lines,
        Array.from({ length: 21 }, () => row()),
      ).issue,
    ).toMatchObject({ message: 'resource.validation.lines.max', params: { max: 20 } });
    expect(
      checkField(
        procurementOrder,
        lines,
        Array.from({ length: 20 }, () => row()),
      ).issue,
    ).toBeUndefined();
  });

  it('refuses rows that are not objects and cells that are not the row’s; drops the server’s own cells', () => {
    expect(checkField(procurementOrder, lines, 'rows').issue?.message).toBe('resource.validation.type');
    expect(checkField(procurementOrder, lines, [row(), 'x']).issues).toEqual([expect.objectContaining({ row: 2, message: 'resource.validation.lines.row' })]);
    expect(checkField(procurementOrder, lines, [row({ admin: true })]).issues).toEqual([
      expect.objectContaining({ row: 1, message: 'resource.validation.unknownField', params: { field: 'admin' } }),
    ]);
    // the unit price is the sales desk's (read-only in the order form): sent back with a row as read, it is not stored
    expect(checkField(procurementOrder, lines, [row({ unitPrice: 1, amount: 2 })]).value).toEqual([row()]);
  });

  it('checks dictionary cells against the option store like any field (a disabled item only where stored)', () => {
    const dictionary = (_t: string, v: string) => (v === 'AR' ? 'disabled' : v === 'XX' ? 'unknown' : 'ok') as 'ok' | 'disabled' | 'unknown';
    expect(checkField(procurementOrder, lines, [row({ conditionCode: 'AR' })], { dictionary }).issue?.message).toBe('resource.validation.optionDisabled');
    expect(checkField(procurementOrder, lines, [row({ conditionCode: 'AR' })], { dictionary, previous: [row({ conditionCode: 'AR' })] }).issue).toBeUndefined();
  });

  it('reports all line problems of a payload through validateValues', () => {
    const { issues } = validateValues(procurementOrder, [lines], { lines: [row({ quantity: -1 }), row({ partName: '' })] }, { ctx });
    expect(issues.map((i) => [i.row, i.cell])).toEqual([
      [1, 'quantity'],
      [2, 'partName'],
    ]);
  });
});

describe('line items: totals', () => {
  it('sums quantities and amounts (quantity × unit price) in cents; no amount total until every line is priced', () => {
    expect(lineTotals(lines, [row({ quantity: 3, unitPrice: 0.1 }), row({ quantity: 1, unitPrice: 0.2 })])).toEqual({ quantity: 4, amount: 0.5 });
    expect(lineTotals(lines, [row({ quantity: 3, unitPrice: 10 }), row({ quantity: 1 })])).toEqual({ quantity: 4, amount: null });
    expect(lineTotals(lines, [])).toEqual({ quantity: null, amount: null });
  });

  it('summarises rows in one line (list cell, export)', () => {
    expect(linesSummary(lines, [row(), row({ partNumber: '3214552-1', quantity: 5 })])).toBe('2117320-3 × 2；3214552-1 × 5');
  });

  it('is generic: any definition declares its rows and totals', () => {
    const survey = defineResource({
      key: 'trainingOrder',
      fields: [
        {
          key: 'attendees',
          type: 'lineItems',
          form: true,
          lines: {
            fields: [
              { key: 'name', type: 'text', required: true, maxLength: 20 },
              { key: 'days', type: 'integer', required: true, min: 1, max: 30 },
            ],
            maxRows: 3,
            totals: ['days'],
          },
        } as FieldDef,
      ],
    });
    const f = survey.field('attendees')!;
    expect(checkField(survey, f, []).issue).toBeUndefined(); // not required: no rows is fine
    expect(
      checkField(survey, f, [
        { name: '张三', days: 2 },
        { name: '李四', days: 3 },
      ]).value,
    ).toHaveLength(2);
    expect(
      checkField(
        survey,
        f,
        Array.from({ length: 4 }, () => ({ name: '王五', days: 1 })),
      ).issue?.message,
    ).toBe('resource.validation.lines.max');
    expect(
      lineTotals(f, [
        { name: '张三', days: 2 },
        { name: '李四', days: 3 },
      ]),
    ).toEqual({ days: 5 });
    expect(() => defineResource({ key: 'x', fields: [{ key: 'rows', type: 'lineItems' }] })).toThrow(/declares no row fields/);
  });
});

describe('line items: the quote prices each line', () => {
  const quoted = { status: 'SUBMITTED', version: 2, history: [], lines: [row(), row({ partNumber: '3214552-1', quantity: 5 })] };
  const input = (prices: number[]) => ({ lines: prices.map((unitPrice) => ({ unitPrice })), currency: 'USD', quoteValidUntil: '2026-12-31' });

  it('needs one price per line, in order', () => {
    expect(actionProblem(procurementOrder, quoted, 'quote', input([10]), ctx)).toMatchObject({
      field: 'lines',
      message: 'resource.validation.lines.patchCount',
      params: { count: 2 },
    });
    expect(actionProblem(procurementOrder, quoted, 'quote', input([10, 20]), ctx)).toBeNull();
  });

  it('merges the prices into the stored lines; the total follows', () => {
    const { record } = applyAction(procurementOrder, quoted, procurementOrder.action('quote')!, input([1250.5, 20]), ctx, {
      userNo: 'manager',
      userName: '李敏',
    });
    expect(record.lines).toEqual([row({ unitPrice: 1250.5 }), row({ partNumber: '3214552-1', quantity: 5, unitPrice: 20 })]);
    expect(lineTotals(lines, record.lines)).toEqual({ quantity: 7, amount: 2601 });
  });

  it('checks each price like a money field', () => {
    const price = procurementOrder.action('quote')!.input!.find((f) => f.key === 'lines')!;
    expect(checkField(procurementOrder, price, [{ unitPrice: 0 }]).issues).toEqual([
      expect.objectContaining({ row: 1, cell: 'unitPrice', message: 'resource.validation.min' }),
    ]);
    expect(checkField(procurementOrder, price, [{ unitPrice: 1.234 }]).issues).toEqual([
      expect.objectContaining({ row: 1, cell: 'unitPrice', message: 'resource.validation.precision' }),
    ]);
    // a quote prices the lines; it cannot change what was ordered
    expect(checkField(procurementOrder, price, [{ unitPrice: 12, quantity: 99 }]).issues).toEqual([
      expect.objectContaining({ row: 1, message: 'resource.validation.unknownField', params: { field: 'quantity' } }),
    ]);
  });
});

describe('attachment limits (one declaration for the page and the mock)', () => {
  const policy = procurementOrder.attachments;
  const file = (name: string, size = 1000, type?: string) => ({ name, size, type });

  it('accepts a PDF or an image of a document type within size and count', () => {
    expect(attachmentLimitProblem(policy, [], file('8130-3.pdf', 1000, 'application/pdf'), 'CERTIFICATE')).toBeNull();
    expect(attachmentLimitProblem(policy, [], file('damage.JPG', 1000, 'image/jpeg'), 'PHOTO')).toBeNull();
  });

  it('refuses another file type, a too large file, one too many and a missing document type', () => {
    expect(attachmentLimitProblem(policy, [], file('run.exe'), 'OTHER')?.message).toBe('resource.attachment.badType');
    expect(attachmentLimitProblem(policy, [], file('fake.pdf', 10, 'application/x-msdownload'), 'OTHER')?.message).toBe('resource.attachment.badType');
    expect(attachmentLimitProblem(policy, [], file('scan.pdf', policy.maxBytes + 1), 'OTHER')?.message).toBe('resource.attachment.tooLarge');
    const full = Array.from({ length: policy.maxCount }, (_, i) => ({ id: `F${i}`, name: `${i}.pdf`, size: 1 }));
    expect(attachmentLimitProblem(policy, full, file('one-more.pdf'), 'OTHER')?.message).toBe('resource.attachment.tooMany');
    expect(attachmentLimitProblem(policy, [], file('quote.pdf'), undefined)?.message).toBe('resource.attachment.docTypeMissing');
    expect(renderIssue(attachmentLimitProblem(policy, [], file('scan.pdf', policy.maxBytes + 1), 'OTHER')!, t)).toBe('不能上传“scan.pdf”：文件超过 3 MB');
  });
});
