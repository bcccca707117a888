/**
 * The spec's data constants (§9) reach what they name: the 5-minute request cache and the 5 s
 * window-focus throttle of every lookup (useApi, the dictionaries) and list (the engine's ProTable via
 * useFocusRefresh), and the 100 px load-more threshold of useLoadMore. (Public path and router base: umi-config.test.ts.) Each test fails when its
 * constant stops reaching its place.
 */
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { FOCUS_REFRESH_THROTTLE_MS, LOAD_MORE_THRESHOLD_PX, REQUEST_CACHE_MS } from '@/constants';
import { useApi, useFocusRefresh } from '@/core/request/hooks';
import { useLoadMore } from '@/core/request/lists';
import { TabActiveContext } from '@/core/tabs/active';

const focus = () => act(() => void window.dispatchEvent(new Event('focus')));

describe('useApi: cache and focus refresh', () => {
  let now = 1_000_000;
  beforeEach(() => {
    now += 10 * REQUEST_CACHE_MS; // every test starts far from the last one's throttle and cache
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('refreshes on window focus at most once per FOCUS_REFRESH_THROTTLE_MS', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const service = jest.fn(async () => 'rows');
      renderHook(() => useApi(service, { refreshOnWindowFocus: true }));
      await waitFor(() => expect(service).toHaveBeenCalledTimes(1));
      focus();
      await waitFor(() => expect(service).toHaveBeenCalledTimes(2));
      act(() => void jest.advanceTimersByTime(FOCUS_REFRESH_THROTTLE_MS - 1));
      focus();
      await act(async () => undefined);
      expect(service).toHaveBeenCalledTimes(2);
      act(() => void jest.advanceTimersByTime(1));
      focus();
      await waitFor(() => expect(service).toHaveBeenCalledTimes(3));
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a cached answer for REQUEST_CACHE_MS: a second view shows it at once, later it is gone', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const service = jest.fn(async () => 'answer');
      const first = renderHook(() => useApi(service, { cacheKey: 'hooks-test-cache' }));
      await waitFor(() => expect(first.result.current.data).toBe('answer'));
      first.unmount();

      jest.advanceTimersByTime(REQUEST_CACHE_MS - 1_000);
      const second = renderHook(() => useApi(() => new Promise<string>(() => undefined), { cacheKey: 'hooks-test-cache' }));
      expect(second.result.current.data).toBe('answer');
      second.unmount();

      jest.advanceTimersByTime(REQUEST_CACHE_MS + 1_000);
      const third = renderHook(() => useApi(() => new Promise<string>(() => undefined), { cacheKey: 'hooks-test-cache' }));
      expect(third.result.current.data).toBeUndefined();
      third.unmount();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('useApi: requests sharing a cacheKey', () => {
  it('ask the server once at a time, and every mounted one gets the answer', async () => {
    const service = jest.fn(async () => 'shared');
    const a = renderHook(() => useApi(service, { cacheKey: 'hooks-test-shared' }));
    const b = renderHook(() => useApi(service, { cacheKey: 'hooks-test-shared' }));
    await waitFor(() => expect([a.result.current.data, b.result.current.data]).toEqual(['shared', 'shared']));
    expect(service).toHaveBeenCalledTimes(1);
    const next = jest.fn(async () => 'newer');
    const c = renderHook(() => useApi(next, { cacheKey: 'hooks-test-shared' }));
    await act(async () => void (await c.result.current.refreshAsync()));
    await waitFor(() => expect(a.result.current.data).toBe('newer'));
    for (const h of [a, b, c]) h.unmount();
  });
});

describe('useFocusRefresh: the lists of the engine', () => {
  let now = 5_000_000;
  beforeEach(() => {
    now += 10 * FOCUS_REFRESH_THROTTLE_MS;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('reloads on focus, throttled to FOCUS_REFRESH_THROTTLE_MS', () => {
    const reload = jest.fn();
    renderHook(() => useFocusRefresh(reload));
    focus();
    expect(reload).toHaveBeenCalledTimes(1);
    now += FOCUS_REFRESH_THROTTLE_MS - 1;
    focus();
    expect(reload).toHaveBeenCalledTimes(1);
    now += 1;
    focus();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does nothing in a hidden (inactive) tab', () => {
    const reload = jest.fn();
    let active = false;
    renderHook(() => useFocusRefresh(reload), {
      wrapper: ({ children }) => <TabActiveContext.Provider value={() => active}>{children}</TabActiveContext.Provider>,
    });
    focus();
    expect(reload).not.toHaveBeenCalled();
    active = true;
    focus();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('useLoadMore: the CBB feed and conversation lists', () => {
  /** jsdom has no layout: a row is 100 px high, the list shows 400 px, the test sets the scroll. */
  let scrollTop = 0;

  /** A scrolling list: 400 px high, 100 px a row. */
  function Feed({ pages }: { pages: jest.Mock }) {
    const ref = useRef<HTMLDivElement | null>(null);
    const { data } = useLoadMore((last) => pages(last), { target: ref, isNoMore: (d) => (d?.list.length ?? 0) >= 30 });
    const attach = (el: HTMLDivElement | null) => {
      ref.current = el;
      if (!el) return;
      Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => el.childElementCount * 100 });
      Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => 400 });
      Object.defineProperty(el, 'scrollTop', { configurable: true, get: () => scrollTop });
    };
    return (
      <div ref={attach} data-testid="feed">
        {data?.list.map((row) => (
          <p key={row}>{row}</p>
        ))}
      </div>
    );
  }

  /** Scroll so that the end of the list is `distance` px below the visible part. */
  const scrollTo = (el: HTMLElement, distance: number) => {
    scrollTop = el.scrollHeight - el.clientHeight - distance;
    act(() => void el.dispatchEvent(new Event('scroll')));
  };

  it('loads the next page only when the end is LOAD_MORE_THRESHOLD_PX away or closer', async () => {
    let n = 0;
    const pages = jest.fn(async (_last?: { list: string[] }) => ({ list: Array.from({ length: 10 }, () => `row ${++n}`) }));
    const view = render(<Feed pages={pages} />);
    await waitFor(() => expect(view.getByText('row 10')).toBeInTheDocument());
    const feed = view.getByTestId('feed');

    scrollTo(feed, LOAD_MORE_THRESHOLD_PX + 1);
    await act(async () => undefined);
    expect(pages).toHaveBeenCalledTimes(1);

    scrollTo(feed, LOAD_MORE_THRESHOLD_PX);
    await waitFor(() => expect(view.getByText('row 20')).toBeInTheDocument());
    expect(pages).toHaveBeenCalledTimes(2);
    expect(pages.mock.calls[1][0]?.list).toHaveLength(10); // the next page is asked after the last one
  });
});
