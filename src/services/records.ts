/**
 * Typed calls around one record of a resource (config/openapi.json): its reply thread and its
 * related records. `http` calls like every service module; a refusal rejects with THE BizError.
 */
import { API } from '@/domain/endpoints';
import { http } from '@/services/transport/http';
import type { MessageInput, RelatedRecord, ResourceDef, ThreadMessage } from '@/domain/engine';

export function recordService(def: Pick<ResourceDef, 'key' | 'base'>) {
  const base = `${API[def.base]}/${def.key}`;
  const at = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    /** The thread of a record, oldest first. */
    messages: (recordId: string) => http.get<ThreadMessage[]>(`${at(recordId)}/messages`),
    /** Post a message (text and the ids of files uploaded to the file API); answers the stored message. */
    post: (recordId: string, message: MessageInput) => http.post<ThreadMessage>(`${at(recordId)}/messages`, message),
    /** The records related to this one, both ways, that the user may see. */
    related: (recordId: string) => http.get<RelatedRecord[]>(`${at(recordId)}/related`),
  };
}

export type RecordService = ReturnType<typeof recordService>;
