/**
 * The header's search button and the Ctrl/⌘+K shortcut that opens global search anywhere. The dialog
 * (with the resource registry it reads record codes from) is loaded on first use, not with the shell;
 * if it cannot be, a toast says so and the next press fetches it again.
 */
import { useLazyComponent } from '@/core/chunks/useLazyComponent';
import { toast } from '@/core/request';
import { SearchOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { useEffect, useRef, useState } from 'react';

const loadSearch = () => import(/* webpackChunkName: "search" */ '@/core/search/SearchDialog');

export default function SearchTrigger() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useLazyComponent(loadSearch, open);
  const show = () => setOpen(true);
  useEffect(() => {
    if (!dialog.failed) return;
    setOpen(false);
    void toast('error', intl.formatMessage({ id: 'shell.chunk.title' }));
  }, [dialog.failed]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const label = intl.formatMessage({ id: 'search.open' });
  return (
    <>
      <button
        type="button"
        ref={button}
        className="portal-header-icon"
        data-tour="search"
        aria-label={label}
        title={label}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={show}
      >
        <SearchOutlined style={{ fontSize: 16 }} />
      </button>
      {dialog.Component && (
        <dialog.Component
          open={open}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
