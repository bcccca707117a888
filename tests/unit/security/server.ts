/**
 * Every mock route table in one in-process server (the harness of tests/unit/mock), and small helpers
 * of the security suite: sign in as a demo user, read the operation log.
 */
import adminRoutes from '../../../mock/admin';
import aiRoutes from '../../../mock/ai';
import alarmRoutes from '../../../mock/alarms';
import customerRoutes from '../../../mock/customers';
import indicatorRoutes from '../../../mock/indicators';
import authRoutes from '../../../mock/auth';
import fileRoutes from '../../../mock/files';
import optionRoutes from '../../../mock/options';
import recordRoutes from '../../../mock/records';
import resourceRoutes from '../../../mock/resources';
import savedFilterRoutes from '../../../mock/savedFilters';
import workflowRoutes from '../../../mock/workflow';
import surveyRoutes from '../../../mock/surveys';
import cbbVoiceRoutes from '../../../mock/cbbVoice';
import knowledgeRoutes from '../../../mock/knowledge';
import notificationRoutes from '../../../mock/notifications';
import searchRoutes from '../../../mock/search';
import { findUser } from '../../../mock/lib/server/identity';
import { opLog } from '../../../mock/lib/platform/oplog';
import * as store from '../../../mock/lib/store/store';
import type { ResourceDef, ResourceRecord } from '@/domain/engine';
import { mockServer, type Routes } from '../mock/harness';

/** The route tables the portal calls besides the administration ones (those: `adminTable`). */
export const platformTables: Record<string, Routes> = {
  auth: authRoutes as Routes,
  files: fileRoutes as Routes,
  options: optionRoutes as Routes,
  savedFilters: savedFilterRoutes as Routes,
  resources: resourceRoutes as Routes,
  records: recordRoutes as Routes,
  alarms: alarmRoutes as Routes,
  customers: customerRoutes as Routes,
  indicators: indicatorRoutes as Routes,
  workflow: workflowRoutes as Routes,
  ai: aiRoutes as Routes,
  surveys: surveyRoutes as Routes,
  cbbVoice: cbbVoiceRoutes as Routes,
  knowledge: knowledgeRoutes as Routes,
  notifications: notificationRoutes as Routes,
  search: searchRoutes as Routes,
};
export const adminTable = adminRoutes as Routes;

export const call = mockServer(...Object.values(platformTables), adminTable);

export const DEMO_ROLES = ['admin', 'manager', 'engineer', 'trainer', 'staff'] as const;

/** The newest operation-log entries, newest last. */
export const lastLog = (n = 1) => opLog().slice(-n);

export const b64 = (s: string) => Buffer.from(s).toString('base64');

/** A stored record of `def` in `status`, made the given user's own (the seed spreads applicants at random). */
export function recordOf(def: ResourceDef, status: string, applicantNo: string, except: string[] = []): ResourceRecord {
  const row = store.storedRows(def).find((r) => r.status === status && !r.attachments?.length && !except.includes(r.id));
  if (!row) throw new Error(`no ${status} ${def.key} in the seed`);
  Object.assign(row, { applicantNo, applicantName: findUser(applicantNo)!.userName });
  return row;
}
