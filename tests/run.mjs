/**
 * `npm test`: the whole suite, each stage an npm script of its own (package.json).
 *
 * The type check, Biome, the architecture check and the production build read the tree and write
 * nothing the others read (the build writes dist/ and src/.umi-production, which the type check
 * leaves out: tsconfig.json), and none of them keeps both cores busy, so they run side by side; their
 * output is printed whole, stage by stage, once each has ended. Then, one after the other: the unit
 * and component tests (jest, a worker per core), the bundle budget (reads dist/) and the browser
 * journeys (serve dist/). The first stage that fails ends the run with its exit status.
 */
import { spawn } from 'node:child_process';

const TOGETHER = ['typecheck', 'lint', 'lint:deps', 'build'];
const THEN = ['test:unit', 'test:budget', 'test:browser'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** runs `npm run <script>`; its output is kept (and returned) or passed through */
function run(script, keep) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], { stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const out = [];
    if (keep) {
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
    }
    // npm could not be started at all: the stage fails with what the system said
    child.on('error', (error) => resolve({ script, code: 1, seconds: (Date.now() - started) / 1000, output: `${error.message}\n` }));
    child.on('close', (code, signal) =>
      resolve({ script, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000, output: Buffer.concat(out).toString() }),
    );
  });
}

const line = (r) => `── ${r.script}: ${r.code === 0 ? 'passed' : `failed (exit ${r.code})`} in ${r.seconds.toFixed(0)} s`;

const together = await Promise.all(TOGETHER.map((script) => run(script, true)));
for (const r of together) {
  process.stdout.write(r.output);
  console.log(line(r));
}
const failed = together.find((r) => r.code !== 0);
if (failed) process.exit(failed.code);

for (const script of THEN) {
  console.log(`── ${script}`);
  const r = await run(script, false);
  console.log(line(r));
  if (r.code !== 0) process.exit(r.code);
}
