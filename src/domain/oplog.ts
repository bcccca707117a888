/** One operation-log entry (domain.md §4), as the mock writes it and 日志管理 lists it. */
export interface OpLogEntry {
  id: number;
  time: string;
  userNo: string;
  userName: string;
  module: string;
  action: string;
  target: string;
  result: 'SUCCESS' | 'FAILURE';
  ip: string;
  detail?: string;
}
