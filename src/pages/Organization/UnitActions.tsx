/**
 * The selected unit's actions: 新增下级 and 编辑 (the engine's form, opened by the page), 移动到 (a unit
 * outside its own subtree whose type takes it; the root stays) and 删除 — the engine's, off with the
 * reason while units or users are under it.
 */
import { adminCodes } from '@/domain/admin/codes';
import { moveTargets, type OrgTreeNode, type OrgUnitView } from '@/domain/admin/organization';
import { organization } from '@/domain/desks/organization';
import { orgTreeData } from '@/admin/adminText';
import RemoveLink from '@/engine/RemoveLink';
import type { ResourceText } from '@/engine/text';
import type { Can } from '@/engine/useCan';
import { DragOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Space, TreeSelect } from 'antd';
import { useState } from 'react';

interface Props {
  unit: OrgUnitView;
  units: OrgUnitView[];
  tree: OrgTreeNode[];
  text: ResourceText;
  can: Can;
  onAdd: () => void;
  onEdit: () => void;
  onMove: (parentId: string) => Promise<void>;
  onRemoved: () => void;
}

export default function UnitActions({ unit, units, tree, text, can, onAdd, onEdit, onMove, onRemoved }: Props) {
  const [moving, setMoving] = useState(false);
  const [target, setTarget] = useState<string>();
  const [saving, setSaving] = useState(false);
  // what 删除 reads: the units and users under the unit, as the server counts them
  const record = { ...unit, childCount: units.filter((u) => u.parentId === unit.id).length };
  const mayMove = !!unit.parentId && can(adminCodes.Organization.move);
  const move = async () => {
    if (!target) return;
    setSaving(true);
    await onMove(target);
    setSaving(false);
    setMoving(false);
  };
  return (
    <Space>
      {can(organization.codes.create) && (
        <Button size="small" icon={<PlusOutlined />} onClick={onAdd}>
          {text.t('admin.org.addChild')}
        </Button>
      )}
      {can(organization.codes.edit) && (
        <Button size="small" icon={<EditOutlined />} onClick={onEdit}>
          {text.t('resource.list.edit')}
        </Button>
      )}
      {mayMove && (
        <Button
          size="small"
          icon={<DragOutlined />}
          onClick={() => {
            setTarget(undefined);
            setMoving(true);
          }}
        >
          {text.t('admin.org.moveTo')}
        </Button>
      )}
      {unit.parentId && <RemoveLink def={organization} record={record as never} text={text} can={can} onRemoved={onRemoved} />}
      <Modal
        open={moving}
        title={text.t('admin.org.moveTitle', { name: unit.name })}
        okText={text.t('resource.action.ok')}
        cancelText={text.t('resource.action.cancel')}
        okButtonProps={{ disabled: !target, loading: saving }}
        onOk={move}
        onCancel={() => setMoving(false)}
        destroyOnHidden
      >
        <Form layout="vertical">
          {/* every unit shown for orientation, only the accepted targets selectable */}
          <Form.Item label={text.t('admin.org.moveTarget')} required>
            <TreeSelect
              value={target}
              onChange={setTarget}
              treeData={orgTreeData(tree, new Set(moveTargets(units, unit.id)))}
              treeDefaultExpandAll
              showSearch
              treeNodeFilterProp="title"
            />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
