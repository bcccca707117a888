/**
 * Payloads for the contract tests: a valid value of every field of every desk (\`sample\`, \`validCreate\`),
 * and the malformed variants of a body that each write must refuse (\`malformed\`).
 */
import { editableCells, formFields, rowLimits, type FieldDef, type ResourceDef } from '@/domain/engine';
import { upcomingSessions } from '@/domain/desks/training';
import * as store from '../../../mock/lib/store/store';
import { seedDictionaries } from '../../../mock/lib/seed/dictionaries';

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
  // 选项配置: a new type code each time; an item (its value a code, no tracking link outside the carriers)
  'selectType.type': () => `testDict${(unique += 1)}`,
  'selectType.items': () => [{ value: 'A1', label: '测试项', order: 1, enabled: true }],
  // 用户管理: a new account and phone each time (both unique), an address, a role of the roles' dictionary
  'systemUser.userNo': () => `tst${(unique += 1)}`,
  'systemUser.phone': () => `1390000${String((unique += 1) % 10000).padStart(4, '0')}`,
  'systemUser.email': () => 'tst.user@example.com',
  'systemUser.roles': () => ['staff'],
  // 流程配置: one definition per business type — the seeded 保险延期 one is removed first (CREATE_ROOM); a seeded group
  'workFlowDefinition.businessType': () => 'insuranceExtension',
  'workFlowDefinition.groupId': () => 'GRP-CS',
  'systemUserRole.code': () => `tst${(unique += 1)}`,
  // 组织结构: a department (no company under one), a new name each time (unique among its siblings)
  'Organization.name': () => `测试组${(unique += 1)}`,
  'Organization.type': () => 'DEPARTMENT',
  'portalMaintenance.startAt': () => new Date(Date.now() - 3600_000).toISOString(),
  'portalMaintenance.endAt': () => new Date(Date.now() + 7 * 86400_000).toISOString(),
  // \`category\` of the applications is QUALITY; these desks have dictionaries of their own
  'cbbList.category': () => seedDictionaries().find((d) => d.type === 'cbbCategory')?.items[0]?.value,
  'suggestManagement.category': () => seedDictionaries().find((d) => d.type === 'suggestionCategory')?.items[0]?.value,
};

/** A record removed before the create tests, where the sample's value may be held once only (one definition per business type). */
export const CREATE_ROOM: Record<string, string> = { workFlowDefinition: 'WFD-003' };

export function sample(def: ResourceDef, f: FieldDef): unknown {
  const knowledge = KNOWLEDGE[`${def.key}.${f.key}`];
  if (knowledge) return knowledge();
  const by: Record<string, unknown> = {
    customerId: 'C-CSN',
    aircraftRegistration: 'B-652A',
    msn: '10234',
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
    releaseCertificateNo: 'FAA-20261101-0042',
    licenceNo: 'CAAC-123456',
    phone: '13912345678',
    ataChapters: ['32'],
    pnFamilies: ['AVIONICS'],
    skills: ['NDT'],
    // a survey's question (src/domain/surveys): a rating question has no options
    options: '',
  };
  if (f.key in by) return by[f.key];
  // 外出委托: a stand-in who is not the caller (the administrator), for a week from tomorrow
  const delegation: Record<string, unknown> = {
    toUserNo: 'manager',
    from: new Date(Date.now() + 86400_000).toISOString(),
    to: new Date(Date.now() + 8 * 86400_000).toISOString(),
  };
  if (def.key === 'approvalDelegation' && f.key in delegation) return delegation[f.key];
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
    // users of the directory (a group's lead among its members)
    case 'user':
      return 'admin';
    case 'users':
      return ['manager', 'admin'];
    // a unit of the organization tree
    case 'org':
      return 'ORG-CS';
    case 'orgs':
      return ['ORG-CS'];
    // functions of the tree: a page with one of its elements
    case 'grants':
      return ['logManagement', 'logManagement:export'];
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
export const sampleRow = (def: ResourceDef, f: FieldDef) => Object.fromEntries(editableCells(f).map((c) => [c.key, sample(def, c)]));

export const validCreate = (def: ResourceDef) => Object.fromEntries(formFields(def, 'create').map((f) => [f.key, sample(def, f)]));

/** Malformed variants of a body whose fields are `fields` (plus `version` when versioned). */
export function malformed(fields: FieldDef[], valid: Record<string, unknown>, versioned: boolean, patch = false): Array<[string, unknown]> {
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
    if (f.type === 'user' || f.type === 'users')
      out.push(
        [`unknown user in ${f.key}`, { ...valid, [f.key]: f.type === 'users' ? ['manager', 'ghost'] : 'ghost' }],
        [`${f.key} as a number`, { ...valid, [f.key]: 7 }],
      );
    if (f.type === 'orgs')
      out.push([`unknown unit in ${f.key}`, { ...valid, [f.key]: ['ORG-CS', 'ORG-GONE'] }], [`${f.key} as one id`, { ...valid, [f.key]: 'ORG-CS' }]);
    if (f.type === 'org') out.push([`unknown unit in ${f.key}`, { ...valid, [f.key]: 'ORG-GONE' }], [`${f.key} as a list`, { ...valid, [f.key]: ['ORG-CS'] }]);
    if (f.type === 'grants')
      out.push(
        [`unknown function in ${f.key}`, { ...valid, [f.key]: ['logManagement', 'nope'] }],
        [`${f.key} as one code`, { ...valid, [f.key]: 'logManagement' }],
      );
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
