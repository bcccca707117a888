/**
 * 系统功能: the function tree (menus, pages, page elements) with permission codes, generated from the
 * routes, the menu and the element-code catalogue. Administrators switch a function off for everyone
 * or add a remark; which roles hold each function is shown beside it.
 */
import { useApi } from '@/core/request';
import { adminCodes } from '@/domain/admin/codes';
import { flattenFunctions } from '@/domain/admin/functions';
import { ROLE_DICTIONARY } from '@/domain/admin/users';
import { useDictionary } from '@/engine/useDictionary';
import { functionApi, type FunctionRow } from '@/services/admin';
import { AdminActions } from '@/admin/AdminActions';
import AdminTable from '@/admin/AdminTable';
import { EnabledBadge, SearchBox, Tags } from '@/admin/controls';
import { functionTitle, translator } from '@/admin/adminText';
import { useTreeSearch } from '@/admin/useTreeSearch';
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Space, Tag, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';

const KIND_COLOR: Record<string, string> = { MENU: 'blue', PAGE: 'green', ELEMENT: 'purple' };
const code = adminCodes.systemFunction.update;
const INHERITED = 'admin.function.inheritedOff';
/** switched on, and not switched off with a function above it */
const on = (r: FunctionRow) => r.enabled && !r.inheritedOff;

export default function SystemFunctionPage() {
  const intl = useIntl();
  const t = translator(intl);
  const { data, loading, refresh } = useApi(functionApi.tree);
  // the roles' names: their dictionary, which follows 用户角色
  const roles = useDictionary(ROLE_DICTIONARY);

  const tree = data ?? [];
  const all = useMemo(() => flattenFunctions(tree), [tree]);
  const title = (n: FunctionRow) => functionTitle(intl, n);

  const count = (kind: string) => all.filter((n) => n.kind === kind).length;
  const stats = { menus: count('MENU'), pages: count('PAGE'), elements: count('ELEMENT') };

  const search = useTreeSearch(
    tree,
    (n) => n.code,
    (n) => [n.code, title(n)],
    () => tree.map((n) => n.code),
  );
  // the rows the search keeps; a leaf has no children array (no expander)
  const rowsOf = (level: FunctionRow[]): FunctionRow[] =>
    search.shown(level).map((n) => ({ ...n, children: n.children.length ? rowsOf(n.children) : undefined }) as unknown as FunctionRow);
  // switching a function on or off changes what the roles hold
  const setEnabled = (enabled: boolean) => (r: FunctionRow) => functionApi.update(r.code, { enabled });

  return (
    <PageContainer title={t('menu.systemFunction')}>
      <Alert type="info" showIcon title={t('admin.function.source')} style={{ marginBottom: 16 }} />
      <AdminTable<FunctionRow, { remark?: string }>
        rowKey="code"
        rows={rowsOf(tree)}
        loading={loading}
        onChanged={refresh}
        tableProps={{
          size: 'small',
          options: false,
          scroll: { x: 1400 },
          headerTitle: <Typography.Text type="secondary">{t('admin.function.stats', stats)}</Typography.Text>,
          expandable: { expandedRowKeys: search.expandedKeys, onExpandedRowsChange: search.setExpanded },
        }}
        toolbar={[
          <SearchBox key="filter" label="admin.role.filter" onSearch={search.search} style={{ width: 280 }} />,
          <AdminActions key="expand" row={null} actions={search.tools} onDone={() => undefined} />,
        ]}
        columns={[
          {
            key: 'name',
            label: 'admin.function.field.name',
            width: 260,
            render: (r) => <span style={{ opacity: on(r) ? 1 : 0.5 }}>{search.mark(r, title(r))}</span>,
          },
          {
            key: 'code',
            label: 'admin.function.field.code',
            width: 240,
            render: (r) => (
              <Typography.Text code copyable>
                {r.code}
              </Typography.Text>
            ),
          },
          {
            key: 'kind',
            label: 'admin.function.field.kind',
            width: 100,
            render: (r) => <Tag color={KIND_COLOR[r.kind]}>{t(`admin.function.kind.${r.kind}`)}</Tag>,
          },
          { key: 'system', label: 'admin.function.field.system', width: 100, text: (r) => t(`admin.function.system.${r.system}`) },
          {
            key: 'routes',
            label: 'admin.function.field.routes',
            width: 220,
            render: (r) =>
              !!r.routes?.length && (
                <Space orientation="vertical" size={0}>
                  {r.routes.map((p) => (
                    <Typography.Text key={p} type="secondary" style={{ fontSize: 12 }}>
                      {p}
                    </Typography.Text>
                  ))}
                  {r.inMenu === false && <Tag>{`${t('admin.function.field.inMenu')}: ${t('admin.common.no')}`}</Tag>}
                </Space>
              ),
          },
          { key: 'roles', label: 'admin.function.field.roles', render: (r) => <Tags items={r.roles.map((c) => ({ key: c, label: roles.label(c) }))} /> },
          {
            key: 'enabled',
            label: 'admin.function.field.enabled',
            width: 110,
            render: (r) => (
              <Tooltip title={r.inheritedOff && t(INHERITED)}>
                <span>
                  <EnabledBadge on={on(r)} />
                </span>
              </Tooltip>
            ),
          },
          { key: 'remark', label: 'admin.function.field.remark', width: 200, ellipsis: true },
        ]}
        actions={[
          { key: 'disable', label: 'admin.common.disable', code, show: on, confirm: () => ['admin.function.offHint'], run: setEnabled(false) },
          { key: 'enable', label: 'admin.common.enable', code, show: (r) => !r.enabled, blocked: (r) => r.inheritedOff && INHERITED, run: setEnabled(true) },
        ]}
        form={{
          edit: code,
          title: (r) => `${t('admin.function.field.remark')} · ${title(r)}`,
          fields: [{ name: 'remark', label: 'admin.function.field.remark', kind: 'textarea', max: 200 }],
          toForm: (r) => ({ remark: r.remark ?? '' }),
          save: ({ remark }, r) => functionApi.update(r.code, { remark: remark ?? '' }),
        }}
      />
    </PageContainer>
  );
}
