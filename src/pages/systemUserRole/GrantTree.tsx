/**
 * The checkable function tree of one role. Ticking a page takes its elements, ticking an element takes
 * its page, unticking a page drops its elements (src/domain/admin/permissions.ts toggleFunction); what
 * is saved is the list of ticked pages and elements, or "all functions".
 */
import { ALL, checkStateOf, toggleFunction } from '@/domain/admin/permissions';
import { flattenFunctions, functionIndex, type FunctionNode } from '@/domain/admin/functions';
import { roleApi, type FunctionRow, type RoleRow } from '@/services/admin';
import { AdminActions, expandActions, type AdminAction } from '@/resource/admin/AdminActions';
import { DraftBar, useDraftOf } from '@/resource/admin/DraftBar';
import { LabelledSwitch, NameCode } from '@/resource/admin/controls';
import { functionTitle, searchTree, translator } from '@/resource/admin/adminText';
import { useIntl } from '@umijs/max';
import { Alert, Card, Input, Space, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';

/** What a role's draft grants: all functions, or the ticked ones. */
const grants = (d: { all: boolean; checked: Set<string> }) => (d.all ? [ALL] : [...d.checked]);

export default function GrantTree(props: { role: RoleRow; tree: FunctionRow[]; editable: boolean; onSaved: () => void }) {
  const intl = useIntl();
  const t = translator(intl);
  const { role, tree, editable } = props;
  const nodes = tree as unknown as FunctionNode[];
  const index = useMemo(() => functionIndex(nodes), [nodes]);
  const rows = useMemo(() => new Map(flattenFunctions(nodes).map((n) => [n.code, n as unknown as FunctionRow])), [nodes]);

  const loaded = useMemo(() => ({ all: role.all, checked: new Set(role.grants) }), [role]);
  const { draft = loaded, setDraft, bar } = useDraftOf(loaded, (d) => roleApi.saveGrants(role.code, grants(d), role.version), props.onSaved, grants);
  const { all, checked } = draft;
  const setChecked = (next: Set<string>) => setDraft({ all, checked: next });
  const [expanded, setExpanded] = useState<string[]>(() => nodes.map((n) => n.code));
  const [filter, setFilter] = useState('');

  const title = (n: FunctionNode) => functionTitle(intl, n);

  const q = filter.trim().toLowerCase();
  const hit = (n: FunctionNode) => n.code.toLowerCase().includes(q) || title(n).toLowerCase().includes(q);
  const visible = useMemo(() => (q ? searchTree(nodes, (n) => n.code, hit) : null), [q, nodes]);

  const toData = (list: FunctionNode[]): TreeDataNode[] =>
    list
      .filter((n) => !visible || visible.has(n.code))
      .map((n) => {
        const row = rows.get(n.code)!;
        const off = !row.enabled || row.inheritedOff;
        return {
          key: n.code,
          title: (
            <Space size={6}>
              <NameCode mono name={title(n)} code={n.kind !== 'MENU' && n.code} />
              {n.kind === 'PAGE' && n.inMenu === false && (
                <Tag>
                  {t('admin.function.field.inMenu')}: {t('admin.common.no')}
                </Tag>
              )}
              {off && <Tag color="default">{t('admin.common.disabled')}</Tag>}
            </Space>
          ),
          children: toData(n.children),
        };
      });

  const states = useMemo(() => {
    const on: string[] = [];
    const half: string[] = [];
    for (const n of flattenFunctions(nodes)) {
      const s = all ? 'checked' : checkStateOf(n, checked);
      if (s === 'checked') on.push(n.code);
      if (s === 'half') half.push(n.code);
    }
    return { checked: on, halfChecked: half };
  }, [nodes, checked, all]);

  const pages = [...checked].filter((c) => index.get(c)?.kind === 'PAGE').length;
  const elements = [...checked].filter((c) => index.get(c)?.kind === 'ELEMENT').length;

  const grantable = [...index.values()].filter((n) => n.kind !== 'MENU').map((n) => n.code);
  const tools: AdminAction<null>[] = [
    ...expandActions(flattenFunctions(nodes), setExpanded),
    { key: 'check', label: 'admin.role.checkAll', show: () => editable, run: () => setChecked(new Set(grantable)), done: false },
    { key: 'uncheck', label: 'admin.role.uncheckAll', show: () => editable, confirm: () => ['admin.role.uncheckAll'], run: () => setChecked(new Set()), done: false },
  ];

  return (
    <Card
      size="small"
      title={
        <Space>
          <span>{t('admin.role.functions')}</span>
          <Typography.Text type="secondary">· {role.name}</Typography.Text>
        </Space>
      }
      extra={editable && <DraftBar tag {...bar} />}
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Alert type="info" showIcon title={t('admin.role.reloginHint')} />
        <LabelledSwitch label="admin.role.allFunctions" checked={all} disabled={!editable} onChange={(on) => setDraft({ all: on, checked })} />
        {all ? (
          <Alert type="success" title={t('admin.role.allFunctionsHint')} />
        ) : (
          <>
            <Space wrap>
              <Input.Search allowClear placeholder={t('admin.role.filter')} aria-label={t('admin.role.filter')} onChange={(e) => setFilter(e.target.value)} style={{ width: 260 }} />
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
              expandedKeys={visible ? [...visible] : expanded}
              onExpand={(keys) => setExpanded(keys.map(String))}
              onCheck={(_, info) => setChecked(toggleFunction(index, checked, String(info.node.key), info.checked))}
            />
          </>
        )}
      </Space>
    </Card>
  );
}
