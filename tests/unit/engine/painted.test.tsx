/**
 * `usePainted`: what a list shows after its rows (the search form, the toolbar) waits for the frame in
 * which the rows were first shown to be painted, and no longer.
 */
import { act, renderHook } from '@testing-library/react';
import { usePainted } from '@/engine/usePainted';

/** Lets one animation frame and the task queued from it run. */
const frame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

it('is false in the first render and true once that frame has been painted, then stays true', async () => {
  const seen: boolean[] = [];
  const { result, rerender } = renderHook(() => {
    const painted = usePainted();
    seen.push(painted);
    return painted;
  });
  expect(seen[0]).toBe(false);
  await frame();
  await frame();
  expect(result.current).toBe(true);
  rerender();
  expect(result.current).toBe(true);
});

it('counts from the render in which its content is first shown, not from the mount', async () => {
  const { result, rerender } = renderHook(({ shown }) => usePainted(shown), { initialProps: { shown: false } });
  await frame();
  await frame();
  expect(result.current).toBe(false);
  rerender({ shown: true });
  expect(result.current).toBe(false);
  await frame();
  await frame();
  expect(result.current).toBe(true);
});
