/**
 * Ownership of records in their applicant's hands (docs/decisions.md "Ownership"): a service
 * application or a lease / exchange order that is a draft, or back from approval (rejected,
 * withdrawn), is changed only by its applicant — edited, given or stripped of attachments, submitted,
 * cancelled or deleted. Nobody acts in the applicant's place, the administrator included; approvers
 * and handlers act through their own steps (审批管理, and the actions of the later statuses), which
 * this rule never touches. The mock refuses (NOT_OWNER) and the pages hide what it would refuse.
 *
 * An **authored** record (a CBB post) is its author's for its whole life, in every status: only the
 * author changes it — or a holder of the resource's moderator code (the administrator).
 */
import type { Issue, ResourceDef, Values } from './engine';
import { applicationResources } from './desks/applications';
import { CBB_MODERATE_CODE, cbbPost } from './desks/cbb';
import { leaseOrder, substitutionOrder } from './desks/orders';

const OWNED = new Set([...applicationResources, leaseOrder, substitutionOrder].map((d) => d.key));
/** authored resources and their moderator code */
const AUTHORED: Record<string, string> = { [cbbPost.key]: CBB_MODERATE_CODE };

/** Whether the record is in its applicant's hands: an owned resource, in an editable or removable status. */
export function inApplicantsHands(def: ResourceDef, record: Values): boolean {
  if (AUTHORED[def.key]) return true;
  if (!OWNED.has(def.key)) return false;
  const status = String(record.status);
  return Boolean(def.lifecycle?.editableIn?.includes(status)) || def.removableIn.includes(status);
}

/**
 * Why `userNo` may not change the record now (it is someone else's, in their hands), or null.
 * `holds` answers whether the user holds a code (the moderator code of an authored resource).
 */
export function ownerProblem(def: ResourceDef, record: Values, userNo: string | undefined, holds: (code: string) => boolean = () => false): Issue | null {
  if (!inApplicantsHands(def, record) || record.applicantNo === userNo) return null;
  if (AUTHORED[def.key] && holds(AUTHORED[def.key])) return null;
  return { message: 'resource.error.notOwner', params: { applicant: String(record.applicantName ?? record.applicantNo ?? '') } };
}
