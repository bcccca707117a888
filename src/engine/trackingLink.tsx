/**
 * A tracking number shown as a link to its carrier's tracking page: the field declares `trackingOf`
 * (the field holding the carrier, a select of a dictionary whose items carry a `link`, configured in
 * 选项配置 — src/domain/tracking.ts). Without a carrier, a link or a number it stays text. Read by the
 * detail drawer and the list's cells alike.
 */
import type { ReactNode } from 'react';
import type { FieldDef, Values } from '@/domain/engine';
import { trackingHref } from '@/domain/tracking';
import { Typography } from 'antd';
import type { ResourceText } from './text';

export function trackingLinked(fields: FieldDef[], field: FieldDef, record: Values, shown: ReactNode, text: Pick<ResourceText, 'dict'>): ReactNode {
  const carrierField = field.trackingOf ? fields.find((f) => f.key === field.trackingOf) : undefined;
  const carrier = carrierField ? record[carrierField.key] : undefined;
  const link = carrierField?.dict && carrier != null ? text.dict(carrierField.dict).items.find((i) => i.value === carrier)?.link : undefined;
  const href = trackingHref(link, record[field.key]);
  return href && shown ? (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
      {shown}
    </Typography.Link>
  ) : (
    shown
  );
}
