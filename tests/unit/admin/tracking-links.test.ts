/**
 * A carrier's tracking page, configured in 选项配置: the link is an https address with {no} once where
 * the tracking number goes; the server refuses any other, keeps it when an item is edited, and the
 * pages build the address with the number (encoded).
 */
import { trackingHref, trackingLinkProblem } from '@/domain/tracking';
import admin from '../../../mock/admin';
import { versionOf } from '../../../mock/lib/admin/adminVersions';
import { call, fresh, type Routes } from './harness';

const routes = admin as Routes;
const M = '/api/management';
const carrier = () => call(routes, `GET ${M}/select-types`).body.data.find((d: { type: string }) => d.type === 'carrier');
const setLink = (value: string, link: string) =>
  call(routes, `PUT ${M}/select-types/:type/items/:value`, { params: { type: 'carrier', value }, body: { link, version: versionOf('dictionary', 'carrier') } })
    .body;

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
    expect(carrier().items.find((i: { value: string }) => i.value === 'SF').link).toContain('{no}');
    const edit = call(routes, `PUT ${M}/select-types/:type/items/:value`, {
      params: { type: 'carrier', value: 'SF' },
      body: { label: '顺丰', version: versionOf('dictionary', 'carrier') },
    }).body;
    expect(edit.success).toBe(true);
    expect(carrier().items.find((i: { value: string }) => i.value === 'SF')).toMatchObject({ label: '顺丰', link: expect.stringContaining('{no}') });
  });
  it('saves a valid link and refuses a broken one with the rule’s message, changing nothing', () => {
    expect(setLink('CARGO-CA', 'https://cargo.example.com/awb?no={no}').success).toBe(true);
    const refused = setLink('CARGO-CA', 'https://cargo.example.com/awb');
    expect(refused).toMatchObject({ success: false });
    expect(refused.errorMessage).toContain('{no}');
    expect(carrier().items.find((i: { value: string }) => i.value === 'CARGO-CA').link).toBe('https://cargo.example.com/awb?no={no}');
  });
});
