/**
 * The AI assistant (AI助手): the plain rules shared by the page and the mock — the question's limits,
 * the shapes of a conversation kept per user on the server, and the names of the events of the answer
 * stream (server-sent events, see ./sse.ts and docs/service-and-ai.md).
 */
import type { Issue } from '../engine';
import { textProblem, textProblemKey } from '../text';

export { formatEvent, parseEvents, type StreamEvent } from './sse';
export { retrieve, terms, type KnowledgeDoc, type Retrieved } from './retrieval';

/** The longest question, in characters. */
export const QUESTION_MAX = 4000;
/** Conversations one user keeps at most (then older ones must be deleted first). */
export const CONVERSATIONS_MAX = 50;
/** Questions one conversation holds at most. */
export const QUESTIONS_PER_CONVERSATION_MAX = 100;
/** Length of a conversation's title: the start of its first question. */
export const TITLE_LENGTH = 40;

/**
 * The events of an answer stream, in the order they come:
 * - `start`   `{conversationId, messageId, title}` — the conversation (new or continued) and the answer's id
 * - `sources` `{sources: AiSource[]}` — what the answer draws on (empty: nothing relevant was found)
 * - `token`   `{text}` — the next piece of the answer; the answer is their concatenation
 * - `done`    `{found, messageId}` — the answer is complete (`found: false`: the honest "not found")
 * - `error`   `{errorCode, errorMessage}` — the answer failed after the stream had begun
 * A stream that ends without `done` or `error` was dropped.
 */
export const AI_EVENTS = ['start', 'sources', 'token', 'done', 'error'] as const;
export type AiEventName = (typeof AI_EVENTS)[number];

/** A source the answer cites: a published FAQ entry or a technical material the user may see. */
export interface AiSource {
  kind: 'faq' | 'material';
  id: string;
  /** the record number (FAQ-…, the document no.) */
  code: string;
  title: string;
  excerpt: string;
  /** the record's address in the portal (recordHrefIn) */
  href: string;
}

/** How an answer ended: complete, honestly not found, stopped by the user, or failed / dropped. */
export type AnswerStatus = 'streaming' | 'done' | 'notFound' | 'stopped' | 'failed';

export interface AiMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  at: string;
  /** assistant messages: what was cited and how the answer ended */
  sources?: AiSource[];
  status?: AnswerStatus;
}

export interface AiConversationSummary {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  questions: number;
}

export interface AiConversation extends AiConversationSummary {
  messages: AiMessage[];
}

/** Why a question cannot be asked (a locale key with its parameters), or null. */
export function questionProblem(question: unknown): Issue | null {
  if (typeof question !== 'string' || question.trim() === '') return { field: 'question', message: 'aiService.validation.empty' };
  if (question.length > QUESTION_MAX)
    return { field: 'question', message: 'aiService.validation.tooLong', params: { max: QUESTION_MAX, length: question.length } };
  const problem = textProblem(question, { multiline: true });
  return problem ? { field: 'question', message: textProblemKey(problem), params: { label: 'aiService.question' } } : null;
}

/** A conversation's title: the start of its first question on one line. */
export const conversationTitle = (question: string) => {
  const line = question.replace(/\s+/g, ' ').trim();
  return line.length > TITLE_LENGTH ? `${line.slice(0, TITLE_LENGTH)}…` : line;
};
