/**
 * The current time, re-rendering every `intervalMs` (live countdowns). Every user of one interval
 * shares one timer: a list of ten AOG orders ticks once a second, not ten times, and all its
 * countdowns show the same second. The timer stops when its last user unmounts.
 */
import { useCallback, useSyncExternalStore } from 'react';

interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setInterval>;
}

const clocks = new Map<number, Clock>();

function clockOf(intervalMs: number): Clock {
  let clock = clocks.get(intervalMs);
  if (!clock) {
    clock = { now: Date.now(), listeners: new Set() };
    clocks.set(intervalMs, clock);
  }
  return clock;
}

function subscribe(intervalMs: number, listener: () => void) {
  const clock = clockOf(intervalMs);
  clock.listeners.add(listener);
  if (!clock.timer) {
    clock.timer = setInterval(() => {
      clock.now = Date.now();
      clock.listeners.forEach((l) => l());
    }, intervalMs);
  }
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size === 0 && clock.timer) {
      clearInterval(clock.timer);
      clock.timer = undefined;
    }
  };
}

/** How many timers are running (one per interval in use) — for tests. */
export const runningClocks = () => [...clocks.values()].filter((c) => c.timer).length;

/** The clock's time; a clock nobody watched is brought up to date first (once, so that repeated reads agree). */
function read(intervalMs: number) {
  const clock = clockOf(intervalMs);
  if (!clock.timer && Math.abs(Date.now() - clock.now) >= intervalMs) clock.now = Date.now();
  return clock.now;
}

export function useNow(intervalMs = 1000): number {
  const onTick = useCallback((listener: () => void) => subscribe(intervalMs, listener), [intervalMs]);
  return useSyncExternalStore(onTick, () => read(intervalMs));
}
