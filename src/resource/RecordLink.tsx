/**
 * A link to a record's address (`/<route>?id=<id>`, src/domain/links.ts): a real anchor the router
 * follows — the page's tab opens (or comes to the front) with the record's detail drawer open; a
 * modified click (Ctrl, ⌘, Shift, middle button) is left to the browser (a new browser tab).
 */
import { useNavigate } from '@umijs/max';
import type { ReactNode } from 'react';
import { recordHref } from '@/domain/links';

export default function RecordLink({ resource, id, children, className }: { resource: string; id: string; children: ReactNode; className?: string }) {
  const navigate = useNavigate();
  const href = recordHref(resource, id);
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
