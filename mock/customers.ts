/**
 * The customer's page (src/domain/customerOverview.ts): `GET ${API.management}/customers/:id/overview`
 * → CustomerOverview — the customer's AOG contact and fleet size, the account manager's figures and
 * the number of the customer's records on every desk that carries a customer.
 *
 * For a holder of the master's page (客户档案); a customer the user may not read — none of that id, or
 * outside their data scope — is NOT_FOUND, as its detail would be. Every figure and count is the
 * desk's own list read as the user (page code, data scope, secrecy): a desk whose page the user lacks
 * is left out, and a record the user may not see is not counted. A read: no operation log.
 */
import { API } from '../src/domain/endpoints';
import { resources } from '../src/domain/desks';
import { customerProfile } from '../src/domain/desks/customerProfile';
import {
  aogContactOf,
  customerDesks,
  CUSTOMER_ID,
  figureValue,
  OVERVIEW_FIGURES,
  type CustomerOverview,
  type OverviewSurvey,
} from '../src/domain/customerOverview';
import { surveysList } from '../src/domain/surveys';
import { answerRows } from './lib/desks/surveyAnswerTable';
import type { ResourceDef, Values } from '../src/domain/engine';
import { serverText } from '../src/domain/serverMessages';
import { authed, forbidden, invalid, notFound } from './lib/server/http';
import { dataScopeFilter, type MockUser } from './lib/server/identity';
import { settingsContext } from './lib/store/options';
import * as store from './lib/store/store';
import { wireRules } from './lib/rules';

wireRules();

const PAGE = '100';

/** Every record of `def` the user may see that matches `query` (page by page, as the list answers them). */
function allRows(def: ResourceDef, query: Record<string, string>, user: MockUser, now: number): Values[] {
  const rows: Values[] = [];
  for (let current = 1; ; current++) {
    const page = store.list(def, { ...query, pageSize: PAGE, current: String(current) }, user, now);
    rows.push(...page.rows);
    if (rows.length >= page.total || page.rows.length === 0) return rows;
  }
}

/** The surveys the customer answered, of those the user may read (the list's secrecy and scope), newest first. */
function answeredSurveys(id: string, user: MockUser, now: number): OverviewSurvey[] {
  const readable = new Map(allRows(surveysList, {}, user, now).map((s) => [String(s.id), s]));
  return answerRows()
    .filter((a) => a.customerId === id && readable.has(a.surveyId))
    .map((a) => {
      const survey = readable.get(a.surveyId)!;
      return {
        surveyId: a.surveyId,
        surveyCode: String(survey.code ?? survey.id),
        title: String(survey.title ?? ''),
        answeredAt: a.answeredAt,
        answeredByName: a.answeredByName,
      };
    })
    .sort((a, b) => b.answeredAt.localeCompare(a.answeredAt));
}

export function customerOverview(id: unknown, user: MockUser, now = Date.now()): CustomerOverview {
  if (!store.can(user, customerProfile.codes.read)) throw forbidden(customerProfile.codes.read);
  if (typeof id !== 'string' || !CUSTOMER_ID.test(id)) throw invalid(serverText('customerProfile.error.id'));
  // the customer's own detail, as the user would read it (personal data masked); outside the data scope: not found
  const customer = store.get(customerProfile, id, user, now);
  if (!dataScopeFilter(user)({ customerId: id })) throw notFound(serverText(customerProfile.module));
  const ctx = settingsContext(now);
  const may = (def: ResourceDef) => store.can(user, def.codes.read);
  return {
    id,
    customer,
    aogContact: aogContactOf(customer),
    fleetSize: Array.isArray(customer.fleet) ? customer.fleet.length : 0,
    figures: OVERVIEW_FIGURES.filter((k) => may(k.resource)).map((k) => ({
      key: k.key,
      resource: k.resource.key,
      statuses: k.statuses,
      value: figureValue(k, allRows(k.resource, { customerId: id, status: k.statuses.join(',') }, user, now), ctx),
    })),
    desks: customerDesks(resources)
      .filter(may)
      .map((def) => ({ resource: def.key, total: store.list(def, { customerId: id, pageSize: '1' }, user, now).total })),
    surveys: may(surveysList) ? answeredSurveys(id, user, now) : null,
  };
}

export default {
  [`GET ${API.management}/customers/:id/overview`]: authed(({ req, user }) => customerOverview(req.params.id, user)),
};
