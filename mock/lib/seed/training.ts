/**
 * Seed data of the training desk, generated together because it hangs together: 18 courses (six of
 * each type) with sessions from three months ago to four months ahead; 320 trainees, each with a
 * personnel file and certificates from earlier years (some expired, some expiring within 90 days);
 * 130 training orders over every status booked onto those sessions within their seats — completed
 * ones have issued their certificates into the files. Deterministic (fixed seed, laid out relative
 * to the start of today, CST).
 */
import type { ActionDef, ResourceRecord, Values } from '../../../src/domain/engine';
import {
  courseManagement,
  personnelFile,
  trainingOrder,
  bookedSeats,
  certificateExpiry,
  issueCertificates,
  sessionOf,
  sessionsOf,
  type Certificate,
  type CourseType,
  type Session,
} from '../../../src/domain/desks/training';
import { rng, type Rng } from '../store/db';
import { CUSTOMERS } from './dictionaries';
import { buildRecords, DAY, HOUR, seedAnchor, type Person } from './build';
import { DEMO } from './people';

const TRAINERS: Person[] = [{ userNo: 'trainer', userName: '周培训' }, DEMO.admin];
const INSTRUCTORS = ['赵立新', '钱志远', '孙海燕', '李文博', '周振华', '吴晓东', '郑凯', '冯雪'];
const POSITIONS = ['机务维修工程师', '航线放行人员', '附件修理技师', '航材管理员', '技术支援工程师', '质量检验员', '飞行签派员', '部件车间主管'];
const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '罗',
  '高',
  '梁',
  '宋',
  '唐',
  '许',
  '韩',
];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '勇', '军', '杰', '涛', '明', '超', '霞', '平', '刚', '辉', '鹏', '华', '宇', '航', '晨', '琳'];
const LICENCES = ['CCAR-66 ME-TA', 'CCAR-66 ME-PA', 'CCAR-66 AV', 'CCAR-145 检验授权', 'EASA B1', 'FAA A&P', 'CCAR-66 ME-TA; 无损检测 II 级'];

/** [name, type, hours, validity months, aircraft type, training device] of the seeded courses: a course's device is of its aircraft type. */
const COURSES: Array<[string, CourseType, number, number, string, string?]> = [
  ['A320 系列机型理论培训（ME）', 'theory', 120, 24, 'A320CEO'],
  ['B737NG/MAX 差异培训', 'theory', 40, 24, 'B737-8'],
  ['人为因素与维修差错管理', 'theory', 16, 24, 'A320NEO'],
  ['航空器材适航证书与追溯', 'theory', 12, 36, 'B737-800'],
  ['ATA 100/2200 手册使用', 'theory', 16, 36, 'A330-300'],
  ['C919 机型概述', 'theory', 24, 24, 'C919'],
  ['A320 发动机孔探实操', 'practical', 32, 12, 'A320CEO', 'CFM56-5B 发动机孔探教具'],
  ['B737 起落架刹车组件拆装实操', 'practical', 24, 12, 'B737-800', 'B737 主起落架实训台'],
  ['A320 APU 排故模拟机训练', 'practical', 20, 12, 'A320NEO', 'APU GTCP131-9A 试车台'],
  ['B787 电子设备舱实操', 'practical', 16, 12, 'B787-9', 'B787 维修训练器 MTD'],
  ['A320 航线维修放行模拟训练', 'practical', 40, 12, 'A320CEO', 'A320 维修模拟训练器 MST'],
  ['A350 复合材料损伤修理', 'practical', 36, 24, 'A350-900', 'A350 复合材料修理工位'],
  ['危险品运输（航材）在线课程', 'online', 8, 24, 'B777-300ER'],
  ['维修记录填写规范（在线）', 'online', 6, 36, 'ARJ21-700'],
  ['SMS 安全管理体系入门', 'online', 10, 24, 'A321NEO'],
  ['B787 EWIS 线路互联系统在线培训', 'online', 12, 24, 'B787-9'],
  ['A330 ETOPS 维修要求（在线）', 'online', 6, 24, 'A330-300'],
  ['航材 AOG 响应流程在线课', 'online', 4, 36, 'B737-8'],
];

const personName = (r: Rng) => `${r.pick(SURNAMES)}${r.pick(GIVEN)}${r.chance(0.45) ? r.pick(GIVEN) : ''}`;
const idNumber = (r: Rng, i: number) =>
  `${r.pick(['110', '310', '440', '510', '320', '370'])}${r.int(100, 999)}${r.int(1970, 2001)}${String(r.int(1, 12)).padStart(2, '0')}${String(r.int(1, 28)).padStart(2, '0')}${String(i).padStart(3, '0')}${r.pick(['1', '2', '5', '8', 'X'])}`;
const dayOf = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
const atHour = (anchor: number, day: number, hour: number) => new Date(anchor + day * DAY + hour * HOUR).toISOString();

function seedCourses(r: Rng, anchor: number): ResourceRecord[] {
  return COURSES.map(([name, type, hours, validityMonths, aircraftType, device], i) => {
    const sections = r.int(2, 5);
    const count = r.int(4, 6);
    const capacity = type === 'practical' ? r.pick([8, 10, 12]) : type === 'online' ? r.pick([30, 40, 50]) : r.pick([16, 20, 24]);
    const instructor = r.pick(INSTRUCTORS);
    const sessions: Session[] = Array.from({ length: count }, (_, k) => {
      // from about 100 days ago to about 120 days ahead, in order
      const day = -100 + Math.round(((k + r.next() * 0.6) * 220) / count);
      const days = Math.max(1, Math.ceil(hours / 8 / (type === 'online' ? 4 : 1)));
      return {
        sessionNo: `S${k + 1}`,
        startAt: atHour(anchor, day, 9),
        endAt: atHour(anchor, day + days - 1, 17),
        place:
          type === 'online'
            ? `https://meeting.example.com/j/${r.int(100000000, 999999999)}`
            : r.pick(['天津培训中心 302 教室', '广州基地 A 楼 2 层', '上海培训中心 实训车间', '成都基地 机库 3 号位']),
        instructor: r.chance(0.7) ? instructor : r.pick(INSTRUCTORS),
        seats: capacity,
        booked: 0,
      };
    });
    const at = new Date(anchor - (200 - i) * DAY).toISOString();
    const creator = TRAINERS[i % 2];
    return {
      id: `${courseManagement.key}-${String(i + 1).padStart(6, '0')}`,
      code: `CRS-${dayOf(Date.parse(at)).replace(/-/g, '')}-0001`,
      name,
      courseType: type,
      aircraftType,
      hours,
      instructor,
      capacity,
      validityMonths,
      published: i % 6 !== 5,
      location: type === 'online' ? null : sessions[0].place,
      trainingDevice: device ?? null,
      traineesPerInstructor: type === 'practical' ? r.pick([4, 5, 6]) : null,
      platform: type === 'online' ? r.pick(['TENCENT_MEETING', 'DINGTALK', 'LMS']) : null,
      onlineLink: type === 'online' ? `https://lms.example.com/course/${1000 + i}` : null,
      description: `${name}：面向客户维修与技术人员，结合本公司产品的维修手册与典型排故案例。`,
      syllabus: Array.from({ length: sections }, (_, k) => ({
        title: ['课程导论与安全要求', '系统原理', '手册与程序', '典型故障与排故', '实操演练', '考核与讲评'][k],
        hours: Math.max(1, Math.round(hours / sections)),
        objectives: r.chance(0.7) ? '掌握本章要点，能独立按手册完成相关工作' : null,
      })),
      sessions,
      applicantNo: creator.userNo,
      applicantName: creator.userName,
      attachments: [],
      createdAt: at,
      updatedAt: at,
      version: 1,
      history: [{ at, operatorNo: creator.userNo, operatorName: creator.userName, action: 'create' }],
    } as ResourceRecord;
  });
}

interface Trainee extends Values {
  name: string;
  idNo: string;
  employer: string;
  position: string;
  /** the employer in the customer master (its record id) */
  customerId: string;
}

/** Orders per status: every status present, ≥ 100 in all. */
const ORDER_COUNTS: Record<string, number> = { SUBMITTED: 26, CONFIRMED: 22, IN_TRAINING: 8, COMPLETED: 24, CLOSED: 34, CANCELLED: 16 };

function seedAll(now: number) {
  const r = rng(2026_1114);
  const anchor = seedAnchor(now);
  const courses = seedCourses(r, anchor);
  const published = courses.filter((c) => c.published);
  const people: Trainee[] = Array.from({ length: 320 }, (_, i) => {
    const [customerId, employer] = r.pick(CUSTOMERS);
    return { name: personName(r), idNo: idNumber(r, i), employer, position: r.pick(POSITIONS), customerId };
  });
  // a customer books its own people (the trainee's employer is the order's customer)
  const staffOf = (customerId: string) => {
    const own = people.filter((p) => p.customerId === customerId);
    return own.length ? own : people;
  };

  // the session each order books: past ones for orders in or after training, coming ones before
  const upcoming = published.flatMap((c) =>
    sessionsOf(c)
      .filter((s) => Date.parse(s.startAt) > now + DAY)
      .map((s) => ({ c, s })),
  );
  const past = published.flatMap((c) =>
    sessionsOf(c)
      .filter((s) => Date.parse(s.endAt) < now - DAY)
      .map((s) => ({ c, s })),
  );
  const running = published.flatMap((c) =>
    sessionsOf(c)
      .filter((s) => Date.parse(s.startAt) < now && Date.parse(s.startAt) > now - 30 * DAY)
      .map((s) => ({ c, s })),
  );
  const taken = new Map<string, number>();
  const choose = (status: string) => {
    const pool = ['SUBMITTED', 'CONFIRMED', 'CANCELLED'].includes(status) ? upcoming : status === 'IN_TRAINING' ? (running.length ? running : past) : past;
    for (let tries = 0; tries < 50; tries += 1) {
      const pick = r.pick(pool);
      const key = `${pick.c.id}:${pick.s.sessionNo}`;
      const left = pick.s.seats - (taken.get(key) ?? 0);
      // leave the last seats of coming sessions free (home shows free seats; users book them)
      const want = Math.min(r.int(1, 4), left - (pool === upcoming ? 2 : 0));
      if (want < 1) continue;
      if (status !== 'CANCELLED') taken.set(key, (taken.get(key) ?? 0) + want);
      return { ...pick, want };
    }
    throw new Error('training seed: no seats left');
  };
  const picks: Array<{ c: ResourceRecord; s: Session; want: number; status: string }> = [];
  for (const [status, count] of Object.entries(ORDER_COUNTS)) for (let k = 0; k < count; k += 1) picks.push({ ...choose(status), status });

  const orders = buildRecords({
    def: trainingOrder,
    rng: r,
    counts: ORDER_COUNTS,
    base: (i) => {
      const { c, s, want } = picks[i];
      const customer = r.pick(CUSTOMERS);
      const trainees = Array.from({ length: want }, () => r.pick(staffOf(customer[0]))).filter((t, k, all) => all.findIndex((o) => o.idNo === t.idNo) === k);
      return {
        customerId: customer[0],
        customerName: customer[1],
        courseId: c.id,
        courseName: c.name,
        sessionNo: s.sessionNo,
        sessionStart: s.startAt,
        trainees: trainees.map(({ customerId: _, ...t }) => ({ ...t, employer: customer[1] })),
        remark: r.chance(0.2) ? r.pick(['请提供住宿推荐', '学员需开具培训发票', '请提前发送预习资料']) : null,
      };
    },
    // booked one to six weeks before the session (never later than now)
    createdAt: (i) => Math.min(Date.parse(picks[i].s.startAt) - r.int(7, 42) * DAY, now - 2 * HOUR),
    stepGap: (action: ActionDef, record: Values) => {
      const s = sessionOf(
        courses.find((c) => c.id === record.courseId),
        record.sessionNo,
      )!;
      if (action.key === 'confirm') return r.int(2, 48) * HOUR;
      if (action.key === 'start') return Math.max(HOUR, Date.parse(s.startAt) - Date.parse(String(record.createdAt)) - 3 * DAY);
      if (action.key === 'complete') return Date.parse(s.endAt) - Date.parse(s.startAt) + 3 * DAY;
      return r.int(1, 10) * DAY;
    },
    input: (action: ActionDef, record: Values) => {
      if (action.key === 'complete')
        return {
          trainees: (record.trainees as Values[]).map(() =>
            r.chance(0.85) ? { result: 'PASSED', score: r.int(75, 99) } : { result: 'FAILED', score: r.int(40, 69) },
          ),
        };
      if (action.key === 'cancel') return { comment: r.pick(['客户调整培训计划', '学员无法成行', '改报下一期']) };
      return {};
    },
    applicants: TRAINERS,
    operators: TRAINERS,
    now,
  });

  // the certificates of completed orders: on the order's lines and in the files
  const files = new Map<string, { person: Trainee; certificates: Certificate[] }>(people.map((p) => [p.idNo, { person: p, certificates: [] }]));
  const earlier = (n: number, expiringSoon: boolean) => {
    // training before this system: completed 1–6 years ago, so some expired — and every tenth
    // trainee has one that expires within the coming 90 days
    const course = r.pick(courses);
    const months = Number(course.validityMonths);
    const completedOn = expiringSoon ? certificateExpiry(dayOf(anchor + r.int(1, 85) * DAY), -months) : dayOf(anchor - r.int(60, 2000) * DAY);
    return {
      certificateNo: `TC-H${completedOn.replace(/-/g, '')}-${String(n).padStart(4, '0')}`,
      courseId: course.id,
      courseName: String(course.name),
      completedOn,
      expiresOn: certificateExpiry(completedOn, months),
      orderCode: '',
      score: r.int(72, 98),
    } satisfies Certificate;
  };
  let historical = 0;
  [...files.values()].forEach((f, i) => {
    for (let k = r.int(0, 3); k > 0; k -= 1) f.certificates.push(earlier(++historical, false));
    if (i % 10 === 0) f.certificates.push(earlier(++historical, true));
  });
  for (const o of orders) {
    if (o.status !== 'COMPLETED' && o.status !== 'CLOSED') continue;
    const course = courses.find((c) => c.id === o.courseId)!;
    const issued = issueCertificates(o, course, String(o.completedAt));
    o.trainees = (o.trainees as Values[]).map((t) => {
      const c = issued.find((x) => x.trainee === t)?.certificate;
      if (c) files.get(String(t.idNo))?.certificates.push(c);
      return c ? { ...t, certificateNo: c.certificateNo } : t;
    });
  }
  for (const c of courses) c.sessions = sessionsOf(c).map((s) => ({ ...s, booked: bookedSeats(orders, c.id, s.sessionNo) }));

  const personnel = [...files.values()].map(({ person, certificates }, i): ResourceRecord => {
    const at = new Date(anchor - (400 - (i % 300)) * DAY).toISOString();
    const creator = TRAINERS[i % 2];
    return {
      id: `${personnelFile.key}-${String(i + 1).padStart(6, '0')}`,
      code: `PF-${dayOf(Date.parse(at)).replace(/-/g, '')}-${String(Math.floor(i / 300) + 1).padStart(4, '0')}`,
      ...person,
      customerName: person.employer,
      licences: r.chance(0.6) ? r.pick(LICENCES) : null,
      certificates: certificates.sort((a, b) => a.completedOn.localeCompare(b.completedOn)),
      applicantNo: creator.userNo,
      applicantName: creator.userName,
      attachments: [],
      createdAt: at,
      updatedAt: at,
      version: 1,
      history: [{ at, operatorNo: creator.userNo, operatorName: creator.userName, action: 'create' }],
    };
  });
  return { courses, orders, personnel };
}

export const trainingSeeders: Record<string, () => ResourceRecord[]> = {
  courseManagement: () => seedAll(Date.now()).courses,
  trainingOrder: () => seedAll(Date.now()).orders,
  personnelFile: () => seedAll(Date.now()).personnel,
};
