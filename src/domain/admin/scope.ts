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
 * restrict it. A user whose scope is the default (人员授权's 默认, src/domain/desks/personnelAuthorization.ts)
 * gets `defaultScope`: their own organization's subtree and all customers.
 */
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

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The scope a stored record of 人员授权 grants its user: the default while it is 默认, else what it lists. */
export function scopeOfRecord(record: Record<string, unknown> | undefined, user: { userNo: string; orgId: string }): DataScope {
  if (record?.status !== 'CUSTOM') return defaultScope(user);
  return {
    userNo: user.userNo,
    allOrgs: record.allOrgs === true,
    orgIds: record.allOrgs === true ? [] : strings(record.orgIds),
    allCustomers: record.allCustomers === true,
    customerIds: record.allCustomers === true ? [] : strings(record.customerIds),
  };
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
