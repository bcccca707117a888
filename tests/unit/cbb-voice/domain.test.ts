/**
 * The plain rules of the CBB board and the portal content: the HTML allow-list against known XSS
 * payloads (src/domain/html.ts), likes once per user, publish windows and audiences.
 */
import { htmlToText, safeHref, sanitizeHtml } from '@/domain/html';
import { inAudience, liveFor, windowState } from '@/domain/portalContent';
import { checkField } from '@/domain/engine';
import { cbbPost, draftVisible, likedBy, toggleLike } from '@/domain/desks/cbb';

describe('sanitizeHtml keeps the editor’s formatting and nothing that runs', () => {
  it.each([
    ['script', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['script in caps with attributes', '<SCRIPT type="text/javascript">alert(1)</SCRIPT>b', 'b'],
    ['img onerror', '<img src=x onerror=alert(1)>', ''],
    ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>after', 'after'],
    ['svg with a slash', '<svg/onload=alert(1)>x', 'x'],
    ['javascript: href', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['entity-disguised javascript:', '<a href="jav&#x61;script&colon;alert(1)">x</a>', '<a>x</a>'],
    ['tab-broken javascript:', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['data: URL', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['protocol-relative URL', '<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['style attribute and element', '<p style="background:url(javascript:alert(1))">s</p><style>p{}</style>', '<p>s</p>'],
    ['event handler on an allowed tag', '<strong onmouseover="alert(1)">b</strong>', '<strong>b</strong>'],
    ['iframe', '<iframe src="javascript:alert(1)"></iframe>tail', 'tail'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['object / embed', '<object data="x.swf"></object><embed src="x.swf">e', 'e'],
    ['math with xlink', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>m', 'm'],
    ['nested script split', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['doubled brackets', '<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['comment hiding a script', '<!--<script>alert(1)</script>-->c', 'c'],
    ['conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]-->c', 'c'],
    ['unknown tag keeps its text', '<div class="x"><span>t</span></div>', 't'],
    ['unclosed tags are closed', '<p><em>a <strong>b', '<p><em>a <strong>b</strong></em></p>'],
    ['stray closing tags are dropped', '</p></li>t', 't'],
    ['a quote holding ">"', '<a title="a>b" href="/cbbList?id=1">t</a>', '<a href="/cbbList?id=1" target="_blank" rel="noopener noreferrer nofollow">t</a>'],
    ['an unterminated tag is text', '<p>a < b and <img src=x onerror=alert(1)', '<p>a &lt; b and &lt;img src=x onerror=alert(1)</p>'],
  ])('%s', (_name, input, expected) => {
    const out = sanitizeHtml(input);
    expect(out).toBe(expected);
    expect(sanitizeHtml(out)).toBe(out); // idempotent: storing twice changes nothing
    // every tag left is an allowed one with no handler, style or script URL (text may read like markup: it is escaped)
    for (const tag of out.match(/<[^>]*>/g) ?? [])
      expect(tag).toMatch(
        /^<\/?(p|br|hr|h[1-3]|strong|em|s|u|code|pre|blockquote|ul|ol|li|a)( href="(https?:|mailto:|\/)[^"]*" target="_blank" rel="noopener noreferrer nofollow")?>$/,
      );
  });

  it('keeps every format of the toolbar, links with a safe target', () => {
    const html =
      '<h2>h</h2><h3>i</h3><p><strong>b</strong><em>i</em><s>s</s><u>u</u><code>c</code><br></p><ul><li><p>1</p></li></ul><ol><li><p>2</p></li></ol>' +
      '<blockquote><p>q</p></blockquote><pre><code>x</code></pre><hr><p><a href="https://example.com/a?b=1&amp;c=2">l</a><a href="mailto:a@b.c">m</a></p>';
    expect(sanitizeHtml(html)).toBe(html.replace(/<a href="([^"]*)">/g, '<a href="$1" target="_blank" rel="noopener noreferrer nofollow">'));
  });

  it('answers the text of rich text', () => {
    expect(htmlToText('<h2>标题</h2><p>a &amp; b</p><script>x</script>')).toBe('标题 a & b');
  });

  it('accepts http(s), mailto and portal paths only as links', () => {
    expect(safeHref('https://a.example')).toBe('https://a.example');
    expect(safeHref('/technicalMaterials?id=1')).toBe('/technicalMaterials?id=1');
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'vbscript:x', 'data:text/html,x', '//evil', 'evil.example', ' javascript:x'])
      expect(safeHref(bad)).toBeNull();
  });

  it('is the rich-text field rule: the sanitised value is stored, empty once sanitised is empty', () => {
    const body = cbbPost.field('body')!;
    expect(checkField(cbbPost, body, '<p onclick="x">a</p>').value).toBe('<p>a</p>');
    expect(checkField(cbbPost, body, '<script>x</script>').issue?.message).toBe('resource.validation.required');
    expect(checkField(cbbPost, body, 'x'.repeat(20_001)).issue?.message).toBe('resource.validation.maxLength');
    expect(checkField(cbbPost, body, '<p>\u202Eevil</p>').issue?.message).toBe('resource.validation.text.bidi');
  });
});

describe('likes', () => {
  it('count once per user: a second like takes it back', () => {
    let state = toggleLike([], 'staff');
    expect(state).toEqual({ likedBy: ['staff'], liked: true });
    state = toggleLike(state.likedBy, 'engineer');
    expect(state.likedBy).toEqual(['staff', 'engineer']);
    state = toggleLike(state.likedBy, 'staff');
    expect(state).toEqual({ likedBy: ['engineer'], liked: false });
    // a stored list with a repeat still counts each user once
    expect(toggleLike(['a', 'a', 'b'], 'c').likedBy).toEqual(['a', 'b', 'c']);
    expect(likedBy({ likedBy: ['a'] }, 'a')).toBe(true);
    expect(cbbPost.field('likes')!.derive!({ likedBy: ['a', 'b'] }, { now: 0, setting: (_k, d) => d })).toBe(2);
  });

  it('drafts are their author’s alone', () => {
    expect(draftVisible({ status: 'DRAFT', applicantNo: 'a' }, 'b')).toBe(false);
    expect(draftVisible({ status: 'DRAFT', applicantNo: 'a' }, 'a')).toBe(true);
    expect(draftVisible({ status: 'PUBLISHED', applicantNo: 'a' }, 'b')).toBe(true);
  });
});

describe('publish windows and audiences', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  const item = (over: Record<string, unknown>) => ({
    status: 'PUBLISHED',
    kind: 'ANNOUNCEMENT',
    startAt: '2026-11-23T00:00:00Z',
    endAt: '2026-11-24T00:00:00Z',
    audience: [],
    sortOrder: 10,
    ...over,
  });

  it('a window is scheduled before its start, live from start up to its end, ended from the end', () => {
    expect(windowState(item({}), Date.parse('2026-11-22T23:59:59Z'))).toBe('SCHEDULED');
    expect(windowState(item({}), Date.parse('2026-11-23T00:00:00Z'))).toBe('LIVE');
    expect(windowState(item({}), Date.parse('2026-11-24T00:00:00Z'))).toBe('ENDED');
    expect(windowState(item({ endAt: null }), now)).toBeNull();
  });

  it('no role chosen is everyone; chosen roles take only their users', () => {
    expect(inAudience(item({}), ['staff'])).toBe(true);
    expect(inAudience(item({ audience: ['engineer'] }), ['staff'])).toBe(false);
    expect(inAudience(item({ audience: ['engineer'] }), ['staff', 'engineer'])).toBe(true);
  });

  it('live items: published, in their window, for the user; banners first, then by order and newest start', () => {
    const items = [
      item({ id: 'late', sortOrder: 20 }),
      item({ id: 'eng', audience: ['engineer'] }),
      item({ id: 'draft', status: 'DRAFT' }),
      item({ id: 'withdrawn', status: 'WITHDRAWN' }),
      item({ id: 'future', startAt: '2026-11-23T13:00:00Z' }),
      item({ id: 'past', endAt: '2026-11-23T11:00:00Z' }),
      item({ id: 'banner', kind: 'BANNER', sortOrder: 99 }),
      item({ id: 'first', sortOrder: 1 }),
      item({ id: 'newer', sortOrder: 20, startAt: '2026-11-23T06:00:00Z' }),
    ];
    expect(liveFor(items, ['staff'], now).map((i) => i.id)).toEqual(['banner', 'first', 'newer', 'late']);
    expect(liveFor(items, ['engineer'], now).map((i) => i.id)).toEqual(['banner', 'first', 'eng', 'newer', 'late']);
  });
});
