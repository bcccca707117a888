/**
 * The customers a data scope can name: the items of the option configuration's `customer` dictionary
 * (disabled ones too — records may still carry them).
 */
import { listDictionaries } from './options';

export const CUSTOMER_DICTIONARY = 'customer';

export function customerList(): Array<{ id: string; name: string; enabled: boolean }> {
  const dict = listDictionaries().find((d) => d.type === CUSTOMER_DICTIONARY);
  return (dict?.items ?? []).map((i) => ({ id: i.value, name: i.label, enabled: i.enabled }));
}
