/**
 * Seed posts of the CBB board (≥ 200, over every category and secrecy level, most published, a few
 * drafts per author) with their comments, likes and views — and the comments as the posts' reply
 * threads (`cbbThreads`), so the counts on the posts and the threads agree.
 */
import { htmlToText } from '../../../src/domain/html';
import { applyAction, domainContext, type ResourceRecord, type ThreadMessage, type Values } from '../../../src/domain/engine';
import { cbbPost } from '../../../src/domain/desks/cbb';
import { rng } from '../store/db';
import { PEOPLE } from './applications';
import { DAY, HOUR, seedAnchor } from './build';
import { PARTS } from './parts';

export const CBB_POSTS = 240;

type R = ReturnType<typeof rng>;
type Part = (typeof PARTS)[number];
/** What a post is about: its category, its title for a part, and its body's lead and points (with figures of its own). */
const THEMES: Array<{ category: string; title: (p: Part, ac: string) => string; lead: (p: Part, r: R) => string; points: (p: Part, r: R) => string[] }> = [
  {
    category: 'TROUBLESHOOTING',
    title: ([, name], ac) => `${ac} ${name}间歇故障排查经验`,
    lead: ([pn, name], r) => `近 ${r.int(2, 6)} 个月内我们共收到 ${r.int(3, 12)} 起 ${name}（${pn}）间歇故障报告，地面测试多数正常。`,
    points: (_p, r) => [
      '先查插头针脚氧化和退针，再判断部件本身',
      `按 TSM 做 BITE 测试并保存记录（本次共 ${r.int(2, 5)} 条故障代码）`,
      '更换后跟踪至少 10 个飞行循环',
    ],
  },
  {
    category: 'TROUBLESHOOTING',
    title: ([, name]) => `${name} BITE 故障代码判读要点`,
    lead: ([pn, name], r) => `${name}（${pn}）的 BITE 报告中约 ${r.int(30, 70)}% 的代码指向外部线路而非部件本身。`,
    points: () => ['区分当前故障与历史故障', '对照 WDM 检查相关导线导通', '确认为部件内部故障后再拆换送修'],
  },
  {
    category: 'TROUBLESHOOTING',
    title: ([, name]) => `${name}非计划拆换原因分析`,
    lead: ([, name], r) => `统计本年度 ${r.int(18, 60)} 次 ${name} 拆换，送修后未发现故障（NFF）占 ${r.int(15, 45)}%。`,
    points: () => ['拆换前完成完整排故程序', '送修单写明故障现象与环境条件', '与车间共享测试数据，减少 NFF'],
  },
  {
    category: 'REPAIR',
    title: ([, name]) => `${name}返厂修理周期优化`,
    lead: ([, name], r) => `通过提前备好密封件与常用零件，${name}的返厂周期从 ${r.int(20, 30)} 天缩短到 ${r.int(10, 16)} 天。`,
    points: () => ['收件当日完成入厂检验与报价', '常用零件按月消耗量备库', '测试台排班向 AOG 件倾斜'],
  },
  {
    category: 'REPAIR',
    title: ([, name]) => `${name}翻修中的密封件更换要点`,
    lead: ([pn, name]) => `${name}（${pn}）翻修时所有动密封件必须更换，静密封件按 CMM 检查后决定。`,
    points: (_p, r) => ['密封件使用前检查存储期限', '安装时涂抹规定润滑剂，避免扭曲', `组装后保压 ${r.int(5, 30)} 分钟检查渗漏`],
  },
  {
    category: 'CUSTOMER',
    title: ([, name]) => `${name} AOG 夜间调件案例复盘`,
    lead: ([, name], r) => `客户飞机因 ${name} 故障 AOG，我们在 ${r.int(3, 9)} 小时内完成调件发运。`,
    points: () => ['先打 24 小时值班电话，再在系统中补录 AOG 订单', '确认件号互换性和适航证件', '发运后把运单号同步给客户'],
  },
  {
    category: 'CUSTOMER',
    title: ([, name]) => `${name}送修包装与单据常见问题`,
    lead: ([, name], r) => `上季度 ${name} 送修件中有 ${r.int(4, 15)} 件因包装或单据问题延误入厂。`,
    points: () => ['使用原厂包装箱或等效防震包装', '随件附拆下原因与故障描述', '核对 S/N 与铭牌一致后再发运'],
  },
  {
    category: 'TRAINING',
    title: ([, name]) => `${name}拆装实操课学员反馈`,
    lead: ([, name], r) => `第 ${r.int(2, 12)} 期 ${name} 拆装实操课结束，学员满意度 ${r.int(86, 98)}%。`,
    points: (_p, r) => [`实操环节增加到 ${r.int(3, 6)} 小时`, '每组学员不超过 4 人', '课后提供程序卡与常见错误清单'],
  },
  {
    category: 'NEWS',
    title: ([, name]) => `${name}新构型服务通告解读`,
    lead: ([pn, name]) => `厂家发布针对 ${name}（${pn}）的新构型服务通告，改装后件号加 "A" 后缀。`,
    points: () => ['改装可在下次送修时执行', '改装前后件号双向互换', '改装包订货周期约 30 天'],
  },
];
const COMMENTS = [
  '很有帮助，谢谢分享！',
  '我们上个月也遇到过同样的问题。',
  '请问有相关的 CMM 章节号吗？',
  '建议补充一下测试数据。',
  '已转发给车间同事。',
  '这个方法在我们机队上验证过，有效。',
  '赞，学习了',
  '能否分享一下检验报告模板？',
];
const FAMILIES = ['A320', 'A330', 'A350', 'B737', 'B787', 'C919', 'ARJ21'];

interface Seeded {
  posts: ResourceRecord[];
  /** post id → its comments */
  threads: Map<string, ThreadMessage[]>;
}

/** Post i's theme and part: every (theme, part) pair at most once, so no two posts share a title. */
function subjectOf(i: number) {
  const t = i % THEMES.length;
  const k = Math.floor(i / THEMES.length);
  return { theme: THEMES[t], part: PARTS[(k * 11 + t * 3) % PARTS.length] };
}

function body(r: R, theme: (typeof THEMES)[number], part: Part): string {
  const steps = theme.points(part, r);
  return [
    `<h2>背景</h2><p>${theme.lead(part, r)}</p>`,
    `<h2>做法</h2><ol>${steps.map((s) => `<li><p>${s}</p></li>`).join('')}</ol>`,
    r.chance(0.4) ? '<blockquote><p>安全第一，任何偏离手册的做法都需要工程批准。</p></blockquote>' : '',
    r.chance(0.3) ? `<p>参考：<a href="/technicalMaterials">技术资料</a>（ATA ${part[2]} 章）</p>` : '',
  ].join('');
}

/** The posts and their threads (deterministic; built once per call). */
export function seedCbb(now = Date.now()): Seeded {
  const r = rng(2026_1515);
  const anchor = seedAnchor(now);
  const posts: ResourceRecord[] = [];
  const threads = new Map<string, ThreadMessage[]>();
  const levels = ['PUBLIC', 'PUBLIC', 'PUBLIC', 'INTERNAL', 'INTERNAL', 'SECRET', 'CONFIDENTIAL'];
  for (let i = 0; i < CBB_POSTS; i += 1) {
    const author = r.pick(PEOPLE);
    const { theme, part } = subjectOf(i);
    const draft = i % 20 === 7;
    const created = anchor - (CBB_POSTS - i) * 0.75 * DAY + r.int(8, 18) * HOUR;
    const at = new Date(created).toISOString();
    const html = body(r, theme, part);
    let post: Values = {
      id: `${cbbPost.key}-${String(i + 1).padStart(6, '0')}`,
      code: `CBB-${new Date(created + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, '')}-${String(i + 1).padStart(4, '0')}`,
      status: 'DRAFT',
      title: theme.title(part, r.pick(FAMILIES)),
      category: theme.category,
      secrecyLevel: r.pick(levels),
      body: html,
      bodyText: htmlToText(html),
      views: 0,
      likedBy: [],
      comments: 0,
      applicantNo: author.userNo,
      applicantName: author.userName,
      attachments: [],
      createdAt: at,
      updatedAt: at,
      version: 1,
      history: [{ at, operatorNo: author.userNo, operatorName: author.userName, action: 'create', to: 'DRAFT' }],
    };
    if (!draft) {
      post = applyAction(cbbPost, post, cbbPost.action('publish')!, {}, domainContext(created + HOUR), author).record;
      const messages: ThreadMessage[] = [];
      for (let k = 0, n = r.int(0, 6); k < n; k += 1) {
        const who = r.pick(PEOPLE);
        messages.push({
          id: `${post.id}-m${k + 1}`,
          at: new Date(created + (k + 2) * HOUR).toISOString(),
          authorNo: who.userNo,
          authorName: who.userName,
          text: r.pick(COMMENTS),
          attachments: [],
        });
      }
      if (messages.length) threads.set(String(post.id), messages);
      post.comments = messages.length;
      post.likedBy = PEOPLE.filter(() => r.chance(0.3)).map((p) => p.userNo);
      post.views = r.int(5, 300);
    }
    posts.push(post as ResourceRecord);
  }
  return { posts, threads };
}
