/**
 * 选项配置's dictionaries on the resource engine (src/domain/desks/dictionaries.ts): the portal's selects
 * read the engine's records (`GET {management}/options/dictionaries`); a disabled item is refused for
 * new values but still labels old ones; a type code is unique whatever its case and fixed once created;
 * an item's value is unique in its dictionary and fixed once saved (disabled, never removed); a tracking
 * link only on a carrier's items; a dictionary the portal reads (被引用) is not deleted, in its own words;
 * only the holder of the page's codes writes.
 */
import { selectType } from '@/domain/desks/dictionaries';
import { serverText } from '@/domain/serverMessages';
import { routesOf } from '../../../mock/resources';
import optionRoutes from '../../../mock/options';
import { dictionaryCheck, labelOf } from '../../../mock/lib/store/options';
import { caller, fresh } from '../mock/harness';

const call = caller({ ...routesOf(selectType), ...optionRoutes });
const B = '/api/management/selectType';
const create = (body: Record<string, unknown>, as = 'admin') => call(`POST ${B}`, { as, body }).body;
const get = (id: string) => call(`GET ${B}/:id`, { params: { id } }).body.data;
const edit = (id: string, body: Record<string, unknown>, as = 'admin') =>
  call(`PUT ${B}/:id`, { as, params: { id }, body: { ...body, version: get(id).version } }).body;
const issueOf = (answer: any, field: string) => answer.data?.issues?.find((i: any) => i.field === field);
const item = (value: string, label: string, order = 1) => ({ value, label, order, enabled: true });
const slim = (type: string, as = 'staff') => call('GET /api/management/options/dictionaries', { as }).body.data.find((d: any) => d.type === type);

beforeEach(fresh);

describe('the dictionaries as the portal reads them', () => {
  it('answers the seeded dictionaries from the records, items in display order, to any signed-in user', () => {
    const currency = slim('currency');
    expect(currency).toMatchObject({ name: '币种', nameEn: 'Currency' });
    expect(currency.items.map((i: any) => i.value)).toEqual(['CNY', 'USD', 'EUR']);
    expect(slim('carrier').items.find((i: any) => i.value === 'SF').link).toContain('{no}');
  });

  it('a disabled item is refused for new values but still labels old ones; a switch is an edit of the items', () => {
    expect(dictionaryCheck('currency', 'USD')).toBe('ok');
    const items = get('DICT-currency').items.map((i: any) => (i.value === 'USD' ? { ...i, enabled: false } : i));
    expect(edit('DICT-currency', { items }).success).toBe(true);
    expect(dictionaryCheck('currency', 'USD')).toBe('disabled');
    expect(labelOf('currency', 'USD')).toBe('USD 美元');
    expect(slim('currency').items.find((i: any) => i.value === 'USD')).toMatchObject({ enabled: false, label: 'USD 美元' });
  });
});

describe('the rules of a dictionary', () => {
  it('creates one with its items; the type code is unique whatever its case and not changed afterwards', () => {
    const made = create({ type: 'complaintChannel', name: '投诉渠道', items: [item('PHONE', '电话', 2), item('MAIL', '邮件', 1)] });
    expect(made.success).toBe(true);
    expect(made.data).toMatchObject({ type: 'complaintChannel', itemCount: 2, usedBy: '' });
    expect(slim('complaintChannel').items.map((i: any) => i.value)).toEqual(['MAIL', 'PHONE']);
    expect(issueOf(create({ type: 'COMPLAINTCHANNEL', name: '重复' }), 'type').text).toBe(
      serverText('selectType.error.typeTaken', { type: 'COMPLAINTCHANNEL' }),
    );
    expect(issueOf(create({ type: '9x', name: '坏编码' }), 'type').message).toBe('selectType.error.type');
    expect(edit(made.data.id, { type: 'other' })).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(get(made.data.id).type).toBe('complaintChannel');
  });

  it('an item value is unique in the dictionary and, once saved, neither changed nor removed', () => {
    const twice = create({ type: 'channel', name: '渠道', items: [item('A', '甲'), item('A', '乙', 2)] });
    expect(issueOf(twice, 'items')).toMatchObject({ row: 2, cell: 'value', message: 'selectType.error.valueTwice' });
    const id = create({ type: 'channel', name: '渠道', items: [item('A', '甲'), item('B', '乙', 2)] }).data.id;
    const renamed = edit(id, { items: [item('A', '甲'), item('C', '乙', 2)] });
    expect(issueOf(renamed, 'items').text).toBe(serverText('selectType.error.valueFixed', { value: 'B' }));
    expect(issueOf(edit(id, { items: [item('A', '甲')] }), 'items').message).toBe('selectType.error.valueFixed');
    expect(edit(id, { items: [item('B', '乙乙', 1), item('A', '甲', 2), item('D', '丁', 3)] }).success).toBe(true);
    expect(slim('channel').items.map((i: any) => `${i.value}:${i.label}`)).toEqual(['B:乙乙', 'A:甲', 'D:丁']);
  });

  it("takes a tracking link only on a carrier's items, and then a valid one", () => {
    const linked = { ...item('X', '某快递', 8), link: 'https://x.example.com/t?no={no}' };
    expect(issueOf(create({ type: 'courier', name: '快递', items: [linked] }), 'items').message).toBe('selectType.error.linkNotHere');
    const carrier = get('DICT-carrier');
    expect(issueOf(edit('DICT-carrier', { items: [...carrier.items, { ...linked, link: 'http://x.example.com/{no}' }] }), 'items').message).toBe(
      'server.options.linkAddress',
    );
    expect(edit('DICT-carrier', { items: [...carrier.items, linked] }).success).toBe(true);
  });

  it('refuses deleting a dictionary the portal reads, in its own words; deletes one nothing reads', () => {
    const currency = get('DICT-currency');
    expect(currency.usedBy).toContain('采购订单');
    expect(get('DICT-customer').usedBy).toContain(serverText('menu.surveysList'));
    const refused = call(`DELETE ${B}/:id`, { params: { id: 'DICT-currency' }, query: { version: String(currency.version) } }).body;
    expect(refused).toMatchObject({ success: false, errorCode: 'NOT_REMOVABLE' });
    expect(refused.errorMessage).toBe(serverText('selectType.error.inUse', { name: '币种', readers: currency.usedBy }));
    const made = create({ type: 'scratch', name: '临时' }).data;
    expect(call(`DELETE ${B}/:id`, { params: { id: made.id }, query: { version: '1' } }).body.success).toBe(true);
    expect(slim('scratch')).toBeUndefined();
  });

  it('only the holder of the page writes them (the engine codes selectType:create / :edit / :delete)', () => {
    expect(selectType.codes).toMatchObject({ create: 'selectType:create', edit: 'selectType:edit', remove: 'selectType:delete', export: 'selectType:export' });
    expect(create({ type: 'sneaky', name: '越权' }, 'manager')).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect(edit('DICT-currency', { name: '币' }, 'manager')).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  });
});
