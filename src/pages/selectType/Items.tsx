/**
 * A dictionary's items in its drawer: value, label, English label, order, the tracking link where the
 * dictionary's items link, and each item's 启用 switch — a click saves the dictionary with that item
 * switched (the engine's edit, with the record's version), so turning an item off or on takes no form.
 * A disabled item reads struck through: not offered for new values, still labelling old records.
 */
import { Switch, Table, Typography } from 'antd';
import { getLocale } from '@umijs/max';
import { useState } from 'react';
import { canEdit, type ResourceRecord, type Values } from '@/domain/engine';
import { itemsOf, selectType } from '@/domain/desks/dictionaries';
import { LINKED_DICTIONARIES } from '@/domain/tracking';
import { resourceService } from '@/services/resource';
import { useFeedback } from '@/engine/feedback';
import { useCan } from '@/engine/useCan';
import { useResourceText } from '@/engine/text';

const service = resourceService(selectType);
const cell = (key: string) => selectType.field('items')!.lines!.fields.find((f) => f.key === key)!;

export default function Items({ record, onChanged }: { record: ResourceRecord; onChanged: (next: ResourceRecord) => void }) {
  const text = useResourceText(selectType);
  const can = useCan();
  const message = useFeedback();
  const [busy, setBusy] = useState<string>();
  const en = getLocale() === 'en-US';
  const items = [...itemsOf(record)].sort((a, b) => Number(a.order) - Number(b.order));
  const mayEdit = can(selectType.codes.edit) && canEdit(selectType, record);
  const linked = LINKED_DICTIONARIES.includes(String(record.type));

  const toggle = async (item: Values, on: boolean) => {
    setBusy(String(item.value));
    try {
      const next = itemsOf(record).map((i) => (i.value === item.value ? { ...i, enabled: on } : i));
      onChanged(await service.update(record.id, { items: next, version: record.version }));
      message.success(text.t('resource.form.saved'));
    } catch {
      // the request policy has said why; the switch stays as stored
    } finally {
      setBusy(undefined);
    }
  };

  const label = (key: string) => text.label(cell(key));
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{text.label(selectType.field('items')!)}</Typography.Title>
      <Typography.Paragraph type="secondary">{text.t('selectType.disabledHint')}</Typography.Paragraph>
      <Table<Values>
        size="small"
        bordered
        rowKey={(i) => String(i.value)}
        dataSource={items}
        pagination={items.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        locale={{ emptyText: text.t('resource.lines.empty') }}
        columns={[
          { key: 'order', title: label('order'), width: 64, align: 'right', render: (_, i) => String(i.order) },
          { key: 'value', title: label('value'), width: 140, render: (_, i) => <Typography.Text code>{String(i.value)}</Typography.Text> },
          {
            key: 'label',
            title: label('label'),
            render: (_, i) => (
              <Typography.Text delete={i.enabled === false} type={i.enabled === false ? 'secondary' : undefined}>
                {String(en && i.labelEn ? i.labelEn : i.label)}
              </Typography.Text>
            ),
          },
          { key: 'labelEn', title: label('labelEn'), render: (_, i) => String(i.labelEn ?? '') },
          ...(linked ? [{ key: 'link', title: label('link'), ellipsis: true, render: (_: unknown, i: Values) => String(i.link ?? '') }] : []),
          {
            key: 'enabled',
            title: label('enabled'),
            width: 80,
            render: (_, i) => (
              <Switch
                size="small"
                checked={i.enabled !== false}
                loading={busy === i.value}
                disabled={!mayEdit || busy !== undefined}
                aria-label={text.t('selectType.switchItem', { value: String(i.value) })}
                onChange={(on) => toggle(i, on)}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
