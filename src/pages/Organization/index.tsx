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
  dropPlace,
  moveTargets,
  orgPath,
  ORG_NAME_MAX,
  validateOrgName,
  ORG_TYPES,
  type OrgTreeNode,
  type OrgType,
} from '@/domain/admin/organization';
import { orgApi, type OrgRow } from '@/services/admin';
import { AdminActions, deleteAction, useSaved, type AdminAction } from '@/admin/AdminActions';
import { useAdminDialog } from '@/admin/AdminForm';
import MasterDetail, { useSelected } from '@/admin/MasterDetail';
import { orgTreeData, translator } from '@/admin/adminText';
import { useTreeSearch } from '@/admin/useTreeSearch';
import { ApartmentOutlined, BankOutlined, DeleteOutlined, DragOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useAccess, useIntl } from '@umijs/max';
import { Badge, Card, Empty, Skeleton, Tree } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { useMemo } from 'react';
import OrgUsers from './OrgUsers';

export default function OrganizationPage() {
  const t = translator(useIntl());
  const saved = useSaved();
  const canMove = (useAccess() as PortalAccess).hasElement(adminCodes.Organization.move);
  const { data, loading, refresh } = useApi(orgApi.list);
  const units = data ?? [];

  const byId = useMemo(() => new Map(units.map((u) => [u.id, u])), [units]);
  const tree = useMemo(() => buildOrgTree(units), [units]);
  const root = tree[0];
  // at first the root, and the root again when the selected node is gone (deleted here or elsewhere)
  const [current, setSelected] = useSelected(units, (u) => u.id, root && byId.get(root.id));

  const search = useTreeSearch(
    tree,
    (n) => n.id,
    (n) => [n.name],
    () => (root ? [root.id] : []),
  );

  const toTreeData = (nodes: OrgTreeNode[]): TreeDataNode[] =>
    search.shown(nodes).map((n) => {
      const count = byId.get(n.id)!.userCount;
      return {
        key: n.id,
        title: (
          <>
            {search.mark(n, n.name)}
            {count > 0 && <Badge count={count} color="#bfbfbf" size="small" style={{ marginInlineStart: 6 }} />}
          </>
        ),
        icon: n.type === 'COMPANY' ? <BankOutlined /> : <ApartmentOutlined />,
        children: toTreeData(n.children),
      };
    });

  // a drop on a node's title puts the dragged node inside it; in the gap above or below, beside it
  const place = (dragKey: React.Key, onKey: React.Key, inside: boolean, after: boolean) =>
    dropPlace(units, String(dragKey), String(onKey), inside ? 'inside' : after ? 'after' : 'before');
  const allowDrop: TreeProps['allowDrop'] = ({ dragNode, dropNode, dropPosition }) => !!place(dragNode.key, dropNode.key, dropPosition === 0, dropPosition > 0);

  const onDrop: TreeProps['onDrop'] = async (info) => {
    const dragId = String(info.dragNode.key);
    const target = place(dragId, info.node.key, !info.dropToGap, info.dropPosition > Number(info.node.pos.split('-').pop()));
    if (!target) return;
    try {
      await orgApi.move(dragId, target.parentId, target.index, byId.get(dragId)?.version ?? 0);
      saved('admin.org.moved');
      search.expand(target.parentId);
    } finally {
      refresh();
    }
  };

  const actions: AdminAction<OrgRow>[] = [
    {
      key: 'add',
      label: 'admin.org.addChild',
      code: adminCodes.Organization.create,
      icon: <PlusOutlined />,
      run: (node) => edit.open(node, true),
      done: false,
    },
    { key: 'rename', label: 'admin.org.rename', code: adminCodes.Organization.update, icon: <EditOutlined />, run: (node) => edit.open(node), done: false },
    {
      key: 'move',
      label: 'admin.org.moveTo',
      code: adminCodes.Organization.move,
      icon: <DragOutlined />,
      show: (n) => !!n.parentId,
      run: (node) => move.open(node),
      done: false,
    },
    deleteAction({
      code: adminCodes.Organization.delete,
      icon: <DeleteOutlined />,
      name: (n) => n.name,
      show: (n) => !!n.parentId,
      blocked: (n) => checkDelete(units, n.id, n.userCount),
      run: async (n) => {
        await orgApi.remove(n.id);
        setSelected(n.parentId ?? undefined);
      },
    }),
  ];
  const edit = useAdminDialog<OrgRow, { name: string; type: OrgType }>(
    {
      labels: ['admin.org.addChild', 'admin.org.rename'],
      title: (node, adding) => (adding ? `${t('admin.org.addChild')} · ${node?.name}` : t('admin.org.rename')),
      fields: (node) => [
        {
          name: 'name',
          label: 'admin.org.field.name',
          required: 'admin.org.error.nameRequired',
          max: ORG_NAME_MAX,
          check: validateOrgName,
          fieldProps: { showCount: true },
        },
        {
          name: 'type',
          label: 'admin.org.field.type',
          kind: 'radio',
          createOnly: true,
          options: ORG_TYPES.filter((type) => node?.type === 'COMPANY' || type === 'DEPARTMENT').map((type) => ({
            value: type,
            label: `admin.org.type.${type}`,
          })),
        },
      ],
      initial: { type: 'DEPARTMENT' },
      toForm: (node) => ({ name: node.name }),
      save: async ({ name, type }, node, adding) => {
        if (!adding) return orgApi.rename(node!.id, name.trim(), node!.version);
        const created = await orgApi.add({ parentId: node!.id, name: name.trim(), type });
        search.expand(node!.id);
        setSelected(created.id);
      },
    },
    refresh,
  );
  const move = useAdminDialog<OrgRow, { targetId: string }>(
    {
      labels: ['admin.org.moveTo', 'admin.org.moveTo'],
      title: (node) => t('admin.org.moveTitle', { name: node?.name ?? '' }),
      // every node shown for orientation, only accepted targets selectable
      fields: (node) => [
        {
          name: 'targetId',
          label: 'admin.org.moveTarget',
          kind: 'tree',
          required: 'admin.org.error.parentRequired',
          treeData: node && orgTreeData(tree, new Set(moveTargets(units, node.id))),
        },
      ],
      toForm: () => ({}),
      save: async ({ targetId }, node) => {
        await orgApi.move(node!.id, targetId, undefined, node!.version);
        search.expand(targetId);
      },
      saved: 'admin.org.moved',
    },
    refresh,
  );

  return (
    <MasterDetail
      title="menu.Organization"
      cols={{ md: 10, xl: 8 }}
      card={{ title: t('admin.org.tree'), search: 'admin.org.search', onSearch: search.search, hint: canMove && 'admin.org.dragHint' }}
      master={
        loading && !data ? (
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
            selectedKeys={current ? [current.id] : []}
            expandedKeys={search.expandedKeys}
            onExpand={search.setExpanded}
            onSelect={(keys) => keys.length && setSelected(String(keys[0]))}
          />
        )
      }
      detail={
        <Card
          size="small"
          title={current ? orgPath(units, current.id).join(' / ') : t('admin.common.noSelection')}
          extra={current && <AdminActions buttons row={current} actions={actions} onDone={refresh} />}
        >
          {current ? <OrgUsers org={current} /> : <Empty description={t('admin.common.noSelection')} />}
        </Card>
      }
    >
      {edit.dialog}
      {move.dialog}
    </MasterDetail>
  );
}
