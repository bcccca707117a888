/**
 * The mock's import rules, checked with dependency-cruiser's API (its CLI refuses node 20):
 * no import circle anywhere under mock/ (and what it reaches), and mock/ importing nothing of src/ but
 * src/domain. Prints each violation; exits 1 when there is one.
 *
 *   node scripts/mock-imports.mjs
 */
import { cruise } from 'dependency-cruiser';

const result = await cruise(
  ['mock'],
  {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    validate: true,
    ruleSet: {
      forbidden: [
        { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
        { name: 'mock-imports-domain-only', severity: 'error', from: { path: '^mock/' }, to: { path: '^src/', pathNot: '^src/domain/' } },
      ],
    },
  },
  undefined,
  { tsConfig: { fileName: 'tsconfig.json' } },
);
const { violations } = result.output.summary;
for (const v of violations) {
  const cycle = v.cycle ? `  (${[v.from, ...v.cycle.map((c) => c.name ?? c)].join(' → ')})` : '';
  console.log(`${v.rule.name}: ${v.from} → ${v.to}${cycle}`);
}
console.log(`${violations.length} violation(s) in ${result.output.modules.length} modules`);
process.exit(violations.length ? 1 : 0);
