/**
 * The generic page of a business resource, derived from its definition: a ProTable list (server
 * paging, sorting, filters incl. date ranges and dictionary selects, column settings kept per user,
 * export of the current filter to CSV / Excel, bulk actions), the one create / edit form, the detail
 * drawer and the lifecycle buttons — each offered only when the status allows it and the user holds
 * its code.
 *
 *   export default () => <ResourcePage resource={aogOrder} render={{ responseDeadline: (v, r) => <Countdown … /> }} />;
 */
import { DownOutlined, ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { Button, Dropdown, Segmented, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import Loading from '@/loading';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import { isSecretLevel, useSecretShown } from '@/core/layout/watermark';
import { useFocusRefresh } from '@/core/request/hooks';
import { domainContext, mineFiltersOf, MINE_PARAM, type ListQuery, type MineFilter, type ResourceDef, type ResourceRecord, type Values } from '@/domain/engine';
import { toSavedQuery } from '@/domain/savedFilters';
import { bizInfo, resourceService } from '@/services/resource';
import { bulkActionsFor } from './ActionDialog';
import type { FieldRenderer } from './DetailDrawer';
import { PageInputs, type PageInput } from './FieldInput';
import { exportFileName, exportTable, saveBlob, toCsv, toXlsx, type ExportFormat } from './exporter';
import { useFeedback } from './feedback';
import { ExportReasonDialog } from './PersonalData';
import RecordDialogs, { useRecordDialogs } from './RecordDialogs';
import { announceChange, useChangeAnnouncements } from './changes';
import './resource.less';
import SavedFilters from './SavedFilters';
import { useSavedSearch } from './useSavedSearch';
import { useAddressFilter } from './useAddressFilter';
import { firstPageQuery, useFirstPage } from './useFirstPage';
import { usePainted } from './usePainted';
import { useResourceText } from './text';
import { useCan } from './useCan';
import { useTreeRows } from './useTreeRows';
import { useListColumns } from './listColumns';
import { selectionColumn } from '@/components/SelectionColumn';

export interface ResourcePageProps {
  resource: ResourceDef;
  /** cell / detail renderers of particular fields (countdowns, highlighted figures) */
  render?: Record<string, FieldRenderer>;
  /** form inputs of particular fields, by key (a kind only this page edits: 用户角色's function tree); keep the object stable */
  inputs?: Record<string, PageInput>;
  /** page title (default: the menu title) */
  title?: ReactNode;
  /** a line under the title (e.g. how the list is ordered) */
  subTitle?: ReactNode;
  /** a paragraph under the title (what the page's records mean: the secrecy levels' rules) */
  intro?: ReactNode;
  /** more content in the detail drawer, under the fields; `changed(next)` shows a record the extra changed (and refreshes the list) */
  detailExtra?: (record: ResourceRecord, changed: (next: ResourceRecord) => void) => ReactNode;
  /** re-fetch the visible page every n ms (0 = never) */
  polling?: number;
  /**
   * shown inside another page (a tab of it, e.g. the FAQ in 客服管理): no page header of its own; 'inDetail':
   * inside another record's detail (组织结构's users of a unit), its own detail opened without the address
   */
  embedded?: boolean | 'inDetail';
  /** create elsewhere (a full-page editor, a dialog of the page's own) instead of the form dialog */
  onCreate?: () => void;
  /** edit elsewhere (a full-page editor) instead of the form dialog */
  onEdit?: (record: ResourceRecord) => void;
  /** the list is always this "mine" filter (我的CBB: my posts): no 全部 / 我申请的 switch */
  mine?: MineFilter;
  /**
   * filters the list always has (one customer's records on the customer's page): sent with every list
   * call and export, their fields not offered in the search form; a new record starts with them
   */
  fixed?: Values;
  /**
   * A write's answer — a record created, edited or acted on — as the server gave it; with `once`, the
   * values it made for this answer alone (a new user's temporary password), shown once by the page.
   * `via`: 'create', 'edit' or the action's key.
   */
  onAnswer?: (answer: ResourceRecord, via: string) => void;
  /**
   * the page's own links in a row's operations, before 删除 (组织结构's 新增下级 and 移动到): `reload` fetches
   * the list again, `create(initial)` opens the create form starting with those values
   */
  rowActions?: (record: ResourceRecord, page: RowActionPage) => ReactNode;
}

export interface RowActionPage {
  reload: () => void;
  create: (initial: Values) => void;
  /** a tree-shaped list opens the rows down to that record */
  reveal: (id: string) => void;
}

const NO_INPUTS: Record<string, PageInput> = {};

/** from this many rows on, the pagination offers a page number to jump to */
const QUICK_JUMP_ROWS = 1000;

export default function ResourcePage({
  resource: def,
  render,
  inputs,
  title,
  subTitle,
  intro,
  detailExtra,
  polling,
  embedded,
  onCreate,
  onEdit,
  mine: fixedMine,
  fixed,
  onAnswer,
  rowActions,
}: ResourcePageProps) {
  const text = useResourceText(def);
  const can = useCan();
  const message = useFeedback();
  const service = useMemo(() => resourceService(def), [def]);
  const actionRef = useRef<ActionType>(undefined);
  // a filter given by the page's address (`?customerId=…`, the customer's page links so): set in the search form
  const address = useAddressFilter(def);
  const search = useSavedSearch(
    def,
    Object.keys(address.values).some((k) => k !== 'keyword'),
  );
  const lastQuery = useRef<ListQuery>({});
  // the open record is the page's address (`?id=`): links, reloads and the list all open it there (inside another record's detail, the list's own)
  const dialogs = useRecordDialogs(embedded === 'inDetail');
  const mineFilters = fixedMine ? [] : mineFiltersOf(def);
  const [mine, setMine] = useState<string>(fixedMine ?? '');
  // the first page (asked for as the tab opened) is rendered with the table, not after it
  const first = useFirstPage(def.key, service, { ...firstPageQuery(fixedMine), ...address.query, ...fixed });
  // another address of the same tab (a link followed while the list is open): its filter applied
  const appliedAddress = useRef(address.key);
  useEffect(() => {
    if (appliedAddress.current === address.key) return;
    appliedAddress.current = address.key;
    if (address.given) search.apply(address.query);
  }, [address, search]);
  // the list's total as last answered (the first page's until the table has asked itself)
  const [total, setTotal] = useState<number>();
  const shownTotal = total ?? first.initial?.total;
  const [selected, setSelected] = useState<ResourceRecord[]>([]);
  // the same array while the selection is the same: ProTable copies a new one into its state in a
  // layout effect, which re-rendered the whole table once more after every render of the page
  const selectedKeys = useMemo(() => selected.map((r) => r.id), [selected]);
  const [exporting, setExporting] = useState(false);
  // a list showing 秘密 / 机密 rows keeps the watermark on while it is open (src/core/layout/watermark.ts)
  const hasSecretRows = (rows: ResourceRecord[] | undefined) => Boolean(def.secrecyField) && (rows ?? []).some((r) => isSecretLevel(r[def.secrecyField!]));
  const [secretRows, setSecretRows] = useState<boolean>();
  useSecretShown(secretRows ?? hasSecretRows(first.initial?.data));

  const mayCreate = def.creatable && can(def.codes.create);
  const mayExport = can(def.codes.export);
  const mayBulk = (def.lifecycle?.actions ?? []).some((a) => a.bulk && !a.system && can(def.codes.action(a.key)));

  const openEdit = (r?: ResourceRecord) => {
    if (r && onEdit) return onEdit(r);
    if (!r && onCreate) return onCreate();
    dialogs.openForm(r);
  };
  const reload = () => actionRef.current?.reload();
  // back at the window: the visible page of the list is fetched again (spec §9 focus throttle)
  useFocusRefresh(reload);
  // saved elsewhere (a full-page editor): the list shows it
  const self = useRef({}).current;
  useChangeAnnouncements(def.key, reload, self);

  // a record removed: this list shows the page again, and whatever else listens to the resource learns of it
  const onRemoved = () => {
    reload();
    announceChange(def.key, self);
  };
  // a tree-shaped desk: the rows the list opens, 全部展开 / 全部收起
  const tree = useTreeRows(def, text);
  const extraActions =
    rowActions && ((r: ResourceRecord) => rowActions(r, { reload, create: (initial) => dialogs.openForm(undefined, initial), reveal: tree.reveal }));
  const { columns, columnsDefault } = useListColumns({ def, text, can, render, search, dialogs, openEdit, fixed, onRemoved, extraActions });

  // a list holding personal data asks why it is exported first (the reason goes to the log with it)
  const [askReason, setAskReason] = useState<ExportFormat>();
  const startExport = (format: ExportFormat) => (def.personalFields.length ? setAskReason(format) : doExport(format));
  const doExport = async (format: ExportFormat, reason?: string) => {
    setAskReason(undefined);
    setExporting(true);
    try {
      const rows = await service.exportAll(lastQuery.current, reason);
      if (rows.length === 0) {
        message.info(text.t('resource.list.exportEmpty'));
        return;
      }
      const { header, body, fields } = exportTable(def, rows, text, window.location.origin);
      const fileName = exportFileName(text.name, format);
      const blob = format === 'csv' ? new Blob([toCsv(header, body)], { type: 'text/csv;charset=utf-8' }) : await toXlsx(text.name, header, body, fields, rows);
      saveBlob(blob, fileName);
      message.success(text.t('resource.list.exported', { total: rows.length }));
    } catch (e) {
      // a refused or failed call has been shown by the request policy; a file that could not be
      // written has not: say so
      if (!bizInfo(e) && !(e as { response?: unknown; request?: unknown })?.response && !(e as { request?: unknown })?.request) {
        console.error(e);
        message.error(text.t('resource.list.exportFailed'));
      }
    } finally {
      setExporting(false);
    }
  };

  const ctx = domainContext();
  const toolbar = [
    mineFilters.length > 0 && (
      <Segmented
        key="mine"
        value={mine}
        onChange={(v) => setMine(String(v))}
        options={[
          { value: '', label: text.t('resource.mine.all') },
          ...mineFilters.map((m) => ({ value: m, label: text.t(m === 'applied' && def.applicant ? def.applicant.mine : `resource.mine.${m}`) })),
        ]}
      />
    ),
    ...tree.tools,
    <SavedFilters key="saved" def={def} text={text} current={() => toSavedQuery(lastQuery.current)} onApply={search.apply} />,
    mayExport && (
      <Dropdown
        key="export"
        menu={{
          items: [
            { key: 'csv', label: text.t('resource.list.exportCsv') },
            { key: 'xlsx', label: text.t('resource.list.exportExcel') },
          ],
          onClick: ({ key }) => startExport(key as ExportFormat),
        }}
      >
        <Button icon={<ExportOutlined />} loading={exporting}>
          {text.t('resource.list.export')} <DownOutlined />
        </Button>
      </Dropdown>
    ),
    mayCreate && (
      <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => openEdit(undefined)}>
        {text.t(def.createLabel, { name: text.name })}
      </Button>
    ),
  ].filter(Boolean) as ReactNode[];

  const Frame = embedded ? EmbeddedFrame : PageContainer;
  const painted = usePainted(first.ready);
  return (
    <Frame title={title ?? text.t(`menu.${def.page}`)} subTitle={subTitle} content={intro}>
      {first.ready ? (
        <ProTable<ResourceRecord>
          rowKey="id"
          actionRef={actionRef}
          formRef={search.formRef}
          form={address.given ? { initialValues: address.values } : undefined}
          onChange={search.onTableChange}
          columns={columns}
          cardBordered
          expandable={tree.expandable}
          scroll={{ x: 'max-content' }}
          polling={polling || undefined}
          columnsState={{ persistenceKey: `resource-columns:${def.key}`, persistenceType: 'localStorage', defaultValue: columnsDefault }}
          defaultData={first.initial?.data}
          pagination={{
            defaultPageSize: DEFAULT_PAGE_SIZE,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (all) => tree.total(all) ?? text.t('resource.list.total', { total: all }),
            ...(shownTotal === undefined ? {} : { total: shownTotal }),
            // a long list (the system log's thousands of pages) is also walked by typing a page number
            showQuickJumper: (shownTotal ?? 0) > QUICK_JUMP_ROWS,
          }}
          search={search.config}
          searchFormRender={(_, form) => (painted ? form : <div className="resource-search-pending" />)}
          dateFormatter="string"
          options={painted && { density: true, reload: true, setting: true, fullScreen: false }}
          locale={{ emptyText: text.t('resource.list.empty', { name: text.name }) }}
          rowClassName={(r) => {
            const tone = def.rowTone?.(r, ctx);
            return tone ? `resource-row-${tone}` : '';
          }}
          rowSelection={
            mayBulk
              ? {
                  ...selectionColumn<ResourceRecord>(text.t('resource.list.selectAll'), (r) => text.t('resource.list.selectRow', { name: def.nameOf(r) })),
                  selectedRowKeys: selectedKeys,
                  onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
                  preserveSelectedRowKeys: false,
                }
              : false
          }
          tableAlertRender={({ selectedRowKeys }) => text.t('resource.list.selected', { count: selectedRowKeys.length })}
          tableAlertOptionRender={() => {
            const bulk = bulkActionsFor(def, selected, can);
            return (
              <Space>
                {bulk.length === 0 ? (
                  <Tooltip title={text.t('resource.list.bulkHint')}>
                    <Typography.Text type="secondary">{text.t('resource.list.bulkHint')}</Typography.Text>
                  </Tooltip>
                ) : (
                  bulk.map((a) => (
                    <Button key={a.key} size="small" danger={a.danger} onClick={() => dialogs.runBulk(a, selected)}>
                      {text.action(a.key)}
                    </Button>
                  ))
                )}
                <ActionLink onClick={() => setSelected([])}>{text.t('resource.list.clearSelection')}</ActionLink>
              </Space>
            );
          }}
          toolBarRender={() => (painted ? toolbar : [<span key="pending" className="resource-toolbar-pending" />])}
          params={{ [MINE_PARAM]: mine || undefined, ...fixed }}
          request={async (params) => {
            const { current, pageSize, ...filters } = params as Values & { current?: number; pageSize?: number };
            const query: ListQuery = { ...filters };
            Object.assign(query, search.sortQuery());
            lastQuery.current = query;
            try {
              const res = await first.take({ ...query, current, pageSize });
              tree.answered(res.data ?? [], { ...filters, current, pageSize });
              setSecretRows(hasSecretRows(res.data));
              setTotal(res.total);
              return { data: res.data ?? [], total: res.total, success: true };
            } catch {
              return { data: [], total: 0, success: false };
            }
          }}
        />
      ) : (
        <Loading />
      )}
      <PageInputs.Provider value={inputs ?? NO_INPUTS}>
        <RecordDialogs
          dialogs={dialogs}
          def={def}
          service={service}
          text={text}
          can={can}
          render={render}
          extra={detailExtra}
          onEdit={openEdit}
          onChanged={reload}
          onActionDone={() => setSelected([])}
          initial={fixed}
          source={self}
          onAnswer={(answer, via) => {
            // a record created under another: its parent's row opens, so it is seen
            if (via === 'create' && def.treeParent) tree.reveal(answer[def.treeParent]);
            onAnswer?.(answer, via);
          }}
        />
      </PageInputs.Provider>
      {def.personalFields.length > 0 && (
        <ExportReasonDialog
          def={def}
          text={text}
          open={Boolean(askReason)}
          onOk={(reason) => askReason && doExport(askReason, reason)}
          onCancel={() => setAskReason(undefined)}
        />
      )}
    </Frame>
  );
}

/** The frame of an embedded page: its content only (the host page has the title). */
function EmbeddedFrame({ children }: { children?: ReactNode; title?: ReactNode; subTitle?: ReactNode; content?: ReactNode }) {
  return <>{children}</>;
}
