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
  /**
   * What the entry is about, kept by the server and never answered: `<resource>:<id>` of a record,
   * `file:<id>` of a file. A reader below the level of one of them reads the entry without its target
   * and detail (mock/lib/admin/oplogView.ts).
   */
  subjects?: string[];
}
