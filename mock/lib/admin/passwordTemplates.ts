/**
 * What the store adds to the engine's 密码模板 (src/domain/desks/administration.ts): a template's name
 * is unique, and exactly one template is current — 设为当前 on one moves the one before it out of use
 * (the system step `deactivate`, in its history and the operation log, in the same administrator's
 * name). Registered by mock/lib/rules.ts.
 */
import { passwordTemplate } from '../../../src/domain/desks/administration';
import { onChange, onWrite, storedRows, systemTransition } from '../store/store';

export function passwordTemplateRules(): Array<() => void> {
  const key = passwordTemplate.key;
  return [
    onWrite(key, ({ record }) => {
      const name = String(record.name ?? '').trim();
      const taken = storedRows(passwordTemplate).some((t) => t.id !== record.id && String(t.name).trim() === name);
      return taken ? [{ field: 'name', message: 'passwordTemplate.error.nameTaken', params: { name } }] : undefined;
    }),
    onChange(key, ({ type, action, after, user }) => {
      if (type !== 'action' || action !== 'activate' || !after) return;
      for (const t of storedRows(passwordTemplate)) {
        if (t.id !== after.id && t.status === 'ACTIVE') systemTransition(key, t.id, { to: 'INACTIVE', action: 'deactivate', operator: user });
      }
    }),
  ];
}
