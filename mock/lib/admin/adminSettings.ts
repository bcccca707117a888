/**
 * Endpoints of 人员密级, 信息密级, 修改密码 and 选项配置 (management API; 密码模板 is the engine's). The dictionaries
 * live in the option store of mock/lib/admin/options.ts; this file adds the administration calls on it.
 */
import { API } from '../../../src/domain/endpoints';
import { adminCodes } from '../../../src/domain/admin/codes';
import { checkPassword, failureToRule, isPasswordExpired, passwordExpiresAt } from '../../../src/domain/admin/password';
import { formatRule } from '../../../src/domain/admin/rules';
import { checkLevelSetting, checkMapping, INFO_LEVELS, PERSONNEL_LEVELS, type SecrecyMapping } from '../../../src/domain/admin/secrecy';
import { resources } from '../../../src/domain/desks';
import { serverMessages } from '../../../src/domain/serverMessages';
import { CUSTOMER_DICTIONARY } from './adminCustomers';
import { change, looseBody, check, param, requireAny, ruleFailure } from './adminHttp';
import { versioned, versionedEdit } from './adminVersions';
import { authed, invalid, type Ctx } from '../server/http';
import { credentialsOf, isRecentPassword, secrecySettings, setPassword, users, verifyPassword } from '../server/identity';
import { activePasswordTemplate, passwordChangeDue } from '../server/passwordPolicy';
import { listDictionaries, listSettings, removeDictionary, saveDictionary, setSetting, type Dictionary, type DictionaryItem } from './options';

const M = API.management;
const C = adminCodes;

// ---------- secrecy ----------

function secrecyView() {
  const s = secrecySettings();
  const counts = Object.fromEntries(PERSONNEL_LEVELS.map((l) => [l, users().filter((u) => u.secrecyLevel === l).length]));
  return {
    info: s.info.map((l) => versioned('infoLevel', l.level, l)),
    personnel: s.personnel.map((l) => versioned('personnelLevel', l.level, l)),
    mapping: s.mapping,
    mappingVersion: versioned('mapping', 'mapping', {}).version,
    userCounts: counts,
  };
}

/** The pages that show secrecy levels (their names and colours label users and records there). */
const SECRECY_READERS = ['personnelSecretLevel', 'informationSecretLevel', 'systemUser', 'Organization'];

function getSecrecy({ user }: Ctx) {
  requireAny(user, SECRECY_READERS);
  return secrecyView();
}

function putMapping(ctx: Ctx) {
  const body = looseBody(ctx.req);
  const summary = PERSONNEL_LEVELS.map((l) => `${l}→${String((body.mapping as any)?.[l] ?? '')}`).join('，');
  return change(
    ctx,
    { page: 'personnelSecretLevel', action: 'setMapping', target: summary, code: C.personnelSecretLevel.update, body: 'admin.secrecy.error.mappingMalformed' },
    () => {
      check(checkMapping(body.mapping));
      const m = body.mapping as SecrecyMapping;
      versionedEdit('mapping', 'mapping', body.version, () => (secrecySettings().mapping = { GENERAL: m.GENERAL, IMPORTANT: m.IMPORTANT, CORE: m.CORE }));
      return secrecyView();
    },
  );
}

function putLevel(kind: 'info' | 'personnel') {
  const levels = kind === 'info' ? INFO_LEVELS : PERSONNEL_LEVELS;
  const page = kind === 'info' ? 'informationSecretLevel' : 'personnelSecretLevel';
  const code = kind === 'info' ? C.informationSecretLevel.update : C.personnelSecretLevel.update;
  return (ctx: Ctx) => {
    const level = param(ctx.req, 'level');
    const body = looseBody(ctx.req);
    return change(ctx, { page, action: 'update', target: level, code, body: 'admin.secrecy.error.levelMalformed' }, () => {
      const input = { ...body, level };
      check(checkLevelSetting(input, levels));
      const list = secrecySettings()[kind] as Array<{ level: string; name: string; description: string; color: string }>;
      const name = String(body.name).trim();
      if (list.some((l) => l.level !== level && l.name === name)) throw ruleFailure({ key: 'admin.secrecy.error.nameTaken', params: { name } });
      const entry = list.find((l) => l.level === level)!;
      versionedEdit(kind === 'info' ? 'infoLevel' : 'personnelLevel', level, body.version, () => {
        entry.name = name;
        if (typeof body.description === 'string') entry.description = body.description.trim();
        if (typeof body.color === 'string') entry.color = body.color;
      });
      return secrecyView();
    });
  };
}

// ---------- own password ----------

/** 修改密码 needs its page grant — except for a user who must change the password now. */
function requirePasswordPage(user: Ctx['user']) {
  if (!passwordChangeDue(user)) requireAny(user, ['updatePassword']);
}

function myPasswordStatus({ user }: Ctx) {
  requirePasswordPage(user);
  const template = activePasswordTemplate();
  const credentials = credentialsOf(user);
  const changedAt = credentials.passwordChangedAt ?? null;
  const expires = changedAt ? passwordExpiresAt(changedAt, template) : null;
  return {
    userNo: user.userNo,
    template,
    passwordChangedAt: changedAt,
    expiresAt: expires ? expires.toISOString() : null,
    expired: changedAt ? isPasswordExpired(changedAt, template) : false,
    mustChange: !!credentials.mustChangePassword,
    /** why the password must be changed before anything else, or null */
    changeDue: passwordChangeDue(user),
  };
}

function changeMyPassword(ctx: Ctx) {
  const body = looseBody(ctx.req);
  return change(ctx, { page: 'updatePassword', action: 'changePassword', target: ctx.user.userNo, body: 'admin.password.malformed' }, () => {
    requirePasswordPage(ctx.user);
    if (typeof body.oldPassword !== 'string' || !body.oldPassword) throw ruleFailure({ key: 'admin.password.oldRequired' });
    if (!verifyPassword(ctx.user, body.oldPassword)) throw ruleFailure({ key: 'admin.password.wrongOld' });
    if (body.confirmPassword !== body.newPassword) throw ruleFailure({ key: 'admin.password.mismatch' });
    const template = activePasswordTemplate();
    const failures = checkPassword(template, body.newPassword, {
      userNo: ctx.user.userNo,
      oldPassword: body.oldPassword,
      reused: (pw, count) => isRecentPassword(ctx.user, pw, count),
    });
    if (failures.length) {
      const rules = failures.map((f) => formatRule(serverMessages, failureToRule(f))).join('；');
      throw invalid(formatRule(serverMessages, { key: 'admin.password.rejected', params: { rules } }), { rule: 'admin.password.rejected', failures });
    }
    setPassword(ctx.user, body.newPassword as string);
    return { changed: true };
  });
}

// ---------- option configuration (选项配置) ----------

/** Dictionaries that resource fields read (and the customers of data scopes) cannot be deleted. */
export function systemDictionaries(): Set<string> {
  const out = new Set<string>([CUSTOMER_DICTIONARY]);
  for (const def of resources) for (const f of def.fields) if (f.dict) out.add(f.dict);
  return out;
}

const DICT_READERS = ['selectType'];

function findDictionary(type: string): Dictionary {
  const d = listDictionaries().find((x) => x.type === type);
  if (!d) throw ruleFailure({ key: 'admin.dict.error.notFound' });
  return d;
}

function listTypes({ user }: Ctx) {
  requireAny(user, DICT_READERS);
  const system = systemDictionaries();
  return listDictionaries().map((d) => versioned('dictionary', d.type, { ...d, system: system.has(d.type), itemCount: d.items.length }));
}

function createType(ctx: Ctx) {
  const body = looseBody(ctx.req);
  return change(
    ctx,
    { page: 'selectType', action: 'create', target: String(body.type ?? ''), code: C.selectType.create, body: 'admin.dict.error.malformed' },
    () => {
      if (typeof body.type === 'string' && listDictionaries().some((d) => d.type.toLowerCase() === (body.type as string).toLowerCase())) {
        throw ruleFailure({ key: 'admin.dict.error.codeTaken', params: { code: body.type } });
      }
      return saveDictionary({ type: body.type, name: body.name, ...(body.nameEn ? { nameEn: body.nameEn } : {}), items: [] });
    },
  );
}

function updateType(ctx: Ctx) {
  const type = param(ctx.req, 'type');
  const body = looseBody(ctx.req);
  return change(ctx, { page: 'selectType', action: 'update', target: type, code: C.selectType.update, body: 'admin.dict.error.malformed' }, () => {
    const d = findDictionary(type);
    return versionedEdit('dictionary', type, body.version, () =>
      saveDictionary({ type, name: body.name, ...(body.nameEn ? { nameEn: body.nameEn } : {}), items: d.items }),
    );
  });
}

function deleteType(ctx: Ctx) {
  const type = param(ctx.req, 'type');
  return change(ctx, { page: 'selectType', action: 'delete', target: type, code: C.selectType.delete }, () => {
    const d = findDictionary(type);
    if (systemDictionaries().has(type)) throw ruleFailure({ key: 'admin.dict.error.system', params: { name: d.name } });
    removeDictionary(type);
    return true;
  });
}

function itemOf(body: Record<string, unknown>, value: unknown, fallbackOrder: number): DictionaryItem {
  return {
    value: value as string,
    label: body.label as string,
    ...(body.labelEn ? { labelEn: body.labelEn as string } : {}),
    ...(body.link ? { link: body.link as string } : {}),
    order: body.order === undefined ? fallbackOrder : (body.order as number),
    enabled: body.enabled === undefined ? true : (body.enabled as boolean),
  };
}

function addItem(ctx: Ctx) {
  const type = param(ctx.req, 'type');
  const body = looseBody(ctx.req);
  return change(
    ctx,
    { page: 'selectType', action: 'create', target: `${type}：${String(body.value ?? '')}`, code: C.selectType.update, body: 'admin.dict.error.malformed' },
    () => {
      const d = findDictionary(type);
      if (d.items.some((i) => i.value === body.value)) throw ruleFailure({ key: 'admin.dict.error.valueTaken', params: { value: String(body.value) } });
      const maxOrder = d.items.reduce((m, i) => Math.max(m, i.order), 0);
      return versionedEdit('dictionary', type, body.version, () => saveDictionary({ ...d, items: [...d.items, itemOf(body, body.value, maxOrder + 1)] }));
    },
  );
}

function updateItem(ctx: Ctx) {
  const type = param(ctx.req, 'type');
  const value = param(ctx.req, 'value');
  const body = looseBody(ctx.req);
  const action = body.enabled === false ? 'disable' : 'update';
  return change(ctx, { page: 'selectType', action, target: `${type}：${value}`, code: C.selectType.update, body: 'admin.dict.error.malformed' }, () => {
    const d = findDictionary(type);
    const at = d.items.findIndex((i) => i.value === value);
    if (at < 0) throw ruleFailure({ key: 'admin.dict.error.itemNotFound' });
    const old = d.items[at];
    const { version, ...changes } = body;
    const merged = itemOf({ label: old.label, labelEn: old.labelEn, link: old.link, order: old.order, enabled: old.enabled, ...changes }, value, old.order);
    const items = d.items.map((i, k) => (k === at ? merged : i));
    return versionedEdit('dictionary', type, version, () => saveDictionary({ ...d, items }));
  });
}

function listSettingsForAdmin({ user }: Ctx) {
  requireAny(user, DICT_READERS);
  return listSettings().map((s) => versioned('setting', s.key, s));
}

function putSetting(ctx: Ctx) {
  const key = param(ctx.req, 'key');
  const body = looseBody(ctx.req);
  return change(
    ctx,
    { page: 'selectType', action: 'update', target: `${key} = ${String(body.value ?? '')}`, code: C.selectType.update, body: 'admin.dict.error.malformed' },
    () => versionedEdit('setting', key, body.version, () => setSetting(key, body.value)),
  );
}

export const settingsRoutes = {
  [`GET ${M}/secrecy`]: authed(getSecrecy),
  [`PUT ${M}/secrecy/mapping`]: authed(putMapping),
  [`PUT ${M}/secrecy/personnel/:level`]: authed(putLevel('personnel')),
  [`PUT ${M}/secrecy/information/:level`]: authed(putLevel('info')),
  [`GET ${M}/password`]: authed(myPasswordStatus, { duringPasswordChange: true }),
  [`POST ${M}/password`]: authed(changeMyPassword, { duringPasswordChange: true }),
  [`GET ${M}/select-types`]: authed(listTypes),
  [`POST ${M}/select-types`]: authed(createType),
  [`PUT ${M}/select-types/:type`]: authed(updateType),
  [`DELETE ${M}/select-types/:type`]: authed(deleteType),
  [`POST ${M}/select-types/:type/items`]: authed(addItem),
  [`PUT ${M}/select-types/:type/items/:value`]: authed(updateItem),
  [`GET ${M}/select-settings`]: authed(listSettingsForAdmin),
  [`PUT ${M}/select-settings/:key`]: authed(putSetting),
};
