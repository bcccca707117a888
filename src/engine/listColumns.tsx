/** The list columns of a resource page, derived from its definition: cells, search controls, sorting, the reason badge and the row's actions. */
import type { ProColumns } from '@ant-design/pro-components';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { useMemo, useRef } from 'react';
import ActionLink from '@/components/ActionLink';
import { canEdit, domainContext, isOrgField, isUserField, type FieldDef, type ResourceDef, type ResourceRecord } from '@/domain/engine';
import { actionsFor } from './ActionDialog';
import type { FieldRenderer } from './DetailDrawer';
import MoreActions from './MoreActions';
import type { useRecordDialogs } from './RecordDialogs';
import RecordSelect from './RecordSelect';
import OrgSelect from './OrgSelect';
import RemoveLink from './RemoveLink';
import UserSelect from './UserSelect';
import { pickedViewOf, viewLinked } from './pickedView';
import { trackingLinked } from './trackingLink';
import { RowReasonBadge, StatusTag } from './StatusTag';
import type { ResourceText } from './text';
import type { Can } from './useCan';
import type { useSavedSearch } from './useSavedSearch';

/** the room a highlighted row's reason badge takes in its column */
const REASON_WIDTH = 96;

const SORTABLE_TYPES = new Set(['integer', 'number', 'money', 'date', 'dateTime']);
const isSortable = (f: FieldDef) => {
  const t = typeof f.table === 'object' ? f.table : {};
  return t.sortable ?? (SORTABLE_TYPES.has(f.type) || f.key === 'code' || f.key === 'status');
};

function searchColumn(def: ResourceDef, f: FieldDef, text: ResourceText): Partial<ProColumns<ResourceRecord>> {
  if (f.relatedTo?.pick)
    return { formItemRender: () => <RecordSelect field={f} placeholder={text.t('resource.form.placeholderSelect', { label: text.label(f) })} /> };
  // records holding any of the chosen users
  if (isUserField(f))
    return { formItemRender: () => <UserSelect field={f} multiple placeholder={text.t('resource.form.placeholderSelect', { label: text.label(f) })} /> };
  // records of a unit and the units under it
  if (isOrgField(f)) return { formItemRender: () => <OrgSelect field={f} placeholder={text.t('resource.form.placeholderSelect', { label: text.label(f) })} /> };
  if (f.type === 'select' || f.type === 'multiSelect') {
    const options =
      f.key === 'status'
        ? (def.lifecycle?.statuses ?? []).map((s) => ({ value: s.key, label: text.status(s.key) }))
        : f.enum
          ? f.enum.map((v) => ({ value: v, label: text.enumLabel(f, v) }))
          : text.dict(f.dict).items.map((i) => ({ value: i.value, label: text.dict(f.dict).label(i.value) }));
    return { valueType: 'select', fieldProps: { options, mode: 'multiple', maxTagCount: 'responsive', showSearch: { optionFilterProp: 'label' } } };
  }
  if (f.type === 'date' || f.type === 'dateTime' || f.search === 'range') {
    return {
      valueType: 'dateRange',
      fieldProps: { placeholder: [text.t('resource.list.rangeStart'), text.t('resource.list.rangeEnd')] },
      search: { transform: (v: [string, string]) => ({ [`${f.key}From`]: v?.[0], [`${f.key}To`]: v?.[1] }) },
    };
  }
  if (f.type === 'integer' || f.type === 'number' || f.type === 'money') return { valueType: 'digit' };
  if (f.type === 'boolean')
    return {
      valueType: 'select',
      fieldProps: {
        options: [
          { value: 'true', label: text.t('resource.value.yes') },
          { value: 'false', label: text.t('resource.value.no') },
        ],
      },
    };
  return { valueType: 'text' };
}

interface ColumnsInput {
  def: ResourceDef;
  text: ResourceText;
  can: Can;
  render?: Record<string, FieldRenderer>;
  search: ReturnType<typeof useSavedSearch>;
  dialogs: ReturnType<typeof useRecordDialogs>;
  openEdit: (r?: ResourceRecord) => void;
  /** the list's fixed filters: their fields are not offered in the search form */
  fixed?: Record<string, unknown>;
  /** a record was deleted from its row */
  onRemoved: () => void;
  /** the page's own links of a row, before 删除 (ResourcePage `rowActions`) */
  extraActions?: (record: ResourceRecord) => ReactNode;
}

/** The table's columns and their default visibility (hidden fields, the fixed operations column). */
export function useListColumns({ def, text, can, render, search, dialogs, openEdit, fixed, onRemoved, extraActions }: ColumnsInput) {
  const runAction = dialogs.runAction;
  // the page's own links are read when a row renders, so they never act on a stale page
  const extra = useRef(extraActions);
  extra.current = extraActions;
  // the column that shows why a highlighted row is highlighted: the status, else the code (`rowReason`)
  const reasonHost = def.rowReason ? (['status', 'code'].find((k) => def.field(k)?.table) ?? undefined) : undefined;
  const columns = useMemo((): ProColumns<ResourceRecord>[] => {
    const ctx = domainContext();
    const cols: ProColumns<ResourceRecord>[] = [
      {
        dataIndex: 'keyword',
        title: text.t('resource.list.keyword'),
        hideInTable: true,
        hideInSetting: true,
        order: 100,
        fieldProps: { placeholder: text.keywordPlaceholder },
      },
    ];
    for (const f of def.fields) {
      if (!f.table && !f.search) continue;
      const placement = typeof f.table === 'object' ? f.table : {};
      const custom = render?.[f.key];
      // a picked record's name (the customer) links to its page
      const view = pickedViewOf(def, f, can);
      cols.push({
        dataIndex: f.key,
        key: f.key,
        title: text.label(f),
        hideInTable: !f.table,
        hideInSetting: !f.table,
        width: placement.width && f.key === reasonHost ? placement.width + REASON_WIDTH : placement.width,
        fixed: placement.fixed,
        ellipsis: placement.ellipsis,
        sorter: f.table ? isSortable(f) : false,
        sortOrder: f.table && isSortable(f) ? search.sortOrderOf(f.key) : undefined,
        ...searchColumn(def, f, text),
        ...(f.search && fixed?.[f.key] === undefined ? {} : { search: false as const }),
        render: (_: unknown, record: ResourceRecord) => {
          const value = record[f.key];
          const cell = (): ReactNode => {
            if (custom) return custom(value, record);
            if (f.key === 'status') return <StatusTag def={def} status={value} text={text} record={record} />;
            const shown = text.show(f, record);
            if (f.key === 'code')
              return (
                <ActionLink onClick={() => dialogs.openDetail(record.id)} strong>
                  {shown}
                </ActionLink>
              );
            return shown ? trackingLinked(def.fields, f, record, viewLinked(view, record, shown), text) : text.t('resource.value.empty');
          };
          if (f.key !== reasonHost) return cell();
          return (
            <span className="resource-reason-cell">
              {cell()}
              <RowReasonBadge def={def} record={record} text={text} ctx={ctx} />
            </span>
          );
        },
      });
    }
    cols.push({
      key: 'option',
      title: text.t('resource.list.operations'),
      valueType: 'option',
      fixed: 'right',
      width: 230,
      render: (_: unknown, record: ResourceRecord) => {
        const actions = actionsFor(def, record, can);
        const [first, ...rest] = actions;
        return (
          <Space size={8} wrap={false} style={{ whiteSpace: 'nowrap' }}>
            <ActionLink onClick={() => dialogs.openDetail(record.id)}>{text.t('resource.list.detail')}</ActionLink>
            {canEdit(def, record) && can(def.codes.edit, record) && <ActionLink onClick={() => openEdit(record)}>{text.t('resource.list.edit')}</ActionLink>}
            {first && (
              <ActionLink danger={first.danger} onClick={() => runAction(first, record)}>
                {text.action(first.key)}
              </ActionLink>
            )}
            {rest.length > 0 && (
              <MoreActions
                label={text.t('resource.list.more')}
                items={rest.map((a) => ({ key: a.key, label: text.action(a.key), danger: a.danger }))}
                onPick={(key) => runAction(rest.find((a) => a.key === key)!, record)}
              />
            )}
            {extra.current?.(record)}
            <RemoveLink def={def} record={record} text={text} can={can} onRemoved={onRemoved} />
          </Space>
        );
      },
    });
    return cols;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [def, text, can, render, search.sort, fixed]);

  const columnsDefault = useMemo(() => {
    const state: Record<string, { show?: boolean; fixed?: 'right' | 'left'; disable?: boolean }> = { option: { fixed: 'right', disable: true } };
    for (const f of def.fields) if (typeof f.table === 'object' && f.table.hidden) state[f.key] = { show: false };
    return state;
  }, [def]);
  return { columns, columnsDefault };
}
