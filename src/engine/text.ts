/**
 * How a resource's values read: labels of fields, statuses, actions and fixed values through the
 * locale files, dictionary labels through the option configuration, secrecy levels by their names in
 * 信息密级, and formatted dates, money and numbers. Used by the table, the detail drawer and the export alike, so all three read the same.
 */
import { htmlToText } from '@/domain/html';
import { useIntl } from '@umijs/max';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import {
  actionLabelKey,
  enumLabelKey,
  isOrgField,
  isUserField,
  labelKey,
  linesSummary,
  orgFieldText,
  renderIssue,
  userFieldText,
  userNosOf,
  type FieldDef,
  type Issue,
  type ResourceDef,
} from '@/domain/engine';
import { dictionaryView, useDictionaries, type DictionaryView } from './useDictionary';
import { useSecrecyNames } from './useSecrecyNames';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * A date or time as the portal shows it (`format`: the date and time unless told), or `fallback` when
 * `value` is empty or reads as no date — never "Invalid Date".
 */
export function showTime(value: unknown, fallback = '', format = DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return fallback;
  const d = dayjs(value instanceof Date || typeof value === 'number' ? value : String(value));
  return d.isValid() ? d.format(format) : fallback;
}

export interface ResourceText {
  t: (id: string, values?: Record<string, string | number>) => string;
  /** the name of one record (`<key>.name`, else the menu title): "新建{name}", "{name}详情" */
  name: string;
  label: (field: FieldDef) => string;
  status: (value: unknown) => string;
  action: (key: string) => string;
  enumLabel: (field: FieldDef, value: string) => string;
  dict: (type: string | undefined) => DictionaryView;
  /** a value as text (table export, detail); '' for empty */
  text: (field: FieldDef, value: unknown) => string;
  /**
   * A field of a record as text. A field filled from a dictionary label (customerName from
   * customerId) reads the dictionary in the current language, else what the record stored; a user
   * field names its users and an org field its unit (the names the server answered with the record).
   */
  show: (field: FieldDef, record: Record<string, unknown>) => string;
  issue: (issue: Issue) => string;
  /** the keyword search's hint: what it looks in, by the desk's own field names (搜索单号、客户、件号) */
  keywordPlaceholder: string;
}

export function formatMoney(n: number, locale = 'zh-CN') {
  return n.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function useResourceText(def: ResourceDef): ResourceText {
  const intl = useIntl();
  const { byType } = useDictionaries();
  const secrecy = useSecrecyNames();
  return useMemo(() => {
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id, defaultMessage: id }, values);
    const views = new Map<string, DictionaryView>();
    const dict = (type: string | undefined) => {
      const key = type ?? '';
      if (!views.has(key)) views.set(key, dictionaryView(type ? byType.get(type) : undefined));
      return views.get(key)!;
    };
    // a secrecy level is named by the 信息密级 / 人员密级 setting; other fixed values by the locale files
    const enumLabel = (field: FieldDef, value: string) =>
      field.enumLabel === false ? value : field.levelNames ? secrecy[field.levelNames](value) : t(enumLabelKey(def, field, value));
    const text = (field: FieldDef, value: unknown): string => {
      if (value === null || value === undefined || value === '') return '';
      switch (field.type) {
        case 'date':
          return showTime(value, String(value), DATE_FORMAT);
        case 'dateTime':
          return showTime(value, String(value));
        case 'money':
          return typeof value === 'number' ? formatMoney(value, intl.locale) : String(value);
        case 'number':
        case 'integer':
          return typeof value === 'number' ? value.toLocaleString(intl.locale) : String(value);
        case 'boolean':
          return t(value ? 'resource.value.yes' : 'resource.value.no');
        case 'select':
          return field.enum ? enumLabel(field, String(value)) : field.dict ? dict(field.dict).label(value) : String(value);
        case 'multiSelect':
          return (Array.isArray(value) ? value : [value]).map((v) => (field.enum ? enumLabel(field, String(v)) : dict(field.dict).label(v))).join('、');
        case 'lineItems':
          // "3 行：2117320-3 × 2；…" — the list cell and the export (one row per record)
          return Array.isArray(value) && value.length
            ? t('resource.lines.summary', { count: value.length, summary: linesSummary(field, value, (cell, v) => text(cell, v)) })
            : '';
        case 'user':
        case 'users':
          // numbers alone (a record's names are read by `show`)
          return userNosOf(value).join('、');
        case 'attachments':
          return Array.isArray(value) ? value.map((a: { name?: string }) => a?.name ?? '').join('、') : '';
        case 'richText':
          // its text (list cells, exports); the detail renders the formatting (SafeHtml)
          return htmlToText(String(value));
        default:
          return String(value);
      }
    };
    const sources = new Map(def.fields.filter((f) => f.labelInto && f.dict).map((f) => [f.labelInto!, f]));
    const show = (field: FieldDef, record: Record<string, unknown>) => {
      const source = sources.get(field.key);
      const id = source ? record[source.key] : undefined;
      if (source && id != null && id !== '') {
        const label = dict(source.dict).label(id);
        if (label !== String(id)) return label;
      }
      if (isUserField(field)) return userFieldText(field, record);
      if (isOrgField(field)) return orgFieldText(field, record);
      return field.key === 'status' ? (record.status ? t(`${def.key}.status.${record.status}`) : '') : text(field, record[field.key]);
    };
    const nameKey = `${def.key}.name`;
    const label = (field: FieldDef) => t(labelKey(def, field));
    const searched = def.keywordFields.flatMap((k) => def.field(k) ?? []);
    const HINTED = 4;
    return {
      t,
      name: intl.messages[nameKey] ? t(nameKey) : t(`menu.${def.key}`),
      show,
      label,
      status: (value) => (value ? t(`${def.key}.status.${value}`) : ''),
      action: (key) => t(actionLabelKey(def, key)),
      enumLabel,
      dict,
      text,
      issue: (issue) => renderIssue(issue, t),
      keywordPlaceholder: t(searched.length > HINTED ? 'resource.list.keywordPlaceholderMore' : 'resource.list.keywordPlaceholder', {
        fields: searched.slice(0, HINTED).map(label).join(t('resource.list.keywordJoin')),
      }),
    };
  }, [intl, byType, def, secrecy]);
}
