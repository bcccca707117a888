/**
 * 审批组: the engine's list, form, detail and delete of the definition — members and lead picked from
 * the user directory, the lead marked among the members, 被引用 the workflow definitions that route to
 * the group (a group so used is not deleted: 删除 shows why, the server refuses it in the same words).
 */
import { useIntl } from '@umijs/max';
import { Typography } from 'antd';
import { Tags } from '@/admin/controls';
import { approvalGroup } from '@/domain/desks/administration';
import { referenceNames } from '@/domain/engine';
import { userNamesIn, userNosOf, type Values } from '@/domain/engine';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';

export const preload = firstPageOf(approvalGroup);

const members = approvalGroup.field('members')!;

export default function ApprovalGroupPage() {
  const intl = useIntl();
  const memberTags = (value: unknown, r: Values) => {
    const names = userNamesIn(members, r);
    const items = userNosOf(value).map((no, i) =>
      no === r.leadNo
        ? { key: no, label: intl.formatMessage({ id: 'approvalGroup.leadMark' }, { name: names[i] }), color: 'gold' }
        : { key: no, label: names[i] },
    );
    return <Tags items={items} />;
  };
  const usedBy = (value: unknown) =>
    value ? (
      <Tags items={referenceNames(value).map((name) => ({ key: name, label: name, color: 'blue' }))} />
    ) : (
      <Typography.Text type="secondary">{intl.formatMessage({ id: 'approvalGroup.unused' })}</Typography.Text>
    );
  return <ResourcePage resource={approvalGroup} render={{ members: memberTags, usedBy }} />;
}
