/**
 * A searchable pick of another resource's records for a related-record field declared
 * `relatedTo: { resource, pick: { label } }` (the document a feedback is about). The options come from
 * that resource's list call with the signed-in user's rights, so only records the user may see are
 * offered — the server applies data scope and secrecy; the page filters nothing itself.
 */
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { FieldDef, RelatedTo, ResourceRecord } from '@/domain/resource';
import { resourceOf } from '@/domain/resources';
import { resourceService } from '@/services/resource';

const PAGE = 20;

interface Props {
  field: FieldDef & { relatedTo: RelatedTo };
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  id?: string;
}

export default function RecordPicker({ field, value, onChange, placeholder, id }: Props) {
  const target = resourceOf(field.relatedTo.resource)!;
  const service = useMemo(() => resourceService(target), [target]);
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<ResourceRecord[]>([]);
  const [loading, setLoading] = useState(false);
  const label = (r: ResourceRecord) => (field.relatedTo.pick?.label ?? ['code']).map((k) => r[k]).filter(Boolean).join(' · ');

  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      service
        .list({ current: 1, pageSize: PAGE, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) })
        .then((page) => live && setRows(page.data ?? []))
        .catch(() => live && setRows([]))
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [service, keyword]);

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      value={value}
      onChange={(v) => onChange?.(v)}
      loading={loading}
      placeholder={placeholder}
      options={rows.map((r) => ({ value: r.id, label: label(r) }))}
      data-testid={`picker-${field.key}`}
    />
  );
}
