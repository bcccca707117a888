/**
 * The option-configuration endpoints the portal reads: dictionaries (every select list) and numeric
 * settings. Any signed-in user may read them; the 选项配置 page adds its write endpoints on the same
 * store (mock/lib/options.ts).
 */
import { API } from '../src/domain/endpoints';
import { authed } from './lib/http';
import { getDictionary, listDictionaries, listSettings } from './lib/options';

export default {
  [`GET ${API.management}/options/dictionaries`]: authed(() => listDictionaries()),
  [`GET ${API.management}/options/dictionaries/:type`]: authed(({ req }) => getDictionary(String(req.params.type))),
  [`GET ${API.management}/options/settings`]: authed(() => listSettings()),
};
