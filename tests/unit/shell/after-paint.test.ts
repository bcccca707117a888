/**
 * `afterNextPaint`, which the tab shell uses to run a switch's navigation after the shown page has
 * been painted: never synchronously, not before the next animation frame, and not at all once
 * cancelled.
 */
import { afterNextPaint } from '@/core/tabs/afterPaint';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('runs in a task of its own after the next animation frame', () => {
  const order: string[] = [];
  afterNextPaint(() => order.push('after paint'));
  requestAnimationFrame(() => order.push('frame'));
  expect(order).toEqual([]);
  jest.advanceTimersByTime(15);
  expect(order).toEqual([]);
  jest.advanceTimersByTime(50);
  expect(order).toEqual(['frame', 'after paint']);
});

it('a cancelled call never runs, before or after its frame', () => {
  const early = jest.fn();
  afterNextPaint(early)();
  const late = jest.fn();
  const cancelLate = afterNextPaint(late);
  jest.advanceTimersToNextFrame?.();
  cancelLate();
  jest.advanceTimersByTime(100);
  expect(early).not.toHaveBeenCalled();
  expect(late).not.toHaveBeenCalled();
});
