/** A status as a coloured tag, its colour from the lifecycle's tone; the reason of a highlighted row as a badge. */
import { Tag } from 'antd';
import type { DomainContext, ResourceDef, Tone, Values } from '@/domain/engine';
import type { ResourceText } from './text';

const COLOR: Record<Tone, string> = { default: 'default', processing: 'processing', success: 'success', warning: 'warning', error: 'error' };

/**
 * The status of a record. With the record, a status view of the definition may rename it (`statusViews`:
 * a conversation OPEN with nobody on it reads 排队中).
 */
export function StatusTag({ def, status, text, record }: { def: ResourceDef; status: unknown; text: ResourceText; record?: Values }) {
  if (!status) return null;
  const view = record ? def.statusViews.find((v) => v.of === status && v.when(record)) : undefined;
  const tone = view?.tone ?? def.lifecycle?.statuses.find((s) => s.key === status)?.tone ?? 'default';
  return <Tag color={COLOR[tone]}>{text.status(view?.key ?? status)}</Tag>;
}

/**
 * Why the row is highlighted ("超时 3 小时", "逾期 5 天"): the definition's `rowReason` for a row its
 * `rowTone` highlights, in the row's tone; nothing for other rows.
 */
export function RowReasonBadge({ def, record, text, ctx }: { def: ResourceDef; record: Values; text: ResourceText; ctx: DomainContext }) {
  const tone = def.rowTone?.(record, ctx);
  const reason = tone && def.rowReason?.(record, ctx);
  if (!tone || !reason) return null;
  return (
    <Tag color={COLOR[tone]} variant="solid" className="resource-row-reason" data-testid="row-reason">
      {text.t(reason.message, reason.params)}
    </Tag>
  );
}
