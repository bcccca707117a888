/**
 * Secrecy (domain.md §6). Information levels, lowest first: PUBLIC 公开 < INTERNAL 内部 < SECRET 秘密 <
 * CONFIDENTIAL 机密, set on technical materials, CBB posts and products. Personnel levels: GENERAL 一般,
 * IMPORTANT 重要, CORE 核心, set on users. Each personnel level sees information up to a ceiling —
 * by default GENERAL → INTERNAL, IMPORTANT → SECRET, CORE → CONFIDENTIAL — which 人员密级 may change;
 * the ceilings never decrease from a lower personnel level to a higher one.
 *
 * The server filters with `canSee` (lists, details, downloads); it fails closed: an unknown level on a
 * record hides it, an unknown personnel level sees only PUBLIC. A record with no level is PUBLIC.
 */
import type { RuleError } from './rules';

export const INFO_LEVELS = ['PUBLIC', 'INTERNAL', 'SECRET', 'CONFIDENTIAL'] as const;
export type InfoLevel = (typeof INFO_LEVELS)[number];

export const PERSONNEL_LEVELS = ['GENERAL', 'IMPORTANT', 'CORE'] as const;
export type PersonnelLevel = (typeof PERSONNEL_LEVELS)[number];

/** personnel level → the highest information level it sees */
export type SecrecyMapping = Record<PersonnelLevel, InfoLevel>;

export const DEFAULT_MAPPING: SecrecyMapping = { GENERAL: 'INTERNAL', IMPORTANT: 'SECRET', CORE: 'CONFIDENTIAL' };

/** The field of a record that carries its information level. */
export const INFO_LEVEL_FIELD = 'secrecyLevel';

export const infoRank = (level: unknown): number => INFO_LEVELS.indexOf(level as InfoLevel);
export const personnelRank = (level: unknown): number => PERSONNEL_LEVELS.indexOf(level as PersonnelLevel);

export const isInfoLevel = (v: unknown): v is InfoLevel => infoRank(v) >= 0;
export const isPersonnelLevel = (v: unknown): v is PersonnelLevel => personnelRank(v) >= 0;

/** Accepts the older lower-case spelling of personnel levels ('general') too. */
export function toPersonnelLevel(v: unknown): PersonnelLevel | undefined {
  const up = typeof v === 'string' ? v.toUpperCase() : v;
  return isPersonnelLevel(up) ? up : undefined;
}

/** The highest information level a person of `personnel` sees. */
export function ceilingOf(personnel: unknown, mapping: SecrecyMapping = DEFAULT_MAPPING): InfoLevel {
  const level = toPersonnelLevel(personnel);
  return level ? mapping[level] : 'PUBLIC';
}

/** Whether a person of `personnel` may receive information of `info` (missing = PUBLIC). */
export function canSee(personnel: unknown, info: unknown, mapping: SecrecyMapping = DEFAULT_MAPPING): boolean {
  const level = info === undefined || info === null || info === '' ? 'PUBLIC' : info;
  const rank = infoRank(level);
  return rank >= 0 && rank <= infoRank(ceilingOf(personnel, mapping));
}

/** A record filter for one person. */
export function secrecyFilter(personnel: unknown, mapping: SecrecyMapping = DEFAULT_MAPPING) {
  return (record: Record<string, unknown>) => canSee(personnel, record[INFO_LEVEL_FIELD], mapping);
}

/** Information levels a person may set on a record (not above what they may see). */
export function assignableLevels(personnel: unknown, mapping: SecrecyMapping = DEFAULT_MAPPING): InfoLevel[] {
  return INFO_LEVELS.filter((l) => canSee(personnel, l, mapping));
}

/** Checks a mapping sent by 人员密级: every level mapped, to a known level, never decreasing. */
export function checkMapping(input: unknown): RuleError | null {
  if (!input || typeof input !== 'object') return { key: 'admin.secrecy.error.mappingMalformed' };
  const m = input as Record<string, unknown>;
  for (const p of PERSONNEL_LEVELS) if (!isInfoLevel(m[p])) return { key: 'admin.secrecy.error.mappingMalformed' };
  for (let i = 1; i < PERSONNEL_LEVELS.length; i++) {
    const lower = PERSONNEL_LEVELS[i - 1];
    const higher = PERSONNEL_LEVELS[i];
    if (infoRank(m[higher]) < infoRank(m[lower])) {
      return { key: 'admin.secrecy.error.mappingDecreasing', params: { lower, higher } };
    }
  }
  return null;
}

/** Descriptive settings of one level (name shown in selects, description, colour tag). */
export interface LevelSetting<L extends string> {
  level: L;
  name: string;
  description: string;
  color: string;
}

/**
 * A level's name and colour as 人员密级 / 信息密级 set them; `renamed`: the name is no longer the
 * default one (the locale's), so it is shown as set in every language.
 */
export type LevelName = Pick<LevelSetting<string>, 'level' | 'name' | 'color'> & { renamed?: boolean };

/** The names and colours of the levels: what every page and message shows. */
export interface LevelNames {
  info: LevelName[];
  personnel: LevelName[];
}

/**
 * The locale key of a level's default name (docs/secrecy.md, "A level's name"): the name the seed
 * gives a level, and what a page shows only until the setting has loaded.
 */
export const levelNameKey = (kind: keyof LevelNames, level: string) => `admin.secrecy.${kind}.${level}`;

/**
 * The name of a level: the setting's (`names`) once renamed there; a level that keeps its default name
 * reads it in the page's language (`t`), as does a level of a setting not loaded yet.
 */
export function levelName(names: LevelNames | undefined, kind: keyof LevelNames, level: string, t: (key: string) => string): string {
  const set = names?.[kind].find((l) => l.level === level);
  return set && set.renamed !== false ? set.name : t(levelNameKey(kind, level));
}

export const LEVEL_NAME_MAX = 10;
export const LEVEL_DESCRIPTION_MAX = 200;
