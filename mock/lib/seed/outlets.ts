/**
 * Seed repair outlets (100, named like the MRO shops of Chinese cities) and their personnel (~2 per
 * outlet) with licences: most in force, some expiring within 90 days, some expired — and a few
 * outlets whose approval certificate is expiring or expired. Deterministic for a day (seedAnchor):
 * the option dictionaries `repairOutlet` and `outletTechnician` are built from the same records
 * (dictionaries.ts), so the selects of 维修工单 and 人员维护 name exactly these.
 */
import { addDays, businessDate, type Values } from '../../../src/domain/engine';
import { maintenancePersonnel, maintenancePoint } from '../../../src/domain/desks/repairShop';
import { technicianLabel } from '../../../src/domain/desks/repairShop/outlets';
import { rng } from '../store/db';
import { buildRecords, DAY, HOUR, seedAnchor, type Person } from './build';
import { DEMO, person, phone } from './people';

/** City, region (dictionary `region`), street of the airport's maintenance base. */
const CITIES: Array<[city: string, region: string, street: string]> = [
  ['北京', 'NORTH', '顺义区天柱路'],
  ['天津', 'NORTH', '东丽区机场大道'],
  ['石家庄', 'NORTH', '正定机场路'],
  ['太原', 'NORTH', '小店区武宿'],
  ['呼和浩特', 'NORTH', '赛罕区机场路'],
  ['上海', 'EAST', '浦东新区川沙路'],
  ['南京', 'EAST', '江宁区禄口街道'],
  ['杭州', 'EAST', '萧山区空港大道'],
  ['厦门', 'EAST', '湖里区高崎北路'],
  ['青岛', 'EAST', '胶州市胶东街道'],
  ['济南', 'EAST', '历城区遥墙'],
  ['福州', 'EAST', '长乐区漳港'],
  ['广州', 'SOUTH', '白云区人和镇'],
  ['深圳', 'SOUTH', '宝安区福永'],
  ['珠海', 'SOUTH', '金湾区三灶'],
  ['海口', 'SOUTH', '美兰区灵山镇'],
  ['三亚', 'SOUTH', '天涯区凤凰路'],
  ['南宁', 'SOUTH', '吴圩镇机场路'],
  ['成都', 'SOUTHWEST', '双流区航港'],
  ['重庆', 'SOUTHWEST', '渝北区江北机场'],
  ['昆明', 'SOUTHWEST', '官渡区长水'],
  ['贵阳', 'SOUTHWEST', '南明区龙洞堡'],
  ['西安', 'NORTHWEST', '咸阳空港新城'],
  ['兰州', 'NORTHWEST', '永登县中川'],
  ['乌鲁木齐', 'NORTHWEST', '新市区迎宾路'],
  ['沈阳', 'NORTHEAST', '浑南区桃仙'],
  ['大连', 'NORTHEAST', '甘井子区周水子'],
  ['哈尔滨', 'NORTHEAST', '道里区太平'],
  ['武汉', 'CENTRAL', '黄陂区天河'],
  ['长沙', 'CENTRAL', '长沙县黄花'],
  ['郑州', 'CENTRAL', '航空港区新港大道'],
];

/** The trade of an outlet: the name's ending and the ATA chapters it repairs. */
const TRADES: Array<[suffix: string, chapters: string[], families: string[]]> = [
  ['飞机维修工程有限公司', ['21', '24', '27', '29', '32', '36'], ['LANDING_GEAR', 'HYDRAULIC', 'PNEUMATIC']],
  ['航空部件维修有限公司', ['21', '23', '24', '34', '36'], ['AVIONICS', 'PNEUMATIC', 'ELECTRICAL']],
  ['航空电子设备维修中心', ['22', '23', '31', '34'], ['AVIONICS', 'ELECTRICAL']],
  ['起落架维修有限公司', ['29', '32'], ['LANDING_GEAR', 'WHEEL_BRAKE', 'HYDRAULIC']],
  ['航空机电设备有限公司', ['24', '28', '29', '30', '49'], ['ELECTRICAL', 'FUEL', 'APU']],
  ['航空发动机附件修理厂', ['49', '73', '77', '79', '80'], ['APU', 'ENGINE_ACCESSORY', 'FUEL']],
  ['客舱设备维修有限公司', ['25', '35', '38', '52'], ['CABIN', 'OXYGEN']],
];
const EVERY_CHAPTER = [...new Set(TRADES.flatMap(([, chapters]) => chapters))].sort();
const BRANDS = ['航宇', '翔鹰', '蓝天', '中航', '凌云', '华翼', '远航', '天弘', '鲲鹏', '长空', '瑞翔', '海特', '航新', '安达', '星航'];

const OPERATORS: Person[] = [DEMO.engineer, DEMO.admin];

/** A certificate or licence expiry: expired in about 1 of 14, expiring within 90 days in 1 of 8, else 4–36 months ahead. */
function expiry(r: ReturnType<typeof rng>, today: string, i: number): string {
  if (i % 14 === 3) return addDays(today, -r.int(3, 200));
  if (i % 8 === 5) return addDays(today, r.int(1, 85));
  return addDays(today, r.int(120, 1100));
}

export function seedOutlets(now = Date.now()) {
  const r = rng(2026_1301);
  const anchor = seedAnchor(now);
  const today = businessDate(anchor);
  return buildRecords({
    def: maintenancePoint,
    rng: r,
    counts: { ACTIVE: 92, SUSPENDED: 8 },
    base: (i) => {
      const [city, region, street] = CITIES[i % CITIES.length];
      const [suffix, chapters, families] = TRADES[(i * 5 + Math.floor(i / CITIES.length)) % TRADES.length];
      const brand = BRANDS[(i * 7 + Math.floor(i / TRADES.length)) % BRANDS.length];
      return {
        outletName: `${city}${brand}${suffix}`,
        region,
        city,
        address: `${city}市${street}${r.int(1, 399)}号`,
        contactName: person(r),
        contactPhone: phone(r),
        ataChapters: chapters.filter((_, k) => k === 0 || r.chance(0.8)),
        pnFamilies: families,
        certificateNo: `D.${r.int(100000, 399999)}`,
        certificateExpiry: expiry(r, today, i),
      };
    },
    createdAt: (i) => anchor - (900 - i * 8) * DAY - r.int(1, 20) * HOUR,
    stepGap: () => r.int(20, 200) * DAY,
    input: (action) => (action.comment === 'required' ? { comment: r.pick(['批准证书复审中', '质量审核发现问题，暂停送修', '网点搬迁']) } : {}),
    applicants: OPERATORS,
    operators: OPERATORS,
    now,
  });
}

/** The outlet's name by code (the dictionaries and the personnel seed read it). */
export const outletNames = (outlets: Values[]) => new Map(outlets.map((o) => [String(o.code), String(o.outletName)]));

/** The items of the dictionaries `repairOutlet` (code → name) and `outletTechnician` (code → name · outlet). */
export function outletDictionaryItems(now = Date.now()): { outlets: Array<[string, string]>; technicians: Array<[string, string]> } {
  const outlets = seedOutlets(now);
  const names = outletNames(outlets);
  return {
    outlets: outlets.map((o) => [String(o.code), String(o.outletName)]),
    technicians: seedPersonnel(now, outlets).map((p) => [String(p.code), technicianLabel(p.personName, names.get(String(p.outletCode)))]),
  };
}

const LICENCE_TYPES = ['CCAR66_B1', 'CCAR66_B2', 'COMPONENT', 'FAA_AP', 'EASA_B1'];
const SKILLS = ['NDT', 'BENCH_TEST', 'WIRING', 'COMPOSITE', 'BEARING', 'SURFACE'];

export function seedPersonnel(now = Date.now(), outlets = seedOutlets(now)) {
  const r = rng(2026_1302);
  const anchor = seedAnchor(now);
  const today = businessDate(anchor);
  return buildRecords({
    def: maintenancePersonnel,
    rng: r,
    counts: { ACTIVE: 184, SUSPENDED: 8, LEFT: 8 },
    base: (i) => {
      const outlet = outlets[i % outlets.length];
      const chapters = outlet.ataChapters as string[];
      const licences = [0, 1].slice(0, r.chance(0.35) ? 2 : 1).map((k) => ({
        licenceType: LICENCE_TYPES[(i + k) % LICENCE_TYPES.length],
        licenceNo: `${k === 0 ? 'CAAC' : 'AMT'}-${r.int(100000, 999999)}`,
        // the first outlet's chief inspector is licensed for every chapter the desk repairs
        ataChapters: i === 0 && k === 0 ? EVERY_CHAPTER : chapters.filter((_, c) => c === 0 || r.chance(0.7)),
        expiresOn: expiry(r, today, i * 2 + k),
      }));
      return {
        personName: person(r),
        outletCode: outlet.code,
        position: i === 0 ? 'INSPECTOR' : r.pick(['TECHNICIAN', 'TECHNICIAN', 'INSPECTOR', 'ENGINEER', 'LEAD']),
        skills: SKILLS.filter(() => r.chance(0.3)),
        phone: phone(r),
        licences,
      };
    },
    createdAt: (i) => anchor - (700 - i * 3) * DAY - r.int(1, 20) * HOUR,
    stepGap: () => r.int(20, 200) * DAY,
    input: (action) => (action.comment === 'required' ? { comment: r.pick(['执照复训未完成', '调岗', '合同到期离职']) } : {}),
    applicants: OPERATORS,
    operators: OPERATORS,
    now,
  });
}
