/**
 * Parts of home fetched after its first paint (docs/changelog/performance-history.md, issue 17): the desks' cards below
 * the to-dos, the announcements' renderer, the guided tour. `lazyPart(load)` gives a component that
 * renders its `fallback` — which reserves the part's room — in home's first paint and while the part's
 * chunk downloads (the download starts once that paint is committed, so that it does not compete with
 * the first paint's own chunks and rendering), and a notice with a retry when the download fails. The
 * parts load through the pages' loader (src/core/chunks/pageLoader.tsx): its retry gives every failed
 * part a fresh React.lazy, and webpack, which forgets failed chunks, downloads it again.
 */
import { useIntl } from '@umijs/max';
import { Button, Card, Skeleton, Space, Typography } from 'antd';
import { Component, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { definePage, retryFailedPages } from '@/core/chunks/pageLoader';
import { HOME_CARD_BODY } from './cardBody';

class PartBoundary extends Component<{ children: ReactNode; failed: ReactNode }, { error: boolean }> {
  state = { error: false };

  static getDerivedStateFromError() {
    return { error: true };
  }

  render() {
    return this.state.error ? this.props.failed : this.props.children;
  }
}

/** A part that failed to load: what happened and a retry — as a card in the grid (with the card's title), or as a line. */
export function PartFailed({ retry, inline, title }: { retry: () => void; inline?: boolean; title?: ReactNode }) {
  const intl = useIntl();
  const notice = (
    <Space role="alert" data-testid="home-part-failed">
      <Typography.Text type="secondary">{intl.formatMessage({ id: 'home.part.failed' })}</Typography.Text>
      <Button size="small" onClick={retry}>
        {intl.formatMessage({ id: 'home.part.retry' })}
      </Button>
    </Space>
  );
  return inline ? (
    notice
  ) : (
    <Card title={title} styles={{ body: HOME_CARD_BODY }}>
      {notice}
    </Card>
  );
}

/** What a card shows until its data is in (and until its chunk is): the card with its title and three grey lines. */
export function LoadingCard({ title }: { title: ReactNode }) {
  return (
    <Card title={title} styles={{ body: HOME_CARD_BODY }} aria-busy>
      <Skeleton active paragraph={{ rows: 3 }} />
    </Card>
  );
}

type PartProps = {
  /** shown while the chunk downloads: reserves the part's room */
  fallback: ReactNode;
  /** a failed download as a line instead of a card */
  inline?: boolean;
  /** the title of the card a failed download shows */
  partTitle?: ReactNode;
};

/** Bumped by a retry: every part mounts afresh (most share one chunk). */
let round = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
function retryFailedParts() {
  retryFailedPages();
  round += 1;
  listeners.forEach((listener) => listener());
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & PartProps> {
  // the pages' loader: a failed download is retried by `retryFailedPages`
  const { Component: Part } = definePage(() => load().then((part) => ({ default: part })));
  return function LazyPart({ fallback, inline, partTitle, ...props }: P & PartProps) {
    // a retry mounts every part afresh
    const tries = useSyncExternalStore(subscribe, () => round);
    const [painted, setPainted] = useState(false);
    useEffect(() => setPainted(true), []);
    if (!painted) return fallback;
    return (
      <PartBoundary key={tries} failed={<PartFailed retry={retryFailedParts} inline={inline} title={partTitle} />}>
        <Suspense fallback={fallback}>
          <Part {...(props as P)} />
        </Suspense>
      </PartBoundary>
    );
  };
}
