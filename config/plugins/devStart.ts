/**
 * Development only: no page navigation reaches the dev server's proxy to mako's server before that
 * server is up (config/devStart.ts has the holding page and the long poll).
 *
 * - Ready: the first build is done (`onDevCompileDone`, which bundler-mako calls from its `generateEnd`)
 *   and, under mako, its server on the next port accepts connections — it opens only after the first
 *   build (about 0.1 s after `generateEnd`; a navigation in between is answered 500, ECONNREFUSED).
 * - The middleware goes first (before umi's own "Bundling…" page and the mock): it answers navigations
 *   until ready and passes everything else on; the services' pages past umi's "Bundling…" page to the
 *   mock (`restoreAccept` goes last).
 */
import type { IApi } from '@umijs/max';
import net from 'node:net';
import { createReadiness, holdingMiddleware, restoreAccept } from '../devStart';

const PROBE_EVERY_MS = 100;
/** a server that never opens (another bundler's set-up): the portal is let through after this, as before */
const PROBE_AT_MOST_MS = 30_000;

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export default (api: IApi) => {
  if (api.env !== 'development') return;
  const readiness = createReadiness();

  api.onDevCompileDone(async ({ isFirstCompile }: { isFirstCompile?: boolean }) => {
    if (readiness.isReady() || isFirstCompile === false) return;
    // bundler-mako's dev server: the next port (@umijs/bundler-mako `hmrPort`)
    const giveUpAt = Date.now() + PROBE_AT_MOST_MS;
    if (api.config.mako) while (Date.now() < giveUpAt && !(await accepts(api.appData.port + 1))) await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
    readiness.markReady();
  });

  api.addBeforeMiddlewares({ fn: () => [holdingMiddleware(readiness)], stage: -Infinity });
  api.addBeforeMiddlewares({ fn: () => [restoreAccept], stage: Infinity });
};
