/**
 * The form item of one field: the input that suits its type (text, number, date, dictionary select…),
 * the required mark, and a validator that runs the domain's own `checkField` — the very check the
 * mock runs on the server. Form values are kept in wire format (dates as strings), so what the form
 * holds is what gets sent.
 */
import { Checkbox, DatePicker, Form, Switch } from 'antd';
import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import dayjs from 'dayjs';
import { fieldControl } from './FieldControl';
import LineItemsInput, { LINES_CHECKED_ON } from './LineItemsInput';
import FleetRegistrationInput from './FleetRegistrationInput';
import { checkField, domainContext, isChosen, partFillValues, type FieldDef, type ResourceDef } from '@/domain/engine';
import { DATE_FORMAT, DATE_TIME_FORMAT, type ResourceText } from './text';

interface Props {
  def: ResourceDef;
  field: FieldDef;
  text: ResourceText;
  /** the stored value (a disabled dictionary item stays choosable for the record that has it) */
  current?: unknown;
  autoFocus?: boolean;
}

const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);

/** A field's input that a page gives (`ResourcePage` `inputs`): the form item hands it `value` and `onChange`. */
export type PageInput = ComponentType<{ value?: unknown; onChange?: (v: unknown) => void }>;
/** The inputs a page gives, by field key: for a kind only one page edits (用户角色's function tree of `grants`). */
export const PageInputs = createContext<Record<string, PageInput>>({});

export function FieldItem({ def, field, text, current, autoFocus }: Props) {
  const label = text.label(field);
  const placeholder = text.t(isChosen(field) ? 'resource.form.placeholderSelect' : 'resource.form.placeholderInput', { label });
  const rules = [
    {
      validator: async (_: unknown, value: unknown) => {
        const { issue } = checkField(def, field, value, { ctx: domainContext(), previous: current });
        if (issue) throw new Error(text.issue(issue));
      },
    },
  ];
  const common = {
    name: field.key,
    label,
    required: Boolean(field.required),
    rules,
    extra: field.help ? text.t(field.help) : undefined,
  };
  const PageInput = useContext(PageInputs)[field.key];
  if (PageInput)
    return (
      <Form.Item {...common}>
        <PageInput />
      </Form.Item>
    );
  switch (field.type) {
    case 'date':
      return (
        <Form.Item
          {...common}
          getValueProps={(v) => ({ value: v ? dayjs(String(v)) : null })}
          normalize={(d) => (d && dayjs.isDayjs(d) ? d.format(DATE_FORMAT) : null)}
        >
          <DatePicker autoFocus={autoFocus} style={{ width: '100%' }} format={DATE_FORMAT} placeholder={placeholder} />
        </Form.Item>
      );
    case 'dateTime':
      return (
        <Form.Item
          {...common}
          getValueProps={(v) => ({ value: v ? dayjs(String(v)) : null })}
          normalize={(d) => (d && dayjs.isDayjs(d) ? d.second(0).millisecond(0).toISOString() : null)}
        >
          <DatePicker autoFocus={autoFocus} showTime={{ format: 'HH:mm' }} style={{ width: '100%' }} format={DATE_TIME_FORMAT} placeholder={placeholder} />
        </Form.Item>
      );
    case 'boolean':
      // a required yes/no is an affirmation: a box to tick, its label beside it
      if (field.required)
        return (
          <Form.Item {...common} label={undefined} valuePropName="checked">
            <Checkbox autoFocus={autoFocus}>{label}</Checkbox>
          </Form.Item>
        );
      return (
        <Form.Item {...common} valuePropName="checked">
          <Switch />
        </Form.Item>
      );
    case 'lineItems':
      // rows keep their own per-cell messages; the item's message names the first problem
      return (
        // a patch (a quote) starts with one row per stored line: the form's initial values (actionStart)
        <Form.Item {...common} validateTrigger={LINES_CHECKED_ON}>
          <LineItemsInput def={def} field={field} text={text} current={current} />
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...common} normalize={field.upperCase && field.type === 'text' ? upper : undefined}>
          {field.part ? (
            <PartControl def={def} field={field} text={text} placeholder={placeholder} autoFocus={autoFocus} />
          ) : field.fleet && def.field(field.fleet.of) ? (
            <FleetRegistrationInput def={def} field={field} text={text} placeholder={placeholder} autoFocus={autoFocus} />
          ) : (
            fieldControl(field, text, { current, autoFocus, placeholder })
          )}
        </Form.Item>
      );
  }
}

/**
 * A P/N picked from the catalogue, as a form item's control: the chosen part fills the fields of the
 * same form that its pick names (the part's name…), when the form edits them.
 */
function PartControl({
  def,
  field,
  text,
  ...rest
}: {
  def: ResourceDef;
  field: FieldDef;
  text: ResourceText;
  placeholder?: string;
  autoFocus?: boolean;
  value?: unknown;
  onChange?: (v: unknown) => void;
}): ReactElement {
  const form = Form.useFormInstance();
  const editable = (key: string) => {
    const f = def.field(key);
    return Boolean(f?.form && !f.readOnly && !f.derive);
  };
  return fieldControl(field, text, { ...rest, onPick: (part) => form.setFieldsValue(partFillValues(field, part, editable)) });
}
