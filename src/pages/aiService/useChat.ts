/**
 * The state of the assistant's chat: the open conversation's messages, the answer being streamed, and
 * what the user can do with it — ask (checked first by the domain's question rule), stop (aborts the
 * request: the server keeps what was sent as a stopped answer), retry an answer whose stream dropped.
 * A question refused by the server (before any stream) comes back as `error`, the question kept.
 */
import { useIntl } from '@umijs/max';
import { useCallback, useEffect, useRef, useState } from 'react';
import { questionProblem, type AiMessage, type AiSource, type StreamEvent } from '@/domain/ai';
import { bizErrorText, isBizError } from '@/domain/errors';
import { renderIssue } from '@/domain/engine';
import { aiService, askStream, StreamDropped } from '@/services/ai';

/** A message as shown: an answer also remembers its question (to retry it) and whether its stream dropped. */
export interface ShownMessage extends AiMessage {
  question?: string;
  dropped?: boolean;
  errorText?: string;
}

let localSeq = 0;
const localId = () => `local-${(localSeq += 1)}`;

export function useChat(onConversationChanged: () => void) {
  const intl = useIntl();
  const t = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  const [conversationId, setConversationId] = useState<string | undefined>();
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const [streaming, setStreaming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const controller = useRef<AbortController | null>(null);

  const patch = (id: string, change: (m: ShownMessage) => Partial<ShownMessage>) =>
    setMessages((all) => all.map((m) => (m.id === id ? { ...m, ...change(m) } : m)));

  const open = useCallback(
    async (id: string | undefined) => {
      controller.current?.abort();
      setError(undefined);
      setConversationId(id);
      if (!id) {
        setMessages([]);
        return;
      }
      setLoading(true);
      try {
        const c = await aiService.conversation(id);
        setMessages(c.messages.map((m, i) => (m.role === 'assistant' ? { ...m, question: c.messages[i - 1]?.content } : m)));
      } catch {
        // shown by the request policy; the list may hold a conversation deleted elsewhere
        setConversationId(undefined);
        setMessages([]);
        onConversationChanged();
      } finally {
        setLoading(false);
      }
    },
    [onConversationChanged],
  );

  const ask = useCallback(
    async (question: string): Promise<boolean> => {
      const problem = questionProblem(question);
      if (problem) {
        setError(renderIssue(problem, t));
        return false;
      }
      setError(undefined);
      const answerId = localId();
      const asked: ShownMessage = { id: localId(), role: 'user', content: question, at: new Date().toISOString() };
      const pending: ShownMessage = { id: answerId, role: 'assistant', content: '', at: asked.at, status: 'streaming', sources: [], question };
      setMessages((all) => [...all, asked, pending]);
      const abort = new AbortController();
      controller.current = abort;
      setStreaming(true);
      let accepted = true;
      const onEvent = ({ event, data }: StreamEvent) => {
        const d = (data ?? {}) as Record<string, unknown>;
        if (event === 'start') {
          if (typeof d.conversationId === 'string' && d.conversationId !== conversationId) {
            setConversationId(d.conversationId);
            onConversationChanged();
          }
        } else if (event === 'sources') patch(answerId, () => ({ sources: (d.sources as AiSource[]) ?? [] }));
        else if (event === 'token') patch(answerId, (m) => ({ content: m.content + String(d.text ?? '') }));
        else if (event === 'done') patch(answerId, () => ({ status: d.found ? 'done' : 'notFound' }));
        else if (event === 'error') patch(answerId, () => ({ status: 'failed', errorText: String(d.errorMessage ?? t('shell.error.system')) }));
      };
      try {
        await askStream({ question, ...(conversationId ? { conversationId } : {}) }, onEvent, abort.signal);
      } catch (e) {
        if (abort.signal.aborted) patch(answerId, () => ({ status: 'stopped' }));
        else if (e instanceof StreamDropped || !isBizError(e)) patch(answerId, () => ({ status: 'failed', dropped: true }));
        else {
          // refused before any stream: nothing was asked; the question goes back to the box
          accepted = false;
          setMessages((all) => all.filter((m) => m.id !== asked.id && m.id !== answerId));
          setError(bizErrorText(e, t, (k) => Boolean(intl.messages[k])));
        }
      } finally {
        if (controller.current === abort) controller.current = null;
        setStreaming(false);
        onConversationChanged();
      }
      return accepted;
    },
    [conversationId, intl.messages, onConversationChanged, t],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  /** Ask a dropped answer's question again (the broken pair leaves the view; the server keeps it as stopped). */
  const retry = useCallback(
    (answer: ShownMessage) => {
      if (!answer.question) return;
      setMessages((all) => {
        const at = all.findIndex((m) => m.id === answer.id);
        return at < 1 ? all : [...all.slice(0, at - 1), ...all.slice(at + 1)];
      });
      void ask(answer.question);
    },
    [ask],
  );

  useEffect(() => () => controller.current?.abort(), []);

  return { conversationId, messages, loading, streaming, error, setError, open, ask, stop, retry };
}
