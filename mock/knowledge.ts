/**
 * The knowledge desks' own call: `POST …/technicalMaterials/:id/revisions` adds a revision to a
 * technical material (its rule and the desks' other rules: mock/lib/desks/knowledge.ts).
 */
import { API } from '../src/domain/endpoints';
import { technicalMaterials } from '../src/domain/desks/knowledge';
import { bodyOf } from './lib/server/body';
import { authed } from './lib/server/http';
import { addRevision } from './lib/desks/knowledge';
import { wireRules } from './lib/rules';

wireRules();

export const knowledgeRoutes = {
  [`POST ${API.management}/${technicalMaterials.key}/:id/revisions`]: authed(({ req, user }) => addRevision(req.params.id, bodyOf(req), user, req)),
};

export default knowledgeRoutes;
