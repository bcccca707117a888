/**
 * Endpoints of 修改密码 (management API; 密码模板, 选项配置's dictionaries and settings, 人员密级 and
 * 信息密级 are the engine's).
 */
import { API } from '../../../src/domain/endpoints';
import { checkPassword, failureToRule, isPasswordExpired, passwordExpiresAt } from '../../../src/domain/admin/password';
import { formatRule } from '../../../src/domain/admin/rules';
import { serverMessages, serverText } from '../../../src/domain/serverMessages';
import { adminChanged, requireAny, ruleFailure } from './adminHttp';
import { attempted, isPlainObject } from '../store/recordRules';
import { authed, invalid, type Ctx } from '../server/http';
import { credentialsOf, isRecentPassword, setPassword, verifyPassword } from '../server/identity';
import { activePasswordTemplate, passwordChangeDue } from '../server/passwordPolicy';

const M = API.management;

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
  const body = (isPlainObject(ctx.req.body) ? ctx.req.body : {}) as Record<string, unknown>;
  const entry = () => ({ module: serverText('menu.updatePassword'), action: serverText('admin.log.action.changePassword'), target: ctx.user.userNo });
  return attempted(ctx.req, ctx.user, entry, () => {
    requirePasswordPage(ctx.user);
    if (!isPlainObject(ctx.req.body)) throw ruleFailure({ key: 'admin.password.malformed' });
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
    adminChanged();
    return { changed: true };
  });
}

export const settingsRoutes = {
  [`GET ${M}/password`]: authed(myPasswordStatus, { duringPasswordChange: true }),
  [`POST ${M}/password`]: authed(changeMyPassword, { duringPasswordChange: true }),
};
