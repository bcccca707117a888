/**
 * Retryable page chunks.
 *
 * umi turns every route into `React.lazy(() => import(page))` (src/.umi/core/route.tsx), and React.lazy
 * keeps a rejected import forever: after one failed chunk download the page could never load again
 * without a full reload. config/plugins/retryablePages.ts therefore makes umi's factory resolve to
 * `retryablePage(() => import(page))` instead: a tiny component that renders its own React.lazy. When
 * that import fails, the error reaches the page's error boundary (src/core/errors/PageErrorBoundary.tsx),
 * and its retry calls `retryFailedPages()`, which gives every failed page a fresh React.lazy; the
 * boundary remounts the page, the import runs again, and webpack (which forgets failed chunks)
 * downloads the chunk again.
 */
import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType<any> };

const failed = new Set<() => void>();

export function retryablePage(load: () => Promise<PageModule>): ComponentType<any> {
  const attempt = () =>
    load().catch((error) => {
      failed.add(reset);
      throw error;
    });
  let Page = lazy(attempt);
  function reset() {
    Page = lazy(attempt);
  }
  function RetryablePage(props: Record<string, unknown>) {
    return <Page {...props} />;
  }
  return RetryablePage;
}

/** Give every page whose chunk failed a fresh loader. Returns how many there were. */
export function retryFailedPages(): number {
  const count = failed.size;
  failed.forEach((reset) => reset());
  failed.clear();
  return count;
}
