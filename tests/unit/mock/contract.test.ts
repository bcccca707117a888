/**
 * The mock answers what config/openapi.json says, and the document is what the definitions say.
 * Every write endpoint of every resource gets at least 20 malformed payloads: each is answered with a
 * business error (HTTP 200, success false, a known errorCode, a message — never INTERNAL) and leaves
 * the store exactly as it was.
 */
import { resources } from '@/domain/desks';
import { API } from '@/domain/endpoints';
import { actionInput, actionProblem, canChangeAttachments, canEdit, codesOf, formFields, withDerived, type ActionDef, type FieldDef } from '@/domain/engine';
import { settingsContext } from '../../../mock/lib/store/options';
import { deserialize } from 'node:v8';
import { collectionStates, restoreDb } from '../../../mock/lib/store/db';
import * as store from '../../../mock/lib/store/store';
import { buildOpenApi } from '../../../scripts/openapi-doc';
import { cap, doc, expectContract, expectRefused, requestValidator, seedForContracts } from './contractKit';
import { CREATE_ROOM, malformed, sample, sampleRow, validCreate } from './contractSamples';
import { heldSerial } from './heldSerial';
import { engineServer } from './routes';
import { mockServer } from './harness';
import customerRoutes from '../../../mock/customers';

const call = engineServer();
let seeded: Buffer;
beforeAll(() => {
  seeded = seedForContracts();
});

it('config/openapi.json is up to date with the resource definitions (npx tsx scripts/openapi.ts)', () => {
  expect(doc).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
});

/** a table's records as text, those of a saved table read once per saved copy */
const savedText = new WeakMap<Uint8Array, string>();
const rowsText = (table: unknown) => JSON.stringify([...(table as { rows: Map<string, unknown> }).rows.values()]);
/** every resource table's records as text (the logs record the refusals; a table not read since the restore is as saved) */
const snapshot = () => {
  const texts = new Map<string, string>();
  for (const [name, state] of collectionStates()) {
    if (!name.startsWith('resource:')) continue;
    if ('value' in state) texts.set(name, rowsText(state.value));
    else {
      if (!savedText.has(state.bytes)) savedText.set(state.bytes, rowsText(deserialize(state.bytes)));
      texts.set(name, savedText.get(state.bytes)!);
    }
  }
  return texts;
};
/** the tables whose records differ from `before` (a table first used meanwhile is seeded, not changed) */
const unchanged = (before: Map<string, string>) => {
  const now = snapshot();
  return [...before].filter(([name, text]) => now.get(name) !== text).map(([name]) => name);
};

describe.each(resources.map((d) => [d.key, d] as const))('%s', (key, def) => {
  beforeEach(() => restoreDb(seeded));
  const R = cap(key);
  const base = `${API[def.base]}/${key}`;
  // a desk whose records are never edited (no edit code: 我的建议) has no edit or attachment calls
  const editable = codesOf(def).includes(def.codes.edit);

  it('answers list, detail and export as documented', async () => {
    expectContract(base, 'get', await call('GET', base, { query: { pageSize: 50, sortField: 'createdAt', sortOrder: 'ascend' } }));
    expectContract(base, 'get', await call('GET', base, { query: { pageSize: 'many' } }));
    const [first] = store.rowsOf(def);
    expectContract(`${base}/{id}`, 'get', await call('GET', `${base}/${first.id}`));
    expectContract(`${base}/{id}`, 'get', await call('GET', `${base}/nope`));
    expectContract(`${base}/export`, 'get', await call('GET', `${base}/export`));
  });

  // a resource of fixed records (the secrecy levels) has no create call, documented or served
  const creating = def.creatable ? it : it.skip;
  if (!def.creatable) it('has no create call', () => expect(doc.paths[base]?.post).toBeUndefined());

  creating('documents the create body, and the mock accepts it and answers as documented', async () => {
    if (CREATE_ROOM[def.key]) await call('DELETE', `${base}/${CREATE_ROOM[def.key]}`, { query: { version: 1 } });
    const body = validCreate(def);
    const validate = requestValidator(`${R}Create`);
    // the schema's complaint, if any, is in the failure message
    expect({ valid: validate(body), errors: validate.errors ?? null }).toEqual({ valid: true, errors: null });
    const a = await call('POST', base, { body });
    expectContract(base, 'post', a);
    expect({ success: a.body.success, refusal: a.body.errorMessage ?? null }).toEqual({ success: true, refusal: null });
    if (!editable) {
      expect(doc.paths[`${base}/{id}`].put).toBeUndefined();
      return;
    }
    // an edit of one field (the anatomy's remark, else the first text field of the form)
    const key = def.field('remark') ? 'remark' : formFields(def, 'edit').find((f) => f.type === 'text')!.key;
    const edit = { [key]: '补充说明', version: 1 };
    const u = await call('PUT', `${base}/${a.body.data.id}`, { body: edit });
    expectContract(`${base}/{id}`, 'put', u);
    expect(requestValidator(`${R}Update`)(edit)).toBe(true);
  });

  creating('refuses at least 20 malformed create payloads, changing nothing', async () => {
    const fields = formFields(def, 'create');
    const cases = malformed(fields, validCreate(def), false);
    expect(cases.length).toBeGreaterThanOrEqual(20);
    const before = snapshot();
    for (const [label, body] of cases) {
      const a = await call('POST', base, { body });
      expectRefused(label, a);
      expectContract(base, 'post', a);
    }
    // malformed JSON: umi's body parser hands on an empty object for a body that declared content
    expectRefused('malformed JSON', await call('POST', base, { body: {}, headers: { 'content-length': '57' } }));
    expect(unchanged(before)).toEqual([]);
  });

  it('refuses at least 20 malformed updates, changing nothing', async () => {
    if (!editable) return; // nothing to call: no edit call is served or documented
    // an editable record (a lease in approval, say, would be refused for that reason alone)
    const row = store.storedRows(def).find((r) => canEdit(def, r));
    if (!row) {
      // a desk whose records are never edited (a suggestion once submitted): every update is refused
      const any = store.storedRows(def)[0];
      const a = await call('PUT', `${base}/${any.id}`, { body: { remark: '补充说明', version: any.version } });
      expect(a.body.success).toBe(false);
      return;
    }
    const fields = formFields(def, 'edit');
    const valid = { ...Object.fromEntries(fields.map((f) => [f.key, row[f.key] ?? sample(def, f)])), version: row.version };
    const cases = malformed(fields, valid, true, true);
    cases.push(['unknown id', { __id: 'does-not-exist' }], ['path traversal id', { __id: '..%2F..%2Fetc' }], ['overlong id', { __id: 'x'.repeat(300) }]);
    expect(cases.length).toBeGreaterThanOrEqual(20);
    const before = snapshot();
    for (const [label, body] of cases) {
      const id = (body as any)?.__id ?? row.id;
      const a = await call('PUT', `${base}/${encodeURIComponent(id)}`, { body: (body as any)?.__id ? valid : body });
      expectRefused(label, a);
      expectContract(`${base}/{id}`, 'put', a);
    }
    expect(unchanged(before)).toEqual([]);
  });

  const actions = (def.lifecycle?.actions ?? []).filter((a: ActionDef) => !a.system);
  // (a resource without a lifecycle — courses, personnel files — has no actions)
  if (actions.length)
    it.each(actions.map((a) => [a.key, a] as const))('refuses at least 20 malformed payloads of the action %s, changing nothing', async (actionKey, action) => {
      const ctx = settingsContext();
      // the record as the server answers it (derived values): what the action asks for on it and its guard read
      const answered = (r: Record<string, unknown>) => withDerived(def, r, ctx);
      const fieldsOf = (r: Record<string, unknown>) => [
        ...actionInput(action, answered(r)),
        ...(action.comment ? [{ key: 'comment', type: 'textarea', required: action.comment === 'required', maxLength: 500 } as FieldDef] : []),
      ];
      // a patch of the record's rows has one row per stored row
      const inputFor = (r: Record<string, unknown>) =>
        Object.fromEntries(fieldsOf(r).map((f) => [f.key, f.lines?.patch ? (r[f.key] as unknown[]).map(() => sampleRow(def, f)) : sample(def, f)]));
      // a status no seeded record is in (every seeded workflow definition is on) is reached through the lifecycle first
      const reach = async (wanted: (status: string) => boolean) => {
        if (store.storedRows(def).some((r) => wanted(String(r.status)))) return;
        const step = actions.find((b) => wanted(String(b.to)) && !b.input?.length && !b.comment);
        const from = step && store.storedRows(def).find((r) => step.from.includes(String(r.status)));
        if (from) await call('POST', `${base}/${from.id}/actions/${step.key}`, { body: { version: from.version } });
      };
      await reach((s) => action.from.includes(s));
      await reach((s) => !action.from.includes(s));
      // a stored record the sample input is valid for (an extension's new date must follow that record's due date; a certificate the customer accepts)
      const row = store.storedRows(def).find((r) => action.from.includes(String(r.status)) && !actionProblem(def, answered(r), action.key, inputFor(r), ctx))!;
      const fields = fieldsOf(row);
      const valid = { ...inputFor(row), version: row.version };
      // a replacement shipped from stock is one of the serials the order holds (mock/lib/desks/stock.ts)
      if ('replacementSerialNumber' in valid) valid.replacementSerialNumber = heldSerial(String(row.code)) ?? valid.replacementSerialNumber;
      expect(requestValidator(`${R}${cap(actionKey)}Body`)(valid)).toBe(true);
      const cases = malformed(fields, valid, true);
      const path = `${base}/{id}/actions/${actionKey}`;
      const before = snapshot();
      for (const [label, body] of cases) {
        const a = await call('POST', `${base}/${row.id}/actions/${actionKey}`, { body });
        expectRefused(label, a);
        expectContract(path, 'post', a);
      }
      expectRefused('unknown id', await call('POST', `${base}/no-such-id/actions/${actionKey}`, { body: valid }));
      expectRefused('unknown action', await call('POST', `${base}/${row.id}/actions/${actionKey}Everything`, { body: valid }));
      expectRefused(
        'action in a status that does not allow it',
        await call('POST', `${base}/${store.storedRows(def).find((r) => !action.from.includes(String(r.status)))!.id}/actions/${actionKey}`, { body: valid }),
      );
      expect(cases.length + 3).toBeGreaterThanOrEqual(20);
      expect(unchanged(before)).toEqual([]);
      // and the valid payload works and answers as documented
      const a = await call('POST', `${base}/${row.id}/actions/${actionKey}`, { body: valid });
      expectContract(path, 'post', a);
      expect(a.body.success).toBe(true);
    });

  const bulk = actions.filter((a) => a.bulk);
  if (bulk.length)
    it.each(bulk.map((a) => [a.key, a] as const))('refuses at least 20 malformed bulk %s payloads, changing nothing', async (actionKey, action) => {
      const rows = store
        .storedRows(def)
        .filter((r) => action.from.includes(String(r.status)))
        .slice(0, 2);
      const other = store.storedRows(def).find((r) => !action.from.includes(String(r.status)))!;
      const ids = rows.map((r) => r.id);
      const cases: Array<[string, unknown]> = [
        ['null body', null],
        ['array body', ids],
        ['string body', ids.join(',')],
        ['number body', 1],
        ['empty object', {}],
        ['ids as string', { ids: ids[0] }],
        ['ids as object', { ids: { 0: ids[0] } }],
        ['empty ids', { ids: [] }],
        ['numeric ids', { ids: [1, 2] }],
        ['null in ids', { ids: [ids[0], null] }],
        ['duplicate ids', { ids: [ids[0], ids[0]] }],
        ['unknown id', { ids: [...ids, 'no-such-id'] }],
        ['id with markup', { ids: ['<script>'] }],
        ['overlong id', { ids: ['x'.repeat(500)] }],
        ['too many ids', { ids: Array.from({ length: 201 }, (_, i) => `${key}-${i}`) }],
        ['a row whose status does not allow it', { ids: [...ids, other.id] }],
        ['extra field', { ids, status: 'CLOSED' }],
        ['extra field version', { ids, version: 1 }],
        ['comment as number', { ids, comment: 5 }],
        ['comment with a control character', { ids, comment: 'ok\u001b[2J' }],
        ['huge comment', { ids, comment: 'x'.repeat(10_000) }],
        ['prototype pollution', JSON.parse(`{"__proto__": {"x": 1}, "ids": ${JSON.stringify(ids)}, "extra": 1}`)],
      ];
      const path = `${base}/bulk-actions/${actionKey}`;
      const before = snapshot();
      for (const [label, body] of cases) {
        const a = await call('POST', path, { body });
        expectRefused(label, a);
        expectContract(path, 'post', a);
      }
      expectRefused('unknown bulk action', await call('POST', `${base}/bulk-actions/explode`, { body: { ids } }));
      expect(unchanged(before)).toEqual([]);
      const ok = await call('POST', path, { body: { ids } });
      expectContract(path, 'post', ok);
      expect(ok.body).toMatchObject({ success: true, data: { count: ids.length } });
    });

  it('refuses at least 20 malformed attachment payloads, changing nothing', async () => {
    // no attachments without the business-record anatomy (an administration record)
    if (!editable || !def.anatomy) {
      expect(doc.paths[`${base}/{id}/attachments`]).toBeUndefined();
      return;
    }
    const row = store.storedRows(def).find((r) => canChangeAttachments(def, r))!;
    const up = (await call('POST', '/api/file/files', { body: { name: 'scan.pdf', content: Buffer.from('%PDF').toString('base64') } })).body.data;
    const cases: Array<[string, unknown]> = [
      ['null body', null],
      ['array body', [up.id]],
      ['string body', up.id],
      ['number', 3],
      ['empty', {}],
      ['fileId as number', { fileId: 1 }],
      ['fileId as object', { fileId: { id: up.id } }],
      ['fileId null', { fileId: null }],
      ['unknown file', { fileId: 'F999999' }],
      ['markup fileId', { fileId: '<img src=x onerror=alert(1)>' }],
      ['overlong fileId', { fileId: 'F'.repeat(1000) }],
      ['extra field', { fileId: up.id, name: 'x' }],
      ['extra field size', { fileId: up.id, size: -1 }],
      ['fileId array', { fileId: [up.id] }],
      ['fileId empty', { fileId: '' }],
      ['fileId boolean', { fileId: true }],
      ['path traversal', { fileId: '../../etc/passwd' }],
      ['prototype pollution', JSON.parse(`{"__proto__": {"x": 1}, "fileId": "${up.id}", "y": 2}`)],
      ['uppercase key', { FileId: up.id }],
      ['whitespace id', { fileId: ' ' }],
      ['no document type', { fileId: up.id }],
      ['unknown document type', { fileId: up.id, docType: 'NO-SUCH-TYPE' }],
      ['document type as a number', { fileId: up.id, docType: 3 }],
    ];
    const path = `${base}/{id}/attachments`;
    const before = snapshot();
    for (const [label, body] of cases) {
      const a = await call('POST', `${base}/${row.id}/attachments`, { body });
      expectRefused(label, a);
      expectContract(path, 'post', a);
    }
    expectRefused('unknown record', await call('POST', `${base}/nope/attachments`, { body: { fileId: up.id } }));
    expectRefused('detach a file that is not attached', await call('DELETE', `${base}/${row.id}/attachments/${up.id}`));
    expect(unchanged(before)).toEqual([]);
  });
});

describe("the customer's page", () => {
  beforeEach(() => restoreDb(seeded));
  const customers = mockServer(customerRoutes);
  const path = '/api/management/customers/{id}/overview';
  it('answers the overview as documented, and refuses a malformed or unknown id with a business error', async () => {
    for (const user of ['admin', 'engineer', 'trainer'])
      expectContract(path, 'get', await customers('GET', `/api/management/customers/C-CCA/overview`, { user }));
    for (const id of ['C%20CCA', `${'C'.repeat(65)}`, '%3Cb%3E', 'C-NONE', '..%2F..%2Fetc']) {
      const a = await customers('GET', `/api/management/customers/${id}/overview`);
      expectRefused(id, a);
      expectContract(path, 'get', a);
    }
  });
});
