/**
 * The technical library's document types as the seed writes them: what each type is about (its titles
 * say so — an IPC is a parts catalogue, an SB a modification, a TSM fault isolation) and what its
 * pages hold. Every revision of a seeded document is a PDF: a cover page with the title, number, type,
 * revision and applicability, and a page of the type's own content.
 */
import { pdfOf, type PdfItem } from './knowledgeFiles';

export interface DocKind {
  /** dictionary technicalDocType label */
  label: string;
  /** what a title of this type is about, after the part's name */
  topics: string[];
  /** the content page: headings and lines (the part's name and number filled in) */
  body: (d: DocFacts) => Array<[heading: string, lines: string[]]>;
}

export interface DocFacts {
  documentNo: string;
  title: string;
  docType: string;
  revision: string;
  effectiveDate: string;
  ataChapter: string;
  aircraftType: string;
  partNumbers: string;
  partName: string;
  secrecy: string;
}

const pn = (d: DocFacts) => d.partNumbers.split(',')[0].trim();

export const DOC_KINDS: Record<string, DocKind> = {
  AMM: {
    label: 'AMM 飞机维修手册',
    topics: ['拆卸与安装', '功能测试', '勤务与润滑', '操作测试'],
    body: (d) => [
      [
        '1. 概述',
        [`本程序适用于 ${d.aircraftType} 飞机 ATA ${d.ataChapter} 章 ${d.partName}（件号 ${pn(d)}）。`, '工作前确认飞机已按 AMM 12 章接地并挂警告牌。'],
      ],
      ['2. 工具与材料', ['扭力扳手 20–150 in-lb；保险丝 MS20995C32；清洁布。']],
      [
        '3. 程序',
        [
          '3.1 断开相关跳开关并挂牌。',
          `3.2 按步骤拆下/安装 ${d.partName}，更换新的 O 形密封圈。`,
          '3.3 按规定力矩拧紧并打保险。',
          '3.4 恢复供电，完成操作测试，记录结果。',
        ],
      ],
    ],
  },
  IPC: {
    label: 'IPC 图解零件目录',
    topics: ['部件分解图解', '零件清单与互换性'],
    body: (d) => [
      [
        '图 1 零件清单',
        [
          '项目\t件号\t名称\t每组件数',
          `1\t${pn(d)}\t${d.partName}\t1`,
          '5\tMS29513-214\tO 形密封圈\t2',
          '10\tNAS1291C4\t自锁螺母\t4',
          '15\tAN960C416L\t垫圈\t4',
        ],
      ],
      ['互换性说明', ['带 "A" 后缀的件号可与原件号双向互换，详见有效性栏。']],
    ],
  },
  CMM: {
    label: 'CMM 部件维修手册',
    topics: ['检查与修理', '分解与组装', '测试与故障隔离', '清洗与无损检测'],
    body: (d) => [
      ['测试（TESTING AND FAULT ISOLATION）', [`将 ${d.partName}（${pn(d)}）装上测试台，按表 1001 记录数据。`, '绝缘电阻 ≥ 100 MΩ（500 V DC）。']],
      ['分解（DISASSEMBLY）', ['仅分解到恢复适航所需的程度；所有密封件报废。']],
      ['检查与修理（CHECK / REPAIR）', ['目视检查腐蚀、裂纹、磨损；超出表 5001 限制的零件更换。', '修理后按测试章节全部重测，签发 CAAC AAC-038 适航标签。']],
    ],
  },
  SB: {
    label: 'SB 服务通告',
    topics: ['改装：提高可靠性', '改装：更换新构型零件', '检查：一次性检查'],
    body: (d) => [
      [
        '1. 计划信息',
        [
          `A. 有效性：${d.aircraftType}，装有件号 ${d.partNumbers} 的 ${d.partName}。`,
          'B. 原因：使用中出现非计划拆换率偏高。',
          'C. 说明：按本通告改装后件号加 "A" 后缀。',
          'D. 执行：建议在下次送修时执行。',
        ],
      ],
      ['2. 器材信息', ['改装包一套；工时约 6 工时。']],
      ['3. 工作程序', ['按 CMM 分解，更换零件，组装并全面测试，更新铭牌。']],
    ],
  },
  SL: {
    label: 'SL 服务信函',
    topics: ['使用限制说明', '存储与运输要求', '送修包装要求'],
    body: (d) => [
      ['主题', [`${d.partName}（${pn(d)}）${d.title.replace(d.partName, '')}`]],
      [
        '内容',
        [
          '本信函提供信息，不要求强制执行。',
          '存储温度 -10 °C 至 +40 °C，相对湿度 ≤ 70%；保持原包装和防静电措施。',
          '运输时随件附适航标签与送修单，外箱标注件号与序号。',
        ],
      ],
    ],
  },
  SIL: {
    label: 'SIL 服务信息信函',
    topics: ['维护经验汇总', '常见故障与预防措施'],
    body: (d) => [
      ['背景', [`多家用户报告 ${d.partName} 相关故障，本信函汇总维护经验。`]],
      ['经验', ['1. 插头氧化是间歇故障的主要原因，清洁后涂导电脂。', '2. 拆装时注意防静电；', '3. 送修时请附故障描述与 BITE 记录。']],
    ],
  },
  SRM: {
    label: 'SRM 结构修理手册',
    topics: ['安装区域结构损伤修理', '安装支架允许损伤'],
    body: (d) => [
      ['允许损伤', [`${d.partName}安装支架：划伤深度 ≤ 0.1 mm 可打磨去除，打磨后恢复表面防护。`]],
      ['修理', ['超出允许损伤时按图 201 加强片修理，紧固件 HL10V-6；修理后做涡流检查。']],
    ],
  },
  TSM: {
    label: 'TSM 排故手册',
    topics: ['故障隔离', '故障代码与排故程序'],
    body: (d) => [
      ['故障隔离程序', [`故障现象：${d.partName} 故障信息出现于 ECAM/EICAS。`]],
      [
        '步骤',
        [
          '1. 执行 BITE 测试，记录故障代码。',
          '2. 检查插头与线路导通（见 WDM）。',
          `3. 若线路正常，更换 ${d.partName}（${pn(d)}）。`,
          '4. 重做测试，确认故障排除。',
        ],
      ],
    ],
  },
  WDM: {
    label: 'WDM 线路图手册',
    topics: ['电路与线路图', '插头与导线清单'],
    body: (d) => [
      ['线路图说明', [`${d.partName} 供电：28 V DC 汇流条经跳开关至插头 P1。`]],
      [
        '插头 P1 导线清单',
        ['针脚\t导线号\t去向', 'A\tW2101-0012-20\t28 V DC 供电', 'B\tW2101-0013-20\t接地', 'C\tW2101-0014-22\tARINC 429 A', 'D\tW2101-0015-22\tARINC 429 B'],
      ],
    ],
  },
};

/** Where the cells of a table row start, from the left margin of the text (points). */
const COLUMNS = [0, 48, 170, 330];

/** The two pages of a revision's PDF: the cover and the type's content. */
export function documentPdf(d: DocFacts): Buffer {
  const cover: PdfItem[] = [
    { text: '航宇部件集团 售后技术资料', x: 56, y: 780, size: 11 },
    { line: [56, 770, 539, 770], width: 1 },
    { text: DOC_KINDS[d.docType].label, x: 56, y: 700, size: 14 },
    { text: d.title, x: 56, y: 660, size: 22 },
    { text: `文件编号  ${d.documentNo}`, x: 56, y: 600, size: 13 },
    { text: `修订版次  ${d.revision}        生效日期  ${d.effectiveDate}`, x: 56, y: 576, size: 13 },
    { text: `适用机型  ${d.aircraftType}        ATA 章节  ${d.ataChapter}`, x: 56, y: 552, size: 13 },
    { text: `适用件号  ${d.partNumbers}`, x: 56, y: 528, size: 13 },
    { line: [56, 120, 539, 120] },
    { text: `密级：${d.secrecy}    本资料仅供客户维修使用，未经许可不得复制或外传。`, x: 56, y: 100, size: 9 },
  ];
  const page: PdfItem[] = [{ text: `${d.documentNo}  Rev ${d.revision}    ${d.title}`, x: 56, y: 800, size: 9 }, { line: [56, 792, 539, 792] }];
  let y = 760;
  for (const [heading, lines] of DOC_KINDS[d.docType].body(d)) {
    page.push({ text: heading, x: 56, y, size: 13 });
    y -= 24;
    for (const l of lines) {
      // a table row: tab-separated cells in fixed columns
      l.split('\t').forEach((cell, k) => page.push({ text: cell, x: 68 + COLUMNS[k], y, size: 10.5 }));
      y -= 18;
    }
    y -= 12;
  }
  page.push({ line: [56, 60, 539, 60] }, { text: '第 2 页 / 共 2 页', x: 270, y: 44, size: 9 });
  cover.push({ text: '第 1 页 / 共 2 页', x: 270, y: 44, size: 9 });
  return pdfOf([cover, page], d.title);
}
