/** 被引用 (src/domain/engine/referencedBy.ts): the names of what refers to a record, joined and read back. */
import { referenceNames, referencedBy, type DomainContext } from '@/domain/engine';

const ctx = (answer: Record<string, string[]>): DomainContext =>
  ({ references: (resource: string, id: string) => (answer[`${resource}/${id}`] ?? []).map((name) => ({ name })) }) as unknown as DomainContext;

describe('referencedBy', () => {
  it('names what refers to the record, in the order answered, and reads the names back', () => {
    const value = referencedBy('selectType')({ id: 'carrier' }, ctx({ 'selectType/carrier': ['采购订单', 'AOG订单', '替换订单'] }));
    expect(referenceNames(value)).toEqual(['采购订单', 'AOG订单', '替换订单']);
  });

  it('asks about its own resource only', () => {
    const value = referencedBy('approvalGroup')({ id: 'carrier' }, ctx({ 'selectType/carrier': ['采购订单'] }));
    expect(referenceNames(value)).toEqual([]);
  });

  it('is empty without references (no provider, nothing refers)', () => {
    expect(referencedBy('selectType')({ id: 'x' }, {} as DomainContext)).toBe('');
    expect(referenceNames('')).toEqual([]);
    expect(referenceNames(undefined)).toEqual([]);
  });
});
