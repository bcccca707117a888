/**
 * The training desk's server rules (docs/training.md), on the store's hooks:
 * - seats: an order is booked only onto a published course's session still to come, and only while
 *   the session has the seats (checked in the same synchronous step as the write, so of two orders
 *   racing for the last seats one wins and the other is told how many are free);
 * - each session's `booked` count is kept on the course whenever an order or the course changes, and a
 *   course cannot drop a booked session or cut its seats below the booked ones;
 * - completing an order gives each passed trainee a certificate number, and the certificate lands in
 *   the trainee's personnel file (found by ID no., or a new file);
 * - an ID no. is in one personnel file only.
 */
import type { HistoryEntry, Issue, ResourceRecord, Values } from '../../../src/domain/engine';
import {
  courseManagement,
  personnelFile,
  trainingOrder,
  bookedSeats,
  issueCertificates,
  seatProblem,
  sessionOf,
  sessionProblem,
  sessionsOf,
  traineesOf,
  type Session,
} from '../../../src/domain/desks/training';
import { onAction, onChange, onWrite } from '../store/hooks';
import { table, type Actor } from '../store/tables';
import { newCode, newId } from '../store/writes';
import { settingsContext } from '../store/options';

const courses = () => table(courseManagement).rows;
const orders = () => table(trainingOrder).rows;
const files = () => table(personnelFile).rows;

/** The course's sessions with their booked seats counted from the orders. */
function withBooked(courseId: string, sessions: Session[]): Session[] {
  return sessions.map((s) => ({ ...s, booked: bookedSeats(orders().values(), courseId, s.sessionNo) }));
}

/** Store the booked counts of a course (server-kept values: no new version, nothing for the history). */
export function syncBooked(courseId: unknown) {
  const course = typeof courseId === 'string' ? courses().get(courseId) : undefined;
  if (!course) return;
  courses().set(course.id, { ...course, sessions: withBooked(course.id, sessionsOf(course)) });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Put a certificate into the file of the trainee's ID no. (a new file when there is none, of the order's
 * customer — the trainee's employer in the master).
 */
export function fileCertificate(trainee: Values, certificate: Values, order: Values, user: Actor, now = Date.now()) {
  const orderCode = String(order.code);
  const ctx = settingsContext(now);
  const at = new Date(now).toISOString();
  const entry: HistoryEntry = {
    at,
    operatorNo: user.userNo,
    operatorName: user.userName,
    action: 'certify',
    comment: `${certificate.certificateNo} · ${orderCode}`,
  };
  const existing = [...files().values()].find((f) => f.idNo === trainee.idNo);
  if (existing) {
    files().set(existing.id, {
      ...existing,
      certificates: [...(Array.isArray(existing.certificates) ? existing.certificates : []), certificate],
      updatedAt: at,
      version: existing.version + 1,
      history: [...(existing.history ?? []), entry],
    });
    return;
  }
  const record: ResourceRecord = {
    id: newId(personnelFile),
    code: newCode(personnelFile, ctx),
    name: trainee.name,
    idNo: trainee.idNo,
    employer: trainee.employer,
    position: trainee.position,
    customerId: order.customerId,
    customerName: order.customerName,
    licences: null,
    certificates: [certificate],
    applicantNo: user.userNo,
    applicantName: user.userName,
    attachments: [],
    createdAt: at,
    updatedAt: at,
    version: 1,
    history: [{ ...entry, action: 'create' }],
  };
  files().set(record.id, record);
}

/** The training desk's rules: seats, trainees once per order, certificates (registered by mock/lib/rules.ts; each returned function removes one). */
export function trainingRules(): Array<() => void> {
  return [
    onWrite(trainingOrder.key, ({ type, record, before, ctx }) => {
      const trainees = traineesOf(record);
      const changed =
        type === 'create' || !same(before?.courseId, record.courseId) || !same(before?.sessionNo, record.sessionNo) || !same(traineesOf(before), trainees);
      if (!changed) return;
      const course = courses().get(String(record.courseId));
      const problem = sessionProblem(course, record.sessionNo, ctx.now);
      if (problem) return [problem];
      const issues: Issue[] = [];
      // one person once per order
      const seen = new Set<string>();
      trainees.forEach((t, i) => {
        if (seen.has(String(t.idNo))) issues.push({ field: 'trainees', row: i + 1, cell: 'idNo', message: 'training.validation.traineeTwice' });
        seen.add(String(t.idNo));
      });
      const session = sessionOf(course, record.sessionNo)!;
      const seats = seatProblem(session.seats, bookedSeats(orders().values(), course!.id, session.sessionNo, record.id), trainees.length);
      if (seats) issues.push(seats);
      if (issues.length) return issues;
      return { patch: { courseName: course!.name, sessionStart: session.startAt } };
    }),
    onWrite(courseManagement.key, ({ type, record }) => {
      if (type === 'create') return { patch: { sessions: sessionsOf(record).map((s) => ({ ...s, booked: 0 })) } };
      const sessions = withBooked(record.id, sessionsOf(record));
      const issues: Issue[] = [];
      sessions.forEach((s, i) => {
        if ((s.booked ?? 0) > s.seats)
          issues.push({ field: 'sessions', row: i + 1, cell: 'seats', message: 'training.validation.seatsBelowBooked', params: { booked: s.booked ?? 0 } });
      });
      const kept = new Set(sessions.map((s) => s.sessionNo));
      for (const s of withBooked(record.id, sessionsOf(courses().get(record.id)))) {
        if (!kept.has(s.sessionNo) && (s.booked ?? 0) > 0)
          issues.push({ field: 'sessions', message: 'training.validation.sessionBooked', params: { session: s.sessionNo, booked: s.booked ?? 0 } });
      }
      return issues.length ? issues : { patch: { sessions } };
    }),
    onChange(trainingOrder.key, ({ before, after }) => {
      syncBooked(before?.courseId);
      if (after?.courseId !== before?.courseId) syncBooked(after?.courseId);
    }),
    // completion: each passed trainee's certificate number on the order's line
    onAction(trainingOrder.key, 'complete', ({ after }) => {
      const course = courses().get(String(after.courseId));
      if (!course) return;
      const day = String(after.completedAt);
      const issued = new Map(issueCertificates(after, course, day).map((c) => [c.trainee, c.certificate.certificateNo]));
      return { patch: { trainees: traineesOf(after).map((t) => (issued.has(t) ? { ...t, certificateNo: issued.get(t) } : t)) } };
    }),
    // …and each certificate in its trainee's personnel file
    onChange(trainingOrder.key, ({ type, action, after, user }) => {
      if (type !== 'action' || action !== 'complete' || !after) return;
      const course = courses().get(String(after.courseId));
      if (!course) return;
      for (const { trainee, certificate } of issueCertificates(after, course, String(after.completedAt)))
        fileCertificate(trainee, certificate as unknown as Values, after, user);
    }),
    onWrite(personnelFile.key, ({ record }) => {
      const other = [...files().values()].find((f) => f.idNo === record.idNo && f.id !== record.id);
      return other ? [{ field: 'idNo', message: 'training.validation.idNoTaken', params: { code: String(other.code) } }] : undefined;
    }),
  ];
}
