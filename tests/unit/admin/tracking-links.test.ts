/**
 * A carrier's tracking page, configured in 选项配置: the link is an https address with {no} once where
 * the tracking number goes; the server refuses any other, keeps it when an item is edited, and the
 * pages build the address with the number (encoded).
 */
import { trackingHref, trackingLinkProblem } from '@/domain/tracking';
import { selectType } from '@/domain/desks/dictionaries';
import { routesOf } from '../../../mock/resources';
import { caller, fresh } from '../mock/harness';

const call = caller(routesOf(selectType));
const B = '/api/management/selectType';
type Item = { value: string; label: string; link?: string };
const carrier = () => call(`GET ${B}/:id`, { params: { id: 'DICT-carrier' } }).body.data;
/** the carrier dictionary saved with `change` made to the item `value` */
const saveItem = (value: string, change: Partial<Item>) => {
  const d = carrier();
  const items = d.items.map((i: Item) => (i.value === value ? { ...i, ...change } : i));
  return call(`PUT ${B}/:id`, { params: { id: 'DICT-carrier' }, body: { items, version: d.version } }).body;
};
const setLink = (value: string, link: string) => saveItem(value, { link });

beforeEach(fresh);

describe('the rule', () => {
  it('accepts an https address with {no} once; refuses another scheme, no {no}, two, spaces, a long one', () => {
    expect(trackingLinkProblem('https://track.example.com/q?no={no}')).toBeNull();
    expect(trackingLinkProblem('http://track.example.com/q?no={no}')).toBe('server.options.linkAddress');
    expect(trackingLinkProblem('javascript:alert({no})')).toBe('server.options.linkAddress');
    expect(trackingLinkProblem('https://track.example.com/q')).toBe('server.options.linkNumber');
    expect(trackingLinkProblem('https://track.example.com/{no}/{no}')).toBe('server.options.linkNumber');
    expect(trackingLinkProblem('https://track.example.com/ q={no}')).toBe('server.options.linkAddress');
    expect(trackingLinkProblem(`https://t.example.com/${'a'.repeat(300)}{no}`)).toBe('server.options.linkLength');
  });
  it('puts the number, encoded, where {no} is; nothing without a link or a number', () => {
    expect(trackingHref('https://t.example.com/q?no={no}', ' SF 123/4 ')).toBe('https://t.example.com/q?no=SF%20123%2F4');
    expect(trackingHref(undefined, 'SF1')).toBeUndefined();
    expect(trackingHref('https://t.example.com/q?no={no}', '')).toBeUndefined();
    expect(trackingHref('http://t.example.com/q?no={no}', 'SF1')).toBeUndefined();
  });
});

describe('选项配置', () => {
  it('seeds the carriers’ tracking pages and keeps a link when the item is edited otherwise', () => {
    expect(carrier().items.find((i: Item) => i.value === 'SF').link).toContain('{no}');
    expect(saveItem('SF', { label: '顺丰' }).success).toBe(true);
    expect(carrier().items.find((i: Item) => i.value === 'SF')).toMatchObject({ label: '顺丰', link: expect.stringContaining('{no}') });
  });
  it('saves a valid link and refuses a broken one with the rule’s message, changing nothing', () => {
    expect(setLink('CARGO-CA', 'https://cargo.example.com/awb?no={no}').success).toBe(true);
    const refused = setLink('CARGO-CA', 'https://cargo.example.com/awb');
    expect(refused).toMatchObject({ success: false });
    expect(refused.errorMessage).toContain('{no}');
    expect(carrier().items.find((i: Item) => i.value === 'CARGO-CA').link).toBe('https://cargo.example.com/awb?no={no}');
  });
});
