import type { IconDefinition } from '@ant-design/icons-svg/lib/types';

const THEME_SUFFIX: Record<IconDefinition['theme'], string> = { outlined: 'Outlined', filled: 'Filled', twotone: 'TwoTone' };

/** The icon name the menu sends ("UsergroupAddOutlined") → its definition (named "usergroup-add", theme "outlined"). */
const nameOf = (def: IconDefinition) => def.name.replace(/(?:^|-)(\w)/g, (_, c: string) => c.toUpperCase()) + THEME_SUFFIX[def.theme];

export const byName = (defs: IconDefinition[]): Readonly<Record<string, IconDefinition>> => Object.fromEntries(defs.map((def) => [nameOf(def), def]));
