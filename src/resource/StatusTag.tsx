/** A status as a coloured tag, its colour from the lifecycle's tone. */
import { Tag } from 'antd';
import type { ResourceDef, Tone } from '@/domain/resource';
import type { ResourceText } from './text';

const COLOR: Record<Tone, string> = { default: 'default', processing: 'processing', success: 'success', warning: 'warning', error: 'error' };

export function StatusTag({ def, status, text }: { def: ResourceDef; status: unknown; text: ResourceText }) {
  if (!status) return null;
  const tone = def.lifecycle?.statuses.find((s) => s.key === status)?.tone ?? 'default';
  return <Tag color={COLOR[tone]}>{text.status(status)}</Tag>;
}
