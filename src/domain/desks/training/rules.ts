/**
 * The plain rules of the training desk (domain.md §3–§4), shared by the pages and the mock:
 * course types and the fields only a type has, sessions and their seats, certificates and their
 * expiry. The desk's definitions (./index.ts) declare their fields with these rules.
 */
import { addDays, businessDate, DAY_MS, lineFields, type Issue, type LineRow, type Values } from '../../engine';

/** The course types — the `:type` of /courseManagementEdit/:type[/:id]. */
export const COURSE_TYPES = ['theory', 'practical', 'online'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];
export const isCourseType = (v: unknown): v is CourseType => COURSE_TYPES.includes(v as CourseType);

/** The fields only one type of course has (required there, empty on the others). */
export const TYPE_FIELDS: Record<CourseType, readonly string[]> = {
  theory: [],
  practical: ['trainingDevice', 'traineesPerInstructor'],
  online: ['platform', 'onlineLink'],
};
const ALL_TYPE_FIELDS = Object.values(TYPE_FIELDS).flat();

const empty = (v: unknown) => v === undefined || v === null || v === '';

/** The type-specific fields of `type` that are missing, and the other types' fields that are filled. */
export function typeFieldIssues(values: Values): Issue[] {
  const type = values.courseType;
  if (!isCourseType(type)) return [];
  const own = TYPE_FIELDS[type];
  const issues: Issue[] = [];
  for (const key of ALL_TYPE_FIELDS) {
    const params = { label: `courseManagement.field.${key}` };
    if (own.includes(key) && empty(values[key])) issues.push({ field: key, message: 'training.validation.typeFieldRequired', params });
    if (!own.includes(key) && !empty(values[key])) issues.push({ field: key, message: 'training.validation.typeFieldForeign', params });
  }
  return issues;
}

/** A session's number within its course: S1, S2, … */
export const SESSION_NO = /^S[0-9]{1,3}$/;

/** The fields of a scheduled session of a course (a row of its `sessions`). */
export const SESSION_FIELDS = lineFields([
  { key: 'sessionNo', type: 'text', required: true, pattern: SESSION_NO, upperCase: true, patternMessage: 'training.validation.sessionNo', maxLength: 4 },
  { key: 'startAt', type: 'dateTime', required: true },
  { key: 'endAt', type: 'dateTime', required: true },
  { key: 'place', type: 'text', required: true, maxLength: 300 },
  { key: 'instructor', type: 'text', required: true, maxLength: 40 },
  { key: 'seats', type: 'integer', required: true, min: 1, max: 200 },
  // seats taken by training orders that are not cancelled: kept by the server
  { key: 'booked', type: 'integer', readOnly: true },
]);
/** A scheduled session of a course, as SESSION_FIELDS declare it. */
export type Session = LineRow<typeof SESSION_FIELDS>;

export const sessionsOf = (course: Values | undefined): Session[] => (Array.isArray(course?.sessions) ? (course.sessions as Session[]) : []);
export const sessionOf = (course: Values | undefined, sessionNo: unknown) => sessionsOf(course).find((s) => s.sessionNo === sessionNo);

/** The next session number of a course: S1, S2, … after the highest one. */
export function nextSessionNo(sessions: Array<Partial<Session> | undefined>): string {
  const max = sessions.reduce((m, s) => Math.max(m, Number(/^S(\d+)$/.exec(String(s?.sessionNo ?? ''))?.[1] ?? 0)), 0);
  return `S${max + 1}`;
}

/** Sessions: each ends after it starts, and no two share a number. */
export function sessionIssues(values: Values): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  sessionsOf(values).forEach((s, i) => {
    if (s?.startAt && s.endAt && Date.parse(s.endAt) <= Date.parse(s.startAt))
      issues.push({ field: 'sessions', row: i + 1, cell: 'endAt', message: 'training.validation.sessionEnd' });
    if (s?.sessionNo && seen.has(s.sessionNo)) issues.push({ field: 'sessions', row: i + 1, cell: 'sessionNo', message: 'training.validation.sessionNoTwice' });
    if (s?.sessionNo) seen.add(s.sessionNo);
  });
  return issues;
}

/** Statuses of a training order that hold seats (every one but CANCELLED). */
export const holdsSeats = (order: Values) => order.status !== 'CANCELLED';
export const traineesOf = (order: Values | undefined): Values[] => (Array.isArray(order?.trainees) ? (order.trainees as Values[]) : []);

/** Seats of a session taken by `orders` (those that hold seats), leaving out the order `exceptId`. */
export function bookedSeats(orders: Iterable<Values>, courseId: string, sessionNo: string, exceptId?: string): number {
  let n = 0;
  for (const o of orders) if (o.courseId === courseId && o.sessionNo === sessionNo && o.id !== exceptId && holdsSeats(o)) n += traineesOf(o).length;
  return n;
}

/**
 * Why `wanted` trainees cannot be booked on a session with `seats` of which `booked` are taken, or
 * null: the message names the free seats.
 */
export function seatProblem(seats: number, booked: number, wanted: number): Issue | null {
  const free = Math.max(0, seats - booked);
  return wanted > free ? { field: 'trainees', message: 'training.validation.seats', params: { free, wanted } } : null;
}

/** Why a session cannot be booked now (unknown, already started), or null. */
export function sessionProblem(course: Values | undefined, sessionNo: unknown, now: number): Issue | null {
  const s = sessionOf(course, sessionNo);
  if (!course || !s) return { field: 'sessionNo', message: 'training.validation.sessionUnknown' };
  if (course.published !== true) return { field: 'courseId', message: 'training.validation.courseUnpublished' };
  if (Date.parse(s.startAt) <= now) return { field: 'sessionNo', message: 'training.validation.sessionStarted' };
  return null;
}

/** The sessions still to come, soonest first. */
export const upcomingSessions = (course: Values, now: number) =>
  sessionsOf(course)
    .filter((s) => Date.parse(s.startAt) > now)
    .sort((a, b) => a.startAt.localeCompare(b.startAt));

// ---------------------------------------------------------------- certificates

/** A certificate stands out this many days before it expires. */
export const EXPIRING_DAYS = 90;

export type CertificateState = 'VALID' | 'EXPIRING' | 'EXPIRED';
export const CERTIFICATE_STATES = ['VALID', 'EXPIRING', 'EXPIRED', 'NONE'] as const;

/** The fields of a certificate in a personnel file (a row of its `certificates`, issued by the server). */
export const CERTIFICATE_FIELDS = lineFields([
  { key: 'certificateNo', type: 'text', required: true, readOnly: true },
  { key: 'courseId', type: 'text', required: true, readOnly: true },
  { key: 'courseName', type: 'text', required: true, readOnly: true },
  { key: 'completedOn', type: 'date', required: true, readOnly: true },
  { key: 'expiresOn', type: 'date', required: true, readOnly: true },
  { key: 'orderCode', type: 'text', required: true, readOnly: true },
  { key: 'score', type: 'number', readOnly: true },
]);
/** A certificate in a personnel file, as CERTIFICATE_FIELDS declare it. */
export type Certificate = LineRow<typeof CERTIFICATE_FIELDS>;

/** The expiry of a certificate: completion + the course's validity months (the same day of the month, or its last day). */
export function certificateExpiry(completedOn: string, months: number): string {
  const [y, m, d] = completedOn.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** Expired after its expiry day; expiring within EXPIRING_DAYS of today (business date, CST). */
export function certificateState(expiresOn: string, now: number): CertificateState {
  const today = businessDate(now);
  if (expiresOn < today) return 'EXPIRED';
  return expiresOn <= addDays(today, EXPIRING_DAYS) ? 'EXPIRING' : 'VALID';
}

export const certificatesOf = (file: Values | undefined): Certificate[] => (Array.isArray(file?.certificates) ? (file.certificates as Certificate[]) : []);

/** The certificates that count: the latest of each course (a renewed one replaces the old). */
export function currentCertificates(file: Values): Certificate[] {
  const latest = new Map<string, Certificate>();
  for (const c of certificatesOf(file)) {
    const had = latest.get(c.courseId);
    if (!had || had.expiresOn < c.expiresOn) latest.set(c.courseId, c);
  }
  return [...latest.values()];
}

/** The file's worst current certificate state (EXPIRED > EXPIRING > VALID), NONE without certificates. */
export function fileCertificateState(file: Values, now: number): (typeof CERTIFICATE_STATES)[number] {
  const states = currentCertificates(file).map((c) => certificateState(c.expiresOn, now));
  if (states.includes('EXPIRED')) return 'EXPIRED';
  if (states.includes('EXPIRING')) return 'EXPIRING';
  return states.length ? 'VALID' : 'NONE';
}

/** The earliest expiry among the current certificates, or null. */
export function nextExpiry(file: Values): string | null {
  const days = currentCertificates(file)
    .map((c) => c.expiresOn)
    .sort();
  return days[0] ?? null;
}

/** The certificate number of the `n`-th trainee (1-based) of an order: TC-<order number>-<nn>. */
export const certificateNo = (orderCode: string, n: number) => `TC-${orderCode.replace(/^[A-Z]+-/, '')}-${String(n).padStart(2, '0')}`;

/**
 * The certificates an order issues when it is completed: one per passed trainee, completed on
 * `completedOn`, valid for the course's validity months.
 */
export function issueCertificates(order: Values, course: Values, completedOn: string): Array<{ trainee: Values; certificate: Certificate }> {
  const months = Number(course.validityMonths) || 0;
  return traineesOf(order).flatMap((trainee, i) =>
    trainee.result === 'PASSED'
      ? [
          {
            trainee,
            certificate: {
              certificateNo: certificateNo(String(order.code ?? order.id), i + 1),
              courseId: String(course.id),
              courseName: String(course.name),
              completedOn,
              expiresOn: certificateExpiry(completedOn, months),
              orderCode: String(order.code ?? order.id),
              score: typeof trainee.score === 'number' ? trainee.score : null,
            },
          },
        ]
      : [],
  );
}

/** Days from `now` (business date) to `date`, negative when past. */
export const daysUntil = (date: string, now: number) => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${businessDate(now)}T00:00:00Z`)) / DAY_MS);
