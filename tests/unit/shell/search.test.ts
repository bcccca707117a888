/**
 * Global search (src/core/search, src/domain/recordCodes.ts, mock/notifications.ts): it offers only
 * the pages the user may open, a record code only when its page may be opened, and the server's
 * lookup by code answers only records the user may read (page permission, data scope) — alike null
 * for a code nobody has.
 */
import notificationRoutes from '../../../mock/notifications';
import * as store from '../../../mock/lib/store';
import { pageIndex, search } from '@/core/search';
import { sampleMenu } from '@/domain/menu';
import { parseRecordCode } from '@/domain/recordCodes';
import { aogOrder } from '@/domain/resources';
import { caller, fresh } from '../mock/harness';

const call = caller(notificationRoutes);
const title = (name: string) => `T-${name}`;

beforeEach(fresh);

describe('the page index', () => {
  const allowed = new Set(['aogOrder', 'leaseOrder', 'claimApplication']);
  const canOpen = (name: string) => allowed.has(name);
  const pages = pageIndex(sampleMenu, canOpen, title);

  it('holds exactly the pages the user may open', () => {
    expect(pages.map((p) => p.item.name).sort()).toEqual([...allowed].sort());
  });

  it('a page the user may not open is never offered, whatever is typed', () => {
    expect(search('procurementOrder', pages, canOpen)).toEqual([]);
    expect(search('T-aog', pages, canOpen).map((h) => (h.type === 'page' ? h.item.name : h.code))).toEqual(['aogOrder']);
  });

  it('a record code is offered only when its page may be opened', () => {
    expect(search('aog-20261123-0018', pages, canOpen)[0]).toEqual({ type: 'record', resource: 'aogOrder', code: 'AOG-20261123-0018' });
    expect(search('PO-20261123-0001', pages, canOpen)).toEqual([]);
    expect(parseRecordCode('XYZ-20261123-0001')).toBeNull();
    expect(parseRecordCode('AOG-2026')).toBeNull();
  });
});

describe('the lookup by code', () => {
  const lookup = (code: string, as: string) => call('GET /api/management/records/by-code', { as, query: { code } }).body;

  it('answers where a record is for a reader, null for a user without the page and for an unknown code', () => {
    const row = store.storedRows(aogOrder)[0];
    expect(lookup(String(row.code).toLowerCase(), 'manager')).toEqual({ success: true, data: { resource: 'aogOrder', id: row.id, code: row.code } });
    // 培训主管 may not open AOG订单
    expect(lookup(String(row.code), 'trainer').data).toBeNull();
    expect(lookup('AOG-19990101-9999', 'manager').data).toBeNull();
    expect(lookup('not a code', 'manager').data).toBeNull();
  });

  it('a record outside the reader’s data scope is null too', () => {
    const row = store.storedRows(aogOrder)[0];
    const hidden = store.addRowFilter('aogOrder', (r, user) => !(r.id === row.id && user.userNo === 'staff'));
    try {
      expect(lookup(String(row.code), 'staff').data).toBeNull();
      expect(lookup(String(row.code), 'manager').data).toMatchObject({ id: row.id });
    } finally {
      hidden();
    }
  });
});
