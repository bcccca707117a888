/**
 * Endpoints of 人员密级, 信息密级, 修改密码 and 选项配置's numeric settings (management API; 密码模板 and
 * 选项配置's dictionaries are the engine's). The settings live in the option store of mock/lib/admin/options.ts.
 */
import { API } from '../../../src/domain/endpoints';
import { adminCodes } from '../../../src/domain/admin/codes';
import { checkPassword, failureToRule, isPasswordExpired, passwordExpiresAt } from '../../../src/domain/admin/password';
import { formatRule } from '../../../src/domain/admin/rules';
import { checkLevelSetting, checkMapping, INFO_LEVELS, PERSONNEL_LEVELS, type SecrecyMapping } from '../../../src/domain/admin/secrecy';
import { selectType } from '../../../src/domain/desks/dictionaries';
import { serverMessages } from '../../../src/domain/serverMessages';
import { change, looseBody, check, param, requireAny, ruleFailure } from './adminHttp';
import { versioned, versionedEdit } from './adminVersions';
import { authed, invalid, type Ctx } from '../server/http';
import { credentialsOf, isRecentPassword, secrecySettings, setPassword, users, verifyPassword } from '../server/identity';
import { activePasswordTemplate, passwordChangeDue } from '../server/passwordPolicy';
import { listSettings, setSetting } from './options';

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

const SETTINGS_READERS = ['selectType'];

function listSettingsForAdmin({ user }: Ctx) {
  requireAny(user, SETTINGS_READERS);
  return listSettings().map((s) => versioned('setting', s.key, s));
}

function putSetting(ctx: Ctx) {
  const key = param(ctx.req, 'key');
  const body = looseBody(ctx.req);
  return change(
    ctx,
    { page: 'selectType', action: 'update', target: `${key} = ${String(body.value ?? '')}`, code: selectType.codes.edit, body: 'admin.dict.error.malformed' },
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
  [`GET ${M}/select-settings`]: authed(listSettingsForAdmin),
  [`PUT ${M}/select-settings/:key`]: authed(putSetting),
};
