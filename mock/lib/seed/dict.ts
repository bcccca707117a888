/** A seeded dictionary of 选项配置 from its items: [value, label, English label]; order as listed, all enabled. */
import type { Dictionary } from '../../../src/domain/options';

export type Item = [value: string, label: string, labelEn?: string];

export const dict = (type: string, name: string, nameEn: string, items: Item[]): Dictionary => ({
  type,
  name,
  nameEn,
  items: items.map(([value, label, labelEn], i) => ({ value, label, labelEn: labelEn ?? label, order: i + 1, enabled: true })),
});

/** The dictionary with a `link` on the items named (a carrier's tracking page). */
export const withLinks = (d: Dictionary, links: Record<string, string>): Dictionary => ({
  ...d,
  items: d.items.map((it) => (links[it.value] ? { ...it, link: links[it.value] } : it)),
});
