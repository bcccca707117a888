/**
 * The AI assistant's calls (base `API.ai`, UMI_APP_AI_API): the user's conversations and the answer
 * stream. `POST <ai>/chat` checks the question first and refuses in the one JSON envelope (nothing
 * streamed, nothing stored); an accepted question is answered as server-sent events — `start`,
 * `sources`, `token`…, `done` (src/domain/ai: AI_EVENTS) — written piece by piece with `res.write`.
 * A client that goes away (the user stopped the answer) ends the stream; what was sent is kept as a
 * stopped answer. config/openapi.json describes the stream; docs/service-and-ai.md the protocol.
 */
import type { Request, Response } from 'express';
import { formatEvent, type AiEventName } from '../src/domain/ai';
import { API } from '../src/domain/endpoints';
import { deleteConversation, finishAnswer, getConversation, listConversations, prepareAnswer, tokensOf, type PreparedAnswer } from './lib/platform/ai';
import { authed } from './lib/server/http';
import { writeOpLog } from './lib/platform/oplog';
import { writeSystemLog } from './lib/platform/systemLog';
import * as store from './lib/store/store';
import { wireRules } from './lib/rules';

wireRules();

export const AI_CONVERSATIONS_PATH = `${API.ai}/conversations`;
export const AI_CHAT_PATH = `${API.ai}/chat`;

/** Milliseconds between two pieces of an answer (MOCK_AI_TOKEN_MS; a model's pace, about). */
const TOKEN_MS = Math.max(0, Number(process.env.MOCK_AI_TOKEN_MS ?? 40) || 0);

/** Stream a prepared answer to `res`; stop (and keep what was sent) when the client goes away. */
function streamAnswer(res: Response, prepared: PreparedAnswer) {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    // no-transform: no compression layer may hold the events back
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  const send = (event: AiEventName, data: unknown) => {
    res.write(formatEvent(event, data));
    (res as Response & { flush?: () => void }).flush?.();
  };
  const { conversation, answer, sources, text, found } = prepared;
  send('start', { conversationId: conversation.id, messageId: answer.id, title: conversation.title });
  send('sources', { sources });
  const tokens = tokensOf(text);
  let i = 0;
  let sent = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  res.on('close', () => {
    // closed before the end: the user stopped the answer (or the connection dropped)
    if (answer.status === 'streaming') {
      stop();
      finishAnswer(prepared, sent, 'stopped');
    }
  });
  const next = () => {
    try {
      if (i < tokens.length) {
        sent += tokens[i];
        send('token', { text: tokens[i] });
        i += 1;
        timer = setTimeout(next, TOKEN_MS);
        return;
      }
      finishAnswer(prepared, sent, found ? 'done' : 'notFound');
      send('done', { found, messageId: answer.id });
      res.end();
    } catch (e) {
      finishAnswer(prepared, sent, 'failed');
      if (!res.writableEnded) {
        send('error', { errorCode: 'INTERNAL', errorMessage: store.t('aiService.error.streamFailed') });
        res.end();
      }
      writeSystemLog('ERROR', `AI answer ${answer.id} failed: ${(e as Error)?.stack ?? String(e)}`.slice(0, 4000));
    }
  };
  timer = setTimeout(next, TOKEN_MS);
}

export default {
  [`GET ${AI_CONVERSATIONS_PATH}`]: authed(({ user }) => listConversations(user)),
  [`GET ${AI_CONVERSATIONS_PATH}/:id`]: authed(({ req, user }) => getConversation(user, req.params.id)),
  [`DELETE ${AI_CONVERSATIONS_PATH}/:id`]: authed(({ req, user }) => {
    const removed = deleteConversation(user, req.params.id);
    writeOpLog(req, user, { module: store.t('menu.aiService'), action: store.t('aiService.op.delete'), target: removed.id, result: 'SUCCESS' });
    return removed;
  }),
  [`POST ${AI_CHAT_PATH}`]: authed(({ req, res, user }: { req: Request; res: Response; user: Parameters<typeof prepareAnswer>[0] }) => {
    const prepared = prepareAnswer(user, req.body);
    streamAnswer(res, prepared);
  }),
};
