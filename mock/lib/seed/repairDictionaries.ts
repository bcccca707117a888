/** The repair desk's lists of 选项配置 (docs/repair-desk.md); the outlets and technicians are the seeded records. */
import type { Dictionary } from '../../../src/domain/options';
import { dict } from './dict';
import { outletDictionaryItems } from './outlets';

/** The repair desk's lists (docs/repair-desk.md); the outlets and technicians are the seeded records. */
export function repairShopDictionaries(): Dictionary[] {
  const { outlets, technicians } = outletDictionaryItems();
  return [
    dict('pnFamily', '件号系列', 'P/N family', [
      ['LANDING_GEAR', '起落架', 'Landing gear'],
      ['WHEEL_BRAKE', '机轮刹车', 'Wheels and brakes'],
      ['HYDRAULIC', '液压部件', 'Hydraulics'],
      ['PNEUMATIC', '气源/空调部件', 'Pneumatics / air conditioning'],
      ['AVIONICS', '航电设备', 'Avionics'],
      ['ELECTRICAL', '电源/电气', 'Electrical'],
      ['FUEL', '燃油部件', 'Fuel'],
      ['APU', 'APU及附件', 'APU'],
      ['ENGINE_ACCESSORY', '发动机附件', 'Engine accessories'],
      ['CABIN', '客舱设备', 'Cabin equipment'],
      ['OXYGEN', '氧气设备', 'Oxygen'],
    ]),
    dict('repairSkill', '维修技能', 'Repair skill', [
      ['NDT', '无损检测', 'Non-destructive testing'],
      ['BENCH_TEST', '台架测试', 'Bench testing'],
      ['WIRING', '线路修理', 'Wiring repair'],
      ['COMPOSITE', '复合材料修理', 'Composite repair'],
      ['BEARING', '轴承更换', 'Bearing replacement'],
      ['SURFACE', '表面处理', 'Surface treatment'],
    ]),
    dict('technicianPosition', '岗位', 'Position', [
      ['TECHNICIAN', '维修技师', 'Technician'],
      ['INSPECTOR', '检验员', 'Inspector'],
      ['ENGINEER', '工程师', 'Engineer'],
      ['LEAD', '班组长', 'Team lead'],
    ]),
    dict('licenceType', '执照类型', 'Licence type', [
      ['CCAR66_B1', 'CCAR-66 维修人员执照 B1', 'CCAR-66 licence B1'],
      ['CCAR66_B2', 'CCAR-66 维修人员执照 B2', 'CCAR-66 licence B2'],
      ['COMPONENT', '部件修理人员资格', 'Component repair qualification'],
      ['FAA_AP', 'FAA A&P 执照', 'FAA A&P'],
      ['EASA_B1', 'EASA Part-66 B1', 'EASA Part-66 B1'],
    ]),
    dict('repairOutlet', '维修网点', 'Repair outlet', outlets),
    dict('outletTechnician', '网点技师', 'Outlet technician', technicians),
  ];
}
