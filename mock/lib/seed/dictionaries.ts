/**
 * Seed dictionaries of the option configuration (选项配置): every select list of the portal starts
 * from these. Values are stable codes; labels are what users read.
 */
import type { Dictionary } from '../../../src/domain/options';
import { users } from '../server/identity';
import { DEMO } from './people';

import { dict, withLinks, type Item } from './dict';
import { repairShopDictionaries } from './repairDictionaries';

/** The agents of the customer-service desk (user number → name): the demo users who work the desk. */
export const SERVICE_AGENTS: Item[] = [
  [DEMO.manager.userNo, DEMO.manager.userName],
  [DEMO.admin.userNo, DEMO.admin.userName],
];

/** The airlines and repair shops the after-sales desks serve (customerId → name). */
export const CUSTOMERS: Item[] = [
  ['C-CCA', '中国国际航空股份有限公司', 'Air China'],
  ['C-CES', '中国东方航空股份有限公司', 'China Eastern Airlines'],
  ['C-CSN', '中国南方航空股份有限公司', 'China Southern Airlines'],
  ['C-CHH', '海南航空控股股份有限公司', 'Hainan Airlines'],
  ['C-CXA', '厦门航空有限公司', 'Xiamen Airlines'],
  ['C-CSC', '四川航空股份有限公司', 'Sichuan Airlines'],
  ['C-CDG', '山东航空股份有限公司', 'Shandong Airlines'],
  ['C-CSZ', '深圳航空有限责任公司', 'Shenzhen Airlines'],
  ['C-CQH', '春秋航空股份有限公司', 'Spring Airlines'],
  ['C-DKH', '上海吉祥航空股份有限公司', 'Juneyao Air'],
  ['C-GCR', '天津航空有限责任公司', 'Tianjin Airlines'],
  ['C-TBA', '西藏航空有限公司', 'Tibet Airlines'],
  ['C-UEA', '成都航空有限公司', 'Chengdu Airlines'],
  ['C-CDC', '浙江长龙航空有限公司', 'Loong Air'],
  ['C-CBG', '华夏航空股份有限公司', 'China Express Airlines'],
  ['C-CBJ', '北京首都航空有限公司', 'Beijing Capital Airlines'],
  ['C-AMECO', '北京飞机维修工程有限公司', 'Ameco Beijing'],
  ['C-GAMECO', '广州飞机维修工程有限公司', 'GAMECO'],
  ['C-STARCO', '上海科技宇航有限公司', 'STARCO'],
  ['C-MTU', '珠海摩天宇航空发动机维修有限公司', 'MTU Maintenance Zhuhai'],
];

/** Regions of the customers' answering units (survey answers, statistics by region). */
export const REGIONS: Item[] = [
  ['NORTH', '华北', 'North China'],
  ['NORTHEAST', '东北', 'Northeast China'],
  ['EAST', '华东', 'East China'],
  ['CENTRAL', '华中', 'Central China'],
  ['SOUTH', '华南', 'South China'],
  ['SOUTHWEST', '西南', 'Southwest China'],
  ['NORTHWEST', '西北', 'Northwest China'],
  ['OVERSEAS', '境外', 'Overseas'],
];

export const AIRCRAFT_TYPES: Item[] = [
  ['A320CEO', 'A320ceo'],
  ['A320NEO', 'A320neo'],
  ['A321NEO', 'A321neo'],
  ['A330-300', 'A330-300'],
  ['A350-900', 'A350-900'],
  ['B737-800', 'B737-800'],
  ['B737-8', 'B737 MAX 8'],
  ['B777-300ER', 'B777-300ER'],
  ['B787-9', 'B787-9'],
  ['ARJ21-700', 'ARJ21-700'],
  ['C919', 'C919'],
];

export const ATA_CHAPTERS: Item[] = [
  ['21', '21 空调', '21 Air conditioning'],
  ['22', '22 自动飞行', '22 Auto flight'],
  ['23', '23 通信', '23 Communications'],
  ['24', '24 电源', '24 Electrical power'],
  ['25', '25 设备/装饰', '25 Equipment/furnishings'],
  ['26', '26 防火', '26 Fire protection'],
  ['27', '27 飞行操纵', '27 Flight controls'],
  ['28', '28 燃油', '28 Fuel'],
  ['29', '29 液压', '29 Hydraulic power'],
  ['30', '30 防冰防雨', '30 Ice and rain protection'],
  ['31', '31 指示/记录系统', '31 Indicating/recording'],
  ['32', '32 起落架', '32 Landing gear'],
  ['33', '33 灯光', '33 Lights'],
  ['34', '34 导航', '34 Navigation'],
  ['35', '35 氧气', '35 Oxygen'],
  ['36', '36 气源', '36 Pneumatic'],
  ['38', '38 水/废水', '38 Water/waste'],
  ['45', '45 中央维护系统', '45 Central maintenance system'],
  ['49', '49 机载辅助动力', '49 Airborne auxiliary power'],
  ['52', '52 舱门', '52 Doors'],
  ['71', '71 动力装置', '71 Power plant'],
  ['72', '72 发动机', '72 Engine'],
  ['73', '73 发动机燃油和控制', '73 Engine fuel and control'],
  ['74', '74 点火', '74 Ignition'],
  ['75', '75 引气', '75 Air'],
  ['77', '77 发动机指示', '77 Engine indicating'],
  ['78', '78 排气', '78 Exhaust'],
  ['79', '79 滑油', '79 Oil'],
  ['80', '80 起动', '80 Starting'],
];

export const STATIONS: Item[] = [
  ['PEK', 'PEK 北京首都', 'PEK Beijing Capital'],
  ['PKX', 'PKX 北京大兴', 'PKX Beijing Daxing'],
  ['PVG', 'PVG 上海浦东', 'PVG Shanghai Pudong'],
  ['SHA', 'SHA 上海虹桥', 'SHA Shanghai Hongqiao'],
  ['CAN', 'CAN 广州白云', 'CAN Guangzhou Baiyun'],
  ['SZX', 'SZX 深圳宝安', "SZX Shenzhen Bao'an"],
  ['TFU', 'TFU 成都天府', 'TFU Chengdu Tianfu'],
  ['CTU', 'CTU 成都双流', 'CTU Chengdu Shuangliu'],
  ['CKG', 'CKG 重庆江北', 'CKG Chongqing Jiangbei'],
  ['KMG', 'KMG 昆明长水', 'KMG Kunming Changshui'],
  ['XIY', 'XIY 西安咸阳', "XIY Xi'an Xianyang"],
  ['HGH', 'HGH 杭州萧山', 'HGH Hangzhou Xiaoshan'],
  ['WUH', 'WUH 武汉天河', 'WUH Wuhan Tianhe'],
  ['XMN', 'XMN 厦门高崎', 'XMN Xiamen Gaoqi'],
  ['HAK', 'HAK 海口美兰', 'HAK Haikou Meilan'],
  ['URC', 'URC 乌鲁木齐地窝堡', 'URC Urumqi Diwopu'],
  ['TAO', 'TAO 青岛胶东', 'TAO Qingdao Jiaodong'],
  ['LXA', 'LXA 拉萨贡嘎', 'LXA Lhasa Gonggar'],
];

export const CBB_CATEGORIES: Item[] = [
  ['TROUBLESHOOTING', '排故经验', 'Troubleshooting'],
  ['REPAIR', '维修技巧', 'Repair practice'],
  ['CUSTOMER', '客户服务', 'Customer service'],
  ['TRAINING', '培训交流', 'Training'],
  ['NEWS', '行业资讯', 'Industry news'],
];
export const SUGGESTION_CATEGORIES: Item[] = [
  ['PROCESS', '流程改进', 'Process'],
  ['SYSTEM', '系统功能', 'System'],
  ['SERVICE', '服务质量', 'Service quality'],
  ['OTHER', '其他', 'Other'],
];
/** The engineers a support case may be assigned to (user no. → name): the enabled users of the engineer role. */
export const supportEngineers = (): Item[] =>
  users()
    .filter((u) => u.enabled && u.roles.includes('engineer'))
    .map((u) => [u.userNo, u.userName]);

export const EXPERT_SPECIALITIES: Item[] = [
  ['STRUCTURES', '结构修理', 'Structural repair'],
  ['AVIONICS', '航电系统', 'Avionics'],
  ['POWERPLANT', '动力装置', 'Powerplant'],
  ['LANDING_GEAR', '起落架', 'Landing gear'],
  ['HYDRAULICS', '液压与飞控', 'Hydraulics and flight controls'],
  ['ENVIRONMENTAL', '环控与气源', 'Environmental and pneumatic'],
  ['ELECTRICAL', '电源系统', 'Electrical power'],
  ['APU', '辅助动力装置', 'APU'],
  ['NDT', '无损检测', 'Non-destructive testing'],
  ['COMPOSITES', '复合材料修理', 'Composite repair'],
];
export const seedDictionaries = (): Dictionary[] => [
  dict('aircraftType', '机型', 'Aircraft type', AIRCRAFT_TYPES),
  dict('conditionCode', '件况代码', 'Condition code', [
    ['NE', 'NE 新件', 'NE New'],
    ['NS', 'NS 新剩余件', 'NS New surplus'],
    ['OH', 'OH 大修件', 'OH Overhauled'],
    ['SV', 'SV 可用件', 'SV Serviceable'],
    ['AR', 'AR 拆下原样', 'AR As removed'],
  ]),
  dict('certificateType', '适航证书类型', 'Certificate type', [
    ['AAC-038', 'CAAC AAC-038 适航批准标签', 'CAAC AAC-038'],
    ['FAA-8130-3', 'FAA 8130-3', 'FAA 8130-3'],
    ['EASA-FORM-1', 'EASA Form 1', 'EASA Form 1'],
    ['COC', 'CoC 合格证', 'CoC'],
  ]),
  dict('currency', '币种', 'Currency', [
    ['CNY', 'CNY 人民币', 'CNY Renminbi'],
    ['USD', 'USD 美元', 'USD US dollar'],
    ['EUR', 'EUR 欧元', 'EUR Euro'],
  ]),
  dict('priority', '优先级', 'Priority', [
    ['ROUTINE', '常规', 'Routine'],
    ['URGENT', '紧急', 'Urgent'],
    ['CRITICAL', '特急', 'Critical'],
  ]),
  dict('ataChapter', 'ATA章节', 'ATA chapter', ATA_CHAPTERS),
  withLinks(
    dict('carrier', '承运商', 'Carrier', [
      ['SF', '顺丰速运', 'SF Express'],
      ['EMS', '中国邮政EMS', 'China Post EMS'],
      ['JD', '京东物流', 'JD Logistics'],
      ['CARGO-CA', '中国国际货运航空', 'Air China Cargo'],
      ['DHL', 'DHL', 'DHL'],
      ['FEDEX', 'FedEx', 'FedEx'],
      ['UPS', 'UPS', 'UPS'],
    ]),
    // each carrier's public tracking page; {no} is the tracking number (src/domain/tracking.ts)
    {
      SF: 'https://www.sf-express.com/chn/sc/waybill/waybill-detail/{no}',
      EMS: 'https://www.ems.com.cn/queryList?mailNum={no}',
      JD: 'https://www.jdl.com/orderSearch/?waybillCodes={no}',
      DHL: 'https://www.dhl.com/cn-zh/home/tracking.html?tracking-id={no}',
      FEDEX: 'https://www.fedex.com/fedextrack/?trknbr={no}',
      UPS: 'https://www.ups.com/track?tracknum={no}',
    },
  ),
  dict('station', '航站', 'Station', STATIONS),
  dict('customer', '客户', 'Customer', CUSTOMERS),
  // the customer master (客户档案): where a customer is registered and what kind of business it is
  dict('country', '国家/地区', 'Country/region', [
    ['CN', '中国', 'China'],
    ['HK', '中国香港', 'Hong Kong, China'],
    ['SG', '新加坡', 'Singapore'],
    ['JP', '日本', 'Japan'],
    ['KR', '韩国', 'Korea'],
    ['TH', '泰国', 'Thailand'],
    ['MY', '马来西亚', 'Malaysia'],
    ['AE', '阿联酋', 'United Arab Emirates'],
    ['IE', '爱尔兰', 'Ireland'],
    ['US', '美国', 'United States'],
  ]),
  dict('customerKind', '客户类型', 'Customer kind', [
    ['AIRLINE', '航空公司', 'Airline'],
    ['MRO', '维修单位', 'MRO'],
    ['LESSOR', '租赁公司', 'Lessor'],
    ['OPERATOR', '公务/通航运营人', 'Operator'],
  ]),
  // where a customer's answering unit sits (survey answers, statistics by region)
  // regions of customers and repair outlets
  dict('region', '地区', 'Region', REGIONS),
  // the document type every attachment of a record names (ResourceDef.attachments.docTypes)
  dict('documentType', '附件类型', 'Document type', [
    ['QUOTE', '报价单', 'Quote'],
    ['CERTIFICATE', '适航证书', 'Certificate'],
    ['PHOTO', '照片', 'Photo'],
    ['INVOICE', '发票', 'Invoice'],
    ['OTHER', '其他', 'Other'],
  ]),
  // service applications (src/domain/desks/applications)
  dict('complaintCategory', '投诉类别', 'Complaint category', [
    ['QUALITY', '产品质量', 'Product quality'],
    ['DELIVERY', '交付延误', 'Late delivery'],
    ['SERVICE', '服务态度', 'Service attitude'],
    ['REPAIR', '维修质量', 'Repair quality'],
    ['DOCUMENT', '单证资料', 'Documents'],
    ['BILLING', '费用结算', 'Billing'],
  ]),
  dict('insuranceCoverage', '保险险种', 'Insurance coverage', [
    ['HULL_ALL_RISKS', '机身一切险', 'Hull all risks'],
    ['SPARES', '航材备件险', 'Spares'],
    ['TRANSIT', '航材运输险', 'Transit'],
    ['LIABILITY', '第三者责任险', 'Third-party liability'],
    ['REPAIR_SHOP', '维修厂责任险', 'Repair shop liability'],
  ]),
  dict('feedbackType', '反馈类型', 'Feedback type', [
    ['PRODUCT', '产品问题', 'Product'],
    ['TECHNICAL_DATA', '技术资料', 'Technical data'],
    ['SERVICE', '服务流程', 'Service process'],
    ['SYSTEM', '系统使用', 'Portal use'],
    ['OTHER', '其他', 'Other'],
  ]),
  // the fixed lists that were written into the definitions (values unchanged: seeded records stay valid)
  dict('unit', '计量单位', 'Unit of measure', [
    ['EA', '件', 'EA'],
    ['SET', '套', 'SET'],
    ['KIT', '组', 'KIT'],
    ['M', '米', 'M'],
    ['KG', '千克', 'KG'],
    ['L', '升', 'L'],
  ]),
  dict('inspectionResult', '检验结论', 'Inspection result', [
    ['SERVICEABLE', '可用', 'Serviceable'],
    ['REPAIR_NEEDED', '需修理', 'Repair needed'],
    ['SCRAP', '报废', 'Scrap'],
  ]),
  dict('claimBasis', '索赔依据', 'Claim basis', [
    ['POLICY', '保险保单', 'Insurance policy'],
    ['WARRANTY', '产品保修', 'Product warranty'],
  ]),
  dict('severity', '严重程度', 'Severity', [
    ['LOW', '轻微', 'Low'],
    ['MEDIUM', '一般', 'Medium'],
    ['HIGH', '严重', 'High'],
    ['CRITICAL', '重大', 'Critical'],
  ]),
  // the repair support desk (src/domain/desks/support.ts, specialists.ts)
  dict('supportEngineer', '值班工程师', 'Duty engineers', supportEngineers()),
  dict('expertSpeciality', '专家专业', 'Expert speciality', EXPERT_SPECIALITIES),
  dict('customerConfirmation', '客户确认', 'Customer confirmation', [
    ['CONFIRMED', '客户已确认', 'Confirmed'],
    ['PARTIAL', '部分认可', 'Partly accepted'],
    ['DISPUTED', '客户有异议', 'Disputed'],
  ]),
  // customer service (src/domain/desks/service.ts)
  dict('serviceChannel', '客服渠道', 'Service channel', [
    ['PHONE', '电话', 'Phone'],
    ['EMAIL', '电子邮件', 'E-mail'],
    ['ONLINE', '在线客服', 'Online'],
  ]),
  dict('serviceAgent', '客服坐席', 'Service agent', SERVICE_AGENTS),
  dict('faqTag', 'FAQ标签', 'FAQ tag', [
    ['AOG', 'AOG', 'AOG'],
    ['EXCHANGE', '交换件', 'Exchange'],
    ['REPAIR', '修理', 'Repair'],
    ['CERTIFICATE', '适航证书', 'Certificates'],
    ['WARRANTY', '保修', 'Warranty'],
    ['LOGISTICS', '物流', 'Logistics'],
    ['LEASE', '租赁', 'Lease'],
    ['ORDER', '订单', 'Orders'],
    ['TRAINING', '培训', 'Training'],
    ['DOCUMENT', '技术资料', 'Documents'],
  ]),
  dict('cbbCategory', 'CBB 分类', 'CBB category', CBB_CATEGORIES),
  dict('suggestionCategory', '建议类别', 'Suggestion category', SUGGESTION_CATEGORIES),
  // the knowledge desks (src/domain/desks/knowledge.ts)
  dict('productCategory', '产品类别', 'Product category', [
    ['LRU', '航线可更换件', 'Line-replaceable unit'],
    ['ROTABLE', '周转件', 'Rotable'],
    ['EXPENDABLE', '消耗件', 'Expendable'],
    ['CONSUMABLE', '航材耗材', 'Consumable'],
    ['TOOLING', '工装设备', 'Tooling'],
    ['KIT', '改装包', 'Kit'],
  ]),
  // where stock is held (库存): the warehouses and the line stations' stores
  dict('stockLocation', '库位', 'Stock location', [
    ['WH-TSN', '天津空港总库', 'Tianjin main warehouse'],
    ['WH-PVG', '上海浦东保税库', 'Shanghai Pudong bonded store'],
    ['WH-CAN', '广州白云航材库', 'Guangzhou Baiyun store'],
    ['ST-PEK', 'PEK 北京首都航站库', 'PEK Beijing Capital station'],
    ['ST-PKX', 'PKX 北京大兴航站库', 'PKX Beijing Daxing station'],
    ['ST-CTU', 'CTU 成都双流航站库', 'CTU Chengdu Shuangliu station'],
    ['ST-SZX', 'SZX 深圳宝安航站库', "SZX Shenzhen Bao'an station"],
    ['ST-KMG', 'KMG 昆明长水航站库', 'KMG Kunming Changshui station'],
    ['ST-URC', 'URC 乌鲁木齐地窝堡航站库', 'URC Urumqi Diwopu station'],
  ]),
  dict('partClass', '件类', 'Part class', [
    ['ROTABLE', '周转件', 'Rotable'],
    ['REPAIRABLE', '可修件', 'Repairable'],
    ['EXPENDABLE', '消耗件', 'Expendable'],
    ['TOOLING', '工装', 'Tooling'],
  ]),
  dict('interchangeability', '互换性', 'Interchangeability', [
    ['TWO_WAY', '双向互换', 'Two-way'],
    ['ONE_WAY', '单向互换（可替换本件）', 'One-way (may replace this part)'],
  ]),
  dict('exportControl', '出口管制分类', 'Export control classification', [
    ['EAR99', 'EAR99 一般物项', 'EAR99'],
    ['9A991', 'ECCN 9A991 航空器部件', 'ECCN 9A991'],
    ['7A994', 'ECCN 7A994 导航与航电', 'ECCN 7A994'],
    ['5A991', 'ECCN 5A991 通信设备', 'ECCN 5A991'],
    ['9A610', 'ECCN 9A610 军用航空物项', 'ECCN 9A610'],
  ]),
  dict('productImageType', '产品图片类型', 'Product picture type', [
    ['PRODUCT_PHOTO', '产品照片', 'Product photo'],
    ['DRAWING', '外形图', 'Outline drawing'],
    ['NAMEPLATE', '铭牌', 'Nameplate'],
  ]),
  dict('materialCategory', '物料类别', 'Material category', [
    ['RM', '原材料', 'Raw material'],
    ['STD', '标准件', 'Standard part'],
    ['CHEM', '化工品', 'Chemical'],
    ['ELEC', '电子元器件', 'Electronic component'],
    ['TOOL', '工具', 'Tool'],
    ['CONS', '消耗品', 'Consumable'],
  ]),
  dict('technicalDocType', '技术资料类型', 'Technical document type', [
    ['AMM', 'AMM 飞机维修手册', 'AMM Aircraft maintenance manual'],
    ['IPC', 'IPC 图解零件目录', 'IPC Illustrated parts catalogue'],
    ['CMM', 'CMM 部件维修手册', 'CMM Component maintenance manual'],
    ['SB', 'SB 服务通告', 'SB Service bulletin'],
    ['SL', 'SL 服务信函', 'SL Service letter'],
    ['SIL', 'SIL 服务信息信函', 'SIL Service information letter'],
    ['SRM', 'SRM 结构修理手册', 'SRM Structural repair manual'],
    ['TSM', 'TSM 排故手册', 'TSM Troubleshooting manual'],
    ['WDM', 'WDM 线路图手册', 'WDM Wiring diagram manual'],
  ]),
  ...repairShopDictionaries(),
  // the training desk: online platforms and the document types of course materials
  dict('trainingPlatform', '在线培训平台', 'Online platform', [
    ['TENCENT_MEETING', '腾讯会议', 'Tencent Meeting'],
    ['DINGTALK', '钉钉', 'DingTalk'],
    ['ZOOM', 'Zoom', 'Zoom'],
    ['TEAMS', 'Microsoft Teams', 'Microsoft Teams'],
    ['LMS', '公司学习平台', 'Company LMS'],
  ]),
  dict('courseMaterialType', '课程资料类型', 'Course material type', [
    ['HANDOUT', '讲义', 'Handout'],
    ['SLIDES', '课件', 'Slides'],
    ['MANUAL', '手册摘录', 'Manual extract'],
    ['EXAM', '考试题', 'Exam'],
    ['OTHER', '其他', 'Other'],
  ]),
];
