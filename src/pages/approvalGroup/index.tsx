/**
 * 审批组: groups of approvers, members chosen from the users. A group a workflow uses cannot be deleted
 * (the mock refuses it too); its definitions are listed beside it.
 */
import { deleteAction } from '@/admin/AdminActions';
import AdminTable from '@/admin/AdminTable';
import { adminList } from '@/admin/adminList';
import { formatTime, translator } from '@/admin/adminText';
import { Tags } from '@/admin/controls';
import { candidateOption, leadProblem, LIMITS, WORKFLOW_CODES, type GroupPayload, type GroupView } from '@/domain/workflow';
import { workflowService } from '@/services/workflow';
import { useApi } from '@/core/request';
import { useIntl } from '@umijs/max';
import { Typography } from 'antd';
import { useMemo } from 'react';

const groups = adminList('approvalGroup', workflowService.groupsTable);
export const preload = groups.preload;

type GroupForm = GroupPayload;

export default function ApprovalGroupPage() {
  const t = translator(useIntl());
  const { data: users = [] } = useApi(workflowService.candidates);
  const userOptions = useMemo(() => users.map(candidateOption), [users]);
  return (
    <AdminTable<GroupView, GroupForm>
      rowKey="id"
      page="approvalGroup"
      list={groups}
      columns={[
        { key: 'keyword', label: 'workflow.group.keyword', search: 'text', searchOnly: true },
        { key: 'member', label: 'workflow.group.member', search: { options: userOptions }, searchOnly: true },
        { key: 'name', label: 'workflow.group.name', width: 160, render: (g) => <Typography.Text strong>{g.name}</Typography.Text> },
        { key: 'description', label: 'workflow.group.description', ellipsis: true },
        {
          key: 'members',
          label: 'workflow.group.members',
          render: (g) => (
            <Tags
              items={g.members.map((no, i) => ({
                key: no,
                label: no === g.leadNo ? t('workflow.group.leadMark', { name: g.memberNames[i] ?? no }) : (g.memberNames[i] ?? no),
                color: no === g.leadNo ? 'gold' : undefined,
              }))}
            />
          ),
        },
        {
          key: 'usedBy',
          label: 'workflow.group.usedBy',
          render: (g) =>
            g.usedBy.length ? (
              <Tags items={g.usedBy.map((d) => ({ key: d.id, label: d.name, color: 'blue' }))} />
            ) : (
              <Typography.Text type="secondary">{t('workflow.group.unused')}</Typography.Text>
            ),
        },
        { key: 'updatedAt', label: 'workflow.group.updatedAt', width: 170, text: (g) => formatTime(g.updatedAt) },
      ]}
      actions={[
        deleteAction({
          code: WORKFLOW_CODES.groupDelete,
          name: (g) => g.name,
          blocked: (g) => !!g.usedBy.length && 'workflow.group.inUse',
          ask: 'workflow.group.deleteConfirm',
          run: (g) => workflowService.deleteGroup(g.id),
        }),
      ]}
      form={{
        create: WORKFLOW_CODES.groupCreate,
        edit: WORKFLOW_CODES.groupUpdate,
        labels: ['workflow.group.create', 'workflow.group.edit'],
        width: 560,
        initial: { members: [] },
        toForm: (g) => ({ name: g.name, description: g.description, members: g.members, leadNo: g.leadNo }),
        saved: 'workflow.group.saved',
        save: (values, g) => (g ? workflowService.updateGroup(g.id, { ...values, version: g.version }) : workflowService.createGroup(values)),
        fields: [
          { name: 'name', label: 'workflow.group.name', required: 'workflow.group.nameRequired', max: LIMITS.groupName, fieldProps: { showCount: true } },
          {
            name: 'members',
            label: 'workflow.group.members',
            kind: 'multiple',
            options: userOptions,
            required: 'workflow.group.membersRequired',
            extra: 'workflow.group.membersHelp',
            fieldProps: { showSearch: { optionFilterProp: 'label' }, placeholder: t('workflow.group.searchMembers'), maxCount: LIMITS.members },
          },
          {
            name: 'leadNo',
            label: 'workflow.group.lead',
            kind: 'select',
            options: userOptions,
            extra: 'workflow.group.leadHelp',
            dependencies: ['members'],
            check: (v, all) => leadProblem(v, all.members as string[] | undefined),
            fieldProps: { allowClear: true, showSearch: { optionFilterProp: 'label' }, placeholder: t('workflow.group.noLead') },
          },
          {
            name: 'description',
            label: 'workflow.group.description',
            kind: 'textarea',
            max: LIMITS.groupDescription,
            fieldProps: { autoSize: { minRows: 2, maxRows: 4 } },
          },
        ],
      }}
    />
  );
}
