/**
 * `npm run new-desk -- <key> [options]` — a new desk of our own, whole: every file a desk needs, so that
 * `tsc`, `lint:deps` and the unit suite pass with no further edit. docs/resource-engine.md's "Add a desk"
 * is the same steps by hand. What it writes (the desk-file plan is `planDesk`, shared with its test):
 *
 *   new   src/domain/desks/<key>.ts     the definition
 *   new   src/pages/<key>/index.tsx         the page (the engine's ResourcePage and its first page)
 *   new   src/locales/zh-CN/<key>.ts, src/locales/en-US/<key>.ts   its texts (name, fields, statuses, actions)
 *   new   mock/lib/seed/<key>.ts            its seed generator (mock/lib/seed/desk.ts: every status, ≥ 100 rows)
 *   edit  src/domain/desks/index.ts     the registry: an import and an entry
 *   edit  src/domain/menu.ts                its line in OWN_DESKS: route, menu entry under --group, grants
 *   edit  src/locales/{zh-CN,en-US}/index.ts, menu.ts  an import and a spread each; the menu title
 *   edit  mock/lib/seed/index.ts            an import and its seeder
 *   then  config/openapi.json               regenerated (scripts/openapi.ts), unless --no-openapi
 *
 * Options (labels are `zh/en`):
 *   --title 工具借用/Tool loans        the desk's menu and page title (required)
 *   --name 借用单/Tool loan            what one record is called (default: the title)
 *   --group supportMaintenance         the menu group it is listed in (default systemMaintenance)
 *   --icon ToolOutlined                an icon of src/core/menu/icons.tsx (default ProfileOutlined)
 *   --prefix TLN                       record numbers TLN-20261127-0001 (default: the key's capitals)
 *   --field tool:text=工具/Tool        a business field; types text, textarea, date, number; a trailing ?
 *                                      on the type makes it optional (note:textarea?=备注/Note). Repeatable.
 *   --status LENT=借出/Lent            a status, in lifecycle order; the first is the initial one. Repeatable.
 *   --action return:LENT>RETURNED=归还/Return   an action (from one or more statuses, comma-separated). Repeatable.
 *   --grant engineer | --grant staff:read      a demo role and what it holds (all by default). Repeatable.
 *   --sample tool=扭力扳手,液压千斤顶   seed values of a text field (default: "<label> 1…12"). Repeatable.
 *   --root DIR                         the checkout to write into (default: this one)
 *   --no-openapi                       leave config/openapi.json alone
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type DeskFieldType = 'text' | 'textarea' | 'date' | 'number';
export interface Label {
  zh: string;
  en: string;
}
export interface DeskOptions {
  key: string;
  title: Label;
  name: Label;
  group: string;
  icon: string;
  prefix: string;
  fields: Array<{ key: string; type: DeskFieldType; required: boolean; label: Label; samples?: string[] }>;
  statuses: Array<{ key: string; label: Label }>;
  actions: Array<{ key: string; from: string[]; to: string; label: Label }>;
  grants: Record<string, 'all' | 'read'>;
}

const FIELD_TYPES: DeskFieldType[] = ['text', 'textarea', 'date', 'number'];
const ident = /^[a-z][A-Za-z0-9]*$/;
const statusKey = /^[A-Z][A-Z0-9_]*$/;

function label(text: string, what: string): Label {
  const [zh, en] = text.split('/').map((s) => s.trim());
  if (!zh || !en) throw new Error(`${what}: give both languages as zh/en, e.g. 工具/Tool (got "${text}")`);
  return { zh, en };
}

function keyed(text: string, what: string): [string, Label] {
  const at = text.indexOf('=');
  if (at < 0) throw new Error(`${what}: write it as <key>=zh/en (got "${text}")`);
  return [text.slice(0, at), label(text.slice(at + 1), what)];
}

/** The options of the command line (`argv` after the script's name). */
export function parseDeskArgs(argv: string[]): DeskOptions & { root?: string; openapi: boolean } {
  const key = argv[0];
  if (!key || key.startsWith('--')) throw new Error('usage: npm run new-desk -- <key> --title 中文/English [options] (scripts/new-desk.ts)');
  const many: Record<string, string[]> = {};
  let openapi = true;
  for (let i = 1; i < argv.length; i += 1) {
    const flag = argv[i];
    if (flag === '--no-openapi') openapi = false;
    else if (flag.startsWith('--') && i + 1 < argv.length) (many[flag.slice(2)] ??= []).push(argv[(i += 1)]);
    else throw new Error(`unknown or incomplete option ${flag}`);
  }
  const one = (name: string) => many[name]?.at(-1);
  if (!one('title')) throw new Error('--title 中文/English is required');
  const title = label(one('title')!, '--title');
  const samples = Object.fromEntries(
    (many.sample ?? []).map((s) => [
      s.slice(0, s.indexOf('=')),
      s
        .slice(s.indexOf('=') + 1)
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ]),
  );
  const fields = (many.field ?? ['subject:text=主题/Subject']).map((spec) => {
    const [head, l] = keyed(spec, '--field');
    const [fieldKey, rawType = 'text'] = head.split(':');
    const type = rawType.replace(/\?$/, '') as DeskFieldType;
    if (!FIELD_TYPES.includes(type)) throw new Error(`--field ${fieldKey}: type ${type} is not one of ${FIELD_TYPES.join(', ')}`);
    return { key: fieldKey, type, required: !rawType.endsWith('?'), label: l, samples: samples[fieldKey] };
  });
  const statuses = (many.status ?? ['OPEN=处理中/Open', 'CLOSED=已关闭/Closed']).map((spec) => {
    const [k, l] = keyed(spec, '--status');
    return { key: k, label: l };
  });
  const actions = (many.action ?? (many.status ? [] : ['close:OPEN>CLOSED=关闭/Close'])).map((spec) => {
    const [head, l] = keyed(spec, '--action');
    const [actionKey, move = ''] = head.split(':');
    const [from = '', to = ''] = move.split('>');
    return { key: actionKey, from: from.split(',').filter(Boolean), to, label: l };
  });
  const grants = Object.fromEntries((many.grant ?? []).map((g) => [g.split(':')[0], g.split(':')[1] === 'read' ? ('read' as const) : ('all' as const)]));
  const options: DeskOptions = {
    key,
    title,
    name: one('name') ? label(one('name')!, '--name') : { zh: title.zh, en: title.en.replace(/s$/, '') },
    group: one('group') ?? 'systemMaintenance',
    icon: one('icon') ?? 'ProfileOutlined',
    prefix: one('prefix') ?? (key[0] + key.replace(/[^A-Z]/g, '')).toUpperCase().slice(0, 4).padEnd(3, 'X'),
    fields,
    statuses,
    actions,
    grants,
  };
  checkDesk(options);
  return { ...options, root: one('root'), openapi };
}

/** Refuses what would not make a working desk, with what to change. */
export function checkDesk(o: DeskOptions): void {
  const problems: string[] = [];
  if (!ident.test(o.key)) problems.push(`the key ${o.key} must be camelCase letters and digits (it is the route, the page folder and the permission prefix)`);
  if (!/^[A-Z]{2,6}$/.test(o.prefix)) problems.push(`--prefix ${o.prefix}: 2–6 capital letters`);
  if (!/^[A-Z][A-Za-z]+Outlined$/.test(o.icon)) problems.push(`--icon ${o.icon}: an antd icon name such as ToolOutlined`);
  const fieldKeys = o.fields.map((f) => f.key);
  for (const f of fieldKeys) if (!ident.test(f)) problems.push(`--field ${f}: camelCase`);
  if (new Set(fieldKeys).size !== fieldKeys.length) problems.push('two fields share a key');
  const statusKeys = o.statuses.map((s) => s.key);
  for (const s of statusKeys) if (!statusKey.test(s)) problems.push(`--status ${s}: CAPITALS (a code)`);
  if (statusKeys.length < 2) problems.push('a lifecycle needs at least two statuses');
  if (new Set(statusKeys).size !== statusKeys.length) problems.push('two statuses share a key');
  for (const a of o.actions) {
    if (!ident.test(a.key)) problems.push(`--action ${a.key}: camelCase`);
    if (!a.from.length || !a.from.every((s) => statusKeys.includes(s)) || !statusKeys.includes(a.to))
      problems.push(`--action ${a.key}: write it as ${a.key}:FROM>TO with statuses of --status`);
  }
  // every status is reached from the initial one (the seed walks each record there)
  const reached = new Set([statusKeys[0]]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const a of o.actions) {
      if (!a.from.some((s) => reached.has(s)) || reached.has(a.to)) continue;
      reached.add(a.to);
      grew = true;
    }
  }
  for (const s of statusKeys) if (!reached.has(s)) problems.push(`status ${s} is reached by no --action from ${statusKeys[0]}`);
  if (problems.length) throw new Error(`new-desk ${o.key}:\n  ${problems.join('\n  ')}`);
}

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
const seedNumber = (key: string) => [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % 1_000_000_000;

function definitionFile(o: DeskOptions): string {
  const field = (f: DeskOptions['fields'][number]) => {
    const req = f.required ? ' required: true,' : '';
    switch (f.type) {
      case 'text':
        return `    { key: ${q(f.key)}, type: 'text',${req} maxLength: 60, table: true, search: true, form: true },`;
      case 'textarea':
        return `    { key: ${q(f.key)}, type: 'textarea',${req} maxLength: 500, form: true, wide: true },`;
      case 'date':
        return `    { key: ${q(f.key)}, type: 'date',${req} table: { sortable: true }, search: 'range', form: true },`;
      default:
        return `    { key: ${q(f.key)}, type: 'number',${req} min: 0, table: { sortable: true }, form: true },`;
    }
  };
  const exits = new Set(o.actions.flatMap((a) => a.from));
  const initial = o.statuses[0].key;
  const status = (s: DeskOptions['statuses'][number]) =>
    `      { key: ${q(s.key)}, tone: ${q(s.key === initial ? 'processing' : exits.has(s.key) ? 'warning' : 'success')}${exits.has(s.key) ? '' : ', final: true'} },`;
  const action = (a: DeskOptions['actions'][number]) => `      { key: ${q(a.key)}, from: [${a.from.map(q).join(', ')}], to: ${q(a.to)}, comment: 'optional' },`;
  return `/**
 * ${o.title.zh} (${o.key}): a desk of our own, from \`npm run new-desk\` (docs/resource-engine.md). Its route,
 * menu entry and grants are its line in OWN_DESKS (src/domain/menu.ts), its texts
 * src/locales/<lang>/${o.key}.ts, its seed mock/lib/seed/${o.key}.ts.
 */
import { defineResource } from '../engine';

export const ${o.key} = defineResource({
  key: ${q(o.key)},
  codePrefix: ${q(o.prefix)},
  fields: [
${o.fields.map(field).join('\n')}
  ],
  lifecycle: {
    initial: ${q(initial)},
    statuses: [
${o.statuses.map(status).join('\n')}
    ],
    actions: [
${o.actions.map(action).join('\n')}
    ],
  },
});
`;
}

function pageFile(o: DeskOptions): string {
  return `import { ${o.key} } from '@/domain/desks/${o.key}';
import { ResourcePage } from '@/engine';
import { firstPageOf } from '@/engine/useFirstPage';

export const preload = firstPageOf(${o.key});

/** ${o.title.zh}: the engine's list, form, detail and lifecycle of the definition. */
export default () => <ResourcePage resource={${o.key}} />;
`;
}

function localeFile(o: DeskOptions, lang: keyof Label): string {
  const rows: Array<[string, string]> = [
    [`${o.key}.name`, o.name[lang]],
    ...o.fields.map((f): [string, string] => [`${o.key}.field.${f.key}`, f.label[lang]]),
    ...o.statuses.map((s): [string, string] => [`${o.key}.status.${s.key}`, s.label[lang]]),
    ...o.actions.map((a): [string, string] => [`${o.key}.action.${a.key}`, a.label[lang]]),
  ];
  return `/** ${lang === 'zh' ? o.title.zh : o.title.en} (${o.key}): the name of one record, its fields, statuses and actions. */
export default {
${rows.map(([k, v]) => `  ${q(k)}: ${q(v)},`).join('\n')}
} as Record<string, string>;
`;
}

function seedFile(o: DeskOptions): string {
  const pools = o.fields
    .filter((f) => f.type === 'text' || f.type === 'textarea')
    .map(
      (f) =>
        `const ${f.key.toUpperCase()} = [${(f.samples?.length ? f.samples : Array.from({ length: 12 }, (_, i) => `${f.label.zh} ${i + 1}`)).map(q).join(', ')}];`,
    );
  const value = (f: DeskOptions['fields'][number]) => {
    if (f.type === 'date') return `      ${f.key}: dayAfter(created, r.int(1, 30)),`;
    if (f.type === 'number') return `      ${f.key}: r.int(1, 100),`;
    return f.required ? `      ${f.key}: r.pick(${f.key.toUpperCase()}),` : `      ${f.key}: r.chance(0.4) ? r.pick(${f.key.toUpperCase()}) : null,`;
  };
  return `/** Seed of ${o.title.zh} (${o.key}): every status, by mock/lib/seed/desk.ts. */
import type { ResourceRecord } from '../../../src/domain/engine';
import { ${o.key} } from '../../../src/domain/desks/${o.key}';
import { dayAfter, seedDesk } from './desk';

${pools.join('\n')}

export const seed${cap(o.key)} = (now = Date.now()): ResourceRecord[] =>
  seedDesk(
    {
      def: ${o.key},
      seed: ${seedNumber(o.key)},
      values: (r, _i, created) => ({
${o.fields.map(value).join('\n').replace(/^ {6}/gm, '        ')}
      }),
    },
    now,
  );
`.replace(/dayAfter, seedDesk/, o.fields.some((f) => f.type === 'date') ? 'dayAfter, seedDesk' : 'seedDesk');
}

/** Inserts `text` before the end (`close`) of the block that starts with `open`, on a line of its own or inline. */
function insertInBlock(source: string, file: string, open: string, close: string, text: string): string {
  const start = source.indexOf(open);
  if (start < 0) throw new Error(`${file}: cannot find "${open}" — add the desk by hand (docs/resource-engine.md)`);
  const end = source.indexOf(close, start + open.length);
  if (end < 0) throw new Error(`${file}: cannot find the end of "${open}"`);
  return source.slice(0, end) + text + source.slice(end);
}

/** Inserts an import line after the last import of `source`. */
function addImport(source: string, line: string): string {
  const imports = [...source.matchAll(/^import [^;]+;$/gm)];
  const last = imports.at(-1);
  if (!last) return `${line}\n${source}`;
  const at = last.index! + last[0].length;
  return `${source.slice(0, at)}\n${line}${source.slice(at)}`;
}

/**
 * Every file the desk needs: path (from the checkout's root) → its whole new content. `read` gives a
 * file of the checkout as it is. Nothing is written: the command writes the plan, its test checks it.
 */
export function planDesk(o: DeskOptions, read: (path: string) => string, exists: (path: string) => boolean): Map<string, string> {
  checkDesk(o);
  const plan = new Map<string, string>();
  const fresh = (path: string, content: string) => {
    if (exists(path)) throw new Error(`${path} exists already: is ${o.key} a desk already?`);
    plan.set(path, content);
  };
  fresh(`src/domain/desks/${o.key}.ts`, definitionFile(o));
  fresh(`src/pages/${o.key}/index.tsx`, pageFile(o));
  fresh(`src/locales/zh-CN/${o.key}.ts`, localeFile(o, 'zh'));
  fresh(`src/locales/en-US/${o.key}.ts`, localeFile(o, 'en'));
  fresh(`mock/lib/seed/${o.key}.ts`, seedFile(o));

  const registry = 'src/domain/desks/index.ts';
  plan.set(
    registry,
    insertInBlock(
      addImport(read(registry), `import { ${o.key} } from './${o.key}';`),
      registry,
      'export const resources: ResourceDef[] = [',
      '\n];',
      `\n  ${o.key},`,
    ),
  );

  const menu = 'src/domain/menu.ts';
  const grants = Object.entries(o.grants)
    .map(([role, what]) => `${role}: ${q(what)}`)
    .join(', ');
  const line = `{ name: ${q(o.key)}, group: ${q(o.group)}, title: ${q(o.title.zh)}, icon: ${q(o.icon)}, grants: { ${grants} } }`.replace(
    'grants: {  }',
    'grants: {}',
  );
  const menuSource = read(menu);
  plan.set(
    menu,
    menuSource.includes('export const OWN_DESKS: OwnDesk[] = [];')
      ? menuSource.replace('export const OWN_DESKS: OwnDesk[] = [];', `export const OWN_DESKS: OwnDesk[] = [\n  ${line},\n];`)
      : insertInBlock(menuSource, menu, 'export const OWN_DESKS: OwnDesk[] = [', '\n];', `\n  ${line},`),
  );

  // the title sits with the shell's (menu.ts): the menu paints before the desk's texts arrive
  for (const key of ['zh', 'en'] as const) {
    const titles = `src/locales/${key === 'zh' ? 'zh-CN' : 'en-US'}/menu.ts`;
    plan.set(
      titles,
      insertInBlock(read(titles), titles, 'export default {', '\n} as Record<string, string>;', `\n  ${q(`menu.${o.key}`)}: ${q(o.title[key])},`),
    );
  }

  for (const lang of ['zh-CN', 'en-US']) {
    const index = `src/locales/${lang}/index.ts`;
    const source = addImport(read(index), `import ${o.key} from './${o.key}';`);
    // the spread of every module: `export default { ...a, ...b }` on one line or one per line
    const start = source.lastIndexOf('export default {');
    const end = source.lastIndexOf('}');
    if (start < 0 || end < start || !source.slice(start, end).includes('...')) throw new Error(`${index}: cannot find the spread of the modules`);
    const body = source.slice(0, end).trimEnd();
    plan.set(index, `${body}${body.endsWith(',') ? '' : ','}\n  ...${o.key},\n${source.slice(end)}`);
  }

  const seeds = 'mock/lib/seed/index.ts';
  plan.set(
    seeds,
    insertInBlock(
      addImport(read(seeds), `import { seed${cap(o.key)} } from './${o.key}';`),
      seeds,
      'export const seeders: Record<string, () => ResourceRecord[]> = {',
      '\n};',
      `\n  ${o.key}: () => seed${cap(o.key)}(),`,
    ),
  );
  return plan;
}

/** The command: writes the plan into the checkout, then the OpenAPI document. */
export function main(argv: string[]): void {
  const { root = join(__dirname, '..'), openapi, ...options } = parseDeskArgs(argv);
  const plan = planDesk(
    options,
    (p) => readFileSync(join(root, p), 'utf8'),
    (p) => existsSync(join(root, p)),
  );
  for (const [path, content] of plan) {
    const verb = existsSync(join(root, path)) ? 'edited' : 'new   ';
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
    console.log(`${verb} ${path}`);
  }
  // what it wrote is formatted as the rest of the tree (npm run lint checks it)
  const biome = join(root, 'node_modules', '.bin', 'biome');
  if (existsSync(biome) && existsSync(join(root, 'biome.json'))) execFileSync(biome, ['format', '--write', ...plan.keys()], { cwd: root, stdio: 'inherit' });
  if (openapi) {
    execFileSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts', 'openapi.ts')], { cwd: root, stdio: 'inherit' });
  }
  console.log(
    `\n${options.title.zh} (${options.key}) is at /${options.key}, under ${options.group} of the menu. Check: npx tsc --noEmit -p . && npm run lint && npm run lint:deps && npx jest`,
  );
}

if (require.main === module) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
