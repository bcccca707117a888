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
 *
 * Pages take antd's component styles from the static stylesheet antd ships, loaded with the first
 * page (a CSS chunk of its own, `antd-static`), instead of generating them when a component is first
 * used (antd's zero-runtime theme, inside the page only; config/plugins/retryablePages.ts passes the
 * stylesheet's import): the first visit of a list no longer spends
 * its time writing the table's, form's and pickers' CSS. The shell around the pages (header, menu,
 * tab bar, the loading and error states) keeps antd's run-time styles, so the first paint needs no
 * stylesheet beyond what index.html loads (docs/performance.md, issue 18). The theme and the dark
 * mode reach the static rules as CSS variables, still set at run time.
 */
import { ConfigProvider } from 'antd';
import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType<any> };

const failed = new Set<() => void>();

/**
 * The pages' theme: the portal's (inherited), with antd's static styles; one CSS-variable scope for
 * every page (each page would otherwise write the theme's variables again under a key of its own).
 */
const PAGE_THEME = { zeroRuntime: true, cssVar: { key: 'portal-page' } };

/**
 * `load` imports the page; `styles` (the build passes the import of antd's static stylesheet) is
 * awaited with it, and the page then renders with antd's zero-runtime theme.
 */
export function retryablePage(load: () => Promise<PageModule>, styles?: () => Promise<unknown>): ComponentType<any> {
  const attempt = () =>
    Promise.all([load(), styles?.()])
      .then(([page]) => page)
      .catch((error) => {
        failed.add(reset);
        throw error;
      });
  let Page = lazy(attempt);
  function reset() {
    Page = lazy(attempt);
  }
  function RetryablePage(props: Record<string, unknown>) {
    if (!styles) return <Page {...props} />;
    return (
      <ConfigProvider theme={PAGE_THEME}>
        <Page {...props} />
      </ConfigProvider>
    );
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
