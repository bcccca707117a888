import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, type ReactElement } from 'react';
import { isOrgField, isUserField, type CataloguePart, type FieldDef } from '@/domain/engine';
import ConditionInput from './ConditionInput';
import OrgSelect from './OrgSelect';
import PartNumberInput from './PartNumberInput';
import RecordSelect from './RecordSelect';
import UserSelect from './UserSelect';
import { DATE_FORMAT, DATE_TIME_FORMAT, type ResourceText } from './text';

/** tiptap only where a rich-text field is edited */
const RichTextInput = lazy(() => import('./RichTextInput'));

/**
 * The bare input of a text, number, select or yes/no value (the form item and the cells of a
 * line-items table use it alike); `value` / `onChange` come from the Form.Item or the cell.
 */
export function fieldControl(
  field: FieldDef,
  text: ResourceText,
  opts: {
    current?: unknown;
    autoFocus?: boolean;
    placeholder?: string;
    size?: 'small' | 'middle';
    'aria-label'?: string;
    value?: unknown;
    onChange?: (v: unknown) => void;
    onBlur?: () => void;
    /** a P/N field (`field.part`): a catalogued part was chosen — fill what the pick names */
    onPick?: (part: CataloguePart) => void;
  },
): ReactElement {
  const { current, placeholder, onPick, ...rest } = opts;
  const props = { ...rest, placeholder } as Record<string, unknown>;
  for (const k of Object.keys(props)) if (props[k] === undefined) delete props[k];
  // a record of another resource, picked by its label (an expert request's expert)
  if (field.relatedTo?.pick) return <RecordSelect {...props} field={field} />;
  // users of the directory (a group's lead and members), searched on the server
  if (isUserField(field)) return <UserSelect {...props} field={field} />;
  // a unit of the organization tree (a user's department)
  if (isOrgField(field)) return <OrgSelect {...props} field={field} />;
  // a P/N picked from the product catalogue (an uncatalogued one is accepted with a warning)
  if (field.part) return <PartNumberInput {...props} field={field} text={text} onPick={onPick} />;
  switch (field.type) {
    case 'richText':
      return <RichText {...(props as RichTextProps)} text={text} />;
    case 'textarea':
      return <Input.TextArea {...props} rows={3} maxLength={field.maxLength ?? 2000} showCount />;
    case 'integer':
    case 'number':
    case 'money':
      return (
        <InputNumber
          {...props}
          style={{ width: '100%' }}
          min={field.min ?? 0}
          max={field.max}
          precision={field.precision ?? (field.type === 'money' ? 2 : field.type === 'integer' ? 0 : undefined)}
        />
      );
    case 'date':
    case 'dateTime': {
      // a cell holds the wire value (a date string, an ISO time), the picker a dayjs
      const { value, onChange, ...pickerProps } = props as { value?: unknown; onChange?: (v: unknown) => void };
      const time = field.type === 'dateTime';
      return (
        <DatePicker
          {...pickerProps}
          style={{ width: '100%', minWidth: time ? 170 : 130 }}
          showTime={time ? { format: 'HH:mm' } : undefined}
          format={time ? DATE_TIME_FORMAT : DATE_FORMAT}
          value={value ? dayjs(String(value)) : null}
          onChange={(d) => onChange?.(d ? (time ? d.second(0).millisecond(0).toISOString() : d.format(DATE_FORMAT)) : null)}
        />
      );
    }
    case 'select':
    case 'multiSelect': {
      const options = field.enum ? field.enum.map((v) => ({ value: v, label: text.enumLabel(field, v) })) : text.dict(field.dict).options(current);
      return (
        <Select
          {...props}
          style={{ width: '100%' }}
          mode={field.type === 'multiSelect' ? 'multiple' : undefined}
          options={options}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
        />
      );
    }
    case 'condition':
      return <ConditionInput {...props} field={field} />;
    case 'boolean':
      // a Switch (a done flag of a task line): the form's value is its checked state
      return <YesNo {...(props as YesNoProps)} />;
    default: {
      const { onChange, ...inputProps } = props as { onChange?: (v: unknown) => void };
      return (
        <Input
          {...inputProps}
          maxLength={field.maxLength ?? 200}
          // a Form.Item passes an event handler; a cell wants the value
          onChange={onChange ? (e) => onChange(field.upperCase ? e.target.value.toUpperCase() : e.target.value) : undefined}
        />
      );
    }
  }
}

type YesNoProps = {
  value?: unknown;
  onChange?: (v: unknown) => void;
  size?: 'small' | 'middle';
  'aria-label'?: string;
  autoFocus?: boolean;
  onBlur?: () => void;
};

/** A yes/no value as a switch that takes `value` (what a Form.Item and a cell hand it), not `checked`. */
function YesNo({ value, onChange, size, placeholder: _p, ...rest }: YesNoProps & { placeholder?: string }) {
  return <Switch {...rest} size={size === 'small' ? 'small' : 'default'} checked={value === true} onChange={(v) => onChange?.(v)} />;
}

type RichTextProps = { value?: unknown; onChange?: (v: string) => void; text: ResourceText };

/**
 * The rich-text input as the form item's direct child: the form hands its value and onChange to this
 * element, which passes them on to the editor once its chunk is in (a Suspense element as the direct
 * child would take them itself, and the editor would never report what is typed).
 */
function RichText(props: RichTextProps) {
  return (
    <Suspense fallback={<Input.TextArea rows={8} disabled />}>
      <RichTextInput {...props} />
    </Suspense>
  );
}
