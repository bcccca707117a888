/**
 * 系统功能: the function tree (menus, pages, page elements) with permission codes, generated from the
 * routes, the menu and the element-code catalogue. Administrators switch a function off for everyone
 * or add a remark; which roles hold each function is shown beside it.
 */
import ActionLink from '@/components/ActionLink';
import type { PortalAccess } from '@/access';
import { useApi } from '@/core/request';
import { adminCodes } from '@/domain/admin/codes';
import { flattenFunctions, type FunctionNode } from '@/domain/admin/functions';
import { functionApi, roleApi, type FunctionRow } from '@/services/admin';
import { useAdminDialog } from '@/resource/admin/AdminForm';
import { functionTitle, translator } from '@/resource/admin/adminText';
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Alert, Card, Input, message, Popconfirm, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';

const prunedForKeys = (rows: FunctionRow[]): FunctionNode[] => rows.map((r) => ({ ...(r as unknown as FunctionNode), children: prunedForKeys(r.children ?? []) }));

const KIND_COLOR: Record<string, string> = { MENU: 'blue', PAGE: 'green', ELEMENT: 'purple' };

export default function SystemFunctionPage() {
  const intl = useIntl();
  const t = translator(intl);
  const access = useAccess() as PortalAccess;
  const canEdit = access.hasElement(adminCodes.systemFunction.update);
  const { data, loading, refresh } = useApi(functionApi.tree);
  const roles = useApi(roleApi.list);
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<string[] | null>(null);

  const tree = data ?? [];
  const all = useMemo(() => flattenFunctions(tree as unknown as FunctionNode[]) as unknown as FunctionRow[], [tree]);
  const roleName = useMemo(() => new Map((roles.data ?? []).map((r) => [r.code, r.name])), [roles.data]);
  const title = (n: FunctionRow) => functionTitle(intl, n);

  const count = (kind: string) => all.filter((n) => n.kind === kind).length;
  const stats = { menus: count('MENU'), pages: count('PAGE'), elements: count('ELEMENT') };

  const shown = useMemo(() => {
    const prune = (nodes: FunctionRow[], q: string): FunctionRow[] =>
      nodes.flatMap((n) => {
        const hit = !q || n.code.toLowerCase().includes(q) || title(n).toLowerCase().includes(q);
        const below = prune(n.children, q);
        if (!hit && !below.length) return [];
        // a match without matching children shows all of them; a leaf has no children array (no expander)
        const children = below.length ? below : hit ? prune(n.children, '') : [];
        return [{ ...n, children: children.length ? children : undefined } as unknown as FunctionRow];
      });
    return prune(tree, filter.trim().toLowerCase());
  }, [tree, filter, intl]);

  const expandedKeys = filter.trim() ? flattenFunctions(prunedForKeys(shown)).map((n) => n.code) : (expanded ?? tree.map((n) => n.code));

  const remarkDialog = useAdminDialog<FunctionRow, { remark?: string }>(
    {
      labels: ['admin.function.field.remark', 'admin.function.field.remark'],
      title: (r) => `${t('admin.function.field.remark')} · ${r && title(r)}`,
      fields: [{ name: 'remark', label: 'admin.function.field.remark', kind: 'textarea', max: 200 }],
      toForm: (r) => ({ remark: r.remark ?? '' }),
      save: ({ remark }, r) => functionApi.update(r!.code, { remark: remark ?? '' }),
    },
    refresh,
  );

  const setEnabled = async (row: FunctionRow, enabled: boolean) => {
    await functionApi.update(row.code, { enabled });
    message.success(t('admin.common.saved'));
    refresh();
    roles.refresh();
  };

  const columns: TableColumnsType<FunctionRow> = [
    {
      title: t('admin.function.field.name'),
      dataIndex: 'code',
      key: 'name',
      width: 260,
      render: (_, r) => <span style={{ opacity: r.enabled && !r.inheritedOff ? 1 : 0.5 }}>{title(r)}</span>,
    },
    {
      title: t('admin.function.field.code'),
      dataIndex: 'code',
      key: 'code',
      width: 240,
      render: (code: string) => (
        <Typography.Text code copyable={{ text: code }}>
          {code}
        </Typography.Text>
      ),
    },
    {
      title: t('admin.function.field.kind'),
      dataIndex: 'kind',
      width: 100,
      render: (kind: string) => <Tag color={KIND_COLOR[kind]}>{t(`admin.function.kind.${kind}`)}</Tag>,
    },
    {
      title: t('admin.function.field.system'),
      dataIndex: 'system',
      width: 100,
      render: (system: string) => t(`admin.function.system.${system}`),
    },
    {
      title: t('admin.function.field.routes'),
      dataIndex: 'routes',
      width: 220,
      render: (routes: string[] | undefined, r) =>
        routes?.length ? (
          <Space orientation="vertical" size={0}>
            {routes.map((p) => (
              <Typography.Text key={p} type="secondary" style={{ fontSize: 12 }}>
                {p}
              </Typography.Text>
            ))}
            {r.inMenu === false && (
              <Tag>
                {t('admin.function.field.inMenu')}: {t('admin.common.no')}
              </Tag>
            )}
          </Space>
        ) : null,
    },
    {
      title: t('admin.function.field.roles'),
      dataIndex: 'roles',
      render: (codes: string[]) => codes.map((c) => <Tag key={c}>{roleName.get(c) ?? c}</Tag>),
    },
    {
      title: t('admin.function.field.enabled'),
      dataIndex: 'enabled',
      width: 110,
      render: (enabled: boolean, r) =>
        r.inheritedOff ? (
          <Tooltip title={t('admin.function.inheritedOff')}>
            <Tag>{t('admin.common.disabled')}</Tag>
          </Tooltip>
        ) : canEdit ? (
          enabled ? (
            <Popconfirm title={t('admin.function.offHint')} onConfirm={() => setEnabled(r, false).catch(() => undefined)}>
              <Switch size="small" checked aria-label={`${title(r)} ${t('admin.function.field.enabled')}`} />
            </Popconfirm>
          ) : (
            <Switch size="small" checked={false} onChange={() => setEnabled(r, true).catch(() => undefined)} aria-label={`${title(r)} ${t('admin.function.field.enabled')}`} />
          )
        ) : (
          <Tag color={enabled ? 'success' : 'default'}>{t(enabled ? 'admin.common.enabled' : 'admin.common.disabled')}</Tag>
        ),
    },
    {
      title: t('admin.function.field.remark'),
      dataIndex: 'remark',
      width: 200,
      render: (remark: string, r) => (
        <Space size={4}>
          <Typography.Text type="secondary" ellipsis={{ tooltip: remark }} style={{ maxWidth: 150 }}>
            {remark}
          </Typography.Text>
          {canEdit && <ActionLink onClick={() => remarkDialog.open(r)}>{t('admin.common.edit')}</ActionLink>}
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title={t('menu.systemFunction')}>
      <Card size="small">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert type="info" showIcon title={t('admin.function.source')} />
          <Space wrap>
            <Input.Search allowClear placeholder={t('admin.role.filter')} aria-label={t('admin.role.filter')} onChange={(e) => setFilter(e.target.value)} style={{ width: 280 }} />
            <ActionLink onClick={() => setExpanded(all.filter((n) => n.children.length).map((n) => n.code))}>{t('admin.role.expandAll')}</ActionLink>
            <ActionLink onClick={() => setExpanded([])}>{t('admin.role.collapseAll')}</ActionLink>
            <Typography.Text type="secondary">{t('admin.function.stats', stats)}</Typography.Text>
          </Space>
          <Table<FunctionRow>
            rowKey="code"
            size="small"
            loading={loading}
            columns={columns}
            dataSource={shown}
            pagination={false}
            scroll={{ x: 1400 }}
            expandable={{
              expandedRowKeys: expandedKeys,
              onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
              childrenColumnName: 'children',
            }}
          />
        </Space>
      </Card>
      {remarkDialog.dialog}
    </PageContainer>
  );
}
