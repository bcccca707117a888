/** useNow: live countdowns share one timer per interval, tick together, and stop with their last user. */
import { act, render, screen } from '@testing-library/react';
import { runningClocks, useNow } from '@/engine/useNow';

function Clock({ id, interval = 1000 }: { id: string; interval?: number }) {
  const now = useNow(interval);
  return <span data-testid={id}>{now}</span>;
}

const shown = (id: string) => Number(screen.getByTestId(id).textContent);

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-11-26T08:00:00Z'));
});
afterEach(() => jest.useRealTimers());

test('ten countdowns run on one timer and show the same time after each tick', () => {
  const ids = Array.from({ length: 10 }, (_, i) => `c${i}`);
  const view = render(ids.map((id) => <Clock key={id} id={id} />));
  expect(runningClocks()).toBe(1);
  const start = shown('c0');
  act(() => {
    jest.advanceTimersByTime(3000);
  });
  expect(new Set(ids.map(shown))).toEqual(new Set([start + 3000]));
  view.unmount();
  expect(runningClocks()).toBe(0);
});

test('another interval has a timer of its own; a clock woken after a pause shows the current time', () => {
  const view = render(
    <>
      <Clock id="second" />
      <Clock id="minute" interval={60_000} />
    </>,
  );
  expect(runningClocks()).toBe(2);
  view.unmount();
  expect(runningClocks()).toBe(0);

  jest.setSystemTime(new Date('2026-11-26T09:30:00Z'));
  render(<Clock id="later" />);
  expect(shown('later')).toBe(Date.parse('2026-11-26T09:30:00Z'));
});

test('re-rendering a countdown does not restart the shared timer', () => {
  const view = render(<Clock id="a" />);
  const before = shown('a');
  act(() => {
    jest.advanceTimersByTime(600);
  });
  view.rerender(<Clock id="a" />);
  act(() => {
    jest.advanceTimersByTime(400);
  });
  expect(shown('a')).toBe(before + 1000);
  view.unmount();
});
