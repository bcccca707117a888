/**
 * `afterNextPaint(fn)`: runs `fn` in a task of its own once the next frame has been painted — the
 * task is queued from requestAnimationFrame, and the browser paints that frame before it runs any
 * task queued meanwhile. Returns a function that cancels the call if it has not run yet.
 *
 * The tab shell uses it to let a tab switch paint the shown page first and run the (long)
 * navigation render after it, as an ordinary update (see TabShell, `switchTo`).
 */
export function afterNextPaint(fn: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) fn();
  };
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          if (!cancelled) timer = setTimeout(run, 0);
        })
      : undefined;
  if (frame === undefined) timer = setTimeout(run, 0);
  return () => {
    cancelled = true;
    if (frame !== undefined && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
