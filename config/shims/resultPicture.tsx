/**
 * antd Result's three pictures (403, 404, 500 — about 30 KiB of SVG drawn as React elements) as chunks
 * of their own: config/bundle.ts points Result's imports of them here, so the shell's error and
 * "no permission" views (in the entry bundle) keep antd's Result and its layout while the picture
 * arrives a moment later. Result's image box keeps its size meanwhile; a picture that cannot be
 * downloaded (offline) is left out rather than breaking the view that says so.
 */
import { lazy, Suspense } from 'react';

declare const __resourceQuery: string;

const PICTURES = {
  noFound: () => import(/* webpackChunkName: "result-pictures" */ 'antd/es/result/noFound'),
  serverError: () => import(/* webpackChunkName: "result-pictures" */ 'antd/es/result/serverError'),
  unauthorized: () => import(/* webpackChunkName: "result-pictures" */ 'antd/es/result/unauthorized'),
};

const load = PICTURES[__resourceQuery.slice(1) as keyof typeof PICTURES];
const Picture = lazy(() => load().catch(() => ({ default: () => null })));

export default function ResultPicture() {
  return (
    <Suspense fallback={null}>
      <Picture />
    </Suspense>
  );
}
