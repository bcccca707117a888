/**
 * `resize-observer-polyfill` (aliased in config/bundle.ts): antd's resize observer imports it for
 * browsers without a ResizeObserver. Every browser the portal supports has one (Chrome / Edge 109+,
 * docs/decisions.md), so the browser's own is handed over.
 */
export default globalThis.ResizeObserver;
