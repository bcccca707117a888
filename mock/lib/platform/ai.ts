/**
 * The AI assistant's back end (mock): conversations kept per user, and answers made by retrieval over
 * what the asking user may see — the published FAQ entries, and the technical materials through the
 * store's own list as that user (page permission, data scope and secrecy level applied by the
 * store: a 秘密 document is never a source for a 一般 user). Nothing here invents an answer: with no
 * relevant source the answer says so. The answer is streamed by ../ai.ts (server-sent events).
 */
import {
  CONVERSATIONS_MAX,
  conversationTitle,
  questionProblem,
  QUESTIONS_PER_CONVERSATION_MAX,
  retrieve,
  type AiConversation,
  type AiConversationSummary,
  type AiMessage,
  type AiSource,
  type KnowledgeDoc,
} from '../../../src/domain/ai';
import { recordHrefIn } from '../../../src/domain/links';
import type { ResourceDef, ResourceRecord } from '../../../src/domain/engine';
import { resourceOf } from '../../../src/domain/desks';
import { faq } from '../../../src/domain/desks/service';
import { collection } from '../store/db';
import { BizFailure, forbidden, notFound } from '../server/http';
import { hasCode, type MockUser } from '../server/identity';
import { visibleTo } from '../store/hooks';
import { isPlainObject } from '../store/recordRules';
import * as store from '../store/store';

/** The page code that opens the assistant (and so its calls). */
export const AI_PAGE = 'aiService';
/** The resource of technical materials the assistant may cite (registered by the knowledge desk). */
export const MATERIALS_KEY = 'technicalMaterials';
/** The longest excerpt of a source shown beside the answer. */
const EXCERPT = 120;

interface AiTable {
  byUser: Map<string, AiConversation[]>;
  next: number;
}
const table = () => collection<AiTable>('aiConversations', () => ({ byUser: new Map(), next: 1 }));
const nextId = (prefix: string) => `${prefix}${String(table().next++).padStart(6, '0')}`;

export function requireAssistant(user: MockUser) {
  if (!hasCode(user, AI_PAGE)) throw forbidden(AI_PAGE);
}

const summary = (c: AiConversation): AiConversationSummary => ({
  id: c.id,
  title: c.title,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  questions: c.questions,
});

/** The user's conversations, newest first. */
export function listConversations(user: MockUser): AiConversationSummary[] {
  requireAssistant(user);
  return [...(table().byUser.get(user.userNo) ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).map(summary);
}

/** One of the user's conversations as stored; another user's is NOT_FOUND, like one that does not exist. */
function storedConversation(user: MockUser, id: unknown): AiConversation {
  requireAssistant(user);
  const found = (table().byUser.get(user.userNo) ?? []).find((c) => c.id === id);
  if (!found) throw notFound(store.t('aiService.conversation'));
  return found;
}

/** Whether the user may still read a cited source: the record's detail read decides (FAQ: still published too). */
function sourceVisible(source: AiSource, user: MockUser): boolean {
  const def = source.kind === 'faq' ? faq : resourceOf(MATERIALS_KEY);
  if (!def) return false;
  try {
    const row = store.get(def, source.id, user);
    return source.kind !== 'faq' || row.published === true;
  } catch {
    return false;
  }
}

/** A source the reader may no longer see: nothing of it is answered. */
const withheldSource = (source: AiSource): AiSource => ({ kind: source.kind, id: '', code: '', title: store.t('server.ai.withheld'), excerpt: '', href: '' });

/**
 * An answer as the reader may read it now: the sources are checked again when the conversation is
 * read, not only when it was answered. A source that is no longer visible (its level raised, the FAQ
 * withdrawn, the page taken away) is answered without its title, number, excerpt or address, and the
 * paragraphs of the answer that cite it ([n]) are replaced by the same notice.
 */
function answerAsSeenBy(message: AiMessage, user: MockUser): AiMessage {
  if (!message.sources?.length) return message;
  const hidden = message.sources.map((s) => !sourceVisible(s, user));
  if (!hidden.includes(true)) return message;
  const marks = hidden.flatMap((h, i) => (h ? [`[${i + 1}]`] : []));
  const content = message.content
    .split('\n\n')
    .map((part) => (marks.some((m) => part.includes(m)) ? store.t('server.ai.withheld') : part))
    .join('\n\n');
  return { ...message, content, sources: message.sources.map((s, i) => (hidden[i] ? withheldSource(s) : s)) };
}

/** One of the user's conversations, as they may read it now. */
export function getConversation(user: MockUser, id: unknown): AiConversation {
  const found = storedConversation(user, id);
  return { ...found, messages: found.messages.map((m) => (m.role === 'assistant' ? answerAsSeenBy(m, user) : m)) };
}

export function deleteConversation(user: MockUser, id: unknown): { id: string } {
  const found = storedConversation(user, id);
  table().byUser.set(
    user.userNo,
    (table().byUser.get(user.userNo) ?? []).filter((c) => c !== found),
  );
  return { id: found.id };
}

const text = (v: unknown) => (typeof v === 'string' ? v : Array.isArray(v) ? v.filter((x) => typeof x === 'string').join(' ') : '');
const excerpt = (s: string) => (s.length > EXCERPT ? `${s.slice(0, EXCERPT)}…` : s);

/** Every row of a resource the user may list, through the store's own list (its permissions and filters). */
function listedRows(def: ResourceDef, user: MockUser): ResourceRecord[] {
  if (!hasCode(user, def.codes.read)) return [];
  const rows: ResourceRecord[] = [];
  for (let current = 1; ; current += 1) {
    const page = store.list(def, { current: String(current), pageSize: String(store.MAX_PAGE_SIZE) }, user);
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) return rows;
  }
}

/** A material as a document: its title (or name, or number) and every text field of its definition. */
function materialDoc(def: ResourceDef, row: ResourceRecord): KnowledgeDoc {
  const textFields = def.fields.filter((f) => (f.type === 'text' || f.type === 'textarea') && f.key !== 'code');
  const title = text(row.title) || text(row.name) || String(row.code ?? row.id);
  return {
    kind: 'material',
    id: row.id,
    code: text(row.documentNo) || String(row.code ?? row.id),
    title,
    body: textFields
      .map((f) => text(row[f.key]))
      .filter((v) => v && v !== title)
      .join('\n'),
    href: recordHrefIn(def.page, def.key, row.id),
  };
}

/**
 * What `user` may be answered from: the published FAQ (the assistant's own knowledge, offered to
 * every user of the assistant) and — when the materials desk is registered and the user may read it —
 * the technical materials the store lists for this user.
 */
export function knowledgeOf(user: MockUser): KnowledgeDoc[] {
  const visible = visibleTo(faq, user);
  const docs: KnowledgeDoc[] = store
    .storedRows(faq)
    .filter((row) => row.published === true && visible(row))
    .map((row) => ({
      kind: 'faq',
      id: row.id,
      code: String(row.code),
      title: text(row.question),
      body: text(row.answer),
      href: recordHrefIn(faq.page, faq.key, row.id),
    }));
  const materials = resourceOf(MATERIALS_KEY);
  if (materials) docs.push(...listedRows(materials, user).map((row) => materialDoc(materials, row)));
  return docs;
}

export interface PreparedAnswer {
  conversation: AiConversation;
  answer: AiMessage;
  sources: AiSource[];
  /** the whole answer text, streamed piece by piece */
  text: string;
  found: boolean;
}

/** The answer's text: the best FAQ answer, then the other sources, each with its citation mark. */
function compose(found: ReturnType<typeof retrieve>): string {
  if (found.length === 0) return store.t('aiService.answer.notFound');
  const parts = [store.t('aiService.answer.intro')];
  found.forEach(({ doc }, i) => {
    const mark = `[${i + 1}]`;
    if (doc.kind === 'faq') parts.push(i === 0 ? `${doc.body} ${mark}` : store.t('aiService.answer.alsoFaq', { title: doc.title, mark }));
    else parts.push(store.t('aiService.answer.document', { title: doc.title, code: doc.code, mark }));
  });
  return parts.join('\n\n');
}

/**
 * Check a question and prepare its answer: refused before any stream (a business error) when the
 * body is malformed, the question empty, too long or not plain text, the conversation not the user's,
 * or one limit reached. Stores the question and the answer (status `streaming`) in the conversation.
 */
export function prepareAnswer(user: MockUser, body: unknown, now = Date.now()): PreparedAnswer {
  requireAssistant(user);
  if (!isPlainObject(body)) throw store.invalidIssues([{ message: 'resource.validation.body' }]);
  const extra = Object.keys(body).filter((k) => k !== 'question' && k !== 'conversationId');
  if (extra.length) throw store.invalidIssues(extra.map((f) => ({ message: 'resource.validation.unknownField', params: { field: f.slice(0, 60) } })));
  const problem = questionProblem(body.question);
  if (problem) throw store.invalidIssues([problem]);
  const question = String(body.question);
  if (body.conversationId !== undefined && typeof body.conversationId !== 'string')
    throw store.invalidIssues([{ field: 'conversationId', message: 'aiService.validation.conversationId' }]);
  const mine = table().byUser.get(user.userNo) ?? [];
  let conversation = body.conversationId === undefined ? undefined : storedConversation(user, body.conversationId);
  if (conversation && conversation.questions >= QUESTIONS_PER_CONVERSATION_MAX) {
    throw new BizFailure('TOO_MANY', store.t('aiService.error.conversationFull', { max: QUESTIONS_PER_CONVERSATION_MAX }));
  }
  if (!conversation && mine.length >= CONVERSATIONS_MAX)
    throw new BizFailure('TOO_MANY', store.t('aiService.error.tooManyConversations', { max: CONVERSATIONS_MAX }));

  const found = retrieve(question, knowledgeOf(user));
  const sources: AiSource[] = found.map(({ doc }) => ({
    kind: doc.kind,
    id: doc.id,
    code: doc.code,
    title: doc.title,
    excerpt: excerpt(doc.body),
    href: doc.href,
  }));
  const at = new Date(now).toISOString();
  if (!conversation) {
    conversation = { id: nextId('AIC'), title: conversationTitle(question), createdAt: at, updatedAt: at, questions: 0, messages: [] };
    table().byUser.set(user.userNo, [...mine, conversation]);
  }
  const answer: AiMessage = { id: nextId('AIM'), role: 'assistant', content: '', at, sources, status: 'streaming' };
  conversation.messages.push({ id: nextId('AIM'), role: 'user', content: question, at }, answer);
  conversation.questions += 1;
  conversation.updatedAt = at;
  return { conversation, answer, sources, text: compose(found), found: found.length > 0 };
}

/** Record how the answer ended: what was sent of it, and why it stopped. */
export function finishAnswer(prepared: PreparedAnswer, sent: string, status: AiMessage['status']) {
  prepared.answer.content = sent;
  prepared.answer.status = status;
}

/** The answer's text in the pieces it is streamed in: two characters (a Chinese word, about) at a time. */
export function tokensOf(answer: string): string[] {
  const chars = Array.from(answer);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += 2) out.push(chars.slice(i, i + 2).join(''));
  return out;
}
