/**
 * What the store adds to the engine's 信息密级 and 人员密级 (src/domain/desks/secrecyLevels.ts): a level's
 * name is once in its kind; a personnel level's ceiling is never below a lower level's (the mapping's
 * rule, `checkMapping`); 可知悉的人员密级 of an information level are the personnel levels whose ceiling
 * reaches it, and a personnel level's 人员数 the users holding it. A change of either counts as an
 * administration change (the visibility filters are made anew). Registered by mock/lib/rules.ts.
 */
import { checkMapping, infoRank, PERSONNEL_LEVELS } from '../../../src/domain/admin/secrecy';
import { informationSecretLevel, personnelSecretLevel } from '../../../src/domain/desks/secrecyLevels';
import type { Issue, ResourceDef, ResourceRecord } from '../../../src/domain/engine';
import { users } from '../server/identity';
import { onChange, onWrite } from '../store/hooks';
import { registerReferences } from '../store/references';
import { storedRows } from '../store/tables';
import { adminChanged } from './adminHttp';

const rowOf = (def: ResourceDef, id: string) => storedRows(def).find((r) => r.id === id);

/** The personnel levels with `record` in place of the stored one, as a mapping level → ceiling. */
function mappingWith(record: ResourceRecord) {
  const rows = storedRows(personnelSecretLevel).map((r) => (r.id === record.id ? record : r));
  return Object.fromEntries(rows.map((r) => [r.level, r.ceiling]));
}

const nameOnce =
  (def: ResourceDef) =>
  ({ record }: { record: ResourceRecord }): Issue[] => {
    const name = String(record.name ?? '').trim();
    return storedRows(def).some((r) => r.id !== record.id && String(r.name).trim() === name)
      ? [{ field: 'name', message: 'admin.secrecy.error.nameTaken', params: { name } }]
      : [];
  };

export function secrecyLevelRules(): Array<() => void> {
  registerReferences(informationSecretLevel.key, (id) => {
    const rank = infoRank(rowOf(informationSecretLevel, id)?.level);
    return storedRows(personnelSecretLevel)
      .filter((p) => infoRank(p.ceiling) >= rank)
      .sort((a, b) => PERSONNEL_LEVELS.indexOf(a.level as never) - PERSONNEL_LEVELS.indexOf(b.level as never))
      .map((p) => ({ id: p.id, name: String(p.name) }));
  });
  registerReferences(personnelSecretLevel.key, (id) => {
    const level = rowOf(personnelSecretLevel, id)?.level;
    return users()
      .filter((u) => u.secrecyLevel === level)
      .map((u) => ({ id: u.userNo, name: u.userName }));
  });
  return [
    () => registerReferences(informationSecretLevel.key, () => []),
    () => registerReferences(personnelSecretLevel.key, () => []),
    onWrite(informationSecretLevel.key, nameOnce(informationSecretLevel)),
    onWrite(personnelSecretLevel.key, (e) => {
      const issues = nameOnce(personnelSecretLevel)(e);
      const problem = checkMapping(mappingWith(e.record));
      if (problem?.params) {
        const nameOf = (level: unknown) => String(storedRows(personnelSecretLevel).find((r) => r.level === level)?.name ?? level);
        issues.push({ field: 'ceiling', message: problem.key, params: { lower: nameOf(problem.params.lower), higher: nameOf(problem.params.higher) } });
      }
      return issues;
    }),
    onChange(informationSecretLevel.key, () => adminChanged()),
    onChange(personnelSecretLevel.key, () => adminChanged()),
  ];
}
