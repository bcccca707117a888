/**
 * Delegation calls (API.workflow/delegations): a user lists, makes and cancels their own stand-ins
 * (外出委托 on 审批管理, code approvalManagement:delegate); the administrator (workFlowDefinition:delegations)
 * lists and cancels everyone's. The rules are the domain's (src/domain/workflow/delegation.ts): every
 * body is checked there (malformed → VALIDATION), nothing changes on a refusal, and each write is in
 * the operation log. Acting on the delegated tasks goes through the ordinary task calls.
 */
import { API } from '../src/domain/endpoints';
import {
  cancelDelegation,
  checkDelegation,
  delegationState,
  DELEGATION_STATES,
  WORKFLOW_CODES,
  type Delegation,
  type DelegationView,
} from '../src/domain/workflow';
import { serverText } from '../src/domain/serverMessages';
import { authed, invalid, type Ctx } from './lib/server/http';
import { hasCode } from './lib/server/identity';
import { directoryUser, param, workflowData } from './lib/workflow/workflow';
import { adminWrite, body, need, newestFirst, respondPage } from './lib/workflow/workflowViews';
import { wireRules } from './lib/rules';

wireRules();

const BASE = `${API.workflow}/delegations`;

const nowIso = () => new Date().toISOString();
const store = (): Delegation[] => (workflowData().delegations ??= []);
const view = (d: Delegation, now: string): DelegationView => ({ ...d, state: delegationState(d, now) });
/** A time in the log's words: the day and the minute, as the portal's staff read it (UTC+8). */
const when = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
const seesAll = (ctx: Ctx) => hasCode(ctx.user, WORKFLOW_CODES.delegationsAll);

export default {
  /** My delegations (the newest first); `scope=all` everyone's, for the administrator. Filter by `state`. */
  [`GET ${BASE}`]: authed((ctx) => {
    need(ctx, WORKFLOW_CODES.delegate);
    const q = ctx.req.query as Record<string, unknown>;
    const scope = param(q, 'scope') ?? 'mine';
    if (scope !== 'mine' && scope !== 'all') throw invalid(serverText('resource.error.queryValue', { param: 'scope' }));
    if (scope === 'all') need(ctx, WORKFLOW_CODES.delegationsAll);
    const state = param(q, 'state');
    if (state && !(DELEGATION_STATES as readonly string[]).includes(state)) throw invalid(serverText('resource.error.queryValue', { param: 'state' }));
    const now = nowIso();
    const rows = store()
      .filter((d) => scope === 'all' || d.fromUserNo === ctx.user.userNo)
      .map((d) => view(d, now))
      .filter((d) => !state || d.state === state);
    respondPage(
      ctx,
      newestFirst(rows, (d) => d.createdAt),
    );
  }),

  [`POST ${BASE}`]: authed((ctx) => {
    const input = ctx.req.body ?? {};
    return adminWrite(
      ctx,
      'delegate',
      String(input?.toUserNo ?? '').slice(0, 40),
      () => {
        need(ctx, WORKFLOW_CODES.delegate);
        const now = nowIso();
        const clean = checkDelegation(body(ctx.req), ctx.user, store(), directoryUser, now);
        const data = workflowData();
        data.seq.DLG = (data.seq.DLG ?? 0) + 1;
        const d: Delegation = { id: `DLG-${String(data.seq.DLG).padStart(5, '0')}`, ...clean, createdAt: now };
        store().push(d);
        return view(d, now);
      },
      (d) =>
        serverText('workflow.log.delegationCreated', {
          name: d.toUserName,
          from: when(d.from),
          to: when(d.to),
          types: d.businessTypes.length ? d.businessTypes.map((t) => serverText(`menu.${t}`)).join('、') : serverText('workflow.delegation.allTypes'),
        }),
    );
  }),

  /** Cancel: the delegator, or the administrator; only one not ended or cancelled already. */
  [`POST ${BASE}/:id/cancel`]: authed((ctx) => {
    // another user's delegation is not found (its existence is not theirs to learn), unless the caller sees all
    const d = store().find((x) => x.id === ctx.req.params.id && (x.fromUserNo === ctx.user.userNo || seesAll(ctx)));
    return adminWrite(
      ctx,
      'cancelDelegation',
      d?.id ?? String(ctx.req.params.id).slice(0, 40),
      () => {
        need(ctx, WORKFLOW_CODES.delegate);
        const now = nowIso();
        return view(cancelDelegation(d, ctx.user, now, seesAll(ctx)), now);
      },
      (x) => serverText('workflow.log.delegationCancelled', { name: x.toUserName }),
    );
  }),
};
