import { useIntl } from '@umijs/max';
import { passwordTemplate } from '@/domain/desks/administration';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';

export const preload = firstPageOf(passwordTemplate);

/**
 * 密码模板: the engine's list, form, detail and actions of the definition — 设为当前 on a template not
 * in use, 删除 refused for the current one. A zero expiry or history reads as what it means.
 */
export default function PasswordTemplatePage() {
  const intl = useIntl();
  const zeroAs = (id: string) => (v: unknown) => (v === 0 ? intl.formatMessage({ id }) : String(v ?? ''));
  return (
    <ResourcePage resource={passwordTemplate} render={{ expiryDays: zeroAs('passwordTemplate.never'), historyCount: zeroAs('passwordTemplate.noHistory') }} />
  );
}
