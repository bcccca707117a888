/**
 * The first page of a list is asked for while the page first renders; the table's first request takes
 * that answer only when it asks for the same query, once; everything else goes to the server.
 */
import { renderHook } from '@testing-library/react';
import { FOCUS_REFRESH_THROTTLE_MS } from '@/constants';
import { queryKey, useFirstPage } from '@/resource/useFirstPage';
import type { ListQuery } from '@/domain/resource';

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
  const { result, rerender } = renderHook(() => useFirstPage('list1', service, { current: 1, pageSize: 10, mine: undefined }));
  rerender();
  expect(service.list).toHaveBeenCalledTimes(1);
  const page = await result.current({ pageSize: 10, current: 1, keyword: undefined });
  expect(page.data?.map((r) => r.id)).toEqual(['1']);
  expect(service.list).toHaveBeenCalledTimes(1);
  // the early answer serves once: the next request (a reload) asks the server
  await result.current({ pageSize: 10, current: 1 });
  expect(service.list).toHaveBeenCalledTimes(2);
});

it('a first request for another query goes to the server, and the early answer is not used later', async () => {
  const service = fakeService();
  const { result } = renderHook(() => useFirstPage('list2', service, { current: 1, pageSize: 10 }));
  await result.current({ current: 1, pageSize: 10, status: 'OPEN' });
  expect(service.asked[1]).toEqual({ current: 1, pageSize: 10, status: 'OPEN' });
  await result.current({ current: 1, pageSize: 10 });
  expect(service.list).toHaveBeenCalledTimes(3);
});

it('an early request that fails rejects where its answer is taken', async () => {
  const service = { list: jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ success: true, data: [], total: 0 }) };
  const { result } = renderHook(() => useFirstPage('list3', service, { current: 1, pageSize: 10 }));
  await expect(result.current({ current: 1, pageSize: 10 })).rejects.toThrow('offline');
  await expect(result.current({ current: 1, pageSize: 10 })).resolves.toMatchObject({ success: true });
});

it('a first render thrown away and started again (a deferred render) asks once; the render that mounts takes that answer', async () => {
  const service = fakeService();
  const query = { current: 1, pageSize: 10 };
  // the same list's first render twice, the first one never mounted
  renderHook(() => useFirstPage('restarted', service, query)).unmount();
  const { result } = renderHook(() => useFirstPage('restarted', service, query));
  expect(service.list).toHaveBeenCalledTimes(1);
  await expect(result.current(query)).resolves.toMatchObject({ data: [{ id: '1' }] });
  expect(service.list).toHaveBeenCalledTimes(1);
  // taken: the list opened again asks afresh, and another list never takes this list's answer
  renderHook(() => useFirstPage('restarted', service, query));
  renderHook(() => useFirstPage('other', service, query));
  expect(service.list).toHaveBeenCalledTimes(3);
});

it('an answer older than the focus-refresh throttle is not taken by a later first render', () => {
  const service = fakeService();
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  renderHook(() => useFirstPage('old', service, { current: 1, pageSize: 10 })).unmount();
  now.mockReturnValue(1_000_000 + FOCUS_REFRESH_THROTTLE_MS);
  renderHook(() => useFirstPage('old', service, { current: 1, pageSize: 10 }));
  expect(service.list).toHaveBeenCalledTimes(2);
  now.mockRestore();
});
