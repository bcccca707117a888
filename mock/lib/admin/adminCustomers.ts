/**
 * The customers a data scope can name (人员授权): the records of the customer master (客户档案,
 * src/domain/desks/customerProfile.ts) — the same customers every record is picked from, those on
 * hold too (records still carry them).
 */
import { customerProfile } from '../../../src/domain/desks/customerProfile';
import { requireAny } from './adminHttp';
import type { Ctx } from '../server/http';
import { table } from '../store/tables';

export const CUSTOMER_DICTIONARY = 'customer';

export function customerList(): Array<{ id: string; name: string; enabled: boolean }> {
  return [...table(customerProfile).rows.values()].map((r) => ({ id: r.id, name: String(r.name), enabled: true }));
}

/** GET the customers a data scope can name (人员授权). */
export function listCustomers({ user }: Ctx) {
  requireAny(user, ['personnelAuthorization']);
  return customerList();
}
