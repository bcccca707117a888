/**
 * The option-configuration endpoints the portal reads: dictionaries (every select list), numeric
 * settings, and the secrecy levels' names and colours — every page that shows a level names it as
 * 人员密级 / 信息密级 set it (docs/secrecy.md, "A level's name"; names and colours only: descriptions,
 * the mapping and the counts stay with those pages). Any signed-in user may read them; the dictionaries
 * are the slim read of 选项配置's engine records (mock/lib/store/options.ts), which that page writes.
 */
import { API } from '../src/domain/endpoints';
import { authed } from './lib/server/http';
import { secrecyNames } from './lib/server/identity';
import { getDictionary, listDictionaries, listSettings } from './lib/store/options';
import { wireRules } from './lib/rules';

wireRules();

export default {
  [`GET ${API.management}/options/dictionaries`]: authed(() => listDictionaries()),
  [`GET ${API.management}/options/dictionaries/:type`]: authed(({ req }) => getDictionary(String(req.params.type))),
  [`GET ${API.management}/options/settings`]: authed(() => listSettings()),
  [`GET ${API.management}/options/secrecyLevels`]: authed(() => secrecyNames()),
};
