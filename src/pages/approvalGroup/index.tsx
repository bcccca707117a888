/**
 * 审批组: groups of approvers, members chosen from the users. A group a workflow uses cannot be deleted
 * (the mock refuses it too); its definitions are listed beside it.
 */
import ActionLink from '@/components/ActionLink';
import AdminForm from '@/resource/admin/AdminForm';
import { LIMITS, WORKFLOW_CODES, type Candidate, type GroupView } from '@/domain/workflow';
import { workflowService } from '@/services/workflow';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { FormattedMessage, useAccess, useIntl } from '@umijs/max';
import { App, Button, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useApi } from '@/core/request';

type Editing = { mode: 'create' } | { mode: 'edit'; group: GroupView } | null;

function ApprovalGroupPageContent() {
  const { message } = App.useApp();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as any);
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const { data: users = [] } = useApi(workflowService.candidates);
  const userOptions = useMemo(
    () => users.map((u: Candidate) => ({ value: u.userNo, label: `${u.userName}（${u.userNo}）` })),
    [users],
  );

  const canCreate = access.hasElement(WORKFLOW_CODES.groupCreate);
  const canUpdate = access.hasElement(WORKFLOW_CODES.groupUpdate);
  const canDelete = access.hasElement(WORKFLOW_CODES.groupDelete);

  const remove = async (g: GroupView) => {
    try {
      await workflowService.deleteGroup(g.id);
      message.success(t('workflow.group.deleted'));
      actionRef.current?.reload();
    } catch {
      /* shown by the request policy */
    }
  };

  const columns: ProColumns<GroupView>[] = [
    { title: t('workflow.group.keyword'), dataIndex: 'keyword', hideInTable: true },
    {
      title: t('workflow.group.member'),
      dataIndex: 'member',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { options: userOptions, showSearch: { optionFilterProp: 'label' } },
    },
    { title: t('workflow.group.name'), dataIndex: 'name', search: false, width: 160, render: (_, g) => <Typography.Text strong>{g.name}</Typography.Text> },
    { title: t('workflow.group.description'), dataIndex: 'description', search: false, ellipsis: true },
    {
      title: t('workflow.group.members'),
      dataIndex: 'members',
      search: false,
      render: (_, g) => (
        <Space size={[4, 4]} wrap>
          {g.members.map((no, i) => (
            <Tag key={no}>{g.memberNames[i] ?? no}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('workflow.group.usedBy'),
      dataIndex: 'usedBy',
      search: false,
      render: (_, g) =>
        g.usedBy.length ? (
          <Space size={[4, 4]} wrap>
            {g.usedBy.map((d) => (
              <Tag key={d.id} color="blue">
                {d.name}
              </Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('workflow.group.unused')}</Typography.Text>
        ),
    },
    {
      title: t('workflow.group.updatedAt'),
      dataIndex: 'updatedAt',
      search: false,
      width: 170,
      render: (_, g) => dayjs(g.updatedAt).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('workflow.inbox.actions'),
      valueType: 'option',
      width: 110,
      hideInTable: !canUpdate && !canDelete,
      render: (_, g) => [
        canUpdate && (
          <ActionLink key="edit" onClick={() => setEditing({ mode: 'edit', group: g })}>
            {t('workflow.group.editShort')}
          </ActionLink>
        ),
        canDelete &&
          (g.usedBy.length ? (
            <Tooltip key="delete" title={t('workflow.group.inUse')}>
              <Typography.Text type="secondary">{t('workflow.group.delete')}</Typography.Text>
            </Tooltip>
          ) : (
            <Popconfirm key="delete" title={t('workflow.group.deleteConfirm', { name: g.name })} onConfirm={() => remove(g)}>
              <ActionLink danger>{t('workflow.group.delete')}</ActionLink>
            </Popconfirm>
          )),
      ],
    },
  ];

  const editingGroup = editing?.mode === 'edit' ? editing.group : undefined;

  return (
    <PageContainer title={<FormattedMessage id="menu.approvalGroup" />}>
      <ProTable<GroupView>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        request={workflowService.groupsTable}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        toolBarRender={() =>
          canCreate
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
                  {t('workflow.group.create')}
                </Button>,
              ]
            : []
        }
      />
      <AdminForm<{ name: string; description?: string; members: string[] }>
        key={editingGroup ? `${editingGroup.id}-${editingGroup.version}` : 'create'}
        title={t(editingGroup ? 'workflow.group.edit' : 'workflow.group.create')}
        open={!!editing}
        creating={!editingGroup}
        width={560}
        fields={[
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
          { name: 'description', label: 'workflow.group.description', kind: 'textarea', max: LIMITS.groupDescription, fieldProps: { autoSize: { minRows: 2, maxRows: 4 } } },
        ]}
        initialValues={editingGroup ? { name: editingGroup.name, description: editingGroup.description, members: editingGroup.members } : { members: [] }}
        onCancel={() => setEditing(null)}
        onFinish={async (values) => {
          if (editingGroup) await workflowService.updateGroup(editingGroup.id, { ...values, version: editingGroup.version });
          else await workflowService.createGroup(values);
          message.success(t('workflow.group.saved'));
          setEditing(null);
          actionRef.current?.reload();
        }}
      />
    </PageContainer>
  );
}

/** The page inside antd's App context, so that its toasts and confirmations follow the theme and locale. */
export default function ApprovalGroupPage() {
  return (
    <App component={false}>
      <ApprovalGroupPageContent />
    </App>
  );
}
