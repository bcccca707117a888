/** Small controls the administration pages share. */
import { useIntl } from '@umijs/max';
import { Badge, Space, Switch, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { translator } from './adminText';

/** A record's 启用 / 停用 as a badge. */
export function EnabledBadge({ on }: { on: boolean }) {
  const t = translator(useIntl());
  return <Badge status={on ? 'success' : 'default'} text={t(on ? 'admin.common.enabled' : 'admin.common.disabled')} />;
}

/** A switch with its label beside it (`label`: locale key, also the switch's accessible name). */
export function LabelledSwitch(props: { label: string; checked: boolean; onChange: (on: boolean) => void; disabled?: boolean; small?: boolean; style?: CSSProperties }) {
  const t = translator(useIntl());
  return (
    <Space wrap style={props.style}>
      <Switch size={props.small ? 'small' : undefined} checked={props.checked} disabled={props.disabled} onChange={props.onChange} aria-label={t(props.label)} />
      <span>{t(props.label)}</span>
    </Space>
  );
}

/** A record's name with its code (or other key) beside it, or `below` it; the code small and secondary, `mono` as code. */
export function NameCode(props: { name: ReactNode; code: ReactNode; below?: boolean; mono?: boolean }) {
  const code = (
    <Typography.Text type="secondary" code={props.mono} style={{ fontSize: 12 }}>
      {props.code}
    </Typography.Text>
  );
  return (
    <Space orientation={props.below ? 'vertical' : 'horizontal'} size={props.below ? 0 : 6}>
      {props.name}
      {code}
    </Space>
  );
}
