import {
  actionProblem,
  applyAction,
  availableActions,
  canEdit,
  checkField,
  codesOf,
  domainContext,
  formFields,
  reachableStatuses,
  validateValues,
  withDerived,
  type ResourceDef,
} from '@/domain/engine';
import {
  aogDeadline,
  aogOrder,
  coreDueDate,
  coreOverdueDays,
  leaseOrder,
  leaseOverdueDays,
  leaseOverdueFee,
  procurementOrder,
  substitutionOrder,
} from '@/domain/desks/orders';
import { elementCodes } from '@/domain/catalogue';
import { resources } from '@/domain/desks';

const operator = { userNo: 'manager', userName: '李敏' };
const at = (iso: string, settings: Record<string, number> = {}) => domainContext(Date.parse(iso), settings);

/** Walk a record through actions; each must be allowed where it is taken. */
function walk(def: ResourceDef, start: Record<string, unknown>, steps: Array<[string, Record<string, unknown>?]>, ctx = at('2026-11-21T08:00:00Z')) {
  let record: Record<string, unknown> = { version: 1, history: [], ...start };
  for (const [key, input = {}] of steps) {
    // approve / reject of lease and exchange are system steps the workflow runs (server side)
    expect(actionProblem(def, record, key, input, ctx, { system: true })).toBeNull();
    record = applyAction(def, record, def.action(key)!, input, ctx, operator).record;
  }
  return record;
}

describe('order lifecycles (domain.md §3)', () => {
  it.each(resources.filter((r) => r.lifecycle).map((r) => [r.key, r] as const))(
    '%s: every status is reachable from the initial one and every final status has no way out',
    (_k, def) => {
      const reachable = reachableStatuses(def);
      for (const s of def.lifecycle!.statuses) {
        expect(reachable.has(s.key)).toBe(true);
        if (s.final) expect(availableActions(def, { status: s.key })).toEqual([]);
      }
    },
  );

  it('procurement runs DRAFT → SUBMITTED → QUOTED → CONFIRMED → SHIPPED → DELIVERED → CLOSED', () => {
    const r = walk(procurementOrder, { status: 'DRAFT', lines: [{ partNumber: '2117320-3', quantity: 3 }] }, [
      ['submit'],
      ['quote', { lines: [{ unitPrice: 1250.5 }], currency: 'CNY', quoteValidUntil: '2026-12-31' }],
      ['confirm'],
      ['ship', { carrier: 'SF', trackingNo: 'SF1234567890' }],
      ['deliver'],
      ['close'],
    ]);
    expect(r.status).toBe('CLOSED');
    expect(r.lines).toEqual([{ partNumber: '2117320-3', quantity: 3, unitPrice: 1250.5 }]);
    expect(withDerived(procurementOrder, r, at('2026-11-21T08:00:00Z')).totalAmount).toBe(3751.5);
    expect(r.trackingNo).toBe('SF1234567890');
    expect(typeof r.shippedAt).toBe('string');
    expect(r.version).toBe(7);
    expect((r.history as unknown[]).length).toBe(6);
  });

  it('procurement can be cancelled only from DRAFT, SUBMITTED and QUOTED', () => {
    const ctx = at('2026-11-21T08:00:00Z');
    for (const s of ['DRAFT', 'SUBMITTED', 'QUOTED']) expect(actionProblem(procurementOrder, { status: s }, 'cancel', {}, ctx)).toBeNull();
    for (const s of ['CONFIRMED', 'SHIPPED', 'DELIVERED', 'CLOSED', 'CANCELLED'])
      expect(actionProblem(procurementOrder, { status: s }, 'cancel', {}, ctx)?.message).toBe('resource.error.actionNotAllowed');
  });

  it('refuses an unknown action and an action the status does not allow', () => {
    const ctx = at('2026-11-21T08:00:00Z');
    expect(actionProblem(aogOrder, { status: 'SUBMITTED' }, 'fly', {}, ctx)?.message).toBe('resource.error.unknownAction');
    expect(actionProblem(aogOrder, { status: 'SUBMITTED' }, 'ship', {}, ctx)?.message).toBe('resource.error.actionNotAllowed');
  });

  it('a quote that has expired cannot be confirmed, and a quote cannot expire before today', () => {
    const ctx = at('2026-11-21T08:00:00Z');
    expect(actionProblem(procurementOrder, { status: 'QUOTED', quoteValidUntil: '2026-11-20' }, 'confirm', {}, ctx)?.message).toBe(
      'orders.validation.quoteExpired',
    );
    expect(actionProblem(procurementOrder, { status: 'SUBMITTED' }, 'quote', { quoteValidUntil: '2026-11-01' }, ctx)?.field).toBe('quoteValidUntil');
  });

  it('AOG runs SUBMITTED → ACCEPTED → SOURCING → SHIPPED → DELIVERED → CLOSED and stamps the acceptance', () => {
    const r = walk(aogOrder, { status: 'SUBMITTED' }, [['accept'], ['source'], ['ship', { carrier: 'DHL', trackingNo: '1234567890' }], ['deliver'], ['close']]);
    expect(r.status).toBe('CLOSED');
    expect(r.acceptedAt).toBe('2026-11-21T08:00:00.000Z');
  });

  it('lease and exchange are approved by the workflow (system steps, never buttons), and a rejected record can be edited and resubmitted', () => {
    for (const def of [leaseOrder, substitutionOrder]) {
      expect(def.action('approve')!.system).toBe(true);
      expect(def.action('reject')!.system).toBe(true);
      expect(actionProblem(def, { status: 'SUBMITTED' }, 'approve', {}, at('2026-11-21T08:00:00Z'))).toMatchObject({ message: 'resource.error.unknownAction' });
    }
    const rejected = walk(leaseOrder, { status: 'SUBMITTED' }, [['reject', { comment: '资料不全' }]]);
    expect(rejected.status).toBe('REJECTED');
    expect(canEdit(leaseOrder, rejected)).toBe(true);
    const again = walk(leaseOrder, rejected, [
      ['resubmit'],
      ['approve'],
      ['dispatch', { serialNumber: 'SN12345' }],
      ['startLease'],
      ['return'],
      ['inspect', { inspectionResult: 'SERVICEABLE' }],
      ['close'],
    ]);
    expect(again.status).toBe('CLOSED');
    expect(again.serialNumber).toBe('SN12345');
    const ex = walk(substitutionOrder, { status: 'SUBMITTED', removedSerialNumber: 'A11111' }, [
      ['approve'],
      ['shipReplacement', { replacementSerialNumber: 'A22222', carrier: 'SF', trackingNo: 'SF00000001' }],
      ['receiveCore'],
      ['close'],
    ]);
    expect(ex.status).toBe('CLOSED');
  });

  it('an exchange cannot ship a replacement with the serial number of the removed unit', () => {
    const problem = actionProblem(
      substitutionOrder,
      { status: 'APPROVED', removedSerialNumber: 'A11111' },
      'shipReplacement',
      { replacementSerialNumber: 'A11111' },
      at('2026-11-21T00:00:00Z'),
    );
    expect(problem).toEqual({ field: 'replacementSerialNumber', message: 'orders.validation.sameSerial' });
  });

  it('editing is allowed only in the statuses the definition names', () => {
    expect(canEdit(procurementOrder, { status: 'DRAFT' })).toBe(true);
    expect(canEdit(procurementOrder, { status: 'SUBMITTED' })).toBe(true);
    expect(canEdit(procurementOrder, { status: 'QUOTED' })).toBe(false);
    expect(canEdit(aogOrder, { status: 'ACCEPTED' })).toBe(false);
  });

  it('registers every action code in the element-code catalogue', () => {
    const all = elementCodes();
    for (const def of resources) for (const code of codesOf(def)) expect(all).toContain(code);
    expect(all).toEqual(
      expect.arrayContaining(['aogOrder:create', 'aogOrder:accept', 'leaseOrder:dispatch', 'procurementOrder:quote', 'substitutionOrder:receiveCore']),
    );
  });
});

describe('derived values', () => {
  it('procurement total = Σ quantity × quoted unit price over the lines, rounded to cents, empty until every line is priced', () => {
    const ctx = at('2026-11-21T00:00:00Z');
    expect(withDerived(procurementOrder, { lines: [{ quantity: 3, unitPrice: 0.1 }] }, ctx).totalAmount).toBe(0.3);
    expect(
      withDerived(
        procurementOrder,
        {
          lines: [
            { quantity: 7, unitPrice: 1234.56 },
            { quantity: 1, unitPrice: 0.1 },
            { quantity: 2, unitPrice: 0.2 },
          ],
        },
        ctx,
      ).totalAmount,
    ).toBe(8642.42);
    expect(withDerived(procurementOrder, { lines: [{ quantity: 7, unitPrice: 10 }, { quantity: 7 }] }, ctx).totalAmount).toBeNull();
    expect(withDerived(procurementOrder, { lines: [] }, ctx).totalAmount).toBeNull();
  });

  it('AOG response deadline = submission + the configured minutes (default 120); overdue while unanswered past it', () => {
    const record = { status: 'SUBMITTED', createdAt: '2026-11-21T08:00:00.000Z' };
    expect(aogDeadline(record, at('2026-11-21T08:00:00Z'))).toBe('2026-11-21T10:00:00.000Z');
    expect(aogDeadline(record, at('2026-11-21T08:00:00Z', { aogResponseMinutes: 30 }))).toBe('2026-11-21T08:30:00.000Z');
    expect(withDerived(aogOrder, record, at('2026-11-21T09:59:00Z')).overdue).toBe(false);
    expect(withDerived(aogOrder, record, at('2026-11-21T10:01:00Z')).overdue).toBe(true);
    // answered in time: not overdue however late it is now
    expect(withDerived(aogOrder, { ...record, status: 'ACCEPTED', acceptedAt: '2026-11-21T09:00:00Z' }, at('2026-11-22T00:00:00Z')).overdue).toBe(false);
    expect(withDerived(aogOrder, { ...record, status: 'ACCEPTED', acceptedAt: '2026-11-21T11:00:00Z' }, at('2026-11-22T00:00:00Z')).overdue).toBe(true);
  });

  it('open AOG orders rank first; overdue open ones are highlighted', () => {
    const ctx = at('2026-11-21T12:00:00Z');
    expect(aogOrder.rank!({ status: 'SOURCING' }, ctx)).toBeLessThan(aogOrder.rank!({ status: 'CLOSED' }, ctx));
    const overdue = withDerived(aogOrder, { status: 'SUBMITTED', createdAt: '2026-11-21T08:00:00Z' }, ctx);
    expect(aogOrder.rowTone!(overdue, ctx)).toBe('error');
    expect(aogOrder.rowTone!({ ...overdue, status: 'CLOSED' }, ctx)).toBeUndefined();
  });

  it('lease return due = start + days; overdue days and fee accrue while out and stop at the return', () => {
    const lease = { status: 'ON_LEASE', leaseStart: '2026-10-01', leaseDays: 30, dayRate: 850.5 };
    expect(withDerived(leaseOrder, lease, at('2026-10-20T00:00:00Z')).returnDueDate).toBe('2026-10-31');
    expect(leaseOverdueDays(lease, at('2026-10-31T04:00:00Z'))).toBe(0);
    expect(leaseOverdueDays(lease, at('2026-11-05T04:00:00Z'))).toBe(5);
    expect(leaseOverdueFee(lease, at('2026-11-05T04:00:00Z'))).toBe(4252.5);
    const returned = { ...lease, status: 'RETURNED', returnedAt: '2026-11-02T03:00:00Z' };
    expect(leaseOverdueDays(returned, at('2026-12-30T00:00:00Z'))).toBe(2);
    expect(leaseOrder.rowTone!(lease, at('2026-11-05T04:00:00Z'))).toBe('error');
    expect(leaseOrder.rowTone!(returned, at('2026-12-30T00:00:00Z'))).toBeUndefined();
    expect(leaseOverdueDays({ ...lease, status: 'APPROVED' }, at('2027-01-01T00:00:00Z'))).toBe(0);
  });

  it('exchange core due = replacement shipped + configured days (default 30); overdue until the core is received', () => {
    const ex = { status: 'REPLACEMENT_SHIPPED', replacementShippedAt: '2026-10-01T02:00:00Z' };
    expect(coreDueDate(ex, at('2026-10-02T00:00:00Z'))).toBe('2026-10-31');
    expect(coreDueDate(ex, at('2026-10-02T00:00:00Z', { coreReturnDays: 45 }))).toBe('2026-11-15');
    expect(coreOverdueDays(ex, at('2026-11-03T04:00:00Z'))).toBe(3);
    expect(substitutionOrder.rowTone!(ex, at('2026-11-03T04:00:00Z'))).toBe('error');
    const received = { ...ex, status: 'CORE_RECEIVED', coreReceivedAt: '2026-11-01T02:00:00Z' };
    expect(coreOverdueDays(received, at('2027-01-01T00:00:00Z'))).toBe(1);
    expect(coreDueDate({ status: 'APPROVED' }, at('2026-10-01T00:00:00Z'))).toBeNull();
  });
});

describe('validation shared by form and mock', () => {
  const ctx = at('2026-11-21T08:00:00Z');
  const line = { partNumber: '2117320-3', partName: '空气循环机', quantity: 2, unit: 'EA', conditionCode: 'NE' };
  const valid = {
    customerId: 'C-CCA',
    lines: [line],
    aircraftType: 'A320NEO',
    ataChapter: '21',
    certificateType: 'AAC-038',
    priority: 'URGENT',
    requiredBy: '2026-12-01',
    deliveryAddress: null,
    remark: null,
  };
  const fields = formFields(procurementOrder, 'create');

  it('accepts a complete order', () => {
    expect(validateValues(procurementOrder, fields, valid, { ctx, rules: procurementOrder.rules }).issues).toEqual([]);
  });

  // a problem of a line's cell is an issue of `lines` with its row and cell
  const withLine = (cells: Record<string, unknown>) => ({ ...valid, lines: [line, { ...line, partNumber: '3214552-1', ...cells }] });
  it.each([
    ['a missing required cell', withLine({ partNumber: undefined }), 'lines', 'resource.validation.required', 'partNumber'],
    ['a negative quantity', withLine({ quantity: -1 }), 'lines', 'resource.validation.min', 'quantity'],
    ['a fractional quantity', withLine({ quantity: 1.5 }), 'lines', 'resource.validation.integer', 'quantity'],
    ['a quantity as text', withLine({ quantity: '2' }), 'lines', 'resource.validation.number', 'quantity'],
    ['a text-direction override in a cell', withLine({ partName: '刹车\u202e组件' }), 'lines', 'resource.validation.text.bidi', 'partName'],
    ['a control character in a cell', withLine({ partName: 'a\u0000b' }), 'lines', 'resource.validation.text.control', 'partName'],
    ['a line break in a one-line cell', withLine({ partName: 'a\nb' }), 'lines', 'resource.validation.text.lineBreak', 'partName'],
    ['a lone surrogate', { ...valid, remark: 'x\ud800y' }, 'remark', 'resource.validation.text.surrogate', undefined],
    ['an unknown dictionary value', withLine({ unit: 'BOX' }), 'lines', 'resource.validation.option', 'unit'],
    ['a malformed P/N', withLine({ partNumber: 'a b' }), 'lines', 'resource.validation.partNumber', 'partNumber'],
    ['an order without lines', { ...valid, lines: [] }, 'lines', 'resource.validation.lines.none', undefined],
    ['a huge string', { ...valid, remark: 'x'.repeat(5000) }, 'remark', 'resource.validation.maxLength', undefined],
    ['an impossible date', { ...valid, requiredBy: '2026-02-30' }, 'requiredBy', 'resource.validation.date', undefined],
    ['a required-by date in the past (cross-field rule)', { ...valid, requiredBy: '2026-11-01' }, 'requiredBy', 'orders.validation.requiredByPast', undefined],
  ])('refuses %s', (_name, values, field, message, cell) => {
    // the option store of 选项配置 knows every value but 'BOX' (unit is a dictionary)
    const dictionary = (_t: string, v: string) => (v === 'BOX' ? 'unknown' : 'ok') as 'ok' | 'unknown';
    const { issues } = validateValues(procurementOrder, fields, values, { ctx, rules: procurementOrder.rules, dictionary });
    expect(issues).toEqual(expect.arrayContaining([expect.objectContaining({ field, message, ...(cell ? { row: 2, cell } : {}) })]));
  });

  it("an exchange needs a need date, from the order's day on (the rule procurement has)", () => {
    const exchange = {
      customerId: 'C-CCA',
      removedPartNumber: '2117320-3',
      removedPartName: '空气循环机',
      removedSerialNumber: 'SN77001',
      removalReason: '功能失效',
      replacementPartNumber: '2117320-3',
      requiredBy: '2026-11-21',
    };
    const check = (values: Record<string, unknown>) =>
      validateValues(substitutionOrder, formFields(substitutionOrder, 'create'), values, { ctx, rules: substitutionOrder.rules }).issues;
    expect(check(exchange)).toEqual([]); // today itself
    expect(check({ ...exchange, requiredBy: '2026-11-20' })).toEqual([
      expect.objectContaining({ field: 'requiredBy', message: 'orders.validation.requiredByPast' }),
    ]);
    expect(check({ ...exchange, requiredBy: undefined })).toEqual([expect.objectContaining({ field: 'requiredBy', message: 'resource.validation.choose' })]);
  });

  it('stores markup-looking text as typed (shown as text, never interpreted)', () => {
    const typed = { ...valid, lines: [{ ...line, partName: '<b>主轮</b> & <script>x</script>' }], remark: 'javascript: error\n第二行' };
    const { issues, clean } = validateValues(procurementOrder, fields, typed, { ctx, rules: procurementOrder.rules });
    expect(issues).toEqual([]);
    expect((clean.lines as { partName: string }[])[0].partName).toBe('<b>主轮</b> & <script>x</script>');
    expect(clean.remark).toBe('javascript: error\n第二行');
  });

  it('refuses extra fields and non-object bodies', () => {
    expect(validateValues(procurementOrder, fields, { ...valid, status: 'CLOSED' }, { ctx }).issues[0]).toEqual({
      message: 'resource.validation.unknownField',
      params: { field: 'status' },
    });
    expect(validateValues(procurementOrder, fields, [valid], { ctx }).issues[0].message).toBe('resource.validation.body');
    expect(validateValues(procurementOrder, fields, null, { ctx }).issues[0].message).toBe('resource.validation.body');
  });

  it('checks dictionary values, keeping a disabled item valid only where it is already stored', () => {
    const field = procurementOrder.field('priority')!;
    const dictionary = (_t: string, v: string) => (v === 'NE' ? 'ok' : v === 'AR' ? 'disabled' : 'unknown') as 'ok' | 'disabled' | 'unknown';
    expect(checkField(procurementOrder, field, 'XX', { dictionary }).issue?.message).toBe('resource.validation.option');
    expect(checkField(procurementOrder, field, 'AR', { dictionary }).issue?.message).toBe('resource.validation.optionDisabled');
    expect(checkField(procurementOrder, field, 'AR', { dictionary, previous: 'AR' }).issue).toBeUndefined();
  });

  it('asks to choose what is chosen — a select, a date, a record picked from a master (the customer) — and to fill in what is typed', () => {
    const missing = (key: string) => checkField(procurementOrder, procurementOrder.field(key)!, undefined).issue?.message;
    expect(missing('customerId')).toBe('resource.validation.choose');
    expect(missing('priority')).toBe('resource.validation.choose');
    expect(missing('requiredBy')).toBe('resource.validation.choose');
    expect(checkField(aogOrder, aogOrder.field('contactName')!, undefined).issue?.message).toBe('resource.validation.required');
  });

  it('capitalises registrations and checks their shape; AOG-since may not lie in the future', () => {
    const reg = aogOrder.field('aircraftRegistration')!;
    expect(checkField(aogOrder, reg, 'b-652a').value).toBe('B-652A');
    expect(checkField(aogOrder, reg, 'B652A').issue?.message).toBe('resource.validation.registration');
    const since = aogOrder.field('aogSince')!;
    expect(checkField(aogOrder, since, '2026-11-21T09:00:00Z', { ctx }).issue?.message).toBe('resource.validation.notFuture');
    expect(checkField(aogOrder, since, '2026-11-21T07:00:00Z', { ctx }).value).toBe('2026-11-21T07:00:00.000Z');
  });
});
