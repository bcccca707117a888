/**
 * Saved filters of the lists (常用筛选), per signed-in user and per resource — see
 * mock/lib/platform/savedFilters.ts. config/openapi.json documents these calls.
 */
import { API } from '../src/domain/endpoints';
import { bodyOf } from './lib/server/body';
import { authed } from './lib/server/http';
import { deleteSavedFilter, listSavedFilters, saveFilter } from './lib/platform/savedFilters';
import { wireRules } from './lib/rules';

wireRules();

export const SAVED_FILTERS_PATH = `${API.management}/savedFilters`;

export default {
  [`GET ${SAVED_FILTERS_PATH}`]: authed(({ req, user }) => listSavedFilters(user, req.query?.resource)),
  [`POST ${SAVED_FILTERS_PATH}`]: authed(({ req, user }) => saveFilter(user, bodyOf(req))),
  [`DELETE ${SAVED_FILTERS_PATH}/:id`]: authed(({ req, user }) => deleteSavedFilter(user, req.params.id)),
};
