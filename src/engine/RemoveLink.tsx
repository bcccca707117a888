/**
 * A row's 删除, for a definition that declares `removable`: offered to a holder of `<key>:delete` on a
 * record in a status that allows it (as a row offers only the actions of its status — an application
 * past its draft shows none); where the definition's `removeGuard` keeps this record (the current
 * password template) it is shown disabled with the reason; otherwise it asks, naming the record, then deletes with the loaded version
 * and says 已删除. A refused call (shown by the request policy) changes nothing.
 */
import { Popconfirm, Tooltip } from 'antd';
import ActionLink from '@/components/ActionLink';
import { canRemove, removeProblem, type ResourceDef, type ResourceRecord } from '@/domain/engine';
import { resourceService } from '@/services/resource';
import { useFeedback } from './feedback';
import type { ResourceText } from './text';
import type { Can } from './useCan';

interface Props {
  def: ResourceDef;
  record: ResourceRecord;
  text: ResourceText;
  can: Can;
  onRemoved: () => void;
}

export default function RemoveLink({ def, record, text, can, onRemoved }: Props) {
  const message = useFeedback();
  if (!def.removableIn.length || !canRemove(def, record) || !can(def.codes.remove, record)) return null;
  const label = text.t('resource.list.remove');
  const problem = removeProblem(def, record);
  if (problem)
    return (
      <Tooltip title={text.issue(problem)}>
        <ActionLink danger disabled>
          {label}
        </ActionLink>
      </Tooltip>
    );
  const remove = async () => {
    try {
      await resourceService(def).remove(record.id, record.version);
    } catch {
      return;
    }
    message.success(text.t('resource.list.removed'));
    onRemoved();
  };
  return (
    <Popconfirm
      title={text.t('resource.list.removeConfirm', { name: text.name, title: def.nameOf(record) })}
      okText={text.t('resource.action.ok')}
      cancelText={text.t('resource.action.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={remove}
    >
      <ActionLink danger>{label}</ActionLink>
    </Popconfirm>
  );
}
