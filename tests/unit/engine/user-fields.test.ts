/**
 * The user field kinds (src/domain/engine/users.ts): a `user` holds one user number, `users` several in
 * the order chosen. The server checks each number against the directory (`ctx.user`): an unknown one is
 * refused on its field, a disabled one only when newly picked; an answered record names its users
 * (`userNames`), and its cells, detail and export read those names; the directory call's rules
 * (src/domain/directory.ts): who may ask it, its query, what it answers.
 */
import {
  checkField,
  defineResource,
  domainContext,
  renderIssue,
  USER_NAMES,
  userFieldText,
  userNamesOf,
  validateValues,
  withDerived,
  type FieldDef,
  type UserEntry,
} from '@/domain/engine';
import { directoryAnswer, directoryCodes, directoryMatches, directoryQuery } from '@/domain/directory';
import { serverText } from '@/domain/serverMessages';

const FIELDS: FieldDef[] = [
  { key: 'name', type: 'text', required: true, table: true, form: true },
  { key: 'lead', type: 'user', label: 'resource.field.applicant', table: true, form: true },
  { key: 'members', type: 'users', label: 'resource.field.applicant', required: true, table: true, search: true, form: true },
];
const crew = defineResource({ key: 'crewTest', anatomy: false, nameField: 'name', fields: FIELDS });
const lead = crew.field('lead')!;
const members = crew.field('members')!;

const DIRECTORY: UserEntry[] = [
  { userNo: 'admin', userName: '系统管理员', orgName: '信息部', enabled: true },
  { userNo: 'manager', userName: '王经理', orgName: '客服部', enabled: true },
  { userNo: 'gone', userName: '离职者', orgName: '客服部', enabled: false },
];
const server = domainContext(Date.now(), {}, undefined, { user: (no) => DIRECTORY.find((u) => u.userNo === no) });
const form = domainContext();

describe('checking a value', () => {
  it('a users field stores the numbers in the order chosen, each once; a user field one number', () => {
    expect(checkField(crew, members, ['manager', 'admin', 'manager'], { ctx: server }).value).toEqual(['manager', 'admin']);
    expect(checkField(crew, lead, 'admin', { ctx: server }).value).toBe('admin');
    expect(checkField(crew, members, [], { ctx: server }).issue?.message).toBe('resource.validation.choose');
    expect(checkField(crew, lead, null, { ctx: server }).value).toBeNull();
  });

  it('refuses what is not a user number, a list for one user, and more than fifty', () => {
    for (const bad of ['admin', [1], ['a b'], [''], [{}]])
      expect(checkField(crew, members, bad, { ctx: server }).issue?.message).toBe('resource.validation.type');
    expect(checkField(crew, lead, ['admin'], { ctx: server }).issue?.message).toBe('resource.validation.type');
    const many = Array.from({ length: 51 }, (_, i) => `u${i}`);
    expect(checkField(crew, members, many, { ctx: form }).issue).toMatchObject({ message: 'resource.validation.tooMany', params: { max: 50 } });
  });

  it('on the server every number must be a user of the directory: else VALIDATION on the field, said in words', () => {
    const { issue } = checkField(crew, members, ['admin', 'ghost'], { ctx: server });
    expect(issue).toMatchObject({ field: 'members', message: 'resource.validation.userMissing', params: { user: 'ghost' } });
    expect(renderIssue(issue!, serverText)).toBe('申请人中的用户 ghost 不存在');
    expect(checkField(crew, lead, 'ghost', { ctx: server }).issue?.field).toBe('lead');
    // the form has no directory: the shape alone
    expect(checkField(crew, members, ['ghost'], { ctx: form }).issue).toBeUndefined();
  });

  it('a disabled user may not be newly picked, but stays where the record already holds it', () => {
    const { issue } = checkField(crew, members, ['admin', 'gone'], { ctx: server });
    expect(issue).toMatchObject({ message: 'resource.validation.userDisabled', params: { user: '离职者' } });
    expect(checkField(crew, members, ['admin', 'gone'], { ctx: server, previous: ['gone'] }).value).toEqual(['admin', 'gone']);
    expect(checkField(crew, lead, 'gone', { ctx: server, previous: 'gone' }).value).toBe('gone');
  });

  it('a whole payload: the issue names the field', () => {
    const { issues } = validateValues(crew, crew.fields, { name: '夜班', lead: 'admin', members: ['ghost'] }, { ctx: server });
    expect(issues.map((i) => i.field)).toEqual(['members']);
  });
});

describe('names, not numbers', () => {
  const stored = { id: 'c1', name: '夜班', lead: 'manager', members: ['manager', 'gone', 'ghost'] };

  it('the server answers a record with the names of the users it holds (an unknown number is left out)', () => {
    expect(userNamesOf(crew, stored, (no) => DIRECTORY.find((u) => u.userNo === no))).toEqual({ manager: '王经理', gone: '离职者' });
    expect(withDerived(crew, stored, server)[USER_NAMES]).toEqual({ manager: '王经理', gone: '离职者' });
    // where the directory is not read (a form in the browser), nothing is added
    expect(withDerived(crew, stored, form)).not.toHaveProperty(USER_NAMES);
  });

  it('a cell, the detail and the export read the names, in the order chosen', () => {
    const answered = withDerived(crew, stored, server);
    expect(userFieldText(members, answered)).toBe('王经理、离职者、ghost');
    expect(userFieldText(lead, answered)).toBe('王经理');
    expect(userFieldText(lead, { ...answered, lead: null })).toBe('');
  });
});

describe('the directory call', () => {
  it('is for whoever may fill or search a user field: the create and edit codes, the page that searches one', () => {
    expect(directoryCodes([crew])).toEqual(['crewTest', 'crewTest:create', 'crewTest:edit']);
    const unsearched = defineResource({ key: 'crewTest2', anatomy: false, fields: FIELDS.map((f) => ({ ...f, search: false })) });
    expect(directoryCodes([unsearched])).toEqual(['crewTest2:create', 'crewTest2:edit']);
  });

  it('checks its query: known parameters, a keyword of at most 40, at most 50 numbers, a page of at most 50', () => {
    expect(directoryQuery({ keyword: ' 王 ', pageSize: '10' })).toEqual({ query: { keyword: '王', current: 1, pageSize: 10 } });
    expect(directoryQuery({ ids: 'admin,gone' })).toEqual({ query: { ids: ['admin', 'gone'], current: 1, pageSize: 20 } });
    expect(directoryQuery({ phone: '138' })).toEqual({ problem: 'phone' });
    expect(directoryQuery({ keyword: 'x'.repeat(41) })).toEqual({ problem: 'keyword' });
    expect(directoryQuery({ ids: Array.from({ length: 51 }, (_, i) => `u${i}`).join(',') })).toEqual({ problem: 'ids' });
    expect(directoryQuery({ pageSize: '51' })).toEqual({ problem: 'pageSize' });
  });

  it('finds enabled users by number, name or organisation; by ids, the users named, enabled or not', () => {
    expect(directoryMatches(DIRECTORY, { keyword: '客服' }).map((u) => u.userNo)).toEqual(['manager']);
    expect(directoryMatches(DIRECTORY, {}).map((u) => u.userNo)).toEqual(['admin', 'manager']);
    expect(directoryMatches(DIRECTORY, { ids: ['gone', 'ghost', 'admin'] }).map((u) => u.userNo)).toEqual(['gone', 'admin']);
  });

  it('answers a user as number, name and organisation only', () => {
    expect(directoryAnswer(DIRECTORY[2])).toEqual({ userNo: 'gone', userName: '离职者', orgName: '客服部' });
  });
});
