/**
 * The administration tests call the mock through the one mock harness (tests/unit/mock/harness.ts),
 * from a desk on the office network (10.1.2.3, the address their log checks expect).
 */
import { call as callRoute, type CallOptions, type Routes } from '../mock/harness';

export { fresh, type Answer, type Routes } from '../mock/harness';

export const call = (routes: Routes, key: string, opts: CallOptions = {}) => callRoute(routes, key, { ip: '10.1.2.3', ...opts });
