/**
 * The seed reads like a real department (issue 34): checked over the whole seeded store — products
 * whose class, category, price, lead time, ATA chapter and picture agree; documents whose type, title
 * and PDF agree; no CBB title repeated with a number; lists open on records in force; approvals with
 * the roles whose work they are and with their rounds; logs that reach the server's start; registrations
 * of the accepted shapes.
 */
import { resetDb } from '../../../mock/lib/store/db';
import { fileStore } from '../../../mock/lib/files/fileStore';
import { opLog } from '../../../mock/lib/platform/oplog';
import { generateSystemLog, systemLog } from '../../../mock/lib/platform/systemLog';
import { DOC_KINDS } from '../../../mock/lib/seed/documents';
import { partDrawing } from '../../../mock/lib/seed/drawings';
import { pdfProblems, pdfText } from '../../../mock/lib/seed/knowledgeFiles';
import { CATALOGUE, classOfPart, CLASS_FACTS, CNY_RATE } from '../../../mock/lib/seed/parts';
import * as store from '../../../mock/lib/store/store';
import '../../../mock/lib/workflow/workflowRecords';
import { liveEnv, workflowData } from '../../../mock/lib/workflow/workflow';
import { isRegistration } from '@/domain/registration';
import type { HistoryEntry, ResourceRecord } from '@/domain/engine';
import { resourceOf, resources } from '@/domain/desks';
import { BUSINESS_TYPES } from '@/domain/workflow';
import { engineServer } from './routes';

const call = engineServer();
const rows = (key: string) => store.storedRows(resourceOf(key)!);
const HOUR = 3600_000;

beforeAll(() => resetDb());

describe('the seeded products', () => {
  it('agree with their part class: category, price, lead time, ATA chapter', () => {
    const ata = new Map(CATALOGUE.map(([pn, , chapter]) => [pn, chapter]));
    for (const p of rows('productMaintenance')) {
      const pn = String(p.partNumber);
      const kind = classOfPart(pn);
      expect({ pn, kind }).toEqual({ pn, kind: expect.any(String) });
      const facts = CLASS_FACTS[kind!];
      const cny = Number(p.listPrice) * CNY_RATE[String(p.currency)];
      expect({ pn, category: p.category }).toEqual({ pn, category: facts.category });
      expect({ pn, cny: cny >= facts.price[0] * 0.95 && cny <= facts.price[1] * 1.05 }).toEqual({ pn, cny: true });
      expect({ pn, lead: facts.leadTimes.includes(Number(p.leadTimeDays)) }).toEqual({ pn, lead: true });
      expect({ pn, ata: p.ataChapter }).toEqual({ pn, ata: ata.get(pn) ?? ata.get(pn.slice(0, -1)) });
    }
  });

  it('a part is of the category its name says (a transceiver is a unit, a valve a rotable, a sealant a consumable)', () => {
    const BY_NAME: Array<[RegExp, string]> = [
      [/工装|适配器|勤务接头/, 'TOOLING'],
      [/包$/, 'KIT'],
      [/密封胶|导电脂|密封剂/, 'CONSUMABLE'],
      [/滤芯|滤网|轴承/, 'EXPENDABLE'],
      [/收发机|计算机|接收机|控制器|传感器|监控组件|静变流机|面罩|惯性基准|控制与接口/, 'LRU'],
      [/活门|作动筒|作动器|泵|起动机|发电机|空气循环机|主轮|刹车|燃油控制/, 'ROTABLE'],
    ];
    for (const p of rows('productMaintenance')) {
      const name = String(p.productName).replace(/（.*）$/, '');
      const want = BY_NAME.find(([re]) => re.test(name))?.[1];
      expect({ name, category: p.category }).toEqual({ name, category: want });
    }
  });

  it('show a drawing of their class as their picture', () => {
    const pictured = rows('productMaintenance').filter((p) => p.attachments?.length);
    expect(pictured.length).toBeGreaterThan(200);
    for (const p of pictured) {
      const file = fileStore().get(p.attachments![0].id)!;
      expect(file.type).toBe('image/png');
      expect(Buffer.from(file.content, 'base64').equals(partDrawing(classOfPart(String(p.partNumber))!))).toBe(true);
    }
  });
});

describe('the seeded technical library', () => {
  it('titles say what the type is about, for a part of the chapter', () => {
    const names = new Map(CATALOGUE.map(([, name, chapter]) => [name, chapter]));
    for (const d of rows('technicalMaterials')) {
      const kind = DOC_KINDS[String(d.docType)];
      const title = String(d.title);
      expect({ title, topic: kind.topics.some((t) => title.endsWith(t)) }).toEqual({ title, topic: true });
      const part = [...names.keys()].find((n) => title.startsWith(n));
      expect({ title, chapter: part && names.get(part) }).toEqual({ title, chapter: d.ataChapter });
    }
  });

  it('every revision is a valid PDF whose pages name the title, number, type and revision', () => {
    for (const d of rows('technicalMaterials')) {
      for (const rev of d.revisions as Array<{ fileId: string; revision: string }>) {
        const file = fileStore().get(rev.fileId)!;
        expect(file.type).toBe('application/pdf');
        expect(file.name).toMatch(/\.pdf$/);
        const bytes = Buffer.from(file.content, 'base64');
        expect(pdfProblems(bytes)).toEqual([]);
        const text = pdfText(bytes);
        for (const want of [String(d.title), String(d.documentNo), DOC_KINDS[String(d.docType)].label, `修订版次  ${rev.revision}`])
          expect(text).toContain(want);
      }
    }
  });

  it('the PDF check notices a broken file', () => {
    const bytes = Buffer.from(fileStore().get((rows('technicalMaterials')[0].revisions as Array<{ fileId: string }>)[0].fileId)!.content, 'base64');
    expect(pdfProblems(Buffer.concat([Buffer.from(' '), bytes]))).not.toEqual([]);
  });
});

describe('the seeded board and training', () => {
  it('CBB titles are distinct, none numbered as a copy', () => {
    const titles = rows('cbbList').map((p) => String(p.title));
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.filter((t) => /[（(]\d+[)）]$/.test(t))).toEqual([]);
    const bodies = rows('cbbList').map((p) => String(p.bodyText));
    expect(new Set(bodies).size).toBe(bodies.length);
  });

  it('a course trains on a device of its own aircraft type', () => {
    const FAMILY = /(A3\d\d|B7\d7|C919|ARJ21)/g;
    for (const c of rows('courseManagement')) {
      const short = String(c.aircraftType).match(FAMILY)![0];
      for (const text of [String(c.name), String(c.trainingDevice ?? '')]) {
        const named = text.match(FAMILY) ?? [];
        expect({ text, others: named.filter((n) => n !== short) }).toEqual({ text, others: [] });
      }
    }
  });
});

describe('lists open on the records in force', () => {
  const withLast = resources.filter((d) => d.defaultSort.last?.length);

  it.each(withLast.map((d) => [d.key, d] as const))('%s: page 1 of the default order holds no void or suspended record', async (_k, def) => {
    const page = (await call('GET', `/api/management/${def.key}`, { user: 'admin', query: { current: 1, pageSize: 20 } })).body;
    expect(page.success).toBe(true);
    expect(page.data.filter((r: ResourceRecord) => def.defaultSort.last!.includes(String(r.status)))).toEqual([]);
    const all = (await call('GET', `/api/management/${def.key}`, { user: 'admin', query: { current: 1, pageSize: 100 } })).body.data as ResourceRecord[];
    const firstLate = all.findIndex((r) => def.defaultSort.last!.includes(String(r.status)));
    if (firstLate >= 0) expect(all.slice(firstLate).every((r) => def.defaultSort.last!.includes(String(r.status)))).toBe(true);
  });

  it('covers the technical library, products, outlets and experts', () => {
    expect(withLast.map((d) => d.key)).toEqual(expect.arrayContaining(['technicalMaterials', 'productMaintenance', 'maintenancePoint', 'specialistList']));
  });
});

describe('the seeded approvals', () => {
  it('go to the roles whose work they are', () => {
    const data = workflowData();
    const groupOf = new Map(liveEnv.groups().map((g) => [g.id, g]));
    expect(data.tasks.length).toBeGreaterThan(100);
    for (const t of data.tasks) {
      const inst = data.instances.find((i) => i.id === t.instanceId)!;
      expect(groupOf.get(inst.nodes[t.nodeIndex].groupId)!.members).toContain(t.assigneeNo);
      expect(['trainer', 'staff']).not.toContain(t.assigneeNo);
    }
    const firstGroup = (type: string) => liveEnv.definitions().find((d) => d.businessType === type && d.enabled)!.nodes[0].groupId;
    expect(firstGroup('userComplaints')).toBe('GRP-CS');
    expect(firstGroup('cifficultReport')).toBe('GRP-TECH');
  });

  it.each(BUSINESS_TYPES.map((b) => [b.type, b] as const))('%s: every record past approval carries its approval rounds', (type, binding) => {
    const data = workflowData();
    const past = rows(type).filter((r) =>
      (r.history as HistoryEntry[]).some((h) => h.from === binding.statuses.inApproval && h.to !== binding.statuses.inApproval),
    );
    expect(past.length).toBeGreaterThan(0);
    for (const r of past) {
      const done = data.instances.filter((i) => i.businessType === type && i.recordId === r.id && i.status !== 'RUNNING');
      expect({ code: r.code, rounds: done.length > 0 }).toEqual({ code: r.code, rounds: true });
      expect(done.every((i) => i.recordCode === r.code)).toBe(true);
    }
  });
});

describe('the seeded logs and registrations', () => {
  it('the system log and the operation log reach the server start', () => {
    expect(Date.parse(systemLog()[0].time)).toBeGreaterThan(Date.now() - 10 * 60_000);
    const now = Date.parse('2026-11-27T06:00:00Z');
    const log = generateSystemLog(now);
    expect(Date.parse(log[0].time)).toBeLessThanOrEqual(now);
    expect(Date.parse(log[0].time)).toBeGreaterThan(now - 2 * 60_000);
    expect(Date.parse(opLog().at(-1)!.time)).toBeGreaterThan(Date.now() - 12 * HOUR);
  });

  it('nothing seeded happened after now: no record made, changed or acted on later, no log entry from the future', () => {
    const now = Date.now();
    const later: string[] = [];
    for (const def of resources) {
      for (const r of rows(def.key)) {
        const times = [r.createdAt, r.updatedAt, ...((r.history ?? []) as HistoryEntry[]).map((h) => h.at)];
        if (times.some((t) => typeof t === 'string' && Date.parse(t) > now)) later.push(`${def.key}:${r.id}`);
      }
    }
    expect(later).toEqual([]);
    expect(opLog().filter((e) => Date.parse(e.time) > now)).toEqual([]);
  });

  it('every seeded registration has an accepted shape; foreign operators appear', () => {
    const regs = resources.flatMap((d) =>
      store
        .storedRows(d)
        .map((r) => r.aircraftRegistration)
        .filter(Boolean)
        .map(String),
    );
    expect(regs.length).toBeGreaterThan(500);
    expect(regs.filter((r) => !isRegistration(r))).toEqual([]);
    expect(regs.filter((r) => !r.startsWith('B-')).length).toBeGreaterThan(10);
  });
});
