/**
 * 组织结构: the tree of companies and departments — the engine's `Organization` records — and, for the
 * selected unit, its path, its actions (UnitActions: 新增下级 and 编辑 in the engine's form, 移动到, 删除
 * when empty) and its users beside it. A drop in the tree, like 移动到, is an edit of the unit's parent
 * and place among its siblings.
 */
import { adminCodes } from '@/domain/admin/codes';
import { buildOrgTree, dropPlace, orgPath, type OrgTreeNode, type OrgUnitView } from '@/domain/admin/organization';
import { organization } from '@/domain/desks/organization';
import MasterDetail, { useSelected } from '@/admin/MasterDetail';
import { useTreeSearch } from '@/admin/useTreeSearch';
import RecordDialogs, { useRecordDialogs } from '@/engine/RecordDialogs';
import { useFeedback } from '@/engine/feedback';
import { useResourceText } from '@/engine/text';
import { useCan } from '@/engine/useCan';
import { resourceService } from '@/services/resource';
import { searchService } from '@/services/search';
import { ApartmentOutlined, BankOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, Badge, Button, Card, Empty, Skeleton, Tree } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { useMemo, useState } from 'react';
import OrgUsers from './OrgUsers';
import UnitActions from './UnitActions';

const service = resourceService(organization);

export default function OrganizationPage() {
  const text = useResourceText(organization);
  const can = useCan();
  const message = useFeedback();
  const canMove = can(adminCodes.Organization.move);
  const loaded = useRequest(searchService.orgUnits);
  const units = useMemo(() => loaded.data ?? [], [loaded.data]);
  const refresh = loaded.refresh;

  const byId = useMemo(() => new Map(units.map((u) => [u.id, u])), [units]);
  const tree = useMemo(() => buildOrgTree(units), [units]);
  const root = tree[0];
  // at first the root, and the root again when the selected unit is gone (deleted here or elsewhere)
  const [current, setSelected] = useSelected(units, (u) => u.id, root && byId.get(root.id));
  const dialogs = useRecordDialogs();
  // the unit a new one goes under (新增下级 of the selected unit)
  const [under, setUnder] = useState<string>();

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

  /** Puts `unit` under `parentId` at `order` among its siblings (an edit of the record); a refusal is shown by the request policy. */
  const move = async (unit: OrgUnitView, parentId: string, order: number) => {
    try {
      await service.update(unit.id, { parentId, order, version: unit.version });
      message.success(text.t('admin.org.moved'));
      search.expand(parentId);
    } catch {
      // shown by the request policy; the tree is fetched again below
    } finally {
      refresh();
    }
  };

  // a drop on a unit's title puts the dragged unit inside it; in the gap above or below, beside it
  const place = (dragKey: React.Key, onKey: React.Key, inside: boolean, after: boolean) =>
    dropPlace(units, String(dragKey), String(onKey), inside ? 'inside' : after ? 'after' : 'before');
  const allowDrop: TreeProps['allowDrop'] = ({ dragNode, dropNode, dropPosition }) => !!place(dragNode.key, dropNode.key, dropPosition === 0, dropPosition > 0);
  const onDrop: TreeProps['onDrop'] = (info) => {
    const unit = byId.get(String(info.dragNode.key));
    const target = place(String(info.dragNode.key), info.node.key, !info.dropToGap, info.dropPosition > Number(info.node.pos.split('-').pop()));
    if (unit && target) move(unit, target.parentId, target.index);
  };

  const master = loaded.error ? (
    <Alert
      type="error"
      showIcon
      title={text.t('resource.org.failed')}
      action={
        <Button size="small" onClick={refresh}>
          {text.t('resource.detail.retry')}
        </Button>
      }
    />
  ) : loaded.loading && !loaded.data ? (
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
  );

  return (
    <MasterDetail
      title="menu.Organization"
      cols={{ md: 10, xl: 8 }}
      card={{ title: text.t('admin.org.tree'), search: 'admin.org.search', onSearch: search.search, hint: canMove && 'admin.org.dragHint' }}
      master={master}
      detail={
        <Card
          size="small"
          title={current ? orgPath(units, current.id).join(' / ') : text.t('admin.common.noSelection')}
          extra={
            current && (
              <UnitActions
                unit={current}
                units={units}
                tree={tree}
                text={text}
                can={can}
                onAdd={() => {
                  setUnder(current.id);
                  dialogs.openForm();
                }}
                onEdit={() => dialogs.openForm(current as never)}
                onMove={(parentId) => move(current, parentId, units.filter((u) => u.parentId === parentId).length)}
                onRemoved={() => {
                  setSelected(current.parentId ?? undefined);
                  refresh();
                }}
              />
            )
          }
        >
          {current ? <OrgUsers org={current} /> : <Empty description={text.t('admin.common.noSelection')} />}
        </Card>
      }
    >
      <RecordDialogs
        dialogs={dialogs}
        def={organization}
        service={service}
        text={text}
        can={can}
        initial={under ? { parentId: under } : undefined}
        onChanged={refresh}
        onAnswer={(saved, via) => {
          if (via !== 'create') return;
          search.expand(String(saved.parentId));
          setSelected(saved.id);
        }}
      />
    </MasterDetail>
  );
}
