/**
 * Data scope (人员授权): per user, the organizations and customers whose records they may see.
 *
 * A business record (domain.md §2) names an applicant (`applicantNo`, a staff user, who belongs to an
 * organization) and a customer (`customerId`). A user sees a record when
 *   - it is their own (they are its applicant), or
 *   - its applicant's organization lies within one of their organizations (a granted node covers its
 *     whole subtree) — or their org scope is "all" — AND its customer is one of their customers — or
 *     their customer scope is "all".
 * A dimension a record does not carry (no applicant, no customer: products, materials…) does not
 * restrict it. A user with no authorization stored gets `defaultScope`: their own organization's
 * subtree and all customers.
 */
import type { RuleError } from './rules';
import { subtreeIds, type OrgUnit } from './organization';

export interface DataScope {
  userNo: string;
  allOrgs: boolean;
  orgIds: string[];
  allCustomers: boolean;
  customerIds: string[];
}

export interface ScopedRecord {
  applicantNo?: unknown;
  customerId?: unknown;
}

export function defaultScope(user: { userNo: string; orgId: string }): DataScope {
  return { userNo: user.userNo, allOrgs: false, orgIds: [user.orgId], allCustomers: true, customerIds: [] };
}

/**
 * A predicate over records for one user. `orgOfUser` answers the organization of a staff user (the
 * applicant of a record); an applicant that is unknown falls outside every organization scope.
 */
export function scopeFilter(scope: DataScope, units: OrgUnit[], orgOfUser: (userNo: string) => string | undefined): (record: ScopedRecord) => boolean {
  const orgs = new Set<string>();
  if (!scope.allOrgs) for (const id of scope.orgIds) subtreeIds(units, id).forEach((o) => orgs.add(o));
  const customers = new Set(scope.customerIds);
  const orgCache = new Map<string, string | undefined>();
  const orgOf = (no: string) => {
    if (!orgCache.has(no)) orgCache.set(no, orgOfUser(no));
    return orgCache.get(no);
  };
  return (record) => {
    const applicant = record.applicantNo;
    if (typeof applicant === 'string' && applicant === scope.userNo) return true;
    if (!scope.allOrgs && typeof applicant === 'string' && applicant) {
      const org = orgOf(applicant);
      if (!org || !orgs.has(org)) return false;
    }
    const customer = record.customerId;
    if (!scope.allCustomers && customer !== undefined && customer !== null && customer !== '') {
      if (!customers.has(String(customer))) return false;
    }
    return true;
  };
}

/** Checks a scope sent by 人员授权 against the known organizations and customers. */
export function checkScope(input: unknown, orgIds: Set<string>, customerIds: Set<string>): RuleError | null {
  if (!input || typeof input !== 'object') return { key: 'admin.scope.error.malformed' };
  const s = input as Record<string, unknown>;
  if (typeof s.allOrgs !== 'boolean' || typeof s.allCustomers !== 'boolean') return { key: 'admin.scope.error.malformed' };
  if (!Array.isArray(s.orgIds) || !Array.isArray(s.customerIds)) return { key: 'admin.scope.error.malformed' };
  const badOrg = s.orgIds.find((id) => typeof id !== 'string' || !orgIds.has(id));
  if (badOrg !== undefined) return { key: 'admin.scope.error.unknownOrg', params: { id: String(badOrg) } };
  const badCustomer = s.customerIds.find((id) => typeof id !== 'string' || !customerIds.has(id));
  if (badCustomer !== undefined) return { key: 'admin.scope.error.unknownCustomer', params: { id: String(badCustomer) } };
  return null;
}
