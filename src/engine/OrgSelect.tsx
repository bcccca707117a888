/**
 * The input of an org field (`type: 'org' | 'orgs'`, src/domain/engine/orgUnits.ts): a tree select over the
 * organization tree (`GET {hr}/organizations`), searched by a unit's name — one unit, or several as tags
 * (`orgs`); the form and the list's search form alike (the server takes a unit for its whole subtree there).
 */
import { useIntl } from '@umijs/max';
import { TreeSelect, Typography } from 'antd';
import { useRequest } from 'ahooks';
import { useMemo } from 'react';
import { buildOrgTree, type OrgTreeNode } from '@/domain/admin/organization';
import { orgIdsOf } from '@/domain/engine';
import { searchService } from '@/services/search';
import type { PickerProps } from './RecordSelect';

type Option = { value: string; title: string; children: Option[] };
const optionsOf = (nodes: OrgTreeNode[]): Option[] => nodes.map((n) => ({ value: n.id, title: n.name, children: optionsOf(n.children) }));

export default function OrgSelect({ field, value, onChange, onBlur, placeholder, autoFocus, size, ...rest }: PickerProps) {
  const intl = useIntl();
  // one load for every org field on the page (the form's and the search form's)
  const units = useRequest(searchService.orgUnits, { cacheKey: 'engine:orgUnits', staleTime: 30_000 });
  const treeData = useMemo(() => optionsOf(buildOrgTree(units.data ?? [])), [units.data]);
  return (
    <TreeSelect
      {...rest}
      size={size}
      style={{ width: '100%' }}
      multiple={field.type === 'orgs'}
      value={field.type === 'orgs' ? orgIdsOf(value) : typeof value === 'string' && value ? value : undefined}
      onChange={(v) => onChange?.(v ?? (field.type === 'orgs' ? [] : null))}
      onBlur={onBlur}
      placeholder={placeholder}
      autoFocus={autoFocus}
      treeData={treeData}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      loading={units.loading}
      notFoundContent={units.error ? <Typography.Text type="danger">{intl.formatMessage({ id: 'resource.org.failed' })}</Typography.Text> : undefined}
      allowClear
    />
  );
}
