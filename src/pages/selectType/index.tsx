/**
 * 选项配置: the dictionaries every select of the portal reads (type, items with value, label, order,
 * enabled) and the numeric settings domain rules read. A disabled item is no longer offered for new
 * records but still labels the records that carry it; dictionaries the portal's forms read cannot be
 * deleted.
 */
import { useApi } from '@/core/request';
import { adminCodes } from '@/domain/admin/codes';
import { dictApi, type DictItem, type DictRow } from '@/services/admin';
import { trimmed, useAdminDialog, type AdminField } from '@/admin/AdminForm';
import { AdminActions, deleteAction, switchActions, type AdminAction } from '@/admin/AdminActions';
import { EnabledBadge, NameCode } from '@/admin/controls';
import AdminTable from '@/admin/AdminTable';
import MasterDetail, { DetailCard, EmptyCard, MenuMaster, useSelected } from '@/admin/MasterDetail';
import { translator } from '@/admin/adminText';
import { PlusOutlined } from '@ant-design/icons';
import { getLocale, useIntl } from '@umijs/max';
import { Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { LINKED_DICTIONARIES, TRACKING_LINK_MAX } from '@/domain/tracking';
import Settings from './Settings';

type TypeValues = { type: string; name: string; nameEn?: string };

const TYPE_FIELDS: AdminField[] = [
  { name: 'type', label: 'admin.dict.field.code', required: 'admin.dict.error.code', pattern: /^[a-zA-Z][a-zA-Z0-9_-]{1,39}$/, fixed: true, max: 40 },
  { name: 'name', label: 'admin.dict.field.name', required: 'admin.dict.error.nameRequired', max: 40 },
  { name: 'nameEn', label: 'admin.dict.field.nameEn', max: 60 },
];

const ITEM_FIELDS: AdminField[] = [
  { name: 'value', label: 'admin.dict.field.value', required: 'admin.dict.error.valueRequired', fixed: true, max: 40 },
  { name: 'label', label: 'admin.dict.field.label', required: 'admin.dict.error.labelRequired', max: 60 },
  { name: 'labelEn', label: 'admin.dict.field.labelEn', max: 60 },
  { name: 'order', label: 'admin.dict.field.order', kind: 'number', min: 0, max: 9999, required: 'admin.dict.error.order' },
  { name: 'enabled', label: 'admin.dict.field.enabled', kind: 'switch' },
];

/** A carrier's tracking page (src/domain/tracking.ts): for the dictionaries whose items link. */
const LINK_FIELD: AdminField = { name: 'link', label: 'admin.dict.field.link', max: TRACKING_LINK_MAX, extra: 'admin.dict.help.link' };

export default function SelectTypePage() {
  const t = translator(useIntl());
  const en = getLocale() === 'en-US';
  const { data, loading, refresh } = useApi(dictApi.list);
  const [filter, setFilter] = useState('');
  const list = data ?? [];
  const [dict, setSelected] = useSelected(list, (d) => d.type);
  const linked = !!dict && LINKED_DICTIONARIES.includes(dict.type);
  const typeDialog = useAdminDialog<DictRow, TypeValues>(
    {
      fields: TYPE_FIELDS,
      labels: ['admin.dict.createType', 'admin.dict.editType'],
      save: async (input, d) => {
        const { type, name, nameEn } = trimmed(input);
        if (d) return dictApi.update(d.type, { name, nameEn: nameEn || undefined, version: d.version });
        await dictApi.create({ type, name, nameEn: nameEn || undefined });
        setSelected(type);
      },
    },
    refresh,
  );

  const nameOf = (d: DictRow) => (en && d.nameEn ? d.nameEn : d.name);
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q ? list.filter((d) => [d.type, d.name, d.nameEn ?? ''].some((v) => v.toLowerCase().includes(q))) : list;
  }, [list, filter]);

  const typeActions: AdminAction<DictRow>[] = [
    { key: 'edit', label: 'admin.dict.editType', code: adminCodes.selectType.update, run: (d) => typeDialog.open(d), done: false },
    deleteAction({
      code: adminCodes.selectType.delete,
      name: (d) => d.name,
      blocked: (d) => (d.system ? ['admin.dict.error.system', { name: d.name }] : null),
      ask: 'admin.dict.confirmDeleteType',
      run: (d) => dictApi.remove(d.type),
    }),
  ];
  const create: AdminAction<null> = {
    key: 'create',
    label: 'admin.dict.createType',
    code: adminCodes.selectType.create,
    primary: true,
    icon: <PlusOutlined />,
    run: () => typeDialog.open(),
    done: false,
  };

  return (
    <MasterDetail
      title="menu.selectType"
      cols={{ lg: 8, xl: 7 }}
      card={{
        title: t('admin.dict.types'),
        extra: <AdminActions buttons row={null} actions={[create]} onDone={refresh} />,
        search: 'admin.dict.searchType',
        onSearch: setFilter,
      }}
      master={
        <MenuMaster
          loading={loading && !data}
          selected={dict?.type}
          onSelect={setSelected}
          entries={shown.map((d) => ({ key: d.type, name: <NameCode below name={nameOf(d)} code={d.type} />, mark: <Tag>{d.itemCount}</Tag> }))}
        />
      }
      detail={
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          {dict ? (
            <DetailCard
              name={<NameCode mono name={nameOf(dict)} code={dict.type} />}
              hint="admin.dict.disabledHint"
              extra={<AdminActions buttons row={dict} actions={typeActions} onDone={refresh} />}
            >
              <AdminTable<DictItem, DictItem>
                rowKey="value"
                rows={dict.items}
                onChanged={refresh}
                tableProps={{ size: 'small', options: false, pagination: dict.items.length > 20 ? { pageSize: 20, showSizeChanger: false } : false }}
                columns={[
                  { key: 'order', label: 'admin.dict.field.order', width: 70 },
                  { key: 'value', label: 'admin.dict.field.value', width: 160, render: (r) => <Typography.Text code>{r.value}</Typography.Text> },
                  {
                    key: 'label',
                    label: 'admin.dict.field.label',
                    render: (r) => (
                      <Typography.Text delete={!r.enabled} type={r.enabled ? undefined : 'secondary'}>
                        {en && r.labelEn ? r.labelEn : r.label}
                      </Typography.Text>
                    ),
                  },
                  { key: 'labelEn', label: 'admin.dict.field.labelEn', text: (r) => r.labelEn ?? '' },
                  ...(linked ? [{ key: 'link', label: 'admin.dict.field.link', text: (r: DictItem) => r.link ?? '' }] : []),
                  { key: 'enabled', label: 'admin.dict.field.enabled', width: 90, render: (r) => <EnabledBadge on={r.enabled} /> },
                ]}
                actions={switchActions({
                  code: adminCodes.selectType.update,
                  on: (r) => r.enabled,
                  run: (r, on) => dictApi.updateItem(dict.type, r.value, { enabled: on, version: dict.version }),
                })}
                form={{
                  fields: linked ? [...ITEM_FIELDS, LINK_FIELD] : ITEM_FIELDS,
                  create: adminCodes.selectType.update,
                  edit: adminCodes.selectType.update,
                  labels: ['admin.dict.addItem', 'admin.dict.editItem'],
                  initial: { enabled: true, order: dict.items.reduce((m, i) => Math.max(m, i.order), 0) + 1 },
                  save: (input, old) => {
                    const values = trimmed(input);
                    const item = {
                      label: values.label,
                      labelEn: values.labelEn || undefined,
                      ...(linked ? { link: values.link || undefined } : {}),
                      order: values.order,
                      enabled: values.enabled,
                      version: dict.version,
                    };
                    return old ? dictApi.updateItem(dict.type, old.value, item) : dictApi.addItem(dict.type, { ...item, value: values.value });
                  },
                }}
              />
            </DetailCard>
          ) : (
            <EmptyCard loading={loading} />
          )}
          <Settings />
        </Space>
      }
    >
      {typeDialog.dialog}
    </MasterDetail>
  );
}
