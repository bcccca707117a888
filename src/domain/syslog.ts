/** One row of the services' system log (系统日志), as the mock generates it and the page lists it, with its levels and services. */
export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_SERVICES = ['management-api', 'permission-service', 'workflow-api', 'hr-api', 'file-api', 'sso-gateway', 'scheduler'] as const;

export interface SystemLogRow {
  id: number;
  time: string;
  level: LogLevel;
  service: string;
  host: string;
  traceId: string;
  message: string;
}
