/**
 * The training desk on the mock as the portal calls it: seats enforced by the server (also for two
 * bookings racing for the last seats), certificates issued into the personnel files on completion,
 * the expiry rules, the course types' own fields, and the seed the desk starts with.
 */
import * as store from '../../../mock/lib/store/store';
import {
  courseManagement,
  personnelFile,
  trainingOrder,
  certificateExpiry,
  certificateState,
  fileCertificateState,
  issueCertificates,
  typeFieldIssues,
  upcomingSessions,
  type Session,
} from '@/domain/desks/training';
import { engineServer } from '../mock/routes';
import { fresh } from '../mock/harness';

const call = engineServer();
const base = (key: string) => `/api/management/${key}`;
const DAY = 86400_000;

beforeEach(fresh);

/** A published course with a session to come that the trainer creates now: `seats` seats, none booked. */
async function courseWithSession(seats: number) {
  const start = new Date(Date.now() + 20 * DAY);
  start.setUTCHours(1, 0, 0, 0);
  const res = await call('POST', base('courseManagement'), {
    user: 'trainer',
    body: {
      name: '起落架实操',
      courseType: 'practical',
      aircraftType: 'A320NEO',
      hours: 16,
      instructor: '赵立新',
      capacity: seats,
      validityMonths: 12,
      published: true,
      trainingDevice: '起落架实训台',
      traineesPerInstructor: 4,
      syllabus: [
        { title: '原理', hours: 8 },
        { title: '拆装', hours: 8 },
      ],
      sessions: [
        {
          sessionNo: 'S1',
          startAt: start.toISOString(),
          endAt: new Date(start.getTime() + 2 * DAY).toISOString(),
          place: '天津培训中心',
          instructor: '赵立新',
          seats,
        },
      ],
    },
  });
  expect(res.body).toMatchObject({ success: true });
  return res.body.data;
}

const trainee = (n: number) => ({ name: `学员${n}`, idNo: `T${String(100000 + n)}`, employer: '中国南方航空股份有限公司', position: '机务维修工程师' });
const booking = (courseId: string, ids: number[]) => ({ customerId: 'C-CSN', courseId, sessionNo: 'S1', trainees: ids.map(trainee) });

describe('seats', () => {
  it('books up to the capacity, then refuses naming the free seats, and counts booked seats on the course', async () => {
    const course = await courseWithSession(3);
    const first = await call('POST', base('trainingOrder'), { user: 'trainer', body: booking(course.id, [1, 2]) });
    expect(first.body).toMatchObject({ success: true, data: { status: 'SUBMITTED', courseName: '起落架实操', sessionStart: course.sessions[0].startAt } });
    const before = store.storedRows(trainingOrder).length;
    const over = await call('POST', base('trainingOrder'), { user: 'trainer', body: booking(course.id, [3, 4]) });
    expect(over.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(over.body.errorMessage).toContain('仅剩 1 个名额');
    expect(store.storedRows(trainingOrder)).toHaveLength(before);
    const last = await call('POST', base('trainingOrder'), { user: 'trainer', body: booking(course.id, [3]) });
    expect(last.body.success).toBe(true);
    expect(store.findRecord('courseManagement', course.id)!.sessions).toEqual([expect.objectContaining({ sessionNo: 'S1', booked: 3 })]);
  });

  it('of two orders racing for the last seat, one wins', async () => {
    const course = await courseWithSession(2);
    await call('POST', base('trainingOrder'), { user: 'trainer', body: booking(course.id, [1]) });
    const answers = await Promise.all([
      call('POST', base('trainingOrder'), { user: 'trainer', body: booking(course.id, [2]) }),
      call('POST', base('trainingOrder'), { user: 'admin', body: booking(course.id, [3]) }),
    ]);
    expect(answers.map((a) => a.body.success).sort()).toEqual([false, true]);
    expect(answers.find((a) => !a.body.success)!.body.errorMessage).toContain('仅剩 0 个名额');
    expect(store.storedRows(trainingOrder).filter((o) => o.courseId === course.id)).toHaveLength(2);
  });

  it('cancelling frees the seats; an edit is checked without counting the order itself', async () => {
    const course = await courseWithSession(2);
    const a = (await call('POST', base('trainingOrder'), { user: 'trainer', body: booking(course.id, [1, 2]) })).body.data;
    const edited = await call('PUT', `${base('trainingOrder')}/${a.id}`, { user: 'trainer', body: { trainees: [trainee(1), trainee(5)], version: a.version } });
    expect(edited.body.success).toBe(true);
    const cancel = await call('POST', `${base('trainingOrder')}/${a.id}/actions/cancel`, {
      user: 'trainer',
      body: { comment: '改期', version: edited.body.data.version },
    });
    expect(cancel.body.data.status).toBe('CANCELLED');
    expect((store.findRecord('courseManagement', course.id)!.sessions as Session[])[0].booked).toBe(0);
    expect((await call('POST', base('trainingOrder'), { user: 'trainer', body: booking(course.id, [3, 4]) })).body.success).toBe(true);
  });

  it('a course cannot cut a session below its booked seats nor drop a booked session', async () => {
    const course = await courseWithSession(3);
    await call('POST', base('trainingOrder'), { user: 'trainer', body: booking(course.id, [1, 2]) });
    const stored = store.findRecord('courseManagement', course.id)!;
    const cut = await call('PUT', `${base('courseManagement')}/${course.id}`, {
      user: 'trainer',
      body: { sessions: [{ ...course.sessions[0], booked: undefined, seats: 1 }], version: stored.version },
    });
    expect(cut.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    const dropped = await call('PUT', `${base('courseManagement')}/${course.id}`, { user: 'trainer', body: { sessions: [], version: stored.version } });
    expect(dropped.body.errorMessage).toContain('S1');
    expect(store.findRecord('courseManagement', course.id)).toEqual(stored);
  });

  it('staff read but do not book', async () => {
    const course = await courseWithSession(3);
    expect((await call('GET', base('trainingOrder'), { user: 'staff' })).body.success).toBe(true);
    expect((await call('POST', base('trainingOrder'), { user: 'staff', body: booking(course.id, [1]) })).body).toMatchObject({
      success: false,
      errorCode: 'FORBIDDEN',
    });
  });
});

describe('certificates', () => {
  it('completing an order gives each passed trainee a certificate in their file, a new file for a newcomer', async () => {
    const course = await courseWithSession(5);
    const known = store.storedRows(personnelFile)[0];
    const order = (
      await call('POST', base('trainingOrder'), {
        user: 'trainer',
        body: {
          ...booking(course.id, [7, 8]),
          trainees: [{ name: known.name, idNo: known.idNo, employer: known.employer, position: known.position }, trainee(7), trainee(8)],
        },
      })
    ).body.data;
    let version = order.version;
    for (const action of ['confirm', 'start'])
      version = (await call('POST', `${base('trainingOrder')}/${order.id}/actions/${action}`, { user: 'trainer', body: { version } })).body.data.version;
    const files = store.storedRows(personnelFile).length;
    const done = await call('POST', `${base('trainingOrder')}/${order.id}/actions/complete`, {
      user: 'trainer',
      body: {
        trainees: [
          { result: 'PASSED', score: 92 },
          { result: 'PASSED', score: 85 },
          { result: 'FAILED', score: 51 },
        ],
        version,
      },
    });
    expect(done.body).toMatchObject({ success: true, data: { status: 'COMPLETED' } });
    const day = done.body.data.completedAt;
    const [a, b, c] = done.body.data.trainees;
    expect(a.certificateNo).toMatch(/^TC-\d{8}-\d{4}-01$/);
    expect(b.certificateNo).toMatch(/-02$/);
    expect(c.certificateNo).toBeUndefined();
    // one new file (trainee 7), the known one got a certificate, the failed one nothing
    expect(store.storedRows(personnelFile)).toHaveLength(files + 1);
    const knownAfter = store.findRecord('personnelFile', known.id)!;
    expect(knownAfter.certificates).toContainEqual(
      expect.objectContaining({ certificateNo: a.certificateNo, courseName: '起落架实操', completedOn: day, expiresOn: certificateExpiry(day, 12), score: 92 }),
    );
    expect(knownAfter.version).toBe(known.version + 1);
    const newcomer = store.storedRows(personnelFile).find((f) => f.idNo === trainee(7).idNo)!;
    expect(newcomer).toMatchObject({
      name: '学员7',
      code: expect.stringMatching(/^PF-/),
      certificates: [expect.objectContaining({ certificateNo: b.certificateNo })],
    });
    expect(store.storedRows(personnelFile).some((f) => f.idNo === trainee(8).idNo)).toBe(false);
    // the file list finds it by the certificate filter
    const found = await call('GET', base('personnelFile'), { user: 'staff', query: { keyword: trainee(7).idNo } });
    expect(found.body.data[0]).toMatchObject({ certificateState: 'VALID', certificateCount: 1 });
  });

  it("issues nothing for failed trainees and numbers by the trainee's place in the order", () => {
    const order = { code: 'TRN-20261123-0007', trainees: [{ result: 'FAILED' }, { result: 'PASSED', score: 80 }] };
    const issued = issueCertificates(order, { id: 'c1', name: '课程', validityMonths: 24 }, '2026-11-23');
    expect(issued.map((i) => i.certificate)).toEqual([
      {
        certificateNo: 'TC-20261123-0007-02',
        courseId: 'c1',
        courseName: '课程',
        completedOn: '2026-11-23',
        expiresOn: '2028-11-23',
        orderCode: 'TRN-20261123-0007',
        score: 80,
      },
    ]);
  });

  it('an ID no. has one personnel file', async () => {
    const known = store.storedRows(personnelFile)[0];
    const res = await call('POST', base('personnelFile'), {
      user: 'trainer',
      body: { customerId: 'C-CCA', name: '重复', idNo: known.idNo, employer: '某航', position: '工程师' },
    });
    expect(res.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(res.body.errorMessage).toContain(String(known.code));
  });

  it("a trainee's file names its employer in the customer master: the customer of every order that books the person", () => {
    const master = new Set(store.storedRows(store.definition('customerProfile')).map((c) => c.id));
    const files = new Map(store.storedRows(personnelFile).map((f) => [String(f.idNo), f]));
    for (const f of files.values()) {
      expect(master.has(String(f.customerId))).toBe(true);
      expect(f.customerName).toBe(f.employer);
    }
    for (const o of store.storedRows(trainingOrder))
      for (const t of o.trainees as Array<{ idNo: string }>) expect(files.get(t.idNo)?.customerId).toBe(o.customerId);
  });
});

describe('expiry', () => {
  it('expiry = completion + validity months, the month end kept', () => {
    expect(certificateExpiry('2026-01-15', 12)).toBe('2027-01-15');
    expect(certificateExpiry('2026-01-31', 1)).toBe('2026-02-28');
    expect(certificateExpiry('2027-11-30', 3)).toBe('2028-02-29');
  });

  it('expiring within 90 days stands out, expired after the expiry day', () => {
    const now = Date.parse('2026-11-23T04:00:00Z'); // 12:00 in Beijing
    expect(certificateState('2026-11-22', now)).toBe('EXPIRED');
    expect(certificateState('2026-11-23', now)).toBe('EXPIRING');
    expect(certificateState('2027-02-21', now)).toBe('EXPIRING');
    expect(certificateState('2027-02-22', now)).toBe('VALID');
  });

  it('a file is as bad as its worst current certificate; a renewed course replaces the old one', () => {
    const now = Date.parse('2026-11-23T04:00:00Z');
    const cert = (courseId: string, expiresOn: string) => ({ courseId, expiresOn });
    expect(fileCertificateState({ certificates: [cert('a', '2025-01-01'), cert('a', '2028-01-01')] }, now)).toBe('VALID');
    expect(fileCertificateState({ certificates: [cert('a', '2028-01-01'), cert('b', '2026-12-01')] }, now)).toBe('EXPIRING');
    expect(fileCertificateState({ certificates: [cert('b', '2026-12-01'), cert('c', '2026-01-01')] }, now)).toBe('EXPIRED');
    expect(fileCertificateState({ certificates: [] }, now)).toBe('NONE');
  });
});

describe('course types', () => {
  it("each type asks for its own fields and refuses the others'", () => {
    expect(typeFieldIssues({ courseType: 'theory' })).toEqual([]);
    expect(typeFieldIssues({ courseType: 'practical' }).map((i) => i.field)).toEqual(['trainingDevice', 'traineesPerInstructor']);
    expect(typeFieldIssues({ courseType: 'online', platform: 'ZOOM', onlineLink: 'https://x.example/c', trainingDevice: 'FFS' })).toEqual([
      expect.objectContaining({ field: 'trainingDevice', message: 'training.validation.typeFieldForeign' }),
    ]);
  });

  it('the server refuses a practical course without its device, and an online course with one', async () => {
    const res = await call('POST', base('courseManagement'), {
      user: 'trainer',
      body: {
        name: '在线课',
        courseType: 'online',
        aircraftType: 'C919',
        hours: 4,
        instructor: '冯雪',
        capacity: 30,
        validityMonths: 24,
        trainingDevice: 'FFS',
        syllabus: [{ title: '导论', hours: 4 }],
      },
    });
    expect(res.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(res.body.data.issues.map((i: { field: string }) => i.field).sort()).toEqual(['onlineLink', 'platform', 'trainingDevice']);
  });
});

describe('seed', () => {
  it('has courses of each type with sessions ahead, ≥ 100 orders over every status within their seats, ≥ 300 files with expiring certificates', () => {
    const courses = store.storedRows(courseManagement);
    expect(new Set(courses.map((c) => c.courseType))).toEqual(new Set(['theory', 'practical', 'online']));
    expect(courses.every((c) => upcomingSessions(c, Date.now()).length > 0)).toBe(true);
    const orders = store.storedRows(trainingOrder);
    expect(orders.length).toBeGreaterThanOrEqual(100);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(trainingOrder.lifecycle!.statuses.map((s) => s.key)));
    for (const c of courses) for (const s of c.sessions as Session[]) expect(s.booked ?? 0).toBeLessThanOrEqual(s.seats);
    const files = store.storedRows(personnelFile);
    expect(files.length).toBeGreaterThanOrEqual(300);
    const states = files.map((f) => fileCertificateState(f, Date.now()));
    expect(states.filter((s) => s === 'EXPIRING').length).toBeGreaterThan(10);
    expect(states.filter((s) => s === 'EXPIRED').length).toBeGreaterThan(10);
    // completed orders' certificates are in the files
    const closed = orders.find((o) => o.status === 'CLOSED' && (o.trainees as Array<{ certificateNo?: string }>).some((t) => t.certificateNo))!;
    const t = (closed.trainees as Array<{ idNo: string; certificateNo?: string }>).find((x) => x.certificateNo)!;
    expect(files.find((f) => f.idNo === t.idNo)!.certificates).toContainEqual(expect.objectContaining({ certificateNo: t.certificateNo }));
  });
});
