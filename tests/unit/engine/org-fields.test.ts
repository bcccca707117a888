/**
 * The org field kind (src/domain/engine/orgUnits.ts): `org` holds one unit of the organization tree.
 * The server checks the id against the tree (`ctx.orgUnit`): an unknown one is refused on its field, in
 * words; an answered record names its unit by its path (`orgNames`), which its cells, detail and export
 * read; a list's filter by a unit takes the units under it too; who may read the tree for such a field.
 */
import {
  checkField,
  defineResource,
  domainContext,
  ORG_NAMES,
  orgFieldText,
  orgNamesOf,
  orgUnitCodes,
  renderIssue,
  validateValues,
  withDerived,
  type FieldDef,
  type OrgEntry,
} from '@/domain/engine';
import { orgTreeCodes } from '@/domain/directory';
import { serverText } from '@/domain/serverMessages';
import { parseQuery } from '../../../mock/lib/store/query';
import { orgEntry } from '../../../mock/lib/server/directory';
// the store's entry registers the seeded records, the tree's units among them
import '../../../mock/lib/store/store';

const FIELDS: FieldDef[] = [
  { key: 'name', type: 'text', required: true, table: true, form: true },
  { key: 'orgId', type: 'org', label: 'resource.field.applicant', required: true, table: true, search: true, form: true },
];
const desk = defineResource({ key: 'orgTest', anatomy: false, nameField: 'name', fields: FIELDS });
const org = desk.field('orgId')!;

const TREE: OrgEntry[] = [
  { id: 'ORG-HQ', name: '集团', path: '集团' },
  { id: 'ORG-CS', name: '客服部', path: '集团 / 客服部' },
];
const server = domainContext(Date.now(), {}, undefined, { orgUnit: (id) => TREE.find((u) => u.id === id) });
const form = domainContext();

describe('checking a value', () => {
  it('stores one unit id; a required one is asked for', () => {
    expect(checkField(desk, org, 'ORG-CS', { ctx: server }).value).toBe('ORG-CS');
    expect(checkField(desk, org, null, { ctx: server }).issue?.message).toBe('resource.validation.choose');
  });

  it('refuses what is not a unit id: a list, a number, spaces', () => {
    for (const bad of [['ORG-CS'], 1, 'a b', {}]) expect(checkField(desk, org, bad, { ctx: server }).issue?.message).toBe('resource.validation.type');
  });

  it('on the server the unit must be in the tree: else VALIDATION on the field, said in words', () => {
    const { issue } = checkField(desk, org, 'ORG-GONE', { ctx: server });
    expect(issue).toMatchObject({ field: 'orgId', message: 'resource.validation.orgMissing', params: { org: 'ORG-GONE' } });
    expect(renderIssue(issue!, serverText)).toBe('申请人 ORG-GONE 不存在');
    // the form has no tree: the shape alone
    expect(checkField(desk, org, 'ORG-GONE', { ctx: form }).issue).toBeUndefined();
    const { issues } = validateValues(desk, desk.fields, { name: '甲', orgId: 'ORG-GONE' }, { ctx: server });
    expect(issues.map((i) => i.field)).toEqual(['orgId']);
  });

  it('`orgs` stores several units, each once, at most 50, every one in the tree; its text names each', () => {
    const many = defineResource({ key: 'orgsTest', anatomy: false, fields: [{ key: 'units', type: 'orgs', form: true, table: true }] });
    const units = many.field('units')!;
    expect(checkField(many, units, ['ORG-CS', 'ORG-HQ', 'ORG-CS'], { ctx: server }).value).toEqual(['ORG-CS', 'ORG-HQ']);
    expect(checkField(many, units, [], { ctx: server }).value).toEqual([]);
    for (const bad of ['ORG-CS', [1], [{}]]) expect(checkField(many, units, bad, { ctx: server }).issue?.message).toBe('resource.validation.type');
    expect(checkField(many, units, ['ORG-CS', 'ORG-GONE'], { ctx: server }).issue).toMatchObject({
      message: 'resource.validation.orgMissing',
      params: { org: 'ORG-GONE' },
    });
    const tooMany = Array.from({ length: 51 }, (_, i) => `ORG-${i}`);
    expect(checkField(many, units, tooMany, { ctx: form }).issue?.message).toBe('resource.validation.tooMany');
    const answered = withDerived(many, { id: 'r1', units: ['ORG-HQ', 'ORG-CS'] }, server);
    expect(orgFieldText(units, answered)).toBe('集团、集团 / 客服部');
  });

  it("the mock's tree: a unit by its id, with the path of names down to it", () => {
    expect(orgEntry('ORG-CS-AOG')).toEqual({ id: 'ORG-CS-AOG', name: 'AOG保障组', path: '航宇部件集团 / 客户服务部 / AOG保障组' });
    expect(orgEntry('ORG-GONE')).toBeUndefined();
  });
});

describe('names, not ids', () => {
  const stored = { id: 'r1', name: '甲', orgId: 'ORG-CS' };

  it('the server answers a record with the path of its unit (an unknown id is left out)', () => {
    expect(orgNamesOf(desk, stored, (id) => TREE.find((u) => u.id === id))).toEqual({ 'ORG-CS': '集团 / 客服部' });
    expect(withDerived(desk, stored, server)[ORG_NAMES]).toEqual({ 'ORG-CS': '集团 / 客服部' });
    expect(withDerived(desk, { ...stored, orgId: 'ORG-GONE' }, server)[ORG_NAMES]).toEqual({});
    // where the tree is not read (a form in the browser), nothing is added
    expect(withDerived(desk, stored, form)).not.toHaveProperty(ORG_NAMES);
  });

  it('a cell, the detail and the export read the path; an unnamed id stays an id', () => {
    const answered = withDerived(desk, stored, server);
    expect(orgFieldText(org, answered)).toBe('集团 / 客服部');
    expect(orgFieldText(org, { ...answered, orgId: 'ORG-X' })).toBe('ORG-X');
    expect(orgFieldText(org, { ...answered, orgId: null })).toBe('');
  });
});

describe('the list filter', () => {
  const rows = ['ORG-HQ', 'ORG-CS', 'ORG-CS-AOG', 'ORG-TECH', 'ORG-EAST-CS'].map((orgId, i) => ({ id: `r${i}`, orgId }));
  const found = (orgId: string) => {
    const q = parseQuery(desk, { orgId });
    return rows.filter((r) => q.filters.every((f) => f(r))).map((r) => r.orgId);
  };

  it('a unit finds the records of its whole subtree; several units, any of them', () => {
    expect(found('ORG-CS')).toEqual(['ORG-CS', 'ORG-CS-AOG']);
    expect(found('ORG-CS-AOG,ORG-TECH')).toEqual(['ORG-CS-AOG', 'ORG-TECH']);
    expect(found('ORG-HQ')).toHaveLength(rows.length);
  });
});

describe('who reads the tree', () => {
  it('whoever may fill or search an org field, besides the pages that show the tree', () => {
    expect(orgUnitCodes([desk])).toEqual(['orgTest', 'orgTest:create', 'orgTest:edit']);
    const unsearched = defineResource({ key: 'orgTest2', anatomy: false, fields: FIELDS.map((f) => ({ ...f, search: false })) });
    expect(orgUnitCodes([unsearched])).toEqual(['orgTest2:create', 'orgTest2:edit']);
    expect(orgTreeCodes([desk])).toEqual(['Organization', 'systemUser', 'personnelAuthorization', 'orgTest', 'orgTest:create', 'orgTest:edit']);
  });
});
