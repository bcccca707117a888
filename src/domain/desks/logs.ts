/**
 * 日志管理 and 系统日志 as read-only records of the resource engine (docs/administration.md "The logs"):
 * nothing is created, edited or deleted here — the server writes the rows (every call's operation-log
 * entry, the services' own reports), and the store reads them from the row source the log module
 * registers (mock/lib/admin/logSources.ts) instead of a table of its own. Listed newest first, filtered,
 * sorted and paged on the server, exported as every list is — each export in the operation log.
 */
import { defineResource } from '../engine';
import { LOG_LEVELS, LOG_SERVICES } from '../syslog';

/** The dictionaries that follow the operation log: the modules and actions it holds (mock/lib/admin/logSources.ts). */
export const OPLOG_MODULES = 'oplogModule';
export const OPLOG_ACTIONS = 'oplogAction';

const label = (key: string) => `admin.log.field.${key}`;
const time = { key: 'time', type: 'dateTime', label: label('time'), table: { width: 180, sortable: true }, search: 'range', detail: true } as const;

/** 日志管理: who did what to which record, when, from where, with what result. */
export const logManagement = defineResource({
  key: 'logManagement',
  anatomy: false,
  creatable: false,
  auditExports: true,
  defaultSort: { field: 'time', order: 'descend' },
  keywordFields: ['target', 'detail'],
  fields: [
    time,
    { key: 'userName', type: 'text', label: label('user'), table: { width: 140 }, search: true, detail: true },
    { key: 'userNo', type: 'text', label: 'admin.user.field.userNo', detail: true },
    { key: 'module', type: 'select', dict: OPLOG_MODULES, label: label('module'), table: { width: 130 }, search: true, detail: true },
    { key: 'action', type: 'select', dict: OPLOG_ACTIONS, label: label('action'), table: { width: 120 }, search: true, detail: true },
    { key: 'target', type: 'text', label: label('target'), table: { width: 260, ellipsis: true }, detail: true },
    {
      key: 'result',
      type: 'select',
      enum: ['SUCCESS', 'FAILURE'],
      enumLabel: (v) => `admin.log.result.${v}`,
      label: label('result'),
      table: { width: 90 },
      search: true,
      detail: true,
    },
    { key: 'ip', type: 'text', label: label('ip'), table: { width: 130 }, search: true, detail: true },
    { key: 'detail', type: 'textarea', label: label('detail'), detail: true, wide: true },
  ],
});

/** 系统日志: what the services report — tens of thousands of rows. */
export const appLogs = defineResource({
  key: 'appLogs',
  anatomy: false,
  creatable: false,
  auditExports: true,
  defaultSort: { field: 'time', order: 'descend' },
  keywordFields: ['message'],
  fields: [
    time,
    {
      key: 'level',
      type: 'select',
      enum: LOG_LEVELS,
      enumLabel: false,
      label: label('level'),
      table: { width: 90 },
      search: true,
      detail: true,
    },
    {
      key: 'service',
      type: 'select',
      enum: LOG_SERVICES,
      enumLabel: false,
      label: label('service'),
      table: { width: 230 },
      search: true,
      detail: true,
    },
    { key: 'host', type: 'text', label: label('host'), detail: true },
    { key: 'message', type: 'textarea', label: label('message'), table: { width: 520 }, detail: true, wide: true },
    { key: 'traceId', type: 'text', label: label('traceId'), table: { width: 180 }, search: 'prefix', detail: true },
  ],
});

export const logResources = [logManagement, appLogs];
