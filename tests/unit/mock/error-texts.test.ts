/**
 * One path from a code to a message: the mock's refusals and log lines are locale keys rendered by
 * serverText (zh-CN), never Chinese literals of their own — the same keys the pages render through
 * intl, present in zh-CN and en-US alike.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import workflowRoutes from '../../../mock/workflow';
import resourceRoutes from '../../../mock/resources';
import { resetDb } from '../../../mock/lib/store/db';
import { opLog } from '../../../mock/lib/platform/oplog';
import { serverText } from '@/domain/serverMessages';
import enUS from '@/locales/en-US/index';
import zhCN from '@/locales/zh-CN/index';
import { mockServer } from './harness';

const call = mockServer({ ...workflowRoutes, ...resourceRoutes });
const ROOT = join(__dirname, '../../..');
const CJK = /[\u4e00-\u9fff]/;
/** A refusal or a log text made of a literal: invalid('…'), notFound('…'), new BizFailure(…, '…'), a `detail` template. */
const LITERAL_TEXT = /(invalid|notFound)\(\s*[`'"][^`'"]*[\u4e00-\u9fff]|BizFailure\([^)]*[`'"][^`'"]*[\u4e00-\u9fff]|detail:\s*[`'"][^`'"]*[\u4e00-\u9fff]/;

const sources = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'seed' ? [] : sources(join(dir, e.name))) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

beforeAll(() => resetDb());

it('no handler, helper or workflow engine writes a refusal or a log line as a literal', () => {
  const found = [...sources('mock'), ...sources('src/domain/workflow')].flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .map((line, i) => [file, i + 1, line] as const)
      .filter(([, , line]) => !/^\s*(\*|\/\/)/.test(line) && LITERAL_TEXT.test(line)),
  );
  expect(found.map(([f, n, l]) => `${f}:${n}: ${l.trim()}`)).toEqual([]);
});

it('the workflow API refuses a bad filter and logs its changes in the locale’s words', async () => {
  const bad = await call('GET', '/api/workflow/tasks/handled', { user: 'manager', query: { status: 'PENDING' } });
  expect(bad.body).toMatchObject({ success: false, errorCode: 'VALIDATION', errorMessage: serverText('resource.error.queryValue', { param: 'status' }) });

  const from = new Date(Date.now() + 86_400_000).toISOString();
  const to = new Date(Date.now() + 3 * 86_400_000).toISOString();
  // 外出委托 (the engine's approvalDelegation) logs under 审批管理, in its words
  const made = await call('POST', '/api/workflow/approvalDelegation', { user: 'engineer', body: { toUserNo: 'manager', from, to } });
  expect(made.body).toMatchObject({ success: true });
  const entry = opLog().at(-1);
  expect(entry).toMatchObject({ module: zhCN['menu.approvalManagement'], result: 'SUCCESS' });
  expect(CJK.test(String(entry?.action))).toBe(true);
});

it('every key the mock’s workflow and file texts use has both languages', () => {
  const used = [...sources('mock'), ...sources('src/domain/workflow')].flatMap((file) =>
    [
      ...readFileSync(join(ROOT, file), 'utf8').matchAll(
        /'((?:workflow\.(?:log|history|noun)|server\.(?:file|body|path|resource|internalDetail)|admin\.log\.action)[\w.]*)'/g,
      ),
    ].map((m) => m[1]),
  );
  expect(used.length).toBeGreaterThan(20);
  for (const key of new Set(used)) {
    if (key.endsWith('.')) continue; // a prefix (`admin.log.action.${action}`)
    expect([key, key in zhCN, key in enUS]).toEqual([key, true, true]);
  }
});
