/**
 * 组织结构: the tree of companies and departments (add, rename, move by drag or "move to", delete when
 * empty) and the users of the selected node beside it.
 */
import type { PortalAccess } from '@/access';
import { useApi } from '@/core/request';
import { adminCodes } from '@/domain/admin/codes';
import {
  buildOrgTree,
  checkDelete,
  checkMove,
  moveTargets,
  orgPath,
  ORG_NAME_MAX,
  validateOrgName,
  type OrgTreeNode,
  type OrgType,
} from '@/domain/admin/organization';
import { orgApi, type OrgRow } from '@/services/admin';
import { AdminActions, useSaved, type AdminAction } from '@/resource/admin/AdminActions';
import AdminForm from '@/resource/admin/AdminForm';
import MasterDetail from '@/resource/admin/MasterDetail';
import { translator } from '@/resource/admin/adminText';
import { ApartmentOutlined, BankOutlined, DeleteOutlined, DragOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormTreeSelect } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Badge, Card, Empty, Skeleton, Tree, Typography } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import OrgUsers from './OrgUsers';

const styles = {
  hit: { color: '#1677ff', fontWeight: 600 },
  count: { marginInlineStart: 6 },
  hint: { display: 'block', marginTop: 8, fontSize: 12 },
} as const;

type Dialog = { kind: 'add' | 'rename' | 'move'; node: OrgRow } | null;

export default function OrganizationPage() {
  const t = translator(useIntl());
  const saved = useSaved();
  const canMove = (useAccess() as PortalAccess).hasElement(adminCodes.Organization.move);
  const { data, loading, refresh } = useApi(orgApi.list);
  const units = data ?? [];
  const [selected, setSelected] = useState<string>();
  const [expanded, setExpanded] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);

  const byId = useMemo(() => new Map(units.map((u) => [u.id, u])), [units]);
  const tree = useMemo(() => buildOrgTree(units), [units]);
  const root = tree[0];

  // first load: select the root and open the first level
  useEffect(() => {
    if (root && !selected) {
      setSelected(root.id);
      setExpanded([root.id]);
    }
  }, [root, selected]);
  // the selected node was deleted (here or elsewhere): fall back to the root
  useEffect(() => {
    if (selected && data && !byId.has(selected)) setSelected(root?.id);
  }, [byId, data, root, selected]);

  const matches = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!q) return null;
    const hit = units.filter((u) => u.name.toLowerCase().includes(q));
    const keep = new Set<string>();
    for (const h of hit) {
      let cur: OrgRow | undefined = h;
      while (cur) {
        keep.add(cur.id);
        cur = cur.parentId ? byId.get(cur.parentId) : undefined;
      }
    }
    return { hit: new Set(hit.map((h) => h.id)), keep };
  }, [search, units, byId]);

  useEffect(() => {
    if (matches) setExpanded([...matches.keep]);
  }, [matches]);

  const toTreeData = (nodes: OrgTreeNode[]): TreeDataNode[] =>
    nodes
      .filter((n) => !matches || matches.keep.has(n.id))
      .map((n) => {
        const row = byId.get(n.id)!;
        return {
          key: n.id,
          title: (
            <span style={matches?.hit.has(n.id) ? styles.hit : undefined}>
              {n.name}
              {row.userCount > 0 && <Badge count={row.userCount} color="#bfbfbf" size="small" style={styles.count} />}
            </span>
          ),
          icon: n.type === 'COMPANY' ? <BankOutlined /> : <ApartmentOutlined />,
          children: toTreeData(n.children),
        };
      });

  const current = selected ? byId.get(selected) : undefined;

  /** Where a drop puts the dragged node: parent and index among the other siblings. */
  const dropTarget = (info: { dragNode: { key: React.Key }; node: { key: React.Key; pos: string }; dropPosition: number; dropToGap: boolean }) => {
    const dragId = String(info.dragNode.key);
    const dropId = String(info.node.key);
    const relative = info.dropPosition - Number(info.node.pos.split('-').pop());
    if (!info.dropToGap) return { parentId: dropId, index: 0 };
    const parentId = byId.get(dropId)?.parentId;
    if (!parentId) return null;
    const siblings = units.filter((u) => u.parentId === parentId && u.id !== dragId).sort((a, b) => a.order - b.order);
    const at = siblings.findIndex((s) => s.id === dropId);
    return { parentId, index: relative > 0 ? at + 1 : at };
  };

  const allowDrop: TreeProps['allowDrop'] = ({ dragNode, dropNode, dropPosition }) => {
    const dragId = String(dragNode.key);
    const parentId = dropPosition === 0 ? String(dropNode.key) : byId.get(String(dropNode.key))?.parentId;
    return !!parentId && checkMove(units, dragId, parentId) === null;
  };

  const onDrop: TreeProps['onDrop'] = async (info) => {
    const target = dropTarget(info as never);
    const dragId = String(info.dragNode.key);
    if (!target || checkMove(units, dragId, target.parentId)) return;
    try {
      await orgApi.move(dragId, target.parentId, target.index, byId.get(dragId)?.version ?? 0);
      saved('admin.org.moved');
      setExpanded((keys) => [...new Set([...keys, target.parentId])]);
    } finally {
      refresh();
    }
  };

  const actions: AdminAction<OrgRow>[] = [
    { key: 'add', label: 'admin.org.addChild', code: adminCodes.Organization.create, icon: <PlusOutlined />, run: (node) => setDialog({ kind: 'add', node }), done: false },
    { key: 'rename', label: 'admin.org.rename', code: adminCodes.Organization.update, icon: <EditOutlined />, run: (node) => setDialog({ kind: 'rename', node }), done: false },
    { key: 'move', label: 'admin.org.moveTo', code: adminCodes.Organization.move, icon: <DragOutlined />, show: (n) => !!n.parentId, run: (node) => setDialog({ kind: 'move', node }), done: false },
    {
      key: 'delete',
      label: 'admin.common.delete',
      code: adminCodes.Organization.delete,
      icon: <DeleteOutlined />,
      danger: true,
      show: (n) => !!n.parentId,
      blocked: (n) => {
        const problem = checkDelete(units, n.id, n.userCount);
        return problem && [problem.key, problem.params];
      },
      confirm: (n) => ['admin.common.confirmDelete', { name: n.name }],
      run: async (n) => {
        await orgApi.remove(n.id);
        setSelected(n.parentId ?? undefined);
      },
      done: 'admin.common.deleted',
    },
  ];
  const done = (toast?: string | false) => {
    if (toast !== false) saved(toast);
    refresh();
  };

  return (
    <MasterDetail
      title="menu.Organization"
      cols={{ md: 10, xl: 8 }}
      card={{ title: t('admin.org.tree'), search: 'admin.org.search', onSearch: setSearch }}
      master={
        <>
          {loading && !data ? (
            <Skeleton active />
          ) : tree.length === 0 ? (
            <Empty />
          ) : (
            <Tree
              showIcon
              blockNode
              showLine
              draggable={canMove ? { icon: false, nodeDraggable: (n) => !!byId.get(String(n.key))?.parentId } : false}
              allowDrop={allowDrop}
              onDrop={onDrop}
              treeData={toTreeData(tree)}
              selectedKeys={selected ? [selected] : []}
              expandedKeys={expanded}
              onExpand={(keys) => setExpanded(keys.map(String))}
              onSelect={(keys) => keys.length && setSelected(String(keys[0]))}
            />
          )}
          {canMove && <Typography.Text type="secondary" style={styles.hint}>{t('admin.org.dragHint')}</Typography.Text>}
        </>
      }
      detail={
        <Card
          size="small"
          title={current ? orgPath(units, current.id).join(' / ') : t('admin.common.noSelection')}
          extra={current && <AdminActions buttons row={current} actions={actions} onDone={done} />}
        >
          {current ? <OrgUsers org={current} /> : <Empty description={t('admin.common.noSelection')} />}
        </Card>
      }
    >
      <AdminForm<{ name: string; type: OrgType }>
        title={dialog?.kind === 'add' ? `${t('admin.org.addChild')} · ${dialog.node.name}` : t('admin.org.rename')}
        open={dialog?.kind === 'add' || dialog?.kind === 'rename'}
        creating={dialog?.kind === 'add'}
        fields={[
          { name: 'name', label: 'admin.org.field.name', required: 'admin.org.error.nameRequired', max: ORG_NAME_MAX, check: validateOrgName, fieldProps: { showCount: true } },
          {
            name: 'type',
            label: 'admin.org.field.type',
            kind: 'radio',
            createOnly: true,
            options: (['COMPANY', 'DEPARTMENT'] as OrgType[])
              .filter((type) => dialog?.node.type === 'COMPANY' || type === 'DEPARTMENT')
              .map((type) => ({ value: type, label: `admin.org.type.${type}` })),
          },
        ]}
        initialValues={dialog?.kind === 'rename' ? { name: dialog.node.name } : { type: 'DEPARTMENT' }}
        onCancel={() => setDialog(null)}
        onFinish={async (values) => {
          if (!dialog) return;
          if (dialog.kind === 'add') {
            const created = await orgApi.add({ parentId: dialog.node.id, name: values.name.trim(), type: values.type });
            setExpanded((keys) => [...new Set([...keys, dialog.node.id])]);
            setSelected(created.id);
          } else {
            await orgApi.rename(dialog.node.id, values.name.trim(), dialog.node.version);
          }
          saved();
          setDialog(null);
          refresh();
        }}
      />

      <ModalForm<{ targetId: string }>
        title={dialog?.kind === 'move' ? t('admin.org.moveTitle', { name: dialog.node.name }) : ''}
        open={dialog?.kind === 'move'}
        modalProps={{ destroyOnHidden: true, onCancel: () => setDialog(null) }}
        onFinish={async ({ targetId }) => {
          if (!dialog) return false;
          await orgApi.move(dialog.node.id, targetId, undefined, dialog.node.version);
          saved('admin.org.moved');
          setExpanded((keys) => [...new Set([...keys, targetId])]);
          setDialog(null);
          refresh();
          return true;
        }}
      >
        <ProFormTreeSelect
          name="targetId"
          label={t('admin.org.moveTarget')}
          rules={[{ required: true, message: t('admin.org.error.parentRequired') }]}
          fieldProps={{
            treeDefaultExpandAll: true,
            showSearch: true,
            treeNodeFilterProp: 'title',
            treeData: dialog?.kind === 'move' ? targetTree(tree, new Set(moveTargets(units, dialog.node.id))) : [],
          }}
        />
      </ModalForm>
    </MasterDetail>
  );
}

/** The tree for "move to": every node shown for orientation, only accepted targets selectable. */
function targetTree(nodes: OrgTreeNode[], allowed: Set<string>): Array<{ value: string; title: string; disabled: boolean; children: any[] }> {
  return nodes.map((n) => ({ value: n.id, title: n.name, disabled: !allowed.has(n.id), children: targetTree(n.children, allowed) }));
}
