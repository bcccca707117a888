/**
 * The head script that turns an unsupported browser away (config/browserCheck.ts): older browsers get
 * the notice and the app does not mount; supported ones are left alone.
 */
import { browserCheckScript, UNSUPPORTED_NOTICE } from '../../../config/browserCheck';

function run(supported: { clone: boolean; has: boolean }) {
  document.body.innerHTML = '<div id="root"></div>';
  delete (window as any).__PORTAL_UNSUPPORTED__;
  (window as any).structuredClone = supported.clone ? () => undefined : undefined;
  (window as any).CSS = { supports: (q: string) => supported.has && q === 'selector(:has(a))' };
  // eslint-disable-next-line no-new-func
  new Function(browserCheckScript)();
  document.dispatchEvent(new Event('DOMContentLoaded'));
}

describe('the supported-browser check', () => {
  it('leaves Chrome / Edge 109+ alone', () => {
    run({ clone: true, has: true });
    expect(document.getElementById('root')).not.toBeNull();
    expect(document.body.textContent).not.toContain(UNSUPPORTED_NOTICE);
    expect((window as any).__PORTAL_UNSUPPORTED__).toBeUndefined();
  });

  it.each([
    ['without structuredClone (before Chrome 98)', { clone: false, has: true }],
    ['without :has() (before Chrome 105)', { clone: true, has: false }],
  ])('shows the notice and keeps the app from mounting %s', (_, supported) => {
    run(supported);
    expect(document.getElementById('root')).toBeNull();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(UNSUPPORTED_NOTICE);
  });
});
