/**
 * The mock's rules are registered by one explicit call (mock/lib/rules.ts): every area adds its hooks,
 * a second call adds nothing, and the rules hold whichever route file is loaded.
 */
import { hooks } from '../../../mock/lib/store/hooks';
import { RULES, wireRules } from '../../../mock/lib/rules';

const count = () => Object.values(hooks).reduce((n, list) => n + list.length, 0);

describe('wireRules', () => {
  it('registers every area once, however often it is called', () => {
    wireRules();
    const after = count();
    const filters = hooks.filters.length;
    wireRules();
    expect(count()).toBe(after);
    expect(hooks.filters.length).toBe(filters);
    // the data-scope and secrecy filter covers every resource
    expect(hooks.filters.some((f) => f.resource === '*')).toBe(true);
  });

  it('each area registers something and answers how to remove it', () => {
    for (const { area, register } of RULES) {
      const before = count();
      const offs = register();
      // (threads add file holders, notifications a workflow listener: registries beside the store's hooks)
      expect({ area, added: offs.length }).not.toEqual({ area, added: 0 });
      for (const off of offs) off();
      expect({ area, left: count() }).toEqual({ area, left: before });
    }
  });

  it('a route file alone brings the rules (no other file has to be loaded first)', () => {
    jest.isolateModules(() => {
      const fresh = require('../../../mock/lib/store/hooks') as typeof import('../../../mock/lib/store/hooks');
      require('../../../mock/resources');
      expect(fresh.hooks.filters.some((f) => f.resource === '*')).toBe(true);
      expect(fresh.hooks.submit.length).toBeGreaterThan(0);
    });
  });
});
