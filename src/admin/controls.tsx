/** Small controls the administration pages share. */
import { useIntl } from '@umijs/max';
import { Badge, Input, Space, Switch, Tag, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { translator } from './adminText';

/** A record's 启用 / 停用 as a badge. */
export function EnabledBadge({ on }: { on: boolean }) {
  const t = translator(useIntl());
  return <Badge status={on ? 'success' : 'default'} text={t(on ? 'admin.common.enabled' : 'admin.common.disabled')} />;
}

/** A switch with its label beside it (`label`: locale key, also the switch's accessible name). */
export function LabelledSwitch(props: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  small?: boolean;
  style?: CSSProperties;
}) {
  const t = translator(useIntl());
  return (
    <Space wrap style={props.style}>
      <Switch
        size={props.small ? 'small' : undefined}
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onChange}
        aria-label={t(props.label)}
      />
      <span>{t(props.label)}</span>
    </Space>
  );
}

/** A record's name with its code (or other key) beside it, or `below` it; the code small and secondary, `mono` as code, cut at `width` px (whole in a tooltip). */
export function NameCode(props: { name: ReactNode; code: ReactNode; below?: boolean; mono?: boolean; width?: number }) {
  const code = (
    <Typography.Text type="secondary" code={props.mono} style={{ fontSize: 12, maxWidth: props.width }} ellipsis={!!props.width && { tooltip: props.code }}>
      {props.code}
    </Typography.Text>
  );
  return (
    <Space orientation={props.below ? 'vertical' : 'horizontal'} size={props.below ? 0 : 6}>
      {props.name}
      {props.code || props.code === 0 ? code : null}
    </Space>
  );
}

/** A search box that searches as one types; `label` (locale key) is its placeholder and its accessible name. */
export function SearchBox(props: { label: string; onSearch: (q: string) => void; small?: boolean; style?: CSSProperties }) {
  const t = translator(useIntl());
  return (
    <Input.Search
      allowClear
      size={props.small ? 'small' : undefined}
      placeholder={t(props.label)}
      aria-label={t(props.label)}
      onChange={(e) => props.onSearch(e.target.value)}
      style={props.style}
    />
  );
}

/** Tags in a line that wraps (members, the definitions that use a group, the levels that see a level). */
export function Tags(props: { items: { key: string; label: ReactNode; color?: string }[] }) {
  return (
    <Space size={[4, 4]} wrap>
      {props.items.map((i) => (
        <Tag key={i.key} color={i.color}>
          {i.label}
        </Tag>
      ))}
    </Space>
  );
}
