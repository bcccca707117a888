/**
 * The global search dialog (loaded on first use): a combobox over the pages the user may open and the
 * records the server finds for the query on every desk the user may open, grouped by desk. Keyboard
 * only: type, ↑/↓ to choose, Enter to open (a record opens in its desk's tab with its detail shown),
 * Esc to close. Records are asked for SEARCH_DEBOUNCE_MS after the last key; a newer query's answer
 * replaces an older one, never the other way round.
 */
import type { ClientState } from '@/core/initialState';
import { menuTarget } from '@/domain/menu';
import { BASIC_OPS_URL } from '@/domain/endpoints';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, type SearchGroup } from '@/domain/search';
import { searchService } from '@/services/search';
import { AppstoreOutlined, FileTextOutlined, SearchOutlined } from '@ant-design/icons';
import { history, useAccess, useIntl, useModel } from '@umijs/max';
import { Button, Input, Modal, Spin, Typography } from 'antd';
import { Fragment, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { asksForRecords, pageIndex, SEARCH_DEBOUNCE_MS, searchOptions, type PageHit, type RecordHit, type SearchHit } from './index';

type Records = { query: string; state: 'loading' | 'done' | 'failed'; groups: SearchGroup[] };

export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as any);
  const access = useAccess() as { canOpenPage: (name: string) => boolean };
  const { initialState } = useModel('@@initialState') as { initialState?: ClientState };
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [records, setRecords] = useState<Records>({ query: '', state: 'done', groups: [] });
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(0);

  const pages = useMemo(
    () => pageIndex(initialState?.menu ?? [], access.canOpenPage, (name) => intl.formatMessage({ id: `menu.${name}` })),
    [initialState?.menu, access, intl],
  );
  const wanted = query.trim();
  const asking = asksForRecords(wanted);

  useEffect(() => {
    const ticket = ++asked.current;
    if (!asking) {
      setRecords({ query: wanted, state: 'done', groups: [] });
      return undefined;
    }
    setRecords((r) => ({ query: wanted, state: 'loading', groups: r.groups }));
    const timer = window.setTimeout(() => {
      searchService.records(wanted).then(
        (groups) => ticket === asked.current && setRecords({ query: wanted, state: 'done', groups: groups ?? [] }),
        () => ticket === asked.current && setRecords({ query: wanted, state: 'failed', groups: [] }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [wanted, asking, attempt]);

  const groups = records.query === wanted ? records.groups : [];
  const hits = useMemo(() => searchOptions(query, pages, groups), [query, pages, groups]);
  const current = Math.min(active, Math.max(hits.length - 1, 0));

  const close = () => {
    setQuery('');
    setActive(0);
    onClose();
  };

  const choose = (hit: SearchHit | undefined) => {
    if (!hit) return;
    close();
    if (hit.type === 'record') {
      history.push(hit.href);
      return;
    }
    const target = menuTarget(hit.item, BASIC_OPS_URL);
    if (target.external) window.open(target.url, '_blank', 'noopener,noreferrer');
    else history.push(target.url);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (hits.length) setActive((current + (e.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      choose(hits[current]);
    }
  };

  const optionId = (i: number) => `global-search-option-${i}`;
  const option = (hit: SearchHit, i: number, content: ReactNode) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the search box drives the options from the keyboard (aria-activedescendant); the option takes the mouse
    // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the search box while the arrow keys move the active option
    <div
      key={hit.type === 'page' ? `page:${hit.item.name}` : `record:${hit.resource}:${hit.hit.id}`}
      id={optionId(i)}
      role="option"
      aria-selected={i === current}
      onMouseEnter={() => setActive(i)}
      onClick={() => choose(hit)}
      className="portal-search-option"
      style={{
        display: 'flex',
        gap: 8,
        alignItems: 'center',
        padding: '6px 10px',
        borderRadius: 6,
        cursor: 'pointer',
        background: i === current ? 'rgba(9,88,217,.12)' : undefined,
      }}
    >
      {content}
    </div>
  );
  const heading = (id: string, text: ReactNode) => (
    <div id={id} role="presentation" style={{ padding: '8px 10px 2px', fontSize: 12 }}>
      <Typography.Text type="secondary">{text}</Typography.Text>
    </div>
  );

  const pageHits = hits.filter((h): h is PageHit => h.type === 'page');
  const byDesk = groups.map((g) => ({ group: g, hits: hits.filter((h): h is RecordHit => h.type === 'record' && h.resource === g.resource) }));
  let index = 0;
  const status =
    records.state === 'failed' ? (
      <Typography.Text type="danger">
        {t('search.failed')}{' '}
        <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => setAttempt((n) => n + 1)}>
          {t('search.retry')}
        </Button>
      </Typography.Text>
    ) : records.state === 'loading' && asking ? (
      <Typography.Text type="secondary">
        <Spin size="small" /> {t('search.loading')}
      </Typography.Text>
    ) : wanted && !asking && !pageHits.length ? (
      <Typography.Text type="secondary">{t('search.tooShort', { min: SEARCH_QUERY_MIN })}</Typography.Text>
    ) : wanted && hits.length === 0 ? (
      <Typography.Text type="secondary">{t('search.none')}</Typography.Text>
    ) : null;

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      closable={false}
      destroyOnHidden
      width={640}
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
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls="global-search-list"
        aria-activedescendant={hits.length ? optionId(current) : undefined}
        aria-labelledby="global-search-title"
        aria-autocomplete="list"
        aria-busy={records.state === 'loading'}
        maxLength={SEARCH_QUERY_MAX}
        data-testid="global-search-input"
      />
      <div role="status" aria-live="polite" style={{ minHeight: 22, marginTop: 6 }}>
        {status}
      </div>
      <div id="global-search-list" role="listbox" aria-label={t('search.results')} style={{ maxHeight: '60vh', overflowY: 'auto' }}>
        {pageHits.length > 0 && (
          <div role="group" aria-labelledby="global-search-functions">
            {heading('global-search-functions', t('search.functions'))}
            {pageHits.map((hit) =>
              option(
                hit,
                index++,
                <>
                  <AppstoreOutlined aria-hidden />
                  <span style={{ flex: 1 }}>{hit.title}</span>
                  {hit.group && <Typography.Text type="secondary">{hit.group}</Typography.Text>}
                </>,
              ),
            )}
          </div>
        )}
        {byDesk.map(({ group, hits: deskHits }) => (
          <div key={group.resource} role="group" aria-labelledby={`global-search-desk-${group.resource}`} data-testid={`search-desk-${group.resource}`}>
            {heading(`global-search-desk-${group.resource}`, t('search.desk', { desk: t(`menu.${group.resource}`), total: group.total }))}
            {deskHits.map((hit) =>
              option(
                hit,
                index++,
                <Fragment>
                  <FileTextOutlined aria-hidden />
                  <span style={{ flex: 'none', fontWeight: 500 }}>{hit.hit.title}</span>
                  {hit.hit.status && (
                    <Typography.Text type="secondary" style={{ flex: 'none' }}>
                      {intl.formatMessage({ id: `${group.resource}.status.${hit.hit.status}`, defaultMessage: hit.hit.status })}
                    </Typography.Text>
                  )}
                  <Typography.Text type="secondary" ellipsis style={{ flex: 1, textAlign: 'right' }}>
                    {hit.hit.field ? t('search.matched', { field: t(hit.hit.field), text: hit.hit.text }) : ''}
                  </Typography.Text>
                </Fragment>,
              ),
            )}
          </div>
        ))}
      </div>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
        {t('search.keys')}
      </Typography.Text>
    </Modal>
  );
}
