/**
 * 用户管理: the engine's list, form, detail and actions of `systemUser` — 停用 / 启用 (never yourself,
 * never the last who can administer users and roles), 重置密码; a new user's and a reset's temporary
 * password are shown once. The pages that belong with the users (人员授权, 人员密级, 信息密级) are linked
 * under the title.
 */
import type { PortalAccess } from '@/access';
import { systemUser } from '@/domain/desks/systemUser';
import type { ResourceRecord } from '@/domain/engine';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import { useSecrecyNames } from '@/engine/useSecrecyNames';
import { history, useAccess, useIntl } from '@umijs/max';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import PasswordNotice, { type OneTimePassword } from './PasswordNotice';

export const preload = firstPageOf(systemUser);

/** Pages without a menu entry that belong with the users: reached from here. */
const RELATED = ['personnelAuthorization', 'personnelSecretLevel', 'informationSecretLevel'];

export default function SystemUserPage() {
  const intl = useIntl();
  const access = useAccess() as PortalAccess;
  const levels = useSecrecyNames();
  const [notice, setNotice] = useState<OneTimePassword | null>(null);
  const onAnswer = (answer: ResourceRecord, via: string) => {
    const password = (answer.once as { password?: string } | undefined)?.password;
    if (password) setNotice({ name: String(answer.userName), password, created: via === 'create' });
  };
  const related = RELATED.filter((page) => access.canOpenPage(page));
  return (
    <>
      <ResourcePage
        resource={systemUser}
        subTitle={
          related.length > 0 && (
            <Space size={0}>
              {related.map((page) => (
                <Button key={page} type="link" size="small" onClick={() => history.push(`/${page}`)}>
                  {intl.formatMessage({ id: `menu.${page}` })}
                </Button>
              ))}
            </Space>
          )
        }
        render={{
          secrecyLevel: (v) => <Tag color={levels.personnelColor(String(v))}>{levels.personnel(String(v))}</Tag>,
          mustChangePassword: (v) => (v ? <Tag color="orange">{intl.formatMessage({ id: 'admin.user.mustChange' })}</Tag> : null),
        }}
        onAnswer={onAnswer}
      />
      <PasswordNotice notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
