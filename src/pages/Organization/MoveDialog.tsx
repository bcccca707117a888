/**
 * 移动到… of a unit: a unit outside its own subtree whose type takes it (`moveTargets`; every unit shown
 * for orientation, only those selectable), the moved unit going last among its new siblings — the
 * engine's edit of `parentId` and `order` with the loaded version. A refusal is shown by the request
 * policy and the dialog stays.
 */
import { orgTreeData } from '@/admin/adminText';
import { buildOrgTree, moveTargets, type OrgUnit } from '@/domain/admin/organization';
import { organization } from '@/domain/desks/organization';
import { useFeedback } from '@/engine/feedback';
import type { ResourceText } from '@/engine/text';
import { resourceService } from '@/services/resource';
import { searchService } from '@/services/search';
import { useRequest } from 'ahooks';
import { Form, Modal, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';

const service = resourceService(organization);

interface Props {
  unit: OrgUnit & { version: number };
  text: ResourceText;
  onClose: () => void;
  /** moved under `parentId` */
  onMoved: (parentId: string) => void;
}

export default function MoveDialog({ unit, text, onClose, onMoved }: Props) {
  const units = useRequest(searchService.orgUnits);
  const [target, setTarget] = useState<string>();
  const [saving, setSaving] = useState(false);
  const message = useFeedback();
  const treeData = useMemo(() => {
    const all = units.data ?? [];
    return orgTreeData(buildOrgTree(all), new Set(moveTargets(all, unit.id)));
  }, [units.data, unit.id]);
  const move = async () => {
    if (!target) return;
    setSaving(true);
    try {
      const order = (units.data ?? []).filter((u) => u.parentId === target).length;
      await service.update(unit.id, { parentId: target, order, version: unit.version });
      message.success(text.t('admin.org.moved'));
      onMoved(target);
      onClose();
    } catch {
      // shown by the request policy
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={text.t('admin.org.moveTitle', { name: unit.name })}
      okText={text.t('resource.action.ok')}
      cancelText={text.t('resource.action.cancel')}
      okButtonProps={{ disabled: !target, loading: saving }}
      onOk={move}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label={text.t('admin.org.moveTarget')} required>
          <TreeSelect
            value={target}
            onChange={setTarget}
            treeData={treeData}
            loading={units.loading}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
