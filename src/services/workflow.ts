/**
 * Typed calls of the workflow API (API.workflow). Errors are shown by the request policy; callers
 * only catch to stay on the form.
 */
import { API } from '@/domain/endpoints';
import { http } from '@/services/transport/http';
import type { Candidate, InstanceView, InstanceWithTasks, PendingSummary, RecordApprovals, TaskView } from '@/domain/workflow';

const B = API.workflow;

export const workflowService = {
  /** who may receive my open task (able to read its record) */
  transferCandidates: (taskId: string) => http.get<Candidate[]>(`${B}/tasks/${encodeURIComponent(taskId)}/candidates`),

  // inbox
  pendingTable: http.table<TaskView>(`${B}/tasks/pending`),
  handledTable: http.table<TaskView>(`${B}/tasks/handled`),
  startedTable: http.table<InstanceView>(`${B}/instances/started`),
  pendingSummary: () => http.get<PendingSummary>(`${B}/tasks/pending/count`),
  instance: (id: string) => http.get<InstanceWithTasks>(`${B}/instances/${encodeURIComponent(id)}`),
  recordApprovals: (businessType: string, recordId: string) =>
    http.get<RecordApprovals>(`${B}/records/${encodeURIComponent(businessType)}/${encodeURIComponent(recordId)}`),

  approve: (taskId: string, comment?: string) => http.post(`${B}/tasks/${encodeURIComponent(taskId)}/approve`, { comment }),
  reject: (taskId: string, comment: string) => http.post(`${B}/tasks/${encodeURIComponent(taskId)}/reject`, { comment }),
  transfer: (taskId: string, toUserNo: string, comment?: string) => http.post(`${B}/tasks/${encodeURIComponent(taskId)}/transfer`, { toUserNo, comment }),
  bulkApprove: (taskIds: string[], comment?: string) => http.post<{ approved: number; finished: number }>(`${B}/tasks/bulk-approve`, { taskIds, comment }),
  withdraw: (instanceId: string, comment?: string) => http.post(`${B}/instances/${encodeURIComponent(instanceId)}/withdraw`, { comment }),
};
