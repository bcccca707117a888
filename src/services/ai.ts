/**
 * Calls of the AI assistant (base `API.ai`, UMI_APP_AI_API). The conversations go through `http` (and
 * so the request policy); the answer stream cannot (umi's request reads whole bodies), so `askStream`
 * uses fetch with the same headers and reads the server-sent events as they arrive. A refusal before
 * the stream is the JSON envelope: it rejects with THE BizError, which the page shows.
 */
import { getToken } from '@/services/transport/token';
import { API } from '@/domain/endpoints';
import { http } from '@/services/transport/http';
import { parseEvents, type AiConversation, type AiConversationSummary, type StreamEvent } from '@/domain/ai';
import type { Envelope } from '@/domain/envelope';
import { BizError } from '@/domain/errors';

const conversations = `${API.ai}/conversations`;

export const aiService = {
  conversations: () => http.get<AiConversationSummary[]>(conversations),
  conversation: (id: string) => http.get<AiConversation>(`${conversations}/${encodeURIComponent(id)}`),
  remove: (id: string) => http.del<{ id: string }>(`${conversations}/${encodeURIComponent(id)}`),
};

/** The stream ended without `done` or `error`: the connection dropped. */
export class StreamDropped extends Error {
  readonly name = 'StreamDropped';
}

/**
 * Ask a question; `onEvent` receives each event as it arrives. Resolves when the stream has ended with
 * `done` or `error`; rejects with a BizError (refused before the stream), StreamDropped (ended
 * early, or the network failed mid-way) or the AbortError of `signal` (the user stopped it).
 */
export async function askStream(body: { question: string; conversationId?: string }, onEvent: (e: StreamEvent) => void, signal: AbortSignal): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream', 'X-Requested-With': 'XMLHttpRequest' };
  const token = getToken();
  if (token) headers.AuthenticationToken = token;
  const res = await fetch(`${API.ai}/chat`, { method: 'POST', headers, body: JSON.stringify(body), signal });
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream')) {
    const envelope = (await res.json().catch(() => null)) as Envelope | null;
    throw new BizError(envelope && envelope.success === false ? envelope : { errorCode: res.ok ? 'BAD_RESPONSE' : `HTTP_${res.status}` });
  }
  if (!res.body) throw new StreamDropped();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const { events, rest } = parseEvents(buffer);
      buffer = rest;
      for (const e of events) {
        onEvent(e);
        if (e.event === 'done' || e.event === 'error') ended = true;
      }
    }
  } catch (e) {
    if (signal.aborted) throw e;
    throw new StreamDropped();
  }
  if (!ended) throw new StreamDropped();
}
