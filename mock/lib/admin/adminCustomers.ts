/**
 * The customers a data scope can name: the items of the option configuration's `customer` dictionary
 * (disabled ones too — records may still carry them).
 */
import { requireAny } from './adminHttp';
import type { Ctx } from '../server/http';
import { listDictionaries } from './options';

export const CUSTOMER_DICTIONARY = 'customer';

export function customerList(): Array<{ id: string; name: string; enabled: boolean }> {
  const dict = listDictionaries().find((d) => d.type === CUSTOMER_DICTIONARY);
  return (dict?.items ?? []).map((i) => ({ id: i.value, name: i.label, enabled: i.enabled }));
}

/** GET the customers a data scope can name (人员授权). */
export function listCustomers({ user }: Ctx) {
  requireAny(user, ['personnelAuthorization']);
  return customerList();
}
