/**
 * The survey calls beyond the engine's generic ones (mock/resources.ts serves the surveys themselves):
 * answers collected while a survey is published, and the statistics of 用户统计.
 * config/openapi.json documents them (scripts/openapi-surveys.ts).
 */
import { API } from '../src/domain/endpoints';
import { bodyOf } from './lib/server/body';
import { authed, page } from './lib/server/http';
import { answersOf, recordAnswer, statisticsOf } from './lib/desks/surveys';
import { basePath } from './lib/store/store';
import { surveysList } from '../src/domain/surveys';
import { wireRules } from './lib/rules';

wireRules();

const base = basePath(surveysList);

export default {
  [`GET ${base}/:id/answers`]: authed(({ req, res, user }) => {
    const r = answersOf(req.params.id, req.query, user);
    page(res, r.rows, r.total, r.current, r.pageSize);
  }),
  [`POST ${base}/:id/answers`]: authed(({ req, user }) => recordAnswer(req.params.id, bodyOf(req), user, req)),
  [`GET ${API.management}/surveyStatistics`]: authed(({ req, user }) => statisticsOf(req.query, user)),
};
