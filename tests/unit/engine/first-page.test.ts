/**
 * The first page of a list is asked for as its tab opens (`firstPageOf`, the page's preload) or while
 * the page first renders; the table's first request takes that answer only when it asks for the same
 * query, once; everything else goes to the server. The page renders its table once the answer is in —
 * with its rows — or once it has waited long enough.
 */
import { act, renderHook } from '@testing-library/react';
import { DEFAULT_PAGE_SIZE, FOCUS_REFRESH_THROTTLE_MS } from '@/constants';
import { FIRST_ROWS_WAIT_MS, firstPageOf, firstPageQuery, queryKey, useFirstPage } from '@/engine/useFirstPage';
import { defineResource } from '@/domain/engine';

type ListQuery = Record<string, unknown>;

// the calls of the list under test (the first-page keeping is what is tested, not the HTTP client)
const calls: Record<string, unknown>[] = [];
jest.mock('@/services/resource', () => ({
  ...jest.requireActual('@/services/resource'),
  resourceService: () => ({
    list: async (q: Record<string, unknown>) => {
      calls.push(q);
      return { success: true, data: [{ id: 'p1', version: 1, createdAt: '', updatedAt: '' }], total: 42, current: 1, pageSize: 10 };
    },
  }),
}));

/** renders the hook and lets an answer already on its way settle (the page's re-render when it is in) */
async function mounted<T>(hook: () => T) {
  const rendered = renderHook(hook);
  await act(async () => undefined);
  return rendered;
}

function fakeService() {
  const asked: ListQuery[] = [];
  return {
    asked,
    list: jest.fn(async (q: ListQuery) => {
      asked.push(q);
      return { success: true, data: [{ id: String(asked.length), version: 1, createdAt: '', updatedAt: '' }], total: 1, current: 1, pageSize: 10 };
    }),
  };
}

it('the key of a query ignores the order of its parameters and its empty values', () => {
  expect(queryKey({ current: 1, pageSize: 10, mine: undefined, keyword: '' })).toBe(queryKey({ pageSize: 10, current: 1 }));
  expect(queryKey({ current: 1, pageSize: 10, status: 'OPEN' })).not.toBe(queryKey({ current: 1, pageSize: 10 }));
});

it('asks during the first render, and the same query then takes that answer without a second call', async () => {
  const service = fakeService();
  const { result, rerender } = await mounted(() => useFirstPage('list1', service, { current: 1, pageSize: 10, mine: undefined }));
  rerender();
  expect(service.list).toHaveBeenCalledTimes(1);
  const page = await result.current.take({ pageSize: 10, current: 1, keyword: undefined });
  expect(page.data?.map((r) => r.id)).toEqual(['1']);
  expect(service.list).toHaveBeenCalledTimes(1);
  // the early answer serves once: the next request (a reload) asks the server
  await result.current.take({ pageSize: 10, current: 1 });
  expect(service.list).toHaveBeenCalledTimes(2);
});

it('a first request for another query goes to the server, and the early answer is not used later', async () => {
  const service = fakeService();
  const { result } = await mounted(() => useFirstPage('list2', service, { current: 1, pageSize: 10 }));
  await result.current.take({ current: 1, pageSize: 10, status: 'OPEN' });
  expect(service.asked[1]).toEqual({ current: 1, pageSize: 10, status: 'OPEN' });
  await result.current.take({ current: 1, pageSize: 10 });
  expect(service.list).toHaveBeenCalledTimes(3);
});

it('an early request that fails rejects where its answer is taken', async () => {
  const service = { list: jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ success: true, data: [], total: 0 }) };
  const { result } = await mounted(() => useFirstPage('list3', service, { current: 1, pageSize: 10 }));
  await expect(result.current.take({ current: 1, pageSize: 10 })).rejects.toThrow('offline');
  await expect(result.current.take({ current: 1, pageSize: 10 })).resolves.toMatchObject({ success: true });
});

it('a first render thrown away and started again (a deferred render) asks once; the render that mounts takes that answer', async () => {
  const service = fakeService();
  const query = { current: 1, pageSize: 10 };
  // the same list's first render twice, the first one never mounted
  renderHook(() => useFirstPage('restarted', service, query)).unmount();
  const { result } = await mounted(() => useFirstPage('restarted', service, query));
  expect(service.list).toHaveBeenCalledTimes(1);
  await expect(result.current.take(query)).resolves.toMatchObject({ data: [{ id: '1' }] });
  expect(service.list).toHaveBeenCalledTimes(1);
  // taken: the list opened again asks afresh, and another list never takes this list's answer
  renderHook(() => useFirstPage('restarted', service, query));
  renderHook(() => useFirstPage('other', service, query));
  expect(service.list).toHaveBeenCalledTimes(3);
  await act(async () => undefined);
});

it('an answer older than the focus-refresh throttle is not taken by a later first render', async () => {
  const service = fakeService();
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  renderHook(() => useFirstPage('old', service, { current: 1, pageSize: 10 })).unmount();
  now.mockReturnValue(1_000_000 + FOCUS_REFRESH_THROTTLE_MS);
  renderHook(() => useFirstPage('old', service, { current: 1, pageSize: 10 }));
  expect(service.list).toHaveBeenCalledTimes(2);
  now.mockRestore();
  await act(async () => undefined);
});

describe('the table rendered with its first page', () => {
  it('is not ready while the answer is on its way; once in, it is ready with that page, which the table then takes without a second call', async () => {
    let arrive: (v: unknown) => void = () => undefined;
    const list = jest.fn(() => new Promise<any>((resolve) => (arrive = resolve)));
    const { result } = renderHook(() => useFirstPage('waiting', { list }, { current: 1, pageSize: 10 }));
    expect(result.current.ready).toBe(false);
    await act(async () => arrive({ success: true, data: [{ id: 'a' }], total: 7 }));
    expect(result.current.ready).toBe(true);
    expect(result.current.initial).toMatchObject({ data: [{ id: 'a' }], total: 7 });
    await result.current.take({ current: 1, pageSize: 10 });
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('a slow answer: after the wait the table renders without rows, and its first request still takes that answer', async () => {
    jest.useFakeTimers();
    let arrive: (v: unknown) => void = () => undefined;
    const list = jest.fn(() => new Promise<any>((resolve) => (arrive = resolve)));
    const { result } = renderHook(() => useFirstPage('slow', { list }, { current: 1, pageSize: 10 }));
    act(() => jest.advanceTimersByTime(FIRST_ROWS_WAIT_MS - 1));
    expect(result.current.ready).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.ready).toBe(true);
    expect(result.current.initial).toBeUndefined();
    jest.useRealTimers();
    const taken = result.current.take({ current: 1, pageSize: 10 });
    arrive({ success: true, data: [{ id: 'late' }], total: 1 });
    await expect(taken).resolves.toMatchObject({ data: [{ id: 'late' }] });
    expect(list).toHaveBeenCalledTimes(1);
  });

  it("a failed answer: ready at once without rows, and the table's request gets the failure", async () => {
    const list = jest.fn().mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useFirstPage('failing', { list }, { current: 1, pageSize: 10 }));
    await act(async () => undefined);
    expect(result.current.ready).toBe(true);
    expect(result.current.initial).toBeUndefined();
    await expect(result.current.take({ current: 1, pageSize: 10 })).rejects.toThrow('offline');
  });

  it("asked for as the tab opened (the page's preload): the page's first render is ready with the rows, and nothing is asked twice", async () => {
    const def = defineResource({ key: 'preloaded', base: 'aog', fields: [{ key: 'code', type: 'string' }] } as any);
    calls.length = 0;
    firstPageOf(def)();
    expect(calls).toEqual([{ current: 1, pageSize: DEFAULT_PAGE_SIZE }]);
    await Promise.resolve();
    await Promise.resolve();
    const service = { list: jest.fn() };
    const { result } = renderHook(() => useFirstPage('preloaded', service, firstPageQuery()));
    expect(result.current.ready).toBe(true);
    expect(result.current.initial).toMatchObject({ data: [{ id: 'p1' }], total: 42 });
    await expect(result.current.take({ current: 1, pageSize: DEFAULT_PAGE_SIZE })).resolves.toMatchObject({ total: 42 });
    expect(service.list).not.toHaveBeenCalled();
    // a list with a fixed "mine" filter asks for that query
    firstPageOf(def, 'applied')();
    expect(calls[1]).toMatchObject({ current: 1, pageSize: DEFAULT_PAGE_SIZE, mine: 'applied' });
  });
});

it('without a list of its own to ask for, the table is ready at once and nothing is asked', async () => {
  const before = calls.length;
  const { result } = await mounted(() => useFirstPage('', null, firstPageQuery()));
  expect(result.current).toMatchObject({ ready: true, initial: undefined });
  expect(calls).toHaveLength(before);
});
