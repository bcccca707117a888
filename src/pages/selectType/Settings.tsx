/** The numeric settings of the option configuration (AOG response minutes, core return days…). */
import { useApi } from '@/core/request';
import { dictApi, type SettingRow } from '@/services/admin';
import { useDraftSave } from '@/resource/admin/DraftBar';
import { translator } from '@/resource/admin/adminText';
import { useIntl } from '@umijs/max';
import { Button, Card, InputNumber, Space, Table, Typography } from 'antd';
import { useState } from 'react';

export default function Settings({ editable }: { editable: boolean }) {
  const intl = useIntl();
  const t = translator(intl);
  const { data, loading, refresh } = useApi(dictApi.settings);
  const [drafts, setDrafts] = useState<Record<string, number | null>>({});
  const { busy, save } = useDraftSave(
    (row: SettingRow) => dictApi.saveSetting(row.key, drafts[row.key] as number, row.version),
    (row) => {
      setDrafts(({ [row.key]: _, ...rest }) => rest);
      refresh();
    },
  );

  const label = (key: string) => (intl.messages[`admin.dict.setting.${key}`] ? t(`admin.dict.setting.${key}`) : key);

  return (
    <Card size="small" title={t('admin.dict.settings')}>
      <Table<SettingRow>
        rowKey="key"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={data ?? []}
        columns={[
          {
            title: t('admin.dict.setting.name'),
            dataIndex: 'key',
            render: (key: string) => (
              <Space orientation="vertical" size={0}>
                <span>{label(key)}</span>
                <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
                  {key}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('admin.dict.setting.value'),
            dataIndex: 'value',
            width: 260,
            render: (value: number, row) => {
              const draft = drafts[row.key];
              const changed = draft !== undefined && draft !== value;
              return (
                <Space>
                  <InputNumber
                    min={row.min}
                    max={row.max}
                    precision={0}
                    disabled={!editable}
                    value={draft === undefined ? value : draft}
                    aria-label={label(row.key)}
                    onChange={(v) => setDrafts((d) => ({ ...d, [row.key]: v }))}
                    onPressEnter={() => changed && typeof draft === 'number' && save(row)}
                  />
                  {editable && (
                    <Button size="small" type="primary" disabled={!changed || typeof draft !== 'number'} loading={busy === row} onClick={() => save(row)}>
                      {t('admin.common.save')}
                    </Button>
                  )}
                </Space>
              );
            },
          },
          {
            title: t('admin.dict.setting.range'),
            key: 'range',
            width: 200,
            render: (_, row) => t('admin.dict.setting.rangeValue', { min: row.min, max: row.max, default: row.default }),
          },
        ]}
      />
    </Card>
  );
}
