/**
 * Typed calls around one record of a resource (config/openapi.json): its reply thread and its
 * related records. Same style as resource.ts: umi's `request`, the envelope unwrapped, a refusal
 * raised as a BizError.
 */
import { request } from '@umijs/max';
import { API } from '@/core/config/endpoints';
import type { Envelope } from '@/domain/envelope';
import type { MessageInput, RelatedRecord, ResourceDef, ThreadMessage } from '@/domain/resource';
import { unwrap } from './resource';

export function recordService(def: Pick<ResourceDef, 'key' | 'base'>) {
  const base = `${API[def.base]}/${def.key}`;
  const at = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    /** The thread of a record, oldest first. */
    async messages(recordId: string): Promise<ThreadMessage[]> {
      return unwrap(await request<Envelope<ThreadMessage[]>>(`${at(recordId)}/messages`, { method: 'GET' }));
    },
    /** Post a message (text and the ids of files uploaded to the file API); answers the stored message. */
    async post(recordId: string, message: MessageInput): Promise<ThreadMessage> {
      return unwrap(await request<Envelope<ThreadMessage>>(`${at(recordId)}/messages`, { method: 'POST', data: message }));
    },
    /** The records related to this one, both ways, that the user may see. */
    async related(recordId: string): Promise<RelatedRecord[]> {
      return unwrap(await request<Envelope<RelatedRecord[]>>(`${at(recordId)}/related`, { method: 'GET' }));
    },
  };
}

export type RecordService = ReturnType<typeof recordService>;
