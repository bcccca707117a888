/** The numeric settings of the option configuration (AOG response minutes, core return days…), each edited within its range. */
import { useApi } from '@/core/request';
import { selectType } from '@/domain/desks/dictionaries';
import { settingsApi, type SettingRow } from '@/services/admin';
import AdminTable from '@/admin/AdminTable';
import { translator } from '@/admin/adminText';
import { NameCode } from '@/admin/controls';
import { useIntl } from '@umijs/max';
import { Card } from 'antd';

export default function Settings() {
  const intl = useIntl();
  const t = translator(intl);
  const { data, loading, refresh } = useApi(settingsApi.list);
  const label = (key: string) => (intl.messages[`admin.dict.setting.${key}`] ? t(`admin.dict.setting.${key}`) : key);

  return (
    <Card size="small" title={t('admin.dict.settings')} style={{ marginTop: 16 }}>
      <AdminTable<SettingRow, { value: number }>
        rowKey="key"
        rows={data}
        loading={loading}
        onChanged={refresh}
        tableProps={{ size: 'small', options: false }}
        columns={[
          {
            key: 'key',
            label: 'admin.dict.setting.name',
            render: (r) => <NameCode below mono name={label(r.key)} code={r.key} />,
          },
          { key: 'value', label: 'admin.dict.setting.value', width: 120, align: 'right' },
          {
            key: 'range',
            label: 'admin.dict.setting.range',
            width: 200,
            text: (r) => t('admin.dict.setting.rangeValue', { min: r.min, max: r.max, default: r.default }),
          },
        ]}
        form={{
          edit: selectType.codes.edit,
          labels: ['admin.common.edit', 'admin.common.edit'],
          title: (r) => `${t('admin.common.edit')} · ${r && label(r.key)}`,
          fields: (r) => [{ name: 'value', label: 'admin.dict.setting.value', kind: 'number', min: r?.min, max: r?.max, required: 'admin.dict.error.setting' }],
          save: ({ value }, r) => settingsApi.save(r!.key, value, r!.version),
        }}
      />
    </Card>
  );
}
