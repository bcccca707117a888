/**
 * What a role grants (`grants` of 用户角色): the checkable tree of menus, pages and page elements — the
 * function tree as 系统功能 lists it, switched-off functions tagged. Ticking a page takes its elements,
 * ticking an element takes its page, unticking a page drops its elements (src/domain/admin/permissions.ts
 * `toggleFunction`); 全部功能 grants everything, future functions too. The value is `['*']` or the ticked
 * page and element codes in the tree's order. Without `onChange` it shows what is granted (the detail).
 */
import { useApi } from '@/core/request';
import { functionIndex } from '@/domain/admin/functions';
import { ALL, expandGrants, grantableCodes, toggleFunction, treeChecks } from '@/domain/admin/permissions';
import { functionTitle, translator } from '@/admin/adminText';
import { LabelledSwitch, NameCode, SearchBox } from '@/admin/controls';
import { useTreeSearch } from '@/admin/useTreeSearch';
import { functionApi, type FunctionRow } from '@/services/admin';
import { useIntl } from '@umijs/max';
import { Alert, Button, Popconfirm, Skeleton, Space, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { useMemo, useRef } from 'react';

const NONE: FunctionRow[] = [];

export default function GrantsTree(props: { value?: unknown; onChange?: (v: unknown) => void }) {
  const intl = useIntl();
  const t = translator(intl);
  const functions = useApi(functionApi.tree);
  const nodes = functions.data ?? NONE;
  const index = useMemo(() => functionIndex(nodes), [nodes]);
  const value = useMemo(() => (Array.isArray(props.value) ? (props.value as string[]) : []), [props.value]);
  const all = value.includes(ALL);
  const checked = useMemo(() => (all ? new Set<string>() : expandGrants(value, nodes)), [all, value, nodes]);
  // what was ticked before 全部功能 was switched on, back when it is switched off again
  const before = useRef(checked);
  const editable = Boolean(props.onChange);
  const setChecked = (next: Set<string>) => props.onChange?.(grantableCodes(nodes).filter((c) => next.has(c)));
  const title = (n: FunctionRow) => functionTitle(intl, n);
  const search = useTreeSearch(
    nodes,
    (n) => n.code,
    (n) => [n.code, title(n)],
    () => nodes.map((n) => n.code),
  );
  const states = useMemo(() => treeChecks(nodes, checked), [nodes, checked]);
  if (!functions.data) return <Skeleton active title={false} paragraph={{ rows: 4 }} />;

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
  const count = (kind: string) => [...checked].filter((c) => index.get(c)?.kind === kind).length;
  const switchAll = (on: boolean) => {
    if (on) before.current = checked;
    if (on) props.onChange?.([ALL]);
    else setChecked(before.current);
  };

  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <LabelledSwitch label="admin.role.allFunctions" checked={all} disabled={!editable} onChange={switchAll} />
      {all ? (
        <Alert type="success" title={t('admin.role.allFunctionsHint')} />
      ) : (
        <>
          <Space wrap>
            <SearchBox label="admin.role.filter" onSearch={search.search} style={{ width: 260 }} />
            <Button size="small" onClick={search.expandAll}>
              {t('admin.role.expandAll')}
            </Button>
            <Button size="small" onClick={search.collapseAll}>
              {t('admin.role.collapseAll')}
            </Button>
            {editable && (
              <>
                <Button size="small" onClick={() => setChecked(new Set(grantableCodes(nodes)))}>
                  {t('admin.role.checkAll')}
                </Button>
                <Popconfirm title={t('admin.role.uncheckAll')} onConfirm={() => setChecked(new Set())}>
                  <Button size="small">{t('admin.role.uncheckAll')}</Button>
                </Popconfirm>
              </>
            )}
            <Typography.Text type="secondary">{t('admin.role.grantedCount', { pages: count('PAGE'), elements: count('ELEMENT') })}</Typography.Text>
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
    </Space>
  );
}
