/**
 * The AI assistant's calls in config/openapi.json (base `API.ai`): the user's conversations and the
 * answer stream — `POST /chat` answers `text/event-stream` (the events of AI_EVENTS, each `data` one
 * JSON line, described under `x-events`) or, refused before any stream, the JSON Failure envelope.
 * docs/service-and-ai.md tells the protocol in words.
 */
import { API } from '../src/domain/endpoints';
import { AI_EVENTS, QUESTION_MAX } from '../src/domain/ai';
import { answer, jsonBody, ok, param, ref, type Schema } from './openapi-shapes';

const str = { type: 'string' };
const obj = (properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema => ({ type: 'object', required, properties });
const AI_PAGE = 'aiService';

const source = obj({ kind: { type: 'string', enum: ['faq', 'material'] }, id: str, code: str, title: str, excerpt: str, href: str });

export const aiSchemas: Record<string, Schema> = {
  AiSource: source,
  AiMessage: obj(
    {
      id: str,
      role: { type: 'string', enum: ['user', 'assistant'] },
      content: str,
      at: { type: 'string', format: 'date-time' },
      sources: { type: 'array', items: ref('AiSource') },
      status: { type: 'string', enum: ['streaming', 'done', 'notFound', 'stopped', 'failed'] },
    },
    ['id', 'role', 'content', 'at'],
  ),
  AiConversationSummary: obj({
    id: str,
    title: str,
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    questions: { type: 'integer', minimum: 0 },
  }),
  AiConversation: {
    allOf: [ref('AiConversationSummary'), obj({ messages: { type: 'array', items: ref('AiMessage') } })],
  },
};

/** The data of each event of the answer stream. */
const EVENT_DATA: Record<(typeof AI_EVENTS)[number], Schema> = {
  start: obj({ conversationId: str, messageId: str, title: str }),
  sources: obj({ sources: { type: 'array', items: ref('AiSource') } }),
  token: obj({ text: str }),
  done: obj({ found: { type: 'boolean' }, messageId: str }),
  error: obj({ errorCode: str, errorMessage: str }),
};

export function aiPaths(): Record<string, Record<string, unknown>> {
  const tags = { tags: ['ai'] };
  const base = API.ai;
  return {
    [`${base}/conversations`]: {
      get: {
        ...tags,
        operationId: 'listAiConversations',
        'x-permission': AI_PAGE,
        summary: "The signed-in user's conversations, newest first",
        responses: answer(ok({ type: 'array', items: ref('AiConversationSummary') }), 'the conversations'),
      },
    },
    [`${base}/conversations/{id}`]: {
      get: {
        ...tags,
        operationId: 'getAiConversation',
        'x-permission': AI_PAGE,
        summary: 'One of the user’s conversations (another user’s is NOT_FOUND)',
        parameters: [param('id', 'path')],
        responses: answer(ok(ref('AiConversation')), 'the conversation with its messages'),
      },
      delete: {
        ...tags,
        operationId: 'deleteAiConversation',
        'x-permission': AI_PAGE,
        parameters: [param('id', 'path')],
        responses: answer(ok(obj({ id: str })), 'deleted'),
      },
    },
    [`${base}/chat`]: {
      post: {
        ...tags,
        operationId: 'askAi',
        'x-permission': AI_PAGE,
        summary: `Ask a question (1–${QUESTION_MAX} characters of plain text), in a new conversation or one of the user's; the answer streams as server-sent events`,
        description:
          'A refused question (empty, too long, not plain text, an unknown field, another user’s conversation, a limit reached) is answered with the JSON Failure envelope and nothing is stored. ' +
          'An accepted one is answered `text/event-stream`: `start`, `sources`, `token`…, then `done` (or `error`); each event is `event: <name>` and one `data: <JSON>` line. ' +
          'A stream that ends without `done` or `error` was dropped; closing the connection stops the answer (kept as `stopped`).',
        requestBody: jsonBody({
          type: 'object',
          required: ['question'],
          additionalProperties: false,
          properties: { question: { type: 'string', minLength: 1, maxLength: QUESTION_MAX }, conversationId: str },
        }),
        responses: {
          '200': {
            description: 'the answer stream, or a Failure envelope',
            content: {
              'text/event-stream': { schema: { type: 'string', description: 'server-sent events; see x-events' } },
              'application/json': { schema: ref('Failure') },
            },
          },
        },
        'x-events': Object.fromEntries(AI_EVENTS.map((name) => [name, EVENT_DATA[name]])),
      },
    },
  };
}
