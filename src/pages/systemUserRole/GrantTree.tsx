/**
 * The checkable function tree of one role. Ticking a page takes its elements, ticking an element takes
 * its page, unticking a page drops its elements (src/domain/admin/permissions.ts toggleFunction); what
 * is saved is the list of ticked pages and elements, or "all functions".
 */
import { ALL, toggleFunction, treeChecks } from '@/domain/admin/permissions';
import { functionIndex } from '@/domain/admin/functions';
import { roleGrantsApi, type FunctionRow, type RoleGrants } from '@/services/admin';
import { AdminActions, type AdminAction } from '@/admin/AdminActions';
import { DraftBar, useDraftOf } from '@/admin/DraftBar';
import { LabelledSwitch, NameCode, SearchBox } from '@/admin/controls';
import { functionTitle, translator } from '@/admin/adminText';
import { DetailCard } from '@/admin/MasterDetail';
import { useTreeSearch } from '@/admin/useTreeSearch';
import { useIntl } from '@umijs/max';
import { Alert, Space, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { useMemo } from 'react';

/** What a role's draft grants: all functions, or the ticked ones. */
const grants = (d: { all: boolean; checked: Set<string> }) => (d.all ? [ALL] : [...d.checked]);

export default function GrantTree(props: { role: RoleGrants; name: string; tree: FunctionRow[]; editable: boolean; onSaved: () => void }) {
  const intl = useIntl();
  const t = translator(intl);
  const { role, tree: nodes, editable } = props;
  const index = useMemo(() => functionIndex(nodes), [nodes]);

  const loaded = useMemo(() => ({ all: role.all, checked: new Set(role.grants) }), [role]);
  const { draft = loaded, setDraft, bar } = useDraftOf(loaded, (d) => roleGrantsApi.save(role.code, grants(d), role.version), props.onSaved, grants);
  const { all, checked } = draft;
  const setChecked = (next: Set<string>) => setDraft({ all, checked: next });
  const title = (n: FunctionRow) => functionTitle(intl, n);
  const search = useTreeSearch(
    nodes,
    (n) => n.code,
    (n) => [n.code, title(n)],
    () => nodes.map((n) => n.code),
  );

  const toData = (list: FunctionRow[]): TreeDataNode[] =>
    search.shown(list).map((n) => ({
      key: n.code,
      title: (
        <Space size={6}>
          <NameCode mono name={search.mark(n, title(n))} code={n.kind !== 'MENU' && n.code} />
          {n.kind === 'PAGE' && n.inMenu === false && <Tag>{`${t('admin.function.field.inMenu')}: ${t('admin.common.no')}`}</Tag>}
          {(!n.enabled || n.inheritedOff) && <Tag color="default">{t('admin.common.disabled')}</Tag>}
        </Space>
      ),
      children: toData(n.children),
    }));

  const states = useMemo(() => treeChecks(nodes, checked, all), [nodes, checked, all]);

  const pages = [...checked].filter((c) => index.get(c)?.kind === 'PAGE').length;
  const elements = [...checked].filter((c) => index.get(c)?.kind === 'ELEMENT').length;

  const grantable = [...index.values()].filter((n) => n.kind !== 'MENU').map((n) => n.code);
  const tools: AdminAction<null>[] = [
    ...search.tools,
    { key: 'check', label: 'admin.role.checkAll', show: () => editable, run: () => setChecked(new Set(grantable)), done: false },
    {
      key: 'uncheck',
      label: 'admin.role.uncheckAll',
      show: () => editable,
      confirm: () => ['admin.role.uncheckAll'],
      run: () => setChecked(new Set()),
      done: false,
    },
  ];

  return (
    <DetailCard name={t('admin.role.functions')} sub={`· ${props.name}`} hint="admin.role.reloginHint" extra={editable && <DraftBar tag {...bar} />}>
      <LabelledSwitch label="admin.role.allFunctions" checked={all} disabled={!editable} onChange={(on) => setDraft({ all: on, checked })} />
      {all ? (
        <Alert type="success" title={t('admin.role.allFunctionsHint')} />
      ) : (
        <>
          <Space wrap>
            <SearchBox label="admin.role.filter" onSearch={search.search} style={{ width: 260 }} />
            <AdminActions buttons row={null} actions={tools} onDone={() => undefined} />
            <Typography.Text type="secondary">{t('admin.role.grantedCount', { pages, elements })}</Typography.Text>
          </Space>
          <Tree
            checkable
            checkStrictly
            selectable={false}
            disabled={!editable}
            treeData={toData(nodes)}
            checkedKeys={states}
            expandedKeys={search.expandedKeys}
            onExpand={search.setExpanded}
            onCheck={(_, info) => setChecked(toggleFunction(index, checked, String(info.node.key), info.checked))}
          />
        </>
      )}
    </DetailCard>
  );
}
