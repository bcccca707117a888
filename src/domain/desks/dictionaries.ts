/**
 * 选项配置's dictionaries as a record of the resource engine (docs/administration.md "One engine"): a
 * dictionary is its type code, names and items — the engine's line items — and every select of the
 * portal reads them (`GET {management}/options/dictionaries`, mock/options.ts, answered over these
 * records). A disabled item is not offered for new values but still labels the records that carry it;
 * an item once saved keeps its value and stays (disabled rather than removed: a write check of
 * mock/lib/admin/dictionaries.ts). 被引用 is what reads the dictionary — the portal's forms and the data
 * scopes (`DomainContext.references`, registered by the mock) — and a dictionary so read is not deleted.
 */
import { defineResource, referencedBy, type FieldDef, type Issue, type Values } from '../engine';
import { LINKED_DICTIONARIES, TRACKING_LINK_MAX, trackingLinkProblem } from '../tracking';

/** A type code: a letter, then 1–39 letters, digits, `_` or `-`. */
export const DICTIONARY_TYPE = /^[a-zA-Z][a-zA-Z0-9_-]{1,39}$/;
/** An item's value: a letter or digit, then up to 39 of letters, digits, `_ . - /` and spaces. */
export const ITEM_VALUE = /^[A-Za-z0-9][A-Za-z0-9_.\-/ ]{0,39}$/;
/** The most items a dictionary holds. */
export const ITEMS_MAX = 500;

const items: FieldDef = {
  key: 'items',
  type: 'lineItems',
  form: true,
  wide: true,
  help: 'selectType.disabledHint',
  lines: {
    fields: [
      { key: 'value', type: 'text', required: true, maxLength: 40, pattern: ITEM_VALUE, patternMessage: 'selectType.error.value' },
      { key: 'label', type: 'text', required: true, maxLength: 60 },
      { key: 'labelEn', type: 'text', maxLength: 60 },
      { key: 'order', type: 'integer', required: true, min: 0, max: 9999 },
      { key: 'enabled', type: 'boolean', initial: true },
      { key: 'link', type: 'text', maxLength: TRACKING_LINK_MAX, help: 'selectType.linkHelp' },
    ],
    minRows: 0,
    maxRows: ITEMS_MAX,
    summary: ['value', 'label'],
    sequence: 'order',
    toggles: ['enabled'],
  },
};

/** The items of a dictionary record (none when it has none). */
export const itemsOf = (record: Values): Values[] => (Array.isArray(record.items) ? (record.items as Values[]) : []);

/**
 * The items' own rules: a value once in a dictionary (no two rows alike), a tracking link only on the
 * dictionaries whose items link (src/domain/tracking.ts) and then a valid one.
 */
function itemsProblems(v: Values): Issue[] {
  const seen = new Set<string>();
  const linked = LINKED_DICTIONARIES.includes(String(v.type ?? ''));
  const out: Issue[] = [];
  itemsOf(v).forEach((item, i) => {
    const at = { field: 'items', row: i + 1 };
    const value = String(item.value ?? '').trim();
    if (value && seen.has(value)) out.push({ ...at, cell: 'value', message: 'selectType.error.valueTwice', params: { value } });
    seen.add(value);
    const link = String(item.link ?? '').trim();
    if (!link) return;
    const problem = linked ? trackingLinkProblem(link) : 'selectType.error.linkNotHere';
    if (problem) out.push({ ...at, cell: 'link', message: problem, params: { placeholder: '{no}' } });
  });
  return out;
}

/** 选项配置: the dictionaries (`selectType`, the page's key, so its codes are the page's). */
export const selectType = defineResource({
  key: 'selectType',
  anatomy: false,
  nameField: 'name',
  fields: [
    {
      key: 'type',
      type: 'text',
      required: true,
      maxLength: 40,
      pattern: DICTIONARY_TYPE,
      patternMessage: 'selectType.error.type',
      table: { width: 170 },
      form: 'create',
      detail: true,
    },
    { key: 'name', type: 'text', required: true, maxLength: 40, table: { width: 110 }, form: true },
    { key: 'nameEn', type: 'text', maxLength: 60, table: { width: 140, ellipsis: true }, form: true },
    { key: 'itemCount', type: 'integer', table: { width: 70 }, derive: (r) => itemsOf(r).length },
    {
      key: 'usedBy',
      type: 'text',
      table: { width: 240 },
      wide: true,
      derive: referencedBy('selectType'),
    },
    items,
    { key: 'updatedAt', type: 'dateTime', label: 'resource.field.updatedAt', readOnly: true, table: { width: 150 }, detail: true },
  ],
  rules: [itemsProblems],
  keywordFields: ['type', 'name', 'nameEn'],
  removable: true,
  removeGuard: (r) => (r.usedBy ? { message: 'selectType.error.inUse', params: { name: String(r.name), readers: String(r.usedBy) } } : null),
  defaultSort: { field: 'type', order: 'ascend' },
});
