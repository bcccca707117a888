/**
 * Each desk speaks its own language (issue 34), over the whole registry: no engine word shows where it
 * does not fit, in either language.
 * - a desk whose records nobody applies for (products, courses, files, outlets, experts, banners…) has
 *   no 申请人 field and no 我申请的 filter; a desk that calls its applicant otherwise says so;
 * - every create button reads naturally ("新建<what one record is>", or the desk's own words), never
 *   "新建<the desk's menu title>" for a desk named after an activity (维修支持, 网站维护, 信息共享);
 * - every list's page title is its menu (and tab) title;
 * - every highlighted row of the seed carries its reason, in both languages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { domainContext, labelKey, mineFiltersOf, withDerived, type ResourceDef } from '@/domain/engine';
import { resources } from '@/domain/desks';
import zhTable from '@/locales/zh-CN/index';
import enTable from '@/locales/en-US/index';
import zhShell from '@/locales/zh-CN';
import { storedRows } from '../../../mock/lib/store/store';

const zh = { ...(zhShell as Record<string, string>), ...(zhTable as Record<string, string>) };
const en = enTable as Record<string, string>;
const LANGS: Array<[string, Record<string, string>]> = [
  ['zh-CN', zh],
  ['en-US', en],
];
/** A message filled in as the page does ({name}, {n}…). */
const fill = (table: Record<string, string>, key: string, params: Record<string, string | number> = {}) =>
  (table[key] ?? '').replace(/\{(\w+)\}/g, (_, p: string) => String(params[p] ?? `{${p}}`));

/** Desks that keep master data or content: nobody applies for their records. */
const NO_APPLICANT = [
  'productMaintenance',
  'productCodeInfo',
  'courseManagement',
  'personnelFile',
  'maintenancePoint',
  'maintenancePersonnel',
  'specialistList',
  'portalMaintenance',
  'surveysList',
  'customerService',
  'faq',
];

/** Menu titles that name an activity or a collection, not one record: "新建" + them never reads. */
const ACTIVITY_WORDS = /(维护|共享|管理|列表|支持|审批|统计)$|^我的/;

describe('the applicant', () => {
  it.each(NO_APPLICANT)('%s: no 申请人 field, no 我申请的 filter', (key) => {
    const def = resources.find((r) => r.key === key)!;
    expect(def).toBeDefined();
    expect(def.applicant).toBeUndefined();
  });

  it.each(resources.map((d) => [d.key, d] as const))('%s: the field and the filter follow the definition', (_key, def) => {
    const field = def.field('applicantName');
    if (!def.applicant) {
      expect(field).toBeUndefined();
      expect(mineFiltersOf(def)).not.toContain('applied');
      return;
    }
    expect(field && labelKey(def, field)).toBe(def.applicant.label);
    for (const [, table] of LANGS) {
      expect(table[def.applicant.label]).toBeTruthy();
      expect(table[def.applicant.mine]).toBeTruthy();
    }
  });
});

describe('names and create labels', () => {
  const creatable = resources.filter((d) => d.creatable);
  it.each(resources.map((d) => [d.key, d] as const))('%s: the name of one record in both languages', (key) => {
    for (const [, table] of LANGS) expect(table[`${key}.name`]).toBeTruthy();
  });

  it.each(creatable.map((d) => [d.key, d] as const))('%s: the create button reads naturally', (_key, def: ResourceDef) => {
    const menuZh = zh[`menu.${def.page}`];
    const menuEn = en[`menu.${def.page}`];
    const labelZh = fill(zh, def.createLabel, { name: zh[`${def.key}.name`] });
    const labelEn = fill(en, def.createLabel, { name: en[`${def.key}.name`] });
    expect(labelZh).toBeTruthy();
    expect(labelEn).toBeTruthy();
    // the record's name, not the desk's: "新建维修支持", "新建网站维护", "New Claims" do not read
    expect(labelZh.replace(/^新建/, '')).not.toMatch(ACTIVITY_WORDS);
    if (menuZh && ACTIVITY_WORDS.test(menuZh)) expect(labelZh).not.toBe(`新建${menuZh}`);
    if (menuEn) expect(labelEn.toLowerCase()).not.toBe(`new ${menuEn.toLowerCase()}`);
    expect(labelEn).not.toMatch(/^New (My|my) /);
  });
});

describe('page titles', () => {
  const pagesDir = join(__dirname, '../../../src/pages');
  it.each(resources.filter((d) => d.page === d.key).map((d) => [d.key] as const))('%s: the list is titled with its menu title', (key) => {
    for (const [, table] of LANGS) expect(table[`menu.${key}`]).toBeTruthy();
    // a page of its own may only name its menu entry as its title (the engine's default)
    const source = readdirSync(join(pagesDir, key)).includes('index.tsx') ? readFileSync(join(pagesDir, key, 'index.tsx'), 'utf8') : '';
    for (const line of source.split('\n').filter((l) => /<ResourcePage\b.*\btitle=/.test(l))) expect(line).toContain(`'menu.${key}'`);
  });
});

describe('highlighted rows say why', () => {
  const ctx = domainContext();
  const highlighting = resources.filter((d) => d.rowTone);
  it('the desks with highlighted rows are all here', () => {
    expect(highlighting.map((d) => d.key).sort()).toEqual(
      ['aogOrder', 'leaseOrder', 'maintenancePersonnel', 'maintenancePoint', 'personnelFile', 'returnFactory', 'substitutionOrder', 'support'].sort(),
    );
  });
  it.each(highlighting.map((d) => [d.key, d] as const))('%s: every highlighted seeded row has a reason in both languages', (_key, def) => {
    expect(def.rowReason).toBeDefined();
    const rows = storedRows(def).map((r) => withDerived(def, r, ctx));
    const lit = rows.filter((r) => def.rowTone!(r, ctx));
    expect(lit.length).toBeGreaterThan(0);
    for (const row of lit) {
      const reason = def.rowReason!(row, ctx);
      expect(reason).toBeDefined();
      for (const [, table] of LANGS) {
        const shown = fill(table, reason!.message, reason!.params);
        expect(shown).toBeTruthy();
        expect(shown).not.toMatch(/\{|NaN|undefined|null/);
      }
    }
  });
  it.each(resources.flatMap((d) => d.statusViews.map((v) => [d.key, v.key] as const)))('%s: the status view %s reads in both languages', (key, view) => {
    for (const [, table] of LANGS) expect(table[`${key}.status.${view}`]).toBeTruthy();
  });
});
