/**
 * The parts of the seed, each with its class: the class fixes a product's category, its plausible
 * price and lead time, and the drawing of its picture — so a VHF transceiver is a line-replaceable
 * unit priced like one, a valve a rotable, a bearing an expendable, a sealant a consumable.
 */

/** What kind of thing a part is (the drawing and the commercial facts follow from it). */
export type PartClass =
  | 'avionics'
  | 'computer'
  | 'valve'
  | 'actuator'
  | 'wheel'
  | 'rotating'
  | 'sensor'
  | 'bearing'
  | 'oxygen'
  | 'filter'
  | 'kit'
  | 'tool'
  | 'consumable';

export interface ClassFacts {
  /** dictionary productCategory */
  category: 'LRU' | 'ROTABLE' | 'EXPENDABLE' | 'CONSUMABLE' | 'TOOLING' | 'KIT';
  /** list price range in CNY */
  price: [min: number, max: number];
  /** lead times offered, days (0 = from stock) */
  leadTimes: number[];
}

export const CLASS_FACTS: Record<PartClass, ClassFacts> = {
  avionics: { category: 'LRU', price: [90_000, 480_000], leadTimes: [14, 30, 45, 60] },
  computer: { category: 'LRU', price: [150_000, 900_000], leadTimes: [30, 45, 60, 90] },
  sensor: { category: 'LRU', price: [6_000, 60_000], leadTimes: [7, 14, 30] },
  oxygen: { category: 'LRU', price: [4_000, 25_000], leadTimes: [7, 14, 30] },
  valve: { category: 'ROTABLE', price: [35_000, 220_000], leadTimes: [14, 30, 45, 60] },
  actuator: { category: 'ROTABLE', price: [80_000, 650_000], leadTimes: [30, 45, 60, 90] },
  wheel: { category: 'ROTABLE', price: [60_000, 420_000], leadTimes: [14, 30, 45] },
  rotating: { category: 'ROTABLE', price: [120_000, 1_200_000], leadTimes: [30, 45, 60, 90] },
  bearing: { category: 'EXPENDABLE', price: [1_200, 14_000], leadTimes: [3, 7, 14] },
  filter: { category: 'EXPENDABLE', price: [600, 9_000], leadTimes: [0, 3, 7] },
  consumable: { category: 'CONSUMABLE', price: [120, 3_500], leadTimes: [0, 0, 3, 7] },
  kit: { category: 'KIT', price: [8_000, 160_000], leadTimes: [14, 30, 45, 60] },
  tool: { category: 'TOOLING', price: [5_000, 120_000], leadTimes: [14, 30, 45] },
};

/** CNY per unit of a list price's currency (list prices are the class's CNY range converted). */
export const CNY_RATE: Record<string, number> = { CNY: 1, USD: 7.1, EUR: 7.8 };

export type Part = [pn: string, name: string, ata: string, kind: PartClass];

/** Real-looking part numbers with their names, ATA chapter and class: the units the desks trade and repair. */
export const PARTS: Part[] = [
  ['3214552-1', '空调组件温度传感器', '21', 'sensor'],
  ['2118142-2', '空气循环机', '21', 'rotating'],
  ['3291238-4', '引气压力调节活门', '36', 'valve'],
  ['3505924-2', '高压引气活门', '36', 'valve'],
  ['822-1468-002', 'VHF通信收发机', '23', 'avionics'],
  ['066-50008-0101', '气象雷达收发机', '34', 'avionics'],
  ['965-1690-051', '增强型近地警告计算机', '34', 'computer'],
  ['HG2030BE02', '惯性基准组件', '34', 'computer'],
  ['1152682-2', '增压燃油泵', '28', 'rotating'],
  ['C24958000', '主轮刹车组件', '32', 'wheel'],
  ['D23189000-5', '主起落架收放作动筒', '32', 'actuator'],
  ['2-1589-1', '主轮组件', '32', 'wheel'],
  ['201587002', '前轮转弯作动筒', '32', 'actuator'],
  ['C20286000', '起落架控制与接口组件', '32', 'computer'],
  ['3876022-3', 'APU起动机', '49', 'rotating'],
  ['4503000-5', 'APU燃油控制组件', '49', 'valve'],
  ['740-0119-003', '发动机振动监控组件', '77', 'avionics'],
  ['1746W39G09', 'IDG整体驱动发电机', '24', 'rotating'],
  ['976J498-1', '静变流机', '24', 'avionics'],
  ['DB-6190', '飞行操纵计算机', '27', 'computer'],
  ['C25185-2', '副翼伺服作动器', '27', 'actuator'],
  ['2314M20-3', '液压泵', '29', 'rotating'],
  ['8T2001-11', '风挡加温控制器', '30', 'avionics'],
  ['822-2152-002', '多模式接收机', '34', 'avionics'],
  ['9000-6200', '乘务员氧气面罩组件', '35', 'oxygen'],
  ['30-1500-1', '滑油压力传感器', '79', 'sensor'],
  ['3290296-5', '发动机起动活门', '80', 'valve'],
  ['QA06123', '机轮轴承组件', '32', 'bearing'],
  ['S1820-507', '舱门作动筒', '52', 'actuator'],
  ['P1210-3', '饮用水泵', '38', 'rotating'],
];

/** Parts sold from the catalogue besides the units above: expendables, consumables, kits and tooling. */
export const CATALOGUE_EXTRAS: Part[] = [
  ['HC9601FKN8Z', '液压油滤滤芯', '29', 'filter'],
  ['QA07550', '燃油泵进口滤网', '28', 'filter'],
  ['CH30-1225', '空调组件再循环滤芯', '21', 'filter'],
  ['MS9068-R10', '滑油滤芯组件', '79', 'filter'],
  ['PR1422B2-GAL', '燃油箱密封胶', '28', 'consumable'],
  ['CG-4025-TB', '电接触防腐导电脂', '24', 'consumable'],
  ['AMS3276-B2', '机身整流罩密封剂', '52', 'consumable'],
  ['KT2118142-OH', '空气循环机翻修包', '21', 'kit'],
  ['KT3291238-S', '引气压力调节活门密封件包', '36', 'kit'],
  ['SB32-1185-KIT', '主起收放作动筒改装包', '32', 'kit'],
  ['T32-0120-1', '主轮拆装工装', '32', 'tool'],
  ['T36-4411-2', '引气活门测试台适配器', '36', 'tool'],
  ['T49-0902-1', 'APU起动机吊装工装', '49', 'tool'],
  ['T24-3315-1', 'IDG滑油勤务接头组件', '24', 'tool'],
  ['BRG-66042', '起落架转弯轴承', '32', 'bearing'],
  ['BRG-21007', '空气循环机涡轮轴承', '21', 'bearing'],
];

/** Every part of the product catalogue (产品维护). */
export const CATALOGUE: Part[] = [...PARTS, ...CATALOGUE_EXTRAS];

const CLASS_OF = new Map(CATALOGUE.map(([pn, , , kind]) => [pn, kind]));
/** The class of a catalogue part number (variants carry a letter after the base number). */
export const classOfPart = (pn: string): PartClass | undefined => CLASS_OF.get(pn) ?? CLASS_OF.get(pn.slice(0, -1));

/** The catalogue facts of a class of part (domain.md §4 "Product"): how it is managed, repaired, shipped. */
export interface CatalogueFacts {
  /** dictionary partClass */
  partClass: 'ROTABLE' | 'REPAIRABLE' | 'EXPENDABLE' | 'TOOLING';
  serialised: boolean;
  repairTatDays: number | null;
  shelfLifeMonths: number | null;
  /** dictionary exportControl */
  exportControl: string;
  dangerousGoods: boolean;
}

const facts = (
  partClass: CatalogueFacts['partClass'],
  serialised: boolean,
  repairTatDays: number | null,
  exportControl = 'EAR99',
  extra: Partial<CatalogueFacts> = {},
) => ({
  partClass,
  serialised,
  repairTatDays,
  shelfLifeMonths: null,
  exportControl,
  dangerousGoods: false,
  ...extra,
});

export const CATALOGUE_FACTS: Record<PartClass, CatalogueFacts> = {
  avionics: facts('ROTABLE', true, 21, '7A994'),
  computer: facts('ROTABLE', true, 30, '7A994'),
  sensor: facts('REPAIRABLE', true, 14),
  // chemical oxygen generators travel as UN3356
  oxygen: facts('REPAIRABLE', true, 14, 'EAR99', { shelfLifeMonths: 120, dangerousGoods: true }),
  valve: facts('ROTABLE', true, 21, '9A991'),
  actuator: facts('ROTABLE', true, 30, '9A991'),
  wheel: facts('ROTABLE', true, 10),
  rotating: facts('ROTABLE', true, 30, '9A991'),
  bearing: facts('EXPENDABLE', false, null),
  filter: facts('EXPENDABLE', false, null),
  kit: facts('EXPENDABLE', false, null, 'EAR99', { shelfLifeMonths: 60 }),
  tool: facts('TOOLING', true, null),
  // sealants are flammable (UN1133); shelf life from manufacture
  consumable: facts('EXPENDABLE', false, null, 'EAR99', { shelfLifeMonths: 12, dangerousGoods: true }),
};

/** Communication radios are classified apart from the other avionics. */
export const EXPORT_CONTROL_OF: Record<string, string> = { '822-1468-002': '5A991', '822-2152-002': '5A991' };

/** Parts superseded by their next variant (the replacement's P/N carries the letter A), and from when. */
export const SUPERSEDED: Record<string, string> = { '822-1468-002': '2026-03-01', '3291238-4': '2025-11-15', QA06123: '2026-06-01' };

/** Base parts with a two-way interchangeable alternate: their B variant (and it has them back). */
export const TWO_WAY_ALTERNATES = ['2118142-2', '1152682-2', 'C24958000', '3876022-3', '2314M20-3', '9000-6200'];
