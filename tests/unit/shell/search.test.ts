/**
 * Global search (src/core/search, src/domain/search.ts, mock/search.ts): the dialog offers only the
 * pages the user may open and the records the server found, grouped by desk, each at its address;
 * the server searches every desk whose page the user holds, through the desk's own list read (data
 * scope, secrecy), in the fields the definitions declare, a bounded number a desk, and refuses a
 * malformed query. The lookup by code (mock/notifications.ts) still answers only readable records.
 */
import Ajv2020 from 'ajv/dist/2020';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import notificationRoutes from '../../../mock/notifications';
// the running mock's row filters (data scope, secrecy) are registered by the administration module
import '../../../mock/admin';
import searchRoutes from '../../../mock/search';
import * as store from '../../../mock/lib/store/store';
import { asksForRecords, pageIndex, recordHits, searchOptions, searchPages } from '@/core/search';
import { sampleMenu } from '@/domain/menu';
import { parseRecordCode } from '@/domain/recordCodes';
import { aogOrder, procurementOrder, resourceOf } from '@/domain/desks';
import { technicalMaterials } from '@/domain/desks/knowledge';
import { SEARCH_HITS_PER_DESK, searchHit, searchQueryProblem, snippet, type SearchGroup } from '@/domain/search';
import { caller, fresh } from '../mock/harness';

const lookupCall = caller(notificationRoutes);
const call = caller(searchRoutes);
const title = (name: string) => `T-${name}`;
const search = (q: unknown, as: string, extra: Record<string, unknown> = {}) => call('GET /api/management/search', { as, query: { q, ...extra } });

const doc = JSON.parse(readFileSync(join(__dirname, '../../../config/openapi.json'), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema({ ...doc, $id: 'openapi.json' });
const validAnswer = ajv.compile({ $ref: 'openapi.json#/paths/~1api~1management~1search/get/responses/200/content/application~1json/schema' });

beforeEach(fresh);

describe('the dialog’s options', () => {
  const allowed = new Set(['aogOrder', 'leaseOrder', 'claimApplication']);
  const canOpen = (name: string) => allowed.has(name);
  const pages = pageIndex(sampleMenu, canOpen, title);
  const group = (resource: string, page: string, ids: string[]): SearchGroup => ({
    resource,
    page,
    total: ids.length + 10,
    hits: ids.map((id) => ({ id, title: id })),
  });

  it('holds exactly the pages the user may open', () => {
    expect(pages.map((p) => p.item.name).sort()).toEqual([...allowed].sort());
    expect(searchPages('procurementOrder', pages)).toEqual([]);
    expect(searchPages('T-aog', pages).map((h) => h.item.name)).toEqual(['aogOrder']);
  });

  it('lists pages first, then the records desk by desk, each at its desk’s record address', () => {
    const groups = [group('aogOrder', 'aogOrder', ['a1', 'a2']), group('faq', 'customerService', ['f1'])];
    const options = searchOptions('T-', pages, groups);
    expect(options.map((o) => (o.type === 'page' ? `page:${o.item.name}` : `${o.resource}:${o.hit.id}`))).toEqual([
      ...searchPages('T-', pages)
        .slice(0, 4)
        .map((p) => `page:${p.item.name}`),
      'aogOrder:a1',
      'aogOrder:a2',
      'faq:f1',
    ]);
    expect(recordHits(groups).map((h) => h.href)).toEqual(['/aogOrder?id=a1', '/aogOrder?id=a2', '/customerService?tab=faq&id=f1']);
  });

  it('asks the server only for a query of 2–60 characters', () => {
    expect(asksForRecords('A')).toBe(false);
    expect(asksForRecords(' AO ')).toBe(true);
    expect(asksForRecords('x'.repeat(61))).toBe(false);
    expect(searchQueryProblem(['AOG', 'PO'])).toBe('server.search.query');
  });

  it('a hit names its record by code and the field it was found by', () => {
    const row = {
      id: 'x',
      code: 'PO-20261101-0001',
      status: 'QUOTED',
      customerName: '东方航空',
      lines: [
        { partNumber: 'X-1', partName: '活门', quantity: 1 },
        { partNumber: '2117320-3', partName: '燃油泵', quantity: 2 },
      ],
    };
    expect(searchHit(procurementOrder, row, '2117320')).toEqual({
      id: 'x',
      title: 'PO-20261101-0001',
      status: 'QUOTED',
      field: 'procurementOrder.field.lines',
      text: '2117320-3 燃油泵',
    });
    expect(searchHit(procurementOrder, row, '东方')).toMatchObject({ field: 'resource.field.customer', text: '东方航空' });
    expect(snippet(`${'a'.repeat(100)}NEEDLE${'b'.repeat(100)}`, 'needle')).toMatch(/^…a+NEEDLEb+…$/);
  });
});

describe('the search across records (GET /search)', () => {
  it('finds records by a part of their code, grouped by desk, in the shape of the OpenAPI document', () => {
    const answer = search('AOG-2026', 'manager').body;
    expect(answer.success).toBe(true);
    expect(validAnswer(answer)).toBe(true);
    const aog = (answer.data as SearchGroup[]).find((g) => g.resource === 'aogOrder')!;
    expect(aog.total).toBeGreaterThan(SEARCH_HITS_PER_DESK);
    expect(aog.hits).toHaveLength(SEARCH_HITS_PER_DESK);
    for (const hit of aog.hits) expect(hit.title.startsWith('AOG-2026')).toBe(true);
  });

  it('finds a P/N on every desk that holds it, in the fields each definition declares', () => {
    const pn = String(store.storedRows(aogOrder)[0].partNumber);
    const groups = search(pn, 'manager').body.data as SearchGroup[];
    const desks = groups.map((g) => g.resource);
    expect(desks).toContain('aogOrder');
    for (const g of groups) {
      const def = resourceOf(g.resource)!;
      for (const hit of g.hits) {
        const row = store.storedRows(def).find((r) => r.id === hit.id)!;
        expect(def.keywordFields.some((k) => row[k] != null && JSON.stringify(row[k]).toLowerCase().includes(pn.toLowerCase()))).toBe(true);
      }
    }
  });

  it('searches only the desks whose page the user holds', () => {
    const code = String(store.storedRows(aogOrder)[0].code);
    expect((search(code, 'manager').body.data as SearchGroup[]).map((g) => g.resource)).toEqual(['aogOrder']);
    // 培训主管 may not open AOG订单
    expect((search(code, 'trainer').body.data as SearchGroup[]).map((g) => g.resource)).not.toContain('aogOrder');
  });

  it('a staff user does not find a 机密 technical material by its document number; the administrator does', () => {
    const secret = store.storedRows(technicalMaterials).find((r) => r.secrecyLevel === 'CONFIDENTIAL')!;
    const found = (as: string) => (search(String(secret.documentNo), as).body.data as SearchGroup[]).flatMap((g) => g.hits.map((h) => h.id));
    expect(found('admin')).toContain(secret.id);
    expect(found('staff')).not.toContain(secret.id);
    expect(found('engineer')).not.toContain(secret.id);
  });

  it('leaves out what the data scope hides', () => {
    const row = store.storedRows(aogOrder)[0];
    const hidden = store.addRowFilter('aogOrder', (r, user) => !(r.id === row.id && user.userNo === 'manager'));
    try {
      const ids = (search(String(row.code), 'manager').body.data as SearchGroup[]).flatMap((g) => g.hits.map((h) => h.id));
      expect(ids).not.toContain(row.id);
    } finally {
      hidden();
    }
  });

  it.each([
    ['missing', undefined],
    ['one character', 'A'],
    ['blank', '   '],
    ['too long', 'x'.repeat(61)],
    ['repeated', ['AOG', 'PO']],
    ['an object', { $gt: '' }],
  ])('refuses a malformed query (%s) as VALIDATION', (_, q) => {
    const body = search(q, 'manager').body;
    expect(body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  });

  it('refuses another parameter and a call without a token', () => {
    expect(search('AOG', 'manager', { resource: 'aogOrder' }).body.errorCode).toBe('VALIDATION');
    expect(call('GET /api/management/search', { as: null, query: { q: 'AOG' } }).status).toBe(401);
  });
});

describe('the lookup by code', () => {
  const lookup = (code: string, as: string) => lookupCall('GET /api/management/records/by-code', { as, query: { code } }).body;

  it('answers where a record is for a reader, null for a user without the page and for an unknown code', () => {
    const row = store.storedRows(aogOrder)[0];
    expect(lookup(String(row.code).toLowerCase(), 'manager')).toEqual({ success: true, data: { resource: 'aogOrder', id: row.id, code: row.code } });
    expect(lookup(String(row.code), 'trainer').data).toBeNull();
    expect(lookup('AOG-19990101-9999', 'manager').data).toBeNull();
    expect(parseRecordCode('AOG-2026')).toBeNull();
  });
});
