/**
 * Rich text as the page shows it: the stored HTML (already allow-listed by the server,
 * src/domain/html.ts) passed once more through DOMPurify with the same allow-list — so a script, an
 * event handler or a `javascript:` link never runs, even from a record the server stored before the
 * rule or a value that did not come through it.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { RICH_TAGS, safeHref } from '@/domain/html';
import './index.less';

const CONFIG = { ALLOWED_TAGS: [...RICH_TAGS], ALLOWED_ATTR: ['href', 'target', 'rel'], ALLOW_DATA_ATTR: false };

let hooked = false;
function purify(html: string): string {
  if (!hooked) {
    // a link keeps only a target the server's rule keeps, and always opens apart from the portal
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      const href = node.getAttribute('href');
      if (href !== null && !safeHref(href)) node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, CONFIG);
}

export default function SafeHtml({ html, className }: { html: unknown; className?: string }) {
  const clean = useMemo(() => purify(typeof html === 'string' ? html : ''), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised twice, by the server's allow-list and by DOMPurify here
  return <div className={['safe-html', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
