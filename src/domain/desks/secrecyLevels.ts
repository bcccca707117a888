/**
 * 信息密级 and 人员密级 as records of the resource engine (docs/secrecy.md, docs/administration.md "One
 * engine"): the fixed levels of each kind — none added, none removed, their order fixed — with the name
 * every page shows them by, a description and a tag colour; a personnel level also holds the highest
 * information level its people may see (its ceiling: the mapping the server filters every list, detail
 * and download by). What the store adds (mock/lib/admin/secrecyLevels.ts): a name once per kind, a
 * ceiling never below a lower personnel level's, and 被引用 — who may see an information level, how many
 * users hold a personnel level.
 */
import { INFO_LEVELS, LEVEL_DESCRIPTION_MAX, LEVEL_NAME_MAX, PERSONNEL_LEVELS } from '../admin/secrecy';
import { defineResource, referencedBy, type FieldDef, type ResourceDefInput } from '../engine';

/** The colours a level's tag may take (antd's preset tag colours). */
export const LEVEL_COLORS = ['default', 'green', 'blue', 'cyan', 'gold', 'orange', 'volcano', 'red', 'magenta', 'purple', 'geekblue'] as const;

const label = (key: string) => `admin.secrecy.field.${key}`;

/** The fields both kinds have: the level (its code, fixed), name, description, colour. */
const levelFields = (): FieldDef[] => [
  { key: 'level', type: 'text', label: label('code'), readOnly: true, table: { width: 140 }, detail: true },
  { key: 'name', type: 'text', label: label('name'), required: true, maxLength: LEVEL_NAME_MAX, table: { width: 120 }, form: true },
  { key: 'description', type: 'textarea', label: label('description'), maxLength: LEVEL_DESCRIPTION_MAX, table: { width: 260 }, form: true, wide: true },
  {
    key: 'color',
    type: 'select',
    enum: LEVEL_COLORS,
    enumLabel: (c) => `admin.secrecy.color.${c}`,
    label: label('color'),
    required: true,
    initial: 'default',
    table: { width: 110 },
    form: true,
  },
];

/** A kind of level: fixed rows (seeded), edited only, in the order of their rank. */
const levels = (input: Pick<ResourceDefInput, 'key' | 'fields'>) =>
  defineResource({
    ...input,
    anatomy: false,
    creatable: false,
    nameField: 'name',
    defaultSort: { field: 'rank', order: 'ascend' },
  });

/** The rank of a level among its kind, lowest first (sorted by; shown on 信息密级). */
const rank = (levels: readonly string[], show: boolean): FieldDef => ({
  key: 'rank',
  type: 'integer',
  label: label('rank'),
  table: show ? { width: 70, sortable: true } : { hidden: true, sortable: true },
  derive: (r) => levels.indexOf(String(r.level)) + 1,
});

/** 信息密级: 公开 < 内部 < 秘密 < 机密; 可知悉的人员密级 follows the personnel levels' ceilings. */
export const informationSecretLevel = levels({
  key: 'informationSecretLevel',
  fields: [
    rank(INFO_LEVELS, true),
    ...levelFields(),
    { key: 'seenBy', type: 'text', label: label('seenBy'), table: { width: 240 }, derive: referencedBy('informationSecretLevel') },
  ],
});

/** 人员密级: 一般 < 重要 < 核心, each with its ceiling among the information levels and the users holding it. */
export const personnelSecretLevel = levels({
  key: 'personnelSecretLevel',
  fields: [
    rank(PERSONNEL_LEVELS, false),
    ...levelFields(),
    { key: 'ceiling', type: 'infoLevel', label: label('ceiling'), required: true, table: { width: 200 }, form: true },
    {
      key: 'userCount',
      type: 'integer',
      label: label('userCount'),
      table: { width: 90 },
      derive: (r, ctx) => (ctx.references?.('personnelSecretLevel', String(r.id)) ?? []).length,
    },
  ],
});

export const secrecyLevelResources = [informationSecretLevel, personnelSecretLevel];
