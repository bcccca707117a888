/**
 * The portal supports Chrome / Edge 109 and later and ships no polyfills (config/bundle.ts). An older
 * browser would fail somewhere inside the app; this head script, plain ES5 so every browser runs it,
 * says so instead, in both languages, and stops the app from starting. Features checked: those of
 * Chrome 98 (structuredClone) and 105 (the CSS :has() selector), near enough to 109 — nothing the
 * build relies on arrived between 105 and 109.
 */
export const UNSUPPORTED_NOTICE = '请使用 Chrome 或 Edge 109 及以上版本打开售后服务管理系统。 / Please open the portal in Chrome or Edge 109 or later.';

export const browserCheckScript = `(function () {
  var ok = typeof window.structuredClone === 'function' && !!(window.CSS && CSS.supports && CSS.supports('selector(:has(a))'));
  if (ok) return;
  window.__PORTAL_UNSUPPORTED__ = true;
  document.addEventListener('DOMContentLoaded', function () {
    var root = document.getElementById('root');
    if (root) root.id = 'root-unsupported';
    var note = document.createElement('p');
    note.setAttribute('role', 'alert');
    note.style.cssText = 'margin:64px auto;max-width:560px;font:16px/1.6 sans-serif;color:#1f1f1f';
    note.textContent = ${JSON.stringify(UNSUPPORTED_NOTICE)};
    document.body.appendChild(note);
  });
})();`;
