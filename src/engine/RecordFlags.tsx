/**
 * The flags of a record (`FieldDef.flag`: dangerous goods, an export-control class) as tags beside its
 * title: a yes/no field by its label when yes, a select by each chosen option. The detail drawer, the
 * action dialogs and the printouts show them alike.
 */
import { Space, Tag } from 'antd';
import type { FieldDef, ResourceDef, Values } from '@/domain/engine';
import type { ResourceText } from './text';

/** The flag tags' texts and tones, in the definition's order. */
export function flagsOf(def: ResourceDef, record: Values, text: ResourceText): Array<{ key: string; label: string; tone: NonNullable<FieldDef['flag']> }> {
  return def.fields
    .filter((f) => f.flag)
    .flatMap((f) => {
      const v = record[f.key];
      if (f.type === 'boolean') return v === true ? [{ key: f.key, label: text.label(f), tone: f.flag! }] : [];
      const values = Array.isArray(v) ? v : v ? [v] : [];
      return values.map((x) => ({ key: `${f.key}-${x}`, label: text.text({ ...f, type: 'select' }, x), tone: f.flag! }));
    });
}

export default function RecordFlags({ def, record, text }: { def: ResourceDef; record: Values; text: ResourceText }) {
  const flags = flagsOf(def, record, text);
  if (flags.length === 0) return null;
  return (
    <Space size={4} wrap data-testid="record-flags">
      {flags.map((f) => (
        <Tag key={f.key} color={f.tone}>
          {f.label}
        </Tag>
      ))}
    </Space>
  );
}
