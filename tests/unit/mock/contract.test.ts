/**
 * The mock answers what config/openapi.json says, and the document is what the definitions say.
 * Every write endpoint of every resource gets at least 20 malformed payloads: each is answered with a
 * business error (HTTP 200, success false, a known errorCode, a message — never INTERNAL) and leaves
 * the store exactly as it was.
 */
import Ajv2020 from 'ajv/dist/2020';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetDb, restoreDb, saveDb } from '../../../mock/lib/store/db';
import * as store from '../../../mock/lib/store/store';
import { seedDictionaries } from '../../../mock/lib/seed/dictionaries';
import {
  actionProblem,
  canChangeAttachments,
  canEdit,
  codesOf,
  domainContext,
  editableCells,
  formFields,
  rowLimits,
  type ActionDef,
  type FieldDef,
  type ResourceDef,
} from '@/domain/engine';
import { resources } from '@/domain/desks';
import { upcomingSessions } from '@/domain/desks/training';
import { heldSerial } from './heldSerial';
import { buildOpenApi } from '../../../scripts/openapi-doc';
import { engineServer } from './routes';
import { createHash } from 'node:crypto';
import { serialize } from 'node:v8';
import adminRoutes from '../../../mock/admin';
import authRoutes from '../../../mock/auth';
import fileRoutes from '../../../mock/files';
import logRoutes from '../../../mock/logs';
import optionRoutes from '../../../mock/options';
import resourceRoutes from '../../../mock/resources';
import workflowRoutes from '../../../mock/workflow';
import cbbVoiceRoutes from '../../../mock/cbbVoice';
import surveyRoutes from '../../../mock/surveys';
import { BODY_LIMIT_BYTES, BODY_MAX_DEPTH, UPLOAD_LIMIT_BYTES } from '../../../mock/lib/server/body';
import { call as callRoute, type Answer, type CallOptions, type Routes } from './harness';

const doc = JSON.parse(readFileSync(join(__dirname, '../../../config/openapi.json'), 'utf8'));
const call = engineServer();

const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}T/.test(s));
ajv.addSchema({ ...doc, $id: 'openapi.json' });

const responseSchema = (path: string, method: string) => {
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`${method.toUpperCase()} ${path} is not in config/openapi.json`);
  return op.responses['200'].content['application/json'].schema;
};
const validators = new Map<string, ReturnType<typeof ajv.compile>>();
function expectContract(path: string, method: string, answer: Answer) {
  expect(answer.status).toBe(200);
  const key = `${method} ${path}`;
  if (!validators.has(key)) {
    const pointer = `openapi.json#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1').replace(/[{}]/g, encodeURIComponent)}/${method}/responses/200/content/application~1json/schema`;
    responseSchema(path, method); // exists
    validators.set(key, ajv.compile({ $ref: pointer }));
  }
  const validate = validators.get(key)!;
  const ok = validate(answer.body);
  if (!ok) throw new Error(`${key}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(answer.body).slice(0, 500)}`);
}
const requestValidator = (ref: string) => ajv.compile({ $ref: `openapi.json#/components/schemas/${ref}` });
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

// seeded once; each test starts from a copy (seeding every collection again costs ~1 s a test)
let seeded: Buffer;
beforeAll(() => {
  resetDb();
  // the contract is about shapes, not about whose record it is: the admin who calls is made the
  // applicant of every record, so ownership (tests/unit/security) never decides an answer here
  for (const d of resources) for (const r of store.storedRows(d)) if (r.applicantNo) Object.assign(r, { applicantNo: 'admin', applicantName: '王建国' });
  seeded = saveDb();
});

it('config/openapi.json is up to date with the resource definitions (npx tsx scripts/openapi.ts)', () => {
  expect(doc).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
});

/** A valid value of a field, for building payloads. */
/** The knowledge desks: P/N, document no., code and name + specification are unique (a fresh one per call); feedback names a seeded PUBLIC document. */
let unique = 0;
const KNOWLEDGE: Record<string, () => unknown> = {
  // the customer master: codes in their formats, one 24 h AOG contact, an aircraft, an exchange agreement with its core terms
  'customerProfile.icaoCode': () => 'TST',
  'customerProfile.iataCode': () => '3T',
  'customerProfile.country': () => 'CN',
  'customerProfile.kind': () => 'AIRLINE',
  'customerProfile.stations': () => ['PEK'],
  'customerProfile.contacts': () => [{ contactName: '王磊', contactRole: '值班经理', phone: '13912345678', email: 'aog@tst.example.cn', aog24h: true }],
  'customerProfile.fleet': () => [
    { registration: 'B-652A', aircraftType: 'A320NEO', msn: '10234', engines: '2 × LEAP-1A', inServiceSince: '2020-05-01', aircraftStatus: 'IN_SERVICE' },
  ],
  'customerProfile.agreements': () => [
    {
      agreementKind: 'EXCHANGE',
      agreementNo: 'EXA-TST-01',
      validFrom: '2026-01-01',
      validTo: '2027-12-31',
      coveredPartNumbers: '2118142-2',
      coreCharge: 8000,
      currency: 'CNY',
      coreReturnDays: 30,
    },
  ],
  'productMaintenance.partNumber': () => `KN-${(unique += 1)}`,
  'productMaintenance.category': () => 'LRU',
  'technicalMaterials.documentNo': () => `AMM-TEST-${(unique += 1)}`,
  'technicalMaterials.partNumbers': () => '2118142-2',
  'productCodeInfo.materialCode': () => `TST-${String((unique += 1)).padStart(6, '0')}`,
  'productCodeInfo.specification': () => `SPEC-${(unique += 1)}`,
  'productCodeApproval.specification': () => `SPEC-${(unique += 1)}`,
  'userFeedback.documentId': () => 'technicalMaterials-000001',
  // the repair desk and the portal content: a seeded expert, no case to raise from, an address inside the portal
  'specialist.expertId': () => 'specialistList-000001',
  'specialistList.email': () => 'expert@example.com',
  'portalMaintenance.link': () => '/home',
  'portalMaintenance.startAt': () => new Date(Date.now() - 3600_000).toISOString(),
  'portalMaintenance.endAt': () => new Date(Date.now() + 7 * 86400_000).toISOString(),
  // \`category\` of the applications is QUALITY; these desks have dictionaries of their own
  'cbbList.category': () => seedDictionaries().find((d) => d.type === 'cbbCategory')?.items[0]?.value,
  'suggestManagement.category': () => seedDictionaries().find((d) => d.type === 'suggestionCategory')?.items[0]?.value,
};

function sample(def: ResourceDef, f: FieldDef): unknown {
  const knowledge = KNOWLEDGE[`${def.key}.${f.key}`];
  if (knowledge) return knowledge();
  const by: Record<string, unknown> = {
    customerId: 'C-CSN',
    aircraftRegistration: 'B-652A',
    station: 'CAN',
    partNumber: '2118142-2',
    removedPartNumber: '2118142-2',
    replacementPartNumber: '2118142-2',
    aogOrderId: null, // raised from an AOG order: the page fills it, a plain create leaves it empty
    removedSerialNumber: 'SN10001',
    serialNumber: 'SN20002',
    replacementSerialNumber: 'SN30003',
    // the catalogue (src/domain/desks/knowledge.ts): a supersession names its date; an alternate is another P/N
    supersededBy: '2118142-2A',
    supersededFrom: new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10),
    alternatePartNumber: '2118142-2B',
    // a serial's airworthiness certificate (库存) is dated on or before today
    certificateDate: new Date(Date.now() - 5 * 86400_000).toISOString().slice(0, 10),
    contactPhone: '13912345678',
    trackingNo: 'SF1234567890',
    carrier: 'SF',
    currency: 'CNY',
    // the service applications (src/domain/desks/applications)
    policyNo: 'PICC-AV-2026-00123',
    policyOrWarrantyNo: 'WTY-2118142-0042',
    coverage: 'SPARES',
    category: 'QUALITY',
    feedbackType: 'PRODUCT',
    incidentDate: new Date(Date.now() - 5 * 86400_000).toISOString().slice(0, 10),
    occurredOn: new Date(Date.now() - 5 * 86400_000).toISOString().slice(0, 10),
    periodStart: new Date(Date.now() + 5 * 86400_000).toISOString().slice(0, 10),
    periodEnd: new Date(Date.now() + 370 * 86400_000).toISOString().slice(0, 10),
    currentEndDate: new Date(Date.now() + 5 * 86400_000).toISOString().slice(0, 10),
    newEndDate: new Date(Date.now() + 95 * 86400_000).toISOString().slice(0, 10),
    // the repair desk (src/domain/desks/repairShop)
    returnFactoryId: null, // raised from a repair: the page fills it
    supportId: null, // raised from a support case: the page fills it
    certificateNo: 'D.123456',
    licenceNo: 'CAAC-123456',
    phone: '13912345678',
    ataChapters: ['32'],
    pnFamilies: ['AVIONICS'],
    skills: ['NDT'],
    // a survey's question (src/domain/surveys): a rating question has no options
    options: '',
  };
  if (f.key in by) return by[f.key];
  const training = trainingSample(def, f);
  if (training !== undefined) return training;
  switch (f.type) {
    case 'text':
    case 'textarea':
      return '测试内容';
    case 'integer':
      return Math.max(f.min ?? 1, 1);
    case 'number':
    case 'money':
      return Math.max(f.min ?? 1, 100);
    case 'date':
      return new Date(Date.now() + 5 * 86400_000).toISOString().slice(0, 10);
    case 'dateTime':
      return new Date(Date.now() - 3600_000).toISOString();
    case 'select':
      // a fixed value, else the first item of the field's 选项配置 dictionary
      return f.enum ? f.enum[0] : (seedDictionaries().find((d) => d.type === f.dict)?.items[0]?.value ?? null);
    case 'multiSelect': {
      const one = f.enum ? f.enum[0] : seedDictionaries().find((d) => d.type === f.dict)?.items[0]?.value;
      return one === undefined ? [] : [one];
    }
    case 'richText':
      return '<p>测试<strong>内容</strong></p>';
    case 'boolean':
      return true;
    case 'lineItems':
      return [sampleRow(def, f)];
    default:
      return null;
  }
}

/**
 * The training desk: a theory course (no other type's fields), sessions that end after they start,
 * and an order booked onto a session of a seeded course that is still to come.
 */
function trainingSample(def: ResourceDef, f: FieldDef): unknown {
  if (def.key === 'courseManagement') {
    if (['trainingDevice', 'traineesPerInstructor', 'platform', 'onlineLink'].includes(f.key)) return null;
    if (f.key === 'sessionNo') return 'S1';
    if (f.key === 'startAt') return new Date(Date.now() + 10 * 86400_000).toISOString();
    if (f.key === 'endAt') return new Date(Date.now() + 11 * 86400_000).toISOString();
  }
  if (def.key === 'trainingOrder' || def.key === 'personnelFile') {
    if (f.key === 'idNo') return `E${Date.now()}`.slice(0, 14);
    if (f.key === 'courseId') return 'courseManagement-000001';
    if (f.key === 'sessionNo') return upcomingSessions(store.findRecord('courseManagement', 'courseManagement-000001')!, Date.now()).at(-1)!.sessionNo;
  }
  return undefined;
}

/** A valid row of a line-items field (its editable cells). */
const sampleRow = (def: ResourceDef, f: FieldDef) => Object.fromEntries(editableCells(f).map((c) => [c.key, sample(def, c)]));

const validCreate = (def: ResourceDef) => Object.fromEntries(formFields(def, 'create').map((f) => [f.key, sample(def, f)]));

/** Malformed variants of a body whose fields are `fields` (plus `version` when versioned). */
function malformed(fields: FieldDef[], valid: Record<string, unknown>, versioned: boolean, patch = false): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [
    ['null body', null],
    ['array body', [valid]],
    ['string body', 'quantity=1'],
    ['number body', 42],
    ['boolean body', true],
    ['extra field status', { ...valid, status: 'CLOSED' }],
    ['extra field id', { ...valid, id: 'x' }],
    ['extra field with markup in its name', { ...valid, '<img src=x>': 1 }],
    ['prototype pollution', JSON.parse(`{"__proto__": {"admin": true}, ${JSON.stringify(valid).slice(1)}`)],
  ];
  if (versioned) {
    const { version: _v, ...rest } = valid;
    out.push(
      ['missing version', rest],
      ['version as text', { ...valid, version: '1' }],
      ['negative version', { ...valid, version: -1 }],
      ['fractional version', { ...valid, version: 1.5 }],
      ['stale version', { ...valid, version: 999 }],
      ['null version', { ...valid, version: null }],
      ['version as an object', { ...valid, version: { $ne: 0 } }],
      ['version as an array', { ...valid, version: [1] }],
      ['version as a boolean', { ...valid, version: true }],
      ['huge version', { ...valid, version: 1e20 }],
      ['extra field code', { ...valid, code: 'PO-1' }],
    );
  }
  for (const f of fields) {
    if (f.required) {
      const { [f.key]: _gone, ...rest } = valid;
      // an edit is a patch: leaving a field out keeps it, emptying a required one is refused
      if (!patch) out.push([`missing ${f.key}`, rest]);
      out.push([`null ${f.key}`, { ...valid, [f.key]: null }]);
    }
    out.push(
      [`${f.key} as an object`, { ...valid, [f.key]: { $gt: '' } }],
      [`${f.key} as an array`, { ...valid, [f.key]: [sample({ key: 'x' } as ResourceDef, f)] }],
    );
    if (f.type === 'text' || f.type === 'textarea') {
      out.push(
        [`huge ${f.key}`, { ...valid, [f.key]: '航'.repeat(100_000) }],
        [`NUL in ${f.key}`, { ...valid, [f.key]: 'a\u0000b' }],
        [`text-direction override in ${f.key}`, { ...valid, [f.key]: 'invoice\u202efdp.exe' }],
        [`lone surrogate in ${f.key}`, { ...valid, [f.key]: 'x\udc00' }],
        [`${f.key} as a number`, { ...valid, [f.key]: 12345 }],
      );
      if (f.pattern) out.push([`${f.key} off pattern`, { ...valid, [f.key]: '!!' }]);
    }
    if (f.type === 'integer' || f.type === 'number' || f.type === 'money') {
      out.push(
        [`negative ${f.key}`, { ...valid, [f.key]: -5 }],
        [`${f.key} as text`, { ...valid, [f.key]: '5' }],
        [`huge ${f.key}`, { ...valid, [f.key]: 1e300 }],
      );
      if (f.type === 'integer') out.push([`fractional ${f.key}`, { ...valid, [f.key]: 1.5 }]);
    }
    if (f.type === 'date' || f.type === 'dateTime')
      out.push([`impossible ${f.key}`, { ...valid, [f.key]: '2026-02-30' }], [`${f.key} as words`, { ...valid, [f.key]: 'tomorrow' }]);
    if (f.type === 'select') out.push([`unknown ${f.key}`, { ...valid, [f.key]: 'NO-SUCH-VALUE' }], [`${f.key} as a number`, { ...valid, [f.key]: 7 }]);
    if (f.type === 'lineItems') {
      const rows = valid[f.key] as Record<string, unknown>[];
      const cell = editableCells(f)[0];
      out.push(
        [`${f.key} with a row as text`, { ...valid, [f.key]: [...rows.slice(1), 'row'] }],
        [`${f.key} with an unknown cell`, { ...valid, [f.key]: rows.map((r, i) => (i === 0 ? { ...r, hack: 1 } : r)) }],
        [`${f.key} with a malformed cell`, { ...valid, [f.key]: rows.map((r, i) => (i === 0 ? { ...r, [cell.key]: { $gt: '' } } : r)) }],
        [`${f.key} with too many rows`, { ...valid, [f.key]: Array.from({ length: rowLimits(f).max + 1 }, () => rows[0]) }],
      );
      // an optional line-items field (parts used) takes no rows
      if (!f.lines?.patch) {
        if (rowLimits(f).min > 0) out.push([`${f.key} without rows`, { ...valid, [f.key]: [] }]);
      } else out.push([`${f.key} with a row more than stored`, { ...valid, [f.key]: [...rows, rows[0]] }]);
    }
  }
  return out;
}

const snapshot = () => JSON.stringify(resources.map((d) => store.storedRows(d)));

function expectRefused(label: string, a: Answer) {
  expect(a.status).toBe(200);
  if (a.body?.success !== false || a.body.errorCode === 'INTERNAL') throw new Error(`${label}: ${JSON.stringify(a.body).slice(0, 300)}`);
  expect(typeof a.body.errorMessage).toBe('string');
  expect(a.body.errorMessage.length).toBeGreaterThan(0);
}

describe.each(resources.map((d) => [d.key, d] as const))('%s', (key, def) => {
  beforeEach(() => restoreDb(seeded));
  const R = cap(key);
  const base = `/api/management/${key}`;
  // a desk whose records are never edited (no edit code: 我的建议) has no edit or attachment calls
  const editable = codesOf(def).includes(def.codes.edit);

  it('answers list, detail and export as documented', async () => {
    expectContract(base, 'get', await call('GET', base, { query: { pageSize: 50, sortField: 'createdAt', sortOrder: 'ascend' } }));
    expectContract(base, 'get', await call('GET', base, { query: { pageSize: 'many' } }));
    const first = store.storedRows(def)[0];
    expectContract(`${base}/{id}`, 'get', await call('GET', `${base}/${first.id}`));
    expectContract(`${base}/{id}`, 'get', await call('GET', `${base}/nope`));
    expectContract(`${base}/export`, 'get', await call('GET', `${base}/export`));
  });

  it('documents the create body, and the mock accepts it and answers as documented', async () => {
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
    const u = await call('PUT', `${base}/${a.body.data.id}`, { body: { remark: '补充说明', version: 1 } });
    expectContract(`${base}/{id}`, 'put', u);
    expect(requestValidator(`${R}Update`)({ remark: '补充说明', version: 1 })).toBe(true);
  });

  it('refuses at least 20 malformed create payloads, changing nothing', async () => {
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
    expect(snapshot()).toBe(before);
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
    expect(snapshot()).toBe(before);
  });

  const actions = (def.lifecycle?.actions ?? []).filter((a: ActionDef) => !a.system);
  // (a resource without a lifecycle — courses, personnel files — has no actions)
  if (actions.length)
    it.each(actions.map((a) => [a.key, a] as const))('refuses at least 20 malformed payloads of the action %s, changing nothing', async (actionKey, action) => {
      const ctx = domainContext();
      const fields = [
        ...(action.input ?? []),
        ...(action.comment ? [{ key: 'comment', type: 'textarea', required: action.comment === 'required', maxLength: 500 } as FieldDef] : []),
      ];
      // a patch of the record's rows has one row per stored row
      const inputFor = (r: Record<string, unknown>) =>
        Object.fromEntries(fields.map((f) => [f.key, f.lines?.patch ? (r[f.key] as unknown[]).map(() => sampleRow(def, f)) : sample(def, f)]));
      // a stored record the sample input is valid for (an extension's new date must follow that record's due date)
      const row = store.storedRows(def).find((r) => action.from.includes(String(r.status)) && !actionProblem(def, r, action.key, inputFor(r), ctx))!;
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
      expect(snapshot()).toBe(before);
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
      expect(snapshot()).toBe(before);
      const ok = await call('POST', path, { body: { ids } });
      expectContract(path, 'post', ok);
      expect(ok.body).toMatchObject({ success: true, data: { count: ids.length } });
    });

  it('refuses at least 20 malformed attachment payloads, changing nothing', async () => {
    if (!editable) {
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
    expect(snapshot()).toBe(before);
  });
});

describe('files and options', () => {
  beforeEach(() => restoreDb(seeded));
  it('refuses malformed uploads', async () => {
    const cases: unknown[] = [
      null,
      [],
      'x',
      {},
      { name: 'a.pdf' },
      { content: 'QQ==' },
      { name: '', content: 'QQ==' },
      { name: 'a/b.pdf', content: 'QQ==' },
      { name: 'a.pdf', content: '***' },
      { name: 'a.pdf', content: 'QQ==', extra: 1 },
      { name: 'x'.repeat(200), content: 'QQ==' },
      { name: 'a.pdf', content: 'A'.repeat(5 * 1024 * 1024) },
      { name: 'a.pdf', content: '' },
      { name: 5, content: 'QQ==' },
      { name: 'a.pdf', type: 5, content: 'QQ==' },
      { name: '<b>.pdf', content: 'QQ==' },
      { name: 'a.pdf', content: ['QQ=='] },
      { name: 'a?.pdf', content: 'QQ==' },
      { name: 'a.pdf', content: 12 },
      { name: null, content: null },
    ];
    for (const body of cases) {
      const a = await call('POST', '/api/file/files', { body });
      expectRefused(JSON.stringify(body).slice(0, 60), a);
      expectContract('/api/file/files', 'post', a);
    }
  });

  it('answers dictionaries and settings as documented', async () => {
    expectContract('/api/management/options/dictionaries', 'get', await call('GET', '/api/management/options/dictionaries'));
    expectContract('/api/management/options/dictionaries/{type}', 'get', await call('GET', '/api/management/options/dictionaries/currency'));
    expectContract('/api/management/options/dictionaries/{type}', 'get', await call('GET', '/api/management/options/dictionaries/nope'));
    expectContract('/api/management/options/settings', 'get', await call('GET', '/api/management/options/settings'));
  });
});

/** A hash of every collection of the mock's database but the logs (which record the refusals). */
function fingerprint(): string {
  const collections: Map<string, unknown> = (globalThis as any).__portalMockDb.collections;
  const h = createHash('sha1');
  for (const [name, value] of collections) if (name !== 'opLog' && name !== 'systemLog') h.update(name).update(serialize(value));
  return h.digest('hex');
}

describe('every write endpoint of every mock route table refuses a broken body the same way, changing nothing', () => {
  const tables: Routes = {
    ...resourceRoutes,
    ...optionRoutes,
    ...fileRoutes,
    ...workflowRoutes,
    ...adminRoutes,
    ...authRoutes,
    ...logRoutes,
    ...cbbVoiceRoutes,
    ...surveyRoutes,
  };
  const writes = Object.keys(tables).filter((k) => /^(POST|PUT|PATCH|DELETE) /.test(k));
  let deep: unknown = { leaf: 1 };
  for (let i = 0; i < BODY_MAX_DEPTH + 8; i += 1) deep = { next: deep };
  const json = 'application/json';
  const broken: Array<[string, CallOptions]> = [
    ['malformed JSON', { rawBody: true, body: {}, headers: { 'content-type': json, 'content-length': '57' } }],
    [
      'a form instead of JSON',
      { rawBody: true, body: { account: 'admin' }, headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '13' } },
    ],
    ['plain text', { rawBody: true, body: {}, headers: { 'content-type': 'text/plain', 'content-length': '5' } }],
    ['no content type', { rawBody: true, body: {}, headers: { 'content-length': '9' } }],
    ['over every size limit', { body: { a: 1 }, headers: { 'content-length': String(UPLOAD_LIMIT_BYTES + 1) } }],
    [
      'a parsed body over the limit without a length',
      { rawBody: true, body: { text: 'x'.repeat(UPLOAD_LIMIT_BYTES + 1) }, headers: { 'content-type': json, 'transfer-encoding': 'chunked' } },
    ],
    [`nested ${BODY_MAX_DEPTH + 9} levels deep`, { body: deep }],
    ['an array', { body: [{ name: 'x' }] }],
    ['a string', { body: 'name=x' }],
    ['a number', { body: 7 }],
    ['null', { body: null }],
  ];

  // the seeded database, once: a refused call changes nothing, so every endpoint is tried on the same data
  beforeAll(() => restoreDb(seeded));

  it('walks every write endpoint of the mock', () => {
    expect(BODY_LIMIT_BYTES).toBe(1024 * 1024);
    expect(writes.length).toBeGreaterThan(60);
  });

  it.each(writes)('%s', (key) => {
    const params = Object.fromEntries([...key.matchAll(/:(\w+)/g)].map((m) => [m[1], 'x']));
    // a refused call may create what signing in keeps (the session's tables) the first time, nothing
    // more; a handler that ran would change what it touched (a version, a row, a file)
    callRoute(tables, key, { ...broken[0][1], params });
    const before = fingerprint();
    for (const [label, opts] of broken) {
      const a = callRoute(tables, key, { ...opts, params });
      expect({ label, status: a.status, success: a.body?.success, errorCode: a.body?.errorCode, showType: a.body?.showType }).toEqual({
        label,
        status: 200,
        success: false,
        errorCode: 'BAD_REQUEST_BODY',
        showType: 2,
      });
      expect(a.body.errorMessage).toMatch(/^请求内容/);
    }
    expect(fingerprint()).toBe(before);
  });
});
