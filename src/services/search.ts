/**
 * Finding across the desks: records for global search (src/core/search) and catalogued parts for the
 * P/N picker (src/engine/PartNumberInput.tsx). Both answer only what the user may see; a failure
 * rejects without a toast — the caller shows it where the user is looking.
 */
import { API } from '@/domain/endpoints';
import { http } from '@/services/transport/http';
import type { CataloguePart } from '@/domain/engine';
import type { SearchGroup } from '@/domain/search';

export const searchService = {
  /** the records of every desk the user may open that hold `q`, grouped by desk */
  records: (q: string) => http.get<SearchGroup[]>(`${API.management}/search`, { q }, { skipErrorHandler: true }),
  /** catalogued parts whose P/N starts with `q` or whose name contains it, best first (priced by the customer's price list when given) */
  parts: (q: string, customerId?: string) =>
    http.get<CataloguePart[]>(`${API.management}/parts`, customerId ? { q, customerId } : { q }, { skipErrorHandler: true }),
};
