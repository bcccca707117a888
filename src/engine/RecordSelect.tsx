/**
 * The select of a `relatedTo.pick` field: records of the related resource (the list call with the
 * pick's filter), searched on the server as one types, each shown by its label field and code — an
 * expert request's expert, picked from the experts. The value is the record's id — on a `multiSelect`
 * field, a list of ids (a data scope's customers); a chosen record that the filter or the search no
 * longer offers (an expert deactivated since) still shows by its own label.
 */
import { Select, Spin, Typography } from 'antd';
import { useDebounceFn, useRequest } from 'ahooks';
import { useMemo, useRef, useState } from 'react';
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
  const many = field.type === 'multiSelect';
  const ids = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '');
  const chosen = many ? undefined : ids[0];
  const rows = list.data?.data ?? [];
  // chosen records this page of the list does not hold: read one by one (a few), so they keep their labels
  const seen = useRef(new Map<string, ResourceRecord>());
  for (const r of rows) seen.current.set(r.id, r);
  const missing = list.loading ? [] : ids.filter((id) => !seen.current.has(id));
  const current = useRequest(() => Promise.all(missing.map((id) => service.get(id))), {
    ready: missing.length > 0,
    refreshDeps: [missing.join(',')],
  });
  for (const r of current.data ?? []) seen.current.set(r.id, r);
  const search = useDebounceFn((v: string) => setKeyword(v.trim()), { wait: 300 });
  const option = (r: ResourceRecord) => ({ value: r.id, label: [pickLabel(pick.label, r), r.code].filter(Boolean).join(' · ') });
  const extra = ids.flatMap((id) => (rows.some((r) => r.id === id) ? [] : (seen.current.get(id) ?? [])));
  const options = [...rows.map(option), ...extra.map(option)];
  // a chosen record the pick warns about (a customer on hold): said under the select, never refused
  const text = useResourceText(target);
  const picked = chosen ? seen.current.get(chosen) : undefined;
  const warning = pick.warn && picked && pick.warn.statuses.includes(String(picked.status)) ? pick.warn : undefined;
  const select = (
    <Select
      {...rest}
      size={size}
      style={{ width: '100%' }}
      mode={many ? 'multiple' : undefined}
      value={many ? ids : chosen}
      onChange={(v) => onChange?.(v ?? (many ? [] : null))}
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
