/**
 * The select of a `relatedTo.pick` field: records of the related resource (the list call with the
 * pick's filter), searched on the server as one types, each shown by its label field and code — an
 * expert request's expert, picked from the experts. The value is the record's id; a chosen record
 * that the filter no longer offers (an expert deactivated since) still shows by its own label.
 */
import { Select, Spin, Typography } from 'antd';
import { useDebounceFn, useRequest } from 'ahooks';
import { useMemo, useState } from 'react';
import { pickLabel, type FieldDef, type ResourceRecord } from '@/domain/engine';
import { resourceOf } from '@/domain/desks';
import { resourceService } from '@/services/resource';
import { useResourceText } from './text';

/** The props a field's server-searched select takes from the form (RecordSelect, UserSelect). */
export interface PickerProps {
  field: FieldDef;
  value?: unknown;
  onChange?: (v: unknown) => void;
  onBlur?: () => void;
  placeholder?: string;
  autoFocus?: boolean;
  'aria-label'?: string;
  size?: 'small' | 'middle';
}

const PICK_PAGE = 50;

export default function RecordSelect({ field, value, onChange, onBlur, placeholder, autoFocus, size, ...rest }: PickerProps) {
  const pick = field.relatedTo!.pick!;
  const target = resourceOf(field.relatedTo!.resource)!;
  const service = useMemo(() => resourceService(target), [target]);
  const [keyword, setKeyword] = useState('');
  const list = useRequest(() => service.list({ ...pick.filter, keyword: keyword || undefined, pageSize: PICK_PAGE, current: 1 }), { refreshDeps: [keyword] });
  const chosen = typeof value === 'string' && value ? value : undefined;
  const rows = list.data?.data ?? [];
  const missing = chosen && !list.loading && !rows.some((r) => r.id === chosen) ? chosen : undefined;
  const current = useRequest(() => service.get(missing!), { ready: Boolean(missing), refreshDeps: [missing] });
  const search = useDebounceFn((v: string) => setKeyword(v.trim()), { wait: 300 });
  const option = (r: ResourceRecord) => ({ value: r.id, label: [pickLabel(pick.label, r), r.code].filter(Boolean).join(' · ') });
  const options = [...rows.map(option), ...(missing && current.data ? [option(current.data)] : [])];
  // a chosen record the pick warns about (a customer on hold): said under the select, never refused
  const text = useResourceText(target);
  const picked = rows.find((r) => r.id === chosen) ?? (missing ? current.data : undefined);
  const warning = pick.warn && picked && pick.warn.statuses.includes(String(picked.status)) ? pick.warn : undefined;
  const select = (
    <Select
      {...rest}
      size={size}
      style={{ width: '100%' }}
      value={chosen}
      onChange={(v) => onChange?.(v ?? null)}
      onBlur={onBlur}
      placeholder={placeholder}
      autoFocus={autoFocus}
      options={options}
      showSearch={{ filterOption: false, onSearch: search.run }}
      notFoundContent={list.loading ? <Spin size="small" /> : undefined}
      loading={list.loading}
      allowClear
    />
  );
  if (!warning) return select;
  return (
    <div>
      {select}
      <Typography.Text type="warning" role="status" style={{ display: 'block', marginTop: 4 }}>
        {text.t(warning.message, { reason: String((warning.param && picked?.[warning.param]) || '') })}
      </Typography.Text>
    </div>
  );
}
