/**
 * Finding across the desks: records for global search (src/core/search), catalogued parts for the
 * P/N picker (src/engine/PartNumberInput.tsx), users for the user select (src/engine/UserSelect.tsx) and the
 * organization tree for the org select (src/engine/OrgSelect.tsx) and 组织结构's tree.
 * They answer only what the user may see; a failure rejects without a toast — the caller shows it
 * where the user is looking.
 */
import { API } from '@/domain/endpoints';
import { http } from '@/services/transport/http';
import type { CataloguePart, DirectoryEntry } from '@/domain/engine';
import type { OrgUnitView } from '@/domain/admin/organization';
import type { SearchGroup } from '@/domain/search';

export const searchService = {
  /** the records of every desk the user may open that hold `q`, grouped by desk */
  records: (q: string) => http.get<SearchGroup[]>(`${API.management}/search`, { q }, { skipErrorHandler: true }),
  /** catalogued parts whose P/N starts with `q` or whose name contains it, best first (priced by the customer's price list when given) */
  parts: (q: string, customerId?: string) =>
    http.get<CataloguePart[]>(`${API.management}/parts`, customerId ? { q, customerId } : { q }, { skipErrorHandler: true }),
  /** a page of the user directory: the enabled users matching `keyword`, or the users `ids` names (number, name, organisation) */
  /** every unit of the organization tree, with its users counted and its record's version */
  orgUnits: () => http.get<OrgUnitView[]>(`${API.hr}/organizations`, undefined, { skipErrorHandler: true }),
  users: (query: { keyword?: string; ids?: string; pageSize?: number }) => http.page<DirectoryEntry>(`${API.hr}/directory`, query, { skipErrorHandler: true }),
};
