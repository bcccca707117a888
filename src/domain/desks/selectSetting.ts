/** 选项配置's 业务参数 as the engine's records: the settings of ./settings.ts, each value within its range. */
import { defineResource, type FieldDef, type Values } from '../engine';
import { SETTINGS, type SettingKey } from './settings';

const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];
const specOf = (r: Values) => SETTINGS[String(r.key) as SettingKey] as (typeof SETTINGS)[SettingKey] | undefined;

/** A fact of a setting's range (minimum, maximum, default), shown beside its value. */
const bound = (key: 'min' | 'max' | 'default'): FieldDef => ({ key, type: 'integer', table: { width: 100 }, derive: (r) => specOf(r)?.[key] });

/** 业务参数: one record per setting (its id is its key); only the value is edited, within the setting's range. */
export const selectSetting = defineResource({
  key: 'selectSetting',
  page: 'selectType',
  module: 'menu.selectType',
  anatomy: false,
  creatable: false,
  nameField: 'key',
  fields: [
    { key: 'key', type: 'select', enum: SETTING_KEYS, enumLabel: (k) => `admin.dict.setting.${k}`, readOnly: true, table: { width: 320 }, detail: true },
    { key: 'value', type: 'integer', required: true, table: { width: 120 }, form: true },
    bound('min'),
    bound('max'),
    bound('default'),
    { key: 'rank', type: 'integer', table: { hidden: true, sortable: true }, derive: (r) => SETTING_KEYS.indexOf(String(r.key) as SettingKey) },
  ],
  rules: [
    (v) => {
      const spec = specOf(v);
      const n = v.value;
      if (!spec || (typeof n === 'number' && Number.isInteger(n) && n >= spec.min && n <= spec.max)) return null;
      return { field: 'value', message: 'selectSetting.error.range', params: { min: spec.min, max: spec.max } };
    },
  ],
  defaultSort: { field: 'rank', order: 'ascend' },
});
