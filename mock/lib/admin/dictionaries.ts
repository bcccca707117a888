/**
 * What the store adds to the engine's 选项配置 (src/domain/desks/dictionaries.ts): a type code is unique
 * whatever its case; an item once saved keeps its value and stays (it is disabled, not removed — records
 * carry it); and what reads a dictionary — the desks whose forms pick from it, their attachments' kinds,
 * and 人员授权's customers — is its 被引用, which keeps it from being deleted. The roles are a dictionary
 * that follows 用户角色's records (`ROLE_DICTIONARY`: read from them, never stored), whose type code no
 * stored dictionary may take. Registered by mock/lib/rules.ts.
 */
import { resources } from '../../../src/domain/desks';
import { itemsOf, selectType } from '../../../src/domain/desks/dictionaries';
import type { FieldDef, RecordReference, ResourceDef } from '../../../src/domain/engine';
import { serverText } from '../../../src/domain/serverMessages';
import { ROLE_DICTIONARY } from '../../../src/domain/admin/users';
import { isFollowedDictionary, registerFollowedDictionary } from '../store/options';
import { roles } from '../server/identity';
import { onWrite } from '../store/hooks';
import { storedRows, table } from '../store/tables';
import { registerReferences } from '../store/references';

const dictsOf = (fields: readonly FieldDef[]): string[] => fields.flatMap((f) => [...(f.dict ? [f.dict] : []), ...dictsOf(f.lines?.fields ?? [])]);
const reads = (def: ResourceDef, type: string) =>
  dictsOf(def.fields).includes(type) ||
  (def.anatomy && def.attachments.docTypes === type) ||
  def.lifecycle?.actions.some((a) => dictsOf(a.input ?? []).includes(type));

/** The roles as a dictionary: code, name, enabled — in the order 用户角色 lists them. */
export const roleDictionary = () => ({
  type: ROLE_DICTIONARY,
  name: serverText('admin.user.field.roles'),
  items: roles().map((r, i) => ({ value: r.code, label: r.name, order: i + 1, enabled: r.enabled !== false })),
});

/** The customers' dictionary, which the survey answers are labelled from (mock/lib/desks/surveys.ts). */
const CUSTOMER_DICTIONARY = 'customer';

/** What reads dictionary `type`: the desks that pick from it, and 问卷调查's answers for the customers. */
export function readersOf(type: string): RecordReference[] {
  const out: RecordReference[] = resources.filter((def) => reads(def, type)).map((def) => ({ id: def.key, name: serverText(def.module) }));
  if (type === CUSTOMER_DICTIONARY) out.push({ id: 'surveysList', name: serverText('menu.surveysList') });
  return out;
}

export function dictionaryRules(): Array<() => void> {
  const key = selectType.key;
  registerReferences(key, (id) => {
    const row = table(selectType).rows.get(id);
    return row ? readersOf(String(row.type)) : [];
  });
  return [
    () => registerReferences(key, () => []),
    registerFollowedDictionary(ROLE_DICTIONARY, roleDictionary),
    onWrite(key, ({ type, record, before }) => {
      if (type === 'create') {
        const code = String(record.type ?? '').toLowerCase();
        const taken = isFollowedDictionary(code) || storedRows(selectType).some((d) => d.id !== record.id && String(d.type).toLowerCase() === code);
        return taken ? [{ field: 'type', message: 'selectType.error.typeTaken', params: { type: String(record.type) } }] : undefined;
      }
      const kept = new Set(itemsOf(record).map((i) => i.value));
      const gone = itemsOf(before ?? {}).find((i) => !kept.has(i.value));
      return gone ? [{ field: 'items', message: 'selectType.error.valueFixed', params: { value: String(gone.value) } }] : undefined;
    }),
  ];
}
