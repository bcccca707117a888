/**
 * The server's stock steps (docs/inventory.md): orders that source a part reserve it, shipping issues
 * it, cancelling releases it — the plain rules of src/domain/stock.ts applied to the store's tables.
 *
 * - The reserving action (AOG `source`, procurement `confirm`) plans the reservation in its action
 *   hook, before anything is stored: more than is available is refused (`STOCK_SHORT`, nothing
 *   written). The hooks run synchronously inside the one write, so of two users reserving the last
 *   unit at once exactly one wins — the second one's plan already sees the first one's reservation.
 *   The exchange's reservation comes with its approval (a workflow step that cannot be refused): it
 *   reserves what is available, and the shipment reserves then what was not.
 * - The issuing action (`ship`, `shipReplacement`) issues what the order holds — reserving first what
 *   it does not hold yet — and names the serials issued on the order; a typed replacement serial must
 *   be one of them.
 * - Cancelling releases what the order holds.
 * A P/N of which no stock row exists is sourced outside stock: nothing is reserved or issued for it.
 * Every movement is in the stock row's history, the order's history and the operation log.
 */
import type { Request } from 'express';
import type { ResourceRecord, Values } from '../../../src/domain/engine';
import { inventory } from '../../../src/domain/desks/inventory';
import { availableOfRow } from '../../../src/domain/desks/inventory';
import { serverText as t } from '../../../src/domain/serverMessages';
import {
  heldBy,
  issue,
  pickSerials,
  planReservation,
  release,
  reservationsOf,
  reserve,
  STOCK_SHORT,
  STOCK_STEPS,
  wantsOf,
  type Plan,
  type StockMove,
  type StockRow,
  type Want,
} from '../../../src/domain/stock';
import { certificateAccepted, certificateRefused } from '../../../src/domain/shipping';
import { requiredCertificateOf, SHIPPING_SPECS } from '../../../src/domain/desks/orders/shipping';
import { renderIssue } from '../../../src/domain/engine';
import { onAction, onChange, onWrite } from '../store/hooks';
import { BizFailure, invalid } from '../server/http';
import { writeOpLog } from '../platform/oplog';
import { appendHistory } from '../store/serverSteps';
import { table, type Actor } from '../store/tables';

const rows = () => table(inventory).rows;
/** The rows a reservation may take from: in stock (not quarantined), serviceable — `availableOfRow` counts only those. */
const reservable = (): StockRow[] => [...rows().values()].map((r) => ({ ...(r as unknown as StockRow), quantity: availableOfRow(r), reservations: [] }));
const stocked = (pn: string) => [...rows().values()].some((r) => r.partNumber === pn);

/** The refusal of a reservation beyond what is available: one code, its message in the reader's language. */
export function stockShort(p: Extract<Plan, { ok: false }>): BizFailure {
  const params = { partNumber: p.partNumber, wanted: p.wanted, available: p.available };
  return new BizFailure(STOCK_SHORT, t('inventory.error.short', params), undefined, 200, { messageKey: 'inventory.error.short', params });
}

/** The order's wants that stock holds rows of, less what it holds already. */
function openWants(resource: string, order: Values): Want[] {
  const code = String(order.code);
  return wantsOf(resource, order)
    .filter((w) => stocked(w.partNumber))
    .map((w) => ({ ...w, quantity: w.quantity - [...rows().values()].filter((r) => r.partNumber === w.partNumber).reduce((s, r) => s + heldBy(r, code), 0) }))
    .filter((w) => w.quantity > 0);
}

/** Plan the order's open wants (refused as STOCK_SHORT when they do not fit, when `strict`). */
function plan(resource: string, order: Values, strict: boolean): Plan {
  const p = planReservation(reservable(), openWants(resource, order));
  if (!p.ok && strict) throw stockShort(p);
  return p;
}

interface Movement {
  move: StockMove;
  row: ResourceRecord;
  quantity: number;
  serials?: string[];
}

/** Store a stock row's new state, with its history entry and its operation-log line. */
function moveRow(next: ResourceRecord, m: Omit<Movement, 'row'>, order: Values, user: Actor, req: Request | undefined, at: string): Movement {
  rows().set(next.id, next);
  const comment = t(`inventory.move.${m.move}`, { order: String(order.code), quantity: m.quantity });
  appendHistory(inventory.key, next.id, { at, operatorNo: user.userNo, operatorName: user.userName, action: m.move, comment });
  writeOpLog(req, user, { module: t(inventory.module), action: t(`resource.history.${m.move}`), target: String(next.code), detail: comment });
  return { ...m, row: next };
}

function doReserve(p: Plan, order: Values, user: Actor, req: Request | undefined, at: string): Movement[] {
  if (!p.ok) return [];
  return p.takes.map((take) => {
    const row = rows().get(take.rowId)!;
    const next = reserve(row as unknown as StockRow, { orderCode: String(order.code), quantity: take.quantity, at }) as unknown as ResourceRecord;
    return moveRow(next, { move: 'stockReserve', quantity: take.quantity }, order, user, req, at);
  });
}

function doRelease(order: Values, user: Actor, req: Request | undefined, at: string): Movement[] {
  const code = String(order.code);
  return [...rows().values()]
    .filter((r) => heldBy(r, code) > 0)
    .map((r) =>
      moveRow(release(r as unknown as StockRow, code) as unknown as ResourceRecord, { move: 'stockRelease', quantity: heldBy(r, code) }, order, user, req, at),
    );
}

/** A serial as the order names it once issued: S/N with its certificate's type and number. */
const issuedText = (s: Values) =>
  s.certificateType
    ? t('inventory.issued', { serial: String(s.serialNumber), type: String(s.certificateType), no: String(s.certificateNo ?? '') })
    : String(s.serialNumber);

/** Issue what the order holds (the typed serials first, then those of a certificate the customer accepts). */
function doIssue(order: Values, prefer: string[], accepted: (type: unknown) => boolean, user: Actor, req: Request | undefined, at: string): Movement[] {
  const code = String(order.code);
  return [...rows().values()]
    .filter((r) => heldBy(r, code) > 0)
    .map((r) => {
      const out = issue(r as unknown as StockRow, code, prefer, accepted);
      // each serial with its airworthiness certificate: what the shipment's papers name
      const serials = out.issued.map((s) => issuedText(s));
      return moveRow(out.row as unknown as ResourceRecord, { move: 'stockIssue', quantity: heldBy(r, code), serials }, order, user, req, at);
    });
}

/** A typed serial that the order's stock does not hold: its refusal (VALIDATION on the field), naming the serials it may be. */
function checkTypedSerial(order: Values, serial: unknown, planned: string[]) {
  if (typeof serial !== 'string' || !serial) return;
  const code = String(order.code);
  const held = [...rows().values()].filter((r) => heldBy(r, code) > 0 || planned.includes(r.id));
  const serials = held.flatMap((r) => (Array.isArray(r.serials) ? (r.serials as Values[]).map((s) => String(s.serialNumber)) : []));
  if (serials.length === 0 || serials.includes(serial)) return;
  const params = { serials: serials.slice(0, 10).join('、') };
  throw invalid(t('inventory.error.serialNotHeld', params), {
    issues: [{ field: 'replacementSerialNumber', message: 'inventory.error.serialNotHeld', params, text: t('inventory.error.serialNotHeld', params) }],
  });
}

/**
 * A shipment whose serials would carry a certificate the customer does not accept: its refusal
 * (VALIDATION on the typed serial, or on the issued serials), before anything moves — what the order
 * holds and what it is about to reserve (`planned`), as the issue would take them.
 */
function checkCertificates(order: Values, planned: Plan, prefer: string[], required: unknown, serialField?: string) {
  const code = String(order.code);
  const more = new Map<string, number>();
  if (planned.ok) for (const take of planned.takes) more.set(take.rowId, (more.get(take.rowId) ?? 0) + take.quantity);
  const accepted = (type: unknown) => certificateAccepted(required, type);
  for (const r of rows().values()) {
    const count = heldBy(r, code) + (more.get(r.id) ?? 0);
    if (count === 0 || !Array.isArray(r.serials)) continue;
    const bad = pickSerials(r.serials as Values[], count, prefer, accepted).find((s) => !accepted(s.certificateType));
    if (!bad) continue;
    const problem = certificateRefused(serialField ?? 'issuedSerials', bad.certificateType, required, String(bad.serialNumber));
    throw invalid(renderIssue(problem, t), { issues: [{ ...problem, text: renderIssue(problem, t) }] });
  }
}

/** What each order's stock step moved, kept from its action hook to its change (the order's history is written once it is stored). */
const pending = new Map<string, Movement[]>();

function historyOf(resource: string, id: string, moves: Movement[], user: Actor, at: string) {
  for (const m of moves) {
    const where = `${String(m.row.code)} ${m.row.location ?? ''} ${m.row.conditionCode ?? ''}`.trim();
    const comment = m.serials?.length
      ? t('inventory.orderMove.serials', { stock: where, quantity: m.quantity, serials: m.serials.join('、') })
      : t('inventory.orderMove.plain', { stock: where, quantity: m.quantity });
    appendHistory(resource, id, { at, operatorNo: user.userNo, operatorName: user.userName, action: m.move, comment });
  }
}

/** The stock rules on the store's hooks (registered by mock/lib/rules.ts; each returned function removes one). */
export function stockRules(): Array<() => void> {
  const offs: Array<() => void> = [];
  for (const [resource, steps] of Object.entries(STOCK_STEPS)) {
    // reserving: all or nothing, refused beyond what is available (the exchange's approval: below)
    offs.push(
      onAction(resource, steps.reserve, ({ before, user, req, ctx }) => {
        const at = new Date(ctx.now).toISOString();
        pending.set(before.id, doReserve(plan(resource, before, true), before, user, req, at));
      }),
    );
    offs.push(
      onAction(resource, steps.issue, ({ before, input, user, req, ctx }) => {
        const at = new Date(ctx.now).toISOString();
        // what it does not hold yet is reserved now (an exchange approved while stock was short); all checked before anything moves
        const p = plan(resource, before, true);
        checkTypedSerial(before, input.replacementSerialNumber, p.ok ? p.takes.map((x) => x.rowId) : []);
        const spec = SHIPPING_SPECS[resource];
        const required = requiredCertificateOf(spec, before, ctx);
        const prefer = spec.serialField && typeof input[spec.serialField] === 'string' ? [String(input[spec.serialField])] : [];
        checkCertificates(before, p, prefer, required, spec.serialField);
        const reserved = doReserve(p, before, user, req, at);
        const issued = doIssue(before, prefer, (type) => certificateAccepted(required, type), user, req, at);
        pending.set(before.id, [...reserved, ...issued]);
        const serials = issued.flatMap((m) => m.serials ?? []);
        return serials.length ? { patch: { issuedSerials: serials.join('；') } } : undefined;
      }),
    );
    for (const action of steps.release)
      offs.push(
        onAction(resource, action, ({ before, user, req, ctx }) => {
          pending.set(before.id, doRelease(before, user, req, new Date(ctx.now).toISOString()));
        }),
      );
    offs.push(
      onChange(resource, (e) => {
        if (!e.after) return;
        // the exchange's approval (the workflow's step): it reserves what is available
        if (e.type === 'system' && e.action === steps.reserve) {
          historyOf(resource, e.after.id, doReserve(plan(resource, e.after, false), e.after, e.user, undefined, e.after.updatedAt), e.user, e.after.updatedAt);
          return;
        }
        const moves = pending.get(e.after.id);
        pending.delete(e.after.id);
        if (e.type === 'action' && moves?.length) historyOf(resource, e.after.id, moves, e.user, e.after.updatedAt);
      }),
    );
  }
  // a stock row never holds fewer units than the orders hold on it
  offs.push(
    onWrite(inventory.key, ({ record, before }) => {
      const held = reservationsOf(before ?? record).reduce((s, r) => s + r.quantity, 0);
      return Number(record.quantity) < held ? [{ field: 'quantity', message: 'inventory.validation.belowReserved', params: { reserved: held } }] : undefined;
    }),
  );
  return offs;
}
