/**
 * The header's search button and the Ctrl/⌘+K shortcut that opens global search anywhere. The dialog
 * (with the resource registry it reads record codes from) is loaded on first use, not with the shell.
 */
import { SearchOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';

const SearchDialog = lazy(() => import('@/core/search/SearchDialog'));

export default function SearchTrigger() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
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
      <button type="button" ref={button} className="portal-header-icon" data-tour="search" aria-label={label} title={label} aria-keyshortcuts="Control+K Meta+K" onClick={show}>
        <SearchOutlined style={{ fontSize: 16 }} />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
