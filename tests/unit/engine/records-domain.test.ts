/**
 * The plain rules around one record: who may post in a thread and when, what a message may hold, the
 * record address and its parsing, related resources both ways, and the "mine" filters a definition
 * offers.
 */
import { RECORD_ID_PARAM, recordHref } from '@/domain/links';
import { checkMessage, codesOf, incomingRelations, mineFiltersOf, mineTest, outgoingRelations, raisableFrom, threadProblem } from '@/domain/engine';
import { aogOrder, leaseOrder, procurementOrder, resources, substitutionOrder } from '@/domain/desks';

describe('thread', () => {
  it('is declared on the four orders with the reply code, open in every status that is not final', () => {
    for (const def of [procurementOrder, aogOrder, leaseOrder, substitutionOrder]) {
      expect(def.thread?.code).toBe(`${def.key}:reply`);
      expect(codesOf(def)).toContain(`${def.key}:reply`);
    }
    expect(threadProblem(aogOrder, { status: 'SOURCING' })).toBeNull();
    expect(threadProblem(leaseOrder, { status: 'ON_LEASE' })).toBeNull();
    expect(threadProblem(aogOrder, { status: 'CLOSED' })).toEqual({ message: 'resource.thread.closed', params: { status: 'aogOrder.status.CLOSED' } });
    expect(threadProblem(aogOrder, { status: 'CANCELLED' })).not.toBeNull();
  });

  it('a message is plain multi-line text within the limit, or files', () => {
    expect(checkMessage({ text: '  第一行\n第二行 <script>  ' }).clean).toEqual({ text: '第一行\n第二行 <script>', fileIds: [] });
    expect(checkMessage({ text: '', fileIds: ['F000001'] }).clean).toEqual({ text: '', fileIds: ['F000001'] });
    const problem = (body: unknown) => checkMessage(body).issues.map((i) => i.message);
    expect(problem({ text: '' })).toEqual(['resource.validation.required']);
    expect(problem({ text: 'a\u202eb' })).toEqual(['resource.validation.text.bidi']);
    expect(problem({ text: '\ud800' })).toEqual(['resource.validation.text.surrogate']);
    expect(problem({ text: 'x'.repeat(2001) })).toEqual(['resource.validation.maxLength']);
    expect(problem({ text: 1 })).toEqual(['resource.validation.type']);
    expect(problem({ text: 'ok', fileIds: ['a', 'a'] })).toEqual(['resource.thread.duplicateFile']);
    expect(problem({ text: 'ok', fileIds: Array.from({ length: 11 }, (_, i) => `F${i}`) })).toEqual(['resource.validation.tooMany']);
    expect(problem({ text: 'ok', status: 'CLOSED' })).toEqual(['resource.validation.unknownField']);
    expect(problem(['ok'])).toEqual(['resource.validation.body']);
  });
});

describe('record address', () => {
  it('is /<route>?id=<id>, the id read back as written', () => {
    const href = recordHref('aogOrder', 'aogOrder-000012');
    expect(href).toBe('/aogOrder?id=aogOrder-000012');
    const odd = 'a b&c=d/é';
    const url = new URL(recordHref('leaseOrder', odd), 'http://portal');
    expect(url.pathname).toBe('/leaseOrder');
    expect(url.searchParams.get(RECORD_ID_PARAM)).toBe(odd);
  });
});

describe('related records', () => {
  it('the exchange order names its AOG order; the AOG order sees it as incoming and may raise one while open', () => {
    expect(outgoingRelations(substitutionOrder).map((r) => [r.field.key, r.target])).toEqual([['aogOrderId', 'aogOrder']]);
    expect(incomingRelations(resources, 'aogOrder').map((r) => [r.holder.key, r.field.key])).toEqual([['substitutionOrder', 'aogOrderId']]);
    expect(raisableFrom(resources, 'aogOrder', 'SOURCING').map((r) => r.holder.key)).toEqual(['substitutionOrder']);
    expect(raisableFrom(resources, 'aogOrder', 'SUBMITTED')).toEqual([]);
    const aog = {
      id: 'aogOrder-000001',
      customerId: 'C-CSN',
      partNumber: '2118142-2',
      partName: '燃油泵',
      faultDescription: '燃油泵低压告警',
      aircraftType: 'A320NEO',
      aircraftRegistration: 'B-652A',
      ataChapter: '28',
    };
    expect(substitutionOrder.field('aogOrderId')!.relatedTo!.raise!.prefill(aog)).toMatchObject({
      aogOrderId: 'aogOrder-000001',
      customerId: 'C-CSN',
      removedPartNumber: '2118142-2',
      replacementPartNumber: '2118142-2',
      removalReason: '燃油泵低压告警',
    });
  });
});

describe('mine', () => {
  it('business records offer "I applied for"; the AOG desk also "assigned to me"', () => {
    expect(mineFiltersOf(leaseOrder)).toEqual(['applied']);
    expect(mineFiltersOf(aogOrder)).toEqual(['applied', 'assigned']);
    expect(mineTest(aogOrder, 'assigned', 'manager')!({ handlerNo: 'manager' })).toBe(true);
    expect(mineTest(aogOrder, 'applied', 'manager')!({ applicantNo: 'staff' })).toBe(false);
    expect(mineTest(leaseOrder, 'assigned', 'manager')).toBeNull();
  });
});
