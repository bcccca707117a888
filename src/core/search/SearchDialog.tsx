/**
 * The global search dialog (loaded on first use): a combobox over the pages the user may open and a
 * record code. Keyboard only: type, ↑/↓ to choose, Enter to open, Esc to close. A code is looked up
 * on Enter; a code nobody has, or a record this user may not read, says so and stays in the dialog.
 */
import type { ClientState } from '@/core/initialState';
import { menuTarget } from '@/domain/menu';
import { recordHref } from '@/domain/links';
import { BASIC_OPS_URL } from '@/core/config/endpoints';
import { shellService } from '@/services/shell';
import { FileTextOutlined, SearchOutlined } from '@ant-design/icons';
import { history, useAccess, useIntl, useModel } from '@umijs/max';
import { Input, Modal, Typography } from 'antd';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { pageIndex, search, type SearchHit } from './index';

export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as any);
  const access = useAccess() as { canOpenPage: (name: string) => boolean };
  const { initialState } = useModel('@@initialState') as { initialState?: ClientState };
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const pages = useMemo(
    () => pageIndex(initialState?.menu ?? [], access.canOpenPage, (name) => intl.formatMessage({ id: `menu.${name}` })),
    [initialState?.menu, access, intl],
  );
  const hits = useMemo(() => search(query, pages, access.canOpenPage), [query, pages, access]);
  const current = Math.min(active, Math.max(hits.length - 1, 0));

  const close = () => {
    setQuery('');
    setActive(0);
    setProblem(undefined);
    onClose();
  };

  const choose = async (hit: SearchHit | undefined) => {
    if (!hit) return;
    if (hit.type === 'page') {
      const target = menuTarget(hit.item, BASIC_OPS_URL);
      close();
      if (target.external) window.open(target.url, '_blank', 'noopener,noreferrer');
      else history.push(target.url);
      return;
    }
    setBusy(true);
    try {
      const found = await shellService.recordByCode(hit.code);
      if (found) {
        close();
        history.push(recordHref(found.resource, found.id));
      } else setProblem(t('search.notFound', { code: hit.code }));
    } catch {
      // the request policy has shown the failure; the dialog stays open to try again
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (hits.length) setActive((current + (e.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void choose(hits[current]);
    }
  };

  const optionId = (i: number) => `global-search-option-${i}`;
  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      closable={false}
      destroyOnHidden
      width={560}
      title={<span id="global-search-title">{t('search.title')}</span>}
      styles={{ body: { paddingTop: 4 } }}
    >
      <Input
        autoFocus
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        value={query}
        placeholder={t('search.placeholder')}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setProblem(undefined);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls="global-search-list"
        aria-activedescendant={hits.length ? optionId(current) : undefined}
        aria-labelledby="global-search-title"
        aria-autocomplete="list"
        aria-busy={busy}
        data-testid="global-search-input"
      />
      <div role="status" aria-live="polite" style={{ minHeight: 22, marginTop: 6 }}>
        {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
        {!problem && query.trim() && hits.length === 0 && <Typography.Text type="secondary">{t('search.none')}</Typography.Text>}
      </div>
      <ul id="global-search-list" role="listbox" aria-label={t('search.results')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {hits.map((hit, i) => (
          <li
            key={hit.type === 'page' ? hit.item.name : `record:${hit.code}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            onMouseEnter={() => setActive(i)}
            onClick={() => void choose(hit)}
            className="portal-search-option"
            style={{
              display: 'flex',
              gap: 8,
              alignItems: 'center',
              padding: '8px 10px',
              borderRadius: 6,
              cursor: 'pointer',
              background: i === current ? 'rgba(9,88,217,.12)' : undefined,
            }}
          >
            {hit.type === 'record' ? (
              <>
                <FileTextOutlined aria-hidden />
                <span style={{ flex: 1 }}>{t('search.openRecord', { code: hit.code, page: t(`menu.${hit.resource}`) })}</span>
              </>
            ) : (
              <>
                <span style={{ flex: 1 }}>{hit.title}</span>
                {hit.group && <Typography.Text type="secondary">{hit.group}</Typography.Text>}
              </>
            )}
          </li>
        ))}
      </ul>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
        {t('search.keys')}
      </Typography.Text>
    </Modal>
  );
}
