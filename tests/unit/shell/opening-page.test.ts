/**
 * The page the address opens starts downloading with the client state (src/core/chunks/openingPage.ts):
 * only a page the user may open, never while the password must be changed first, a redirect followed.
 */
import { startOpeningPage } from '@/core/chunks/openingPage';

function loaders(fail = false) {
  const calls: string[] = [];
  const make = (name: string) => () => {
    calls.push(name);
    return fail ? Promise.reject(new Error('chunk failed')) : Promise.resolve({});
  };
  return { calls, table: { home: make('home'), aogOrder: make('aogOrder'), updatePassword: make('updatePassword') } };
}

const everything = () => true;

describe('the opening page starts downloading with the client state', () => {
  it('fetches the page the address opens, once', () => {
    const l = loaders();
    expect(startOpeningPage('/aogOrder', everything, false, l.table)).toBe('aogOrder');
    expect(l.calls).toEqual(['aogOrder']);
  });

  it('follows the route table redirect of / to the landing page', () => {
    const l = loaders();
    expect(startOpeningPage('/', everything, false, l.table)).toBe('home');
    expect(l.calls).toEqual(['home']);
  });

  it('fetches nothing of a page the user may not open', () => {
    const l = loaders();
    const granted: string[] = [];
    expect(
      startOpeningPage(
        '/aogOrder',
        (permission) => {
          granted.push(permission);
          return permission !== 'aogOrder';
        },
        false,
        l.table,
      ),
    ).toBeUndefined();
    expect(granted).toEqual(['aogOrder']);
    expect(l.calls).toEqual([]);
  });

  it('fetches nothing while the password must be changed first', () => {
    const l = loaders();
    expect(startOpeningPage('/aogOrder', everything, true, l.table)).toBeUndefined();
    expect(l.calls).toEqual([]);
  });

  it('fetches nothing for an address that is not a page', () => {
    const l = loaders();
    expect(startOpeningPage('/no-such-page/at/all', everything, false, l.table)).toBeUndefined();
    expect(l.calls).toEqual([]);
  });

  it('leaves a failed download to the page (no unhandled rejection)', async () => {
    const l = loaders(true);
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    expect(startOpeningPage('/home', everything, false, l.table)).toBe('home');
    await new Promise((r) => setTimeout(r, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
