/**
 * Seed posts of the CBB board (≥ 200, over every category and secrecy level, most published, a few
 * drafts per author) with their comments, likes and views — and the comments as the posts' reply
 * threads (`cbbThreads`), so the counts on the posts and the threads agree.
 */
import { htmlToText } from '../../../src/domain/html';
import { applyAction, domainContext, type ResourceRecord, type ThreadMessage, type Values } from '../../../src/domain/resource';
import { cbbPost } from '../../../src/domain/resources/cbb';
import { rng } from '../db';
import { PEOPLE } from './applications';
import { DAY, HOUR, seedAnchor } from './build';
import { CBB_CATEGORIES } from './dictionaries';

export const CBB_POSTS = 240;


const TOPICS = [
  ['A320 空调组件温度传感器故障排查经验', '拆下后先做电阻测试，常温下阻值应在 1.0–1.2 kΩ 之间；超差直接送修。'],
  ['737NG 主轮刹车组件磨损指示销的判读', '磨损指示销与刹车壳体齐平即到更换标准，不要等到凹进。'],
  ['AOG 响应：夜间调件的联系清单', '夜间调件先打 24 小时值班电话，再在系统中补录 AOG 订单。'],
  ['CAAC AAC-038 与 FAA 8130-3 双证件的办理要点', '双证件需在送修时一并申请，事后补办周期较长。'],
  ['APU 起动机返厂修理周期优化', '通过提前备好密封件，返厂周期从 21 天缩短到 14 天。'],
  ['客户培训：液压系统排故实操课反馈', '学员反映实操环节时间偏短，下期增加到 4 小时。'],
  ['IDG 整体驱动发电机滑油污染案例', '滑油颜色变深并伴有金属屑时应立即拆下送检。'],
  ['惯性基准组件对准失败的常见原因', '多数情况是地面电源波动，先检查电源质量再判断组件本身。'],
  ['VHF 通信收发机间歇故障分享', '插头氧化是主因，清洁后涂抹导电脂可以显著降低复发。'],
  ['租赁件回收检验的注意事项', '回收时核对 S/N 与铭牌、检查封签，拍照留存。'],
];
const COMMENTS = ['很有帮助，谢谢分享！', '我们上个月也遇到过同样的问题。', '请问有相关的 CMM 章节号吗？', '建议补充一下测试数据。', '已转发给车间同事。', '这个方法在 B-30XX 上验证过，有效。', '赞，学习了', '能否分享一下检验报告模板？'];

interface Seeded {
  posts: ResourceRecord[];
  /** post id → its comments */
  threads: Map<string, ThreadMessage[]>;
}

function body(r: ReturnType<typeof rng>, lead: string): string {
  const steps = ['确认故障现象并记录', '查阅 AMM / CMM 对应章节', '按程序测试并记录数据', '结论与后续建议'].slice(0, r.int(2, 4));
  return [
    `<h2>背景</h2><p>${lead}</p>`,
    `<p><strong>要点：</strong>按<em>手册</em>执行，做好记录。</p>`,
    `<ol>${steps.map((s) => `<li><p>${s}</p></li>`).join('')}</ol>`,
    r.chance(0.4) ? '<blockquote><p>安全第一，任何偏离手册的做法都需要工程批准。</p></blockquote>' : '',
    r.chance(0.3) ? '<pre><code>TEST 21-61-00 / R = 1.08 kΩ</code></pre>' : '',
    r.chance(0.3) ? '<p>参考：<a href="/technicalMaterials">技术资料</a></p>' : '',
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
    const [title, lead] = r.pick(TOPICS);
    const draft = i % 20 === 7;
    const created = anchor - (CBB_POSTS - i) * 0.75 * DAY + r.int(8, 18) * HOUR;
    const at = new Date(created).toISOString();
    const html = body(r, lead);
    let post: Values = {
      id: `${cbbPost.key}-${String(i + 1).padStart(6, '0')}`,
      code: `CBB-${new Date(created + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, '')}-${String(i + 1).padStart(4, '0')}`,
      status: 'DRAFT',
      title: `${title}${i >= TOPICS.length ? `（${Math.floor(i / TOPICS.length) + 1}）` : ''}`,
      category: r.pick(CBB_CATEGORIES)[0],
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
        messages.push({ id: `${post.id}-m${k + 1}`, at: new Date(created + (k + 2) * HOUR).toISOString(), authorNo: who.userNo, authorName: who.userName, text: r.pick(COMMENTS), attachments: [] });
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
