import fs from 'node:fs';
import path from 'node:path';
import en from '@/locales/en-US/admin';
import zh from '@/locales/zh-CN/admin';

describe('administration texts', () => {
  it('has the same keys in both languages, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const [k, v] of [...Object.entries(zh), ...Object.entries(en)]) expect({ k, empty: !v.trim() }).toEqual({ k, empty: false });
  });

  it('uses the same placeholders in both languages', () => {
    const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const k of Object.keys(zh)) expect({ k, holes: holes(en[k]) }).toEqual({ k, holes: holes(zh[k]) });
  });

  it('has a text for every rule key the domain and mock can raise', () => {
    const dirs = ['src/domain/admin', 'mock', 'mock/lib', 'src/pages'];
    const keys = new Set<string>();
    const walk = (dir: string) => {
      if (!fs.existsSync(dir)) return;
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (dir !== 'mock') walk(p);
        } else if (/\.tsx?$/.test(entry.name)) {
          for (const m of fs.readFileSync(p, 'utf8').matchAll(/'(admin\.[A-Za-z0-9_.]+)'/g)) keys.add(m[1]);
        }
      }
    };
    dirs.forEach(walk);
    const dynamic = [...keys].filter((k) => k.endsWith('.'));
    const missing = [...keys].filter((k) => !k.endsWith('.') && !(k in zh));
    expect(missing).toEqual([]);
    expect(dynamic.every((prefix) => Object.keys(zh).some((k) => k.startsWith(prefix)))).toBe(true);
  });
});
