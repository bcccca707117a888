/**
 * 人员授权: per user, the organizations and customers whose records they may see (their data scope).
 * Users on the left with a summary of their scope; the selected user's scope on the right.
 */
import ActionLink from '@/components/ActionLink';
import type { PortalAccess } from '@/access';
import { tablePagination, useApi } from '@/core/request';
import { adminCodes } from '@/domain/admin/codes';
import { buildOrgTree } from '@/domain/admin/organization';
import { scopeApi, type ScopeRow } from '@/services/admin';
import { searchService } from '@/services/search';
import { DraftBar, useDraftOf, useDraftSave } from '@/admin/DraftBar';
import MasterDetail, { DetailCard } from '@/admin/MasterDetail';
import { LabelledSwitch, NameCode, SearchBox } from '@/admin/controls';
import { orgTreeData, translator } from '@/admin/adminText';
import { listSearch } from '@/engine/listSearch';
import type { ActionType } from '@ant-design/pro-components';
import AdminTable from '@/admin/AdminTable';
import { adminList } from '@/admin/adminList';
import { useAccess, useIntl } from '@umijs/max';
import { Button, Card, Checkbox, Col, Popconfirm, Row, Tag, Tree, Typography } from 'antd';
import { useMemo, useRef, useState, type ReactNode } from 'react';

const scopes = adminList('personnelAuthorization', scopeApi.table());
export const preload = scopes.preload;
/** What the editor changes of a user's scope. */
const pick = ({ allOrgs, orgIds, allCustomers, customerIds }: ScopeRow) => ({ allOrgs, orgIds, allCustomers, customerIds });

export default function PersonnelAuthorizationPage() {
  const t = translator(useIntl());
  const canEdit = (useAccess() as PortalAccess).hasElement(adminCodes.personnelAuthorization.update);
  const actionRef = useRef<ActionType>(null);
  const [selected, setSelected] = useState<ScopeRow | null>(null);

  const summary = (all: boolean, count: number, isDefault: boolean, own?: boolean) => {
    if (all) return <Tag color="blue">{t('admin.scope.summaryAll')}</Tag>;
    if (isDefault && own) return <Tag>{t('admin.scope.ownOrg')}</Tag>;
    return <Tag color={count ? 'gold' : 'red'}>{t('admin.scope.summaryCount', { count })}</Tag>;
  };

  return (
    <MasterDetail
      title="menu.personnelAuthorization"
      cols={{ lg: 10 }}
      master={
        <AdminTable<ScopeRow>
          rowKey="userNo"
          actionRef={actionRef}
          list={scopes}
          selected={selected?.userNo}
          onSelect={setSelected}
          tableProps={{
            size: 'small',
            options: false,
            pagination: { ...tablePagination, showSizeChanger: false },
            search: listSearch({ span: 24, optionRender: (_: unknown, __: unknown, dom: ReactNode[]) => dom }),
          }}
          columns={[
            { key: 'keyword', label: 'admin.scope.user', search: 'text', searchOnly: true, placeholder: 'admin.scope.searchUser' },
            {
              key: 'userNo',
              label: 'admin.scope.user',
              render: (r) => <NameCode below name={<ActionLink onClick={() => setSelected(r)}>{r.userName}</ActionLink>} code={`${r.userNo} · ${r.orgName}`} />,
            },
            { key: 'allOrgs', label: 'admin.scope.orgs', width: 110, render: (r) => summary(r.allOrgs, r.orgIds.length, r.isDefault, true) },
            { key: 'allCustomers', label: 'admin.scope.customers', width: 110, render: (r) => summary(r.allCustomers, r.customerIds.length, false) },
          ]}
        />
      }
      detail={selected && <ScopeEditor key={selected.userNo} userNo={selected.userNo} editable={canEdit} onSaved={() => actionRef.current?.reload()} />}
    />
  );
}

function ScopeEditor(props: { userNo: string; editable: boolean; onSaved: () => void }) {
  const t = translator(useIntl());
  const scope = useApi(() => scopeApi.get(props.userNo));
  const customers = useApi(scopeApi.customers, { cacheKey: 'adminCache:customers' });
  const orgs = useApi(searchService.orgUnits);
  const [customerFilter, setCustomerFilter] = useState('');
  const [expanded, setExpanded] = useState<string[] | null>(null);

  const reload = () => {
    scope.refresh();
    props.onSaved();
  };
  const loaded = useMemo(() => scope.data && pick(scope.data), [scope.data]);
  const { draft, setDraft, bar } = useDraftOf(loaded, (d) => scopeApi.save(props.userNo, { ...d, version: scope.data?.version ?? 0 }), reload);
  const restore = useDraftSave(() => scopeApi.reset(props.userNo, scope.data?.version ?? 0), reload);

  const tree = useMemo(() => orgTreeData(buildOrgTree(orgs.data ?? [])), [orgs.data]);

  if (!scope.data || !draft) return <Card size="small" loading />;
  /** One dimension of the scope: its title, its "all" switch and, unless all, the choice. */
  const part = (all: 'allOrgs' | 'allCustomers', title: string, choice: ReactNode) => (
    <Col xs={24} md={12}>
      <Typography.Title level={5}>{t(title)}</Typography.Title>
      <LabelledSwitch
        label={`admin.scope.${all}`}
        checked={draft[all]}
        disabled={!props.editable}
        onChange={(on) => setDraft({ ...draft, [all]: on })}
        style={{ marginBottom: 8 }}
      />
      {!draft[all] && choice}
    </Col>
  );
  const s = scope.data;
  const shownCustomers = (customers.data ?? []).filter(
    (c) => !customerFilter || c.name.includes(customerFilter) || c.id.toLowerCase().includes(customerFilter.toLowerCase()),
  );

  return (
    <DetailCard
      name={s.userName}
      sub={`${s.userNo} · ${s.orgName}`}
      tags={s.isDefault && <Tag>{t('admin.scope.isDefault')}</Tag>}
      hint="admin.scope.explain"
      extra={
        props.editable && (
          <DraftBar
            tag
            {...bar}
            reset={
              !s.isDefault && (
                <Popconfirm title={t('admin.scope.confirmReset', { name: s.userName })} onConfirm={restore.save}>
                  <Button size="small">{t('admin.common.reset')}</Button>
                </Popconfirm>
              )
            }
          />
        )
      }
    >
      <Row gutter={16}>
        {part(
          'allOrgs',
          'admin.scope.orgs',
          <Tree
            checkable
            checkStrictly
            selectable={false}
            expandedKeys={expanded ?? (orgs.data ?? []).map((o) => o.id)}
            onExpand={(keys) => setExpanded(keys.map(String))}
            disabled={!props.editable}
            treeData={tree}
            checkedKeys={{ checked: draft.orgIds, halfChecked: [] }}
            onCheck={(keys) => setDraft({ ...draft, orgIds: (keys as { checked: React.Key[] }).checked.map(String) })}
          />,
        )}
        {part(
          'allCustomers',
          'admin.scope.customers',
          <>
            <SearchBox small label="admin.scope.searchCustomer" onSearch={setCustomerFilter} style={{ marginBottom: 8 }} />
            <Checkbox.Group
              disabled={!props.editable}
              value={draft.customerIds}
              onChange={(ids) => {
                // customers hidden by the search keep their tick
                const shownIds = new Set(shownCustomers.map((c) => c.id));
                const hidden = draft.customerIds.filter((id) => !shownIds.has(id));
                setDraft({ ...draft, customerIds: [...hidden, ...ids.map(String)] });
              }}
              style={{ display: 'flex', flexDirection: 'column', gap: 4, maxHeight: 360, overflow: 'auto' }}
              options={shownCustomers.map((c) => ({ value: c.id, label: c.enabled ? c.name : `${c.name}（${t('admin.common.disabled')}）` }))}
            />
          </>,
        )}
      </Row>
    </DetailCard>
  );
}
