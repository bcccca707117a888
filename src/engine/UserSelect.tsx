/**
 * The select of a user field (`type: 'user' | 'users'`, src/domain/engine/users.ts): the user directory,
 * searched on the server as one types (name, number or organisation), each user shown by name and
 * number with the organisation beside it. The value is the user number (a list for `users`, or where
 * the search form asks for any of several); users already chosen that the page of the directory does
 * not hold are named by asking the directory for them by number.
 */
import { useIntl } from '@umijs/max';
import { Select, Spin, Typography } from 'antd';
import { useDebounceFn, useRequest } from 'ahooks';
import { useMemo, useRef, useState } from 'react';
import { directoryLabel, userNosOf, type DirectoryEntry } from '@/domain/engine';
import { searchService } from '@/services/search';
import type { PickerProps } from './RecordSelect';

interface Props extends PickerProps {
  /** several users even for a single-user field (the search form: any of them) */
  multiple?: boolean;
}

const PAGE = 20;

export default function UserSelect({ field, value, onChange, onBlur, placeholder, autoFocus, size, multiple, ...rest }: Props) {
  const intl = useIntl();
  const many = multiple || field.type === 'users';
  const [keyword, setKeyword] = useState('');
  const list = useRequest(() => searchService.users({ keyword: keyword || undefined, pageSize: PAGE }), { refreshDeps: [keyword] });
  // every user seen, so a chosen one keeps its name when the next search no longer holds it
  const known = useRef(new Map<string, DirectoryEntry>());
  for (const u of list.data?.data ?? []) known.current.set(u.userNo, u);
  const chosen = userNosOf(value);
  const missing = chosen.filter((no) => !known.current.has(no));
  const named = useRequest(() => searchService.users({ ids: missing.join(','), pageSize: missing.length }), {
    ready: missing.length > 0,
    refreshDeps: [missing.join(',')],
  });
  for (const u of named.data?.data ?? []) known.current.set(u.userNo, u);
  const search = useDebounceFn((v: string) => setKeyword(v.trim()), { wait: 300 });
  const options = useMemo(() => {
    const rows = list.data?.data ?? [];
    const extra = chosen.filter((no) => !rows.some((u) => u.userNo === no)).map((no) => known.current.get(no) ?? { userNo: no, userName: no });
    return [...rows, ...extra].map((u) => ({ value: u.userNo, label: directoryLabel(u), org: u.orgName ?? '' }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.data, named.data, chosen.join(',')]);
  return (
    <Select
      {...rest}
      size={size}
      style={{ width: '100%' }}
      mode={many ? 'multiple' : undefined}
      maxTagCount={many ? 'responsive' : undefined}
      value={many ? chosen : chosen[0]}
      onChange={(v) => onChange?.(many ? (v ?? []) : (v ?? null))}
      onBlur={onBlur}
      placeholder={placeholder}
      autoFocus={autoFocus}
      options={options}
      optionRender={(o) => (
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span>{o.label}</span>
          <Typography.Text type="secondary" ellipsis>
            {o.data.org}
          </Typography.Text>
        </span>
      )}
      showSearch={{ filterOption: false, onSearch: search.run }}
      notFoundContent={
        list.loading ? (
          <Spin size="small" />
        ) : list.error ? (
          <Typography.Text type="danger">{intl.formatMessage({ id: 'resource.user.failed' })}</Typography.Text>
        ) : undefined
      }
      loading={list.loading}
      title={intl.formatMessage({ id: 'resource.user.search' })}
      allowClear
    />
  );
}
