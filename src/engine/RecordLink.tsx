/**
 * A link to a record's address (`/<route>?id=<id>`, src/domain/links.ts): a real anchor the router
 * follows — the page's tab opens (or comes to the front) with the record's detail drawer open; a
 * modified click (Ctrl, ⌘, Shift, middle button) is left to the browser (a new browser tab).
 */
import { useNavigate } from '@umijs/max';
import type { ReactNode } from 'react';
import { recordHref } from '@/domain/links';

interface Props {
  children: ReactNode;
  className?: string;
  /** the record: its resource and id (the address is `recordHref`) … */
  resource?: string;
  id?: string;
  /** … or an address already made (a source the AI assistant cites, a record shown in a tab of a page) */
  href?: string;
}

export default function RecordLink({ resource, id, href: given, children, className }: Props) {
  const navigate = useNavigate();
  const href = given ?? recordHref(resource ?? '', id ?? '');
  return (
    <a
      href={href}
      className={className}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
