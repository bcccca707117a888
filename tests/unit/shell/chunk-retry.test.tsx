/**
 * Load errors (spec §8): a page chunk that fails to download shows a load error with a retry that
 * really downloads it again — through the page loader the build gives every route — and the page
 * appears; other errors show a crash notice whose retry mounts the page afresh.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { Suspense, createContext, lazy, useContext, useState } from 'react';
import PageErrorBoundary from '@/core/errors/PageErrorBoundary';
import { isChunkLoadError } from '@/core/chunks/detect';
import { definePage, preloadPage, renderPagesDirectly } from '@/core/chunks/pageLoader';
import { withIntl } from './intl';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 813 failed.\n(error: http://portal.test/p__aogOrder__index.async.js)'), { name: 'ChunkLoadError' });

const frame = (children: React.ReactNode) =>
  render(
    withIntl(
      <PageErrorBoundary>
        <Suspense fallback={<span>loading</span>}>{children}</Suspense>
      </PageErrorBoundary>,
    ),
  );

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('recognising load errors', () => {
  it.each([
    [chunkError(), true],
    [Object.assign(new Error('Loading CSS chunk 12 failed.\n(/p__x.css)'), { code: 'CSS_CHUNK_LOAD_FAILED' }), true],
    [new TypeError('Failed to fetch dynamically imported module: http://x/a.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new TypeError("Cannot read properties of undefined (reading 'map')"), false],
    ['Loading chunk 1 failed', false],
    [null, false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('a page whose chunk fails to load', () => {
  it('shows the load error, and the retry downloads the page again and shows it', async () => {
    let attempts = 0;
    const Page = definePage(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(chunkError()) : Promise.resolve({ default: () => <p>AOG订单列表</p> });
    }).Component;
    frame(<Page />);
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByText('刷新整个页面')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('AOG订单列表')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('keeps offering the retry while the network is still down', async () => {
    let attempts = 0;
    const Page = definePage(() => {
      attempts += 1;
      return attempts < 3 ? Promise.reject(chunkError()) : Promise.resolve({ default: () => <p>ok</p> });
    }).Component;
    frame(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('ok')).toBeInTheDocument();
    expect(attempts).toBe(3);
  });

  it('(why the loader exists) a plain React.lazy keeps its failure: the retry alone cannot recover it', async () => {
    let attempts = 0;
    const Plain = lazy(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(chunkError()) : Promise.resolve({ default: () => <p>ok</p> });
    });
    frame(<Plain />);
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(attempts).toBe(1);
  });
});

describe('a page whose code is in', () => {
  it('renders in the same render, without a fallback, once the prefetch has loaded it; prefetch and route share one download', async () => {
    const load = jest.fn(() => Promise.resolve({ default: () => <p>AOG订单列表</p> }));
    const page = definePage(load);
    await Promise.all([page.load(), page.load()]);
    const Page = page.Component;
    // no await between the render and the check: a suspended page would show 'loading' here
    frame(<Page />);
    expect(screen.getByText('AOG订单列表')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page rendered before its code is in waits for it, and a second mount then renders at once', async () => {
    const load = jest.fn(() => Promise.resolve({ default: () => <p>AOG订单列表</p> }));
    const Page = definePage(load).Component;
    const first = frame(<Page />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('AOG订单列表')).toBeInTheDocument();
    first.unmount();
    frame(<Page />);
    expect(screen.getByText('AOG订单列表')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('the client routes', () => {
  it('render the page entry of their route id in a Suspense of its own, keeping the element around it', () => {
    const Ctx = createContext('none');
    const Shows = () => <p>{useContext(Ctx)}</p>;
    const page = { load: jest.fn(), Component: Shows };
    const routes: any[] = [
      {
        id: 'layout',
        element: <div>layout</div>,
        children: [
          { id: '16', element: <Ctx.Provider value="route 16">umi's own loader</Ctx.Provider> },
          { id: 'r', element: <span>redirect</span> },
        ],
      },
    ];
    renderPagesDirectly(routes, { 16: page as any });
    render(
      <>
        {routes[0].children[0].element}
        {routes[0].children[1].element}
      </>,
    );
    expect(screen.getByText('route 16')).toBeInTheDocument();
    expect(screen.queryByText("umi's own loader")).not.toBeInTheDocument();
    expect(screen.getByText('redirect')).toBeInTheDocument();
    expect(routes[0].element).toEqual(<div>layout</div>);
  });
});

describe('a page opened: its preload', () => {
  it("runs at once when the code is in, and as soon as the page's code arrives when not; the matched route of a path runs its page's", async () => {
    const preload = jest.fn();
    let arrive: (m: unknown) => void = () => undefined;
    const load = jest.fn(() => new Promise<any>((resolve) => (arrive = resolve)));
    const page = definePage(load);
    // opened before the code is in: the preload waits for the page's own download (it starts none:
    // a failed download is the page's load error, not one silently repeated)
    page.preload();
    expect(load).not.toHaveBeenCalled();
    const loading = page.load();
    expect(preload).not.toHaveBeenCalled();
    arrive({ default: () => null, preload });
    await loading;
    await Promise.resolve();
    expect(preload).toHaveBeenCalledTimes(1);
    // opened again with the code in: in the same task
    page.preload();
    expect(preload).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);

    // through the client routes: the route a path matches runs its page's preload, no other
    const other = { load: jest.fn(), Component: () => null, preload: jest.fn() };
    const routes: any[] = [
      { id: 'a', path: '/aogOrder', element: <div /> },
      { id: 'b', path: '/leaseOrder', element: <div /> },
    ];
    renderPagesDirectly(routes, { a: page, b: other as any });
    preloadPage(routes, '/aogOrder');
    expect(preload).toHaveBeenCalledTimes(3);
    expect(other.preload).not.toHaveBeenCalled();
    preloadPage(routes, '/nowhere');
    expect(preload).toHaveBeenCalledTimes(3);
  });
});

describe("a page styled by antd's static stylesheet", () => {
  // antd's theme context: whether components inside generate their CSS at run time
  const { DesignTokenContext } = require('antd/lib/theme/context');
  function Probe() {
    const { zeroRuntime } = useContext(DesignTokenContext) as { zeroRuntime?: boolean };
    return <p>{zeroRuntime ? 'static styles' : 'run-time styles'}</p>;
  }

  it('waits for the stylesheet with the page, then renders it with the zero-runtime theme', async () => {
    let arrive: () => void = () => undefined;
    const styles = jest.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const Page = definePage(() => Promise.resolve({ default: Probe }), styles).Component;
    frame(
      <ConfigProvider theme={{ zeroRuntime: false }}>
        <Page />
      </ConfigProvider>,
    );
    expect(await screen.findByText('loading')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('static styles')).toBeInTheDocument();
    expect(styles).toHaveBeenCalledTimes(1);
  });

  it('a stylesheet that fails to download is a load error whose retry fetches it again', async () => {
    let attempts = 0;
    const styles = () =>
      ++attempts === 1
        ? Promise.reject(Object.assign(new Error('Loading CSS chunk 7 failed.\n(/antd-static.css)'), { code: 'CSS_CHUNK_LOAD_FAILED' }))
        : Promise.resolve();
    const Page = definePage(() => Promise.resolve({ default: Probe }), styles).Component;
    frame(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('static styles')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('without a stylesheet the page keeps the theme around it', async () => {
    const Page = definePage(() => Promise.resolve({ default: Probe })).Component;
    frame(
      <ConfigProvider theme={{ zeroRuntime: false }}>
        <Page />
      </ConfigProvider>,
    );
    expect(await screen.findByText('run-time styles')).toBeInTheDocument();
  });
});

describe('a page that crashes', () => {
  it('shows the crash notice; its retry mounts the page afresh', async () => {
    let crash = true;
    function Flaky() {
      const [n] = useState(1);
      if (crash) throw new TypeError("Cannot read properties of undefined (reading 'rows')");
      return <p>rows: {n}</p>;
    }
    frame(<Flaky />);
    expect(await screen.findByText('页面出错了')).toBeInTheDocument();
    crash = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载此页面' }));
    expect(await screen.findByText('rows: 1')).toBeInTheDocument();
  });
});
