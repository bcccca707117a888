/**
 * What the contract tests share: the OpenAPI document and its validators (\`expectContract\`), the
 * shape of a refusal (\`expectRefused\`), and the seeded database they start from (\`seedForContracts\`).
 */
import Ajv2020 from 'ajv/dist/2020';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resources } from '@/domain/desks';
import { systemUserRole } from '@/domain/desks/systemUserRole';
import { opLog } from '../../../mock/lib/platform/oplog';
import { saveDb } from '../../../mock/lib/store/db';
import { credentialsOf, functionSettings, roles } from '../../../mock/lib/server/identity';
import { workflowData } from '../../../mock/lib/workflow/workflow';
import * as store from '../../../mock/lib/store/store';
import { table } from '../../../mock/lib/store/tables';
import { type Answer, fresh } from './harness';

export const doc = JSON.parse(readFileSync(join(__dirname, '../../../config/openapi.json'), 'utf8'));

const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}T/.test(s));
ajv.addSchema({ ...doc, $id: 'openapi.json' });

const responseSchema = (path: string, method: string) => {
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`${method.toUpperCase()} ${path} is not in config/openapi.json`);
  return op.responses['200'].content['application/json'].schema;
};
/*
 * The checks below run for each of the contract tests' thousands of calls: they throw a plain error
 * with what failed rather than call `expect`, whose matcher objects took a twentieth of the file's
 * time in its CPU profile.
 */
const validators = new Map<string, ReturnType<typeof ajv.compile>>();
export function expectContract(path: string, method: string, answer: Answer) {
  const key = `${method} ${path}`;
  if (answer.status !== 200) throw new Error(`${key}: HTTP ${answer.status}, not 200`);
  if (!validators.has(key)) {
    const pointer = `openapi.json#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1').replace(/[{}]/g, encodeURIComponent)}/${method}/responses/200/content/application~1json/schema`;
    responseSchema(path, method); // exists
    validators.set(key, ajv.compile({ $ref: pointer }));
  }
  const validate = validators.get(key)!;
  const ok = validate(answer.body);
  if (!ok) throw new Error(`${key}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(answer.body).slice(0, 500)}`);
}
const requestValidators = new Map<string, ReturnType<typeof ajv.compile>>();
/** The validator of the request body schema `ref`, compiled once. */
export function requestValidator(ref: string) {
  if (!requestValidators.has(ref)) requestValidators.set(ref, ajv.compile({ $ref: `openapi.json#/components/schemas/${ref}` }));
  return requestValidators.get(ref)!;
}
export const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

/** Fails unless the answer is a business refusal (HTTP 200, success false, a known code, a message). */
export function expectRefused(label: string, a: Answer) {
  const refused = a.status === 200 && a.body?.success === false && a.body.errorCode !== 'INTERNAL';
  if (!refused || typeof a.body.errorMessage !== 'string' || !a.body.errorMessage)
    throw new Error(`${label}: not a business refusal (HTTP ${a.status}): ${JSON.stringify(a.body).slice(0, 300)}`);
}

/**
 * The seeded database, once (seeding every collection again costs ~1 s a test). The contract is about
 * shapes, not about whose record it is: the admin who calls is made the applicant of every record, so
 * ownership (tests/unit/security) never decides an answer here.
 *
 * It starts from the run's shared seed (tests/unit/mock/harness.ts `fresh`) and holds what the
 * calls read or write besides their own table: the operation log (seeded from the history of every
 * record), the roles, the credentials, the switched-off functions and the workflow's instances
 * (seeded from every application desk's records). Left out, each test would seed them again,
 * decoding every desk's table for them — and the "changing nothing" check would then compare every
 * table, not those the calls touched.
 */
export function seedForContracts(): Buffer {
  fresh();
  for (const d of resources) for (const r of store.storedRows(d)) if (r.applicantNo) Object.assign(r, { applicantNo: 'admin', applicantName: '王建国' });
  // an action's call is checked on the first record of its status; 停用 of 系统管理员, the one role that
  // lets somebody administer, is refused by the lock-out rule (tests/unit/admin/roles.test.ts): it comes last
  const roleRows = table(systemUserRole).rows;
  const admin = [...roleRows.values()].find((r) => r.code === 'admin')!;
  roleRows.delete(admin.id);
  roleRows.set(admin.id, admin);
  opLog();
  roles();
  functionSettings();
  credentialsOf({ userNo: 'admin' });
  workflowData();
  return saveDb();
}
