/**
 * The business types the workflow can drive, and how its outcomes map onto each type's own status
 * lifecycle (domain.md §3). The type key is the resource's page name, so `menu.<type>` titles it and
 * `/<type>` opens its records.
 *
 * - Service applications: DRAFT → IN_APPROVAL → APPROVED | REJECTED | WITHDRAWN; a rejected or
 *   withdrawn application may be edited and submitted again (a new instance).
 * - Lease and exchange orders are SUBMITTED on creation and wait for approval in that status;
 *   approval → APPROVED, rejection → REJECTED, withdrawal by the applicant → WITHDRAWN; a rejected or
 *   withdrawn order may be edited and resubmitted (or cancelled).
 *
 * The in-approval status of each type is marked `inApproval` in the type's lifecycle (the resource
 * engine locks the record there); a unit test keeps the two in step.
 */
export interface WorkflowStatuses {
  /** the record's status while an instance runs */
  inApproval: string;
  approved: string;
  rejected: string;
  withdrawn: string;
}

export interface BusinessTypeBinding {
  type: string;
  statuses: WorkflowStatuses;
  /**
   * Further approvals a record of the type may go through later in its life, each with its own
   * in-approval status and outcomes (a lease extension longer than the configured days: from
   * EXTENSION_REQUESTED back to ON_LEASE, granted or not). Same definition (流程配置) as the type's.
   */
  phases?: WorkflowStatuses[];
  /** statuses from which the applicant may (re)submit the record into approval */
  submittableFrom: string[];
}

const APPLICATION: Omit<BusinessTypeBinding, 'type'> = {
  statuses: { inApproval: 'IN_APPROVAL', approved: 'APPROVED', rejected: 'REJECTED', withdrawn: 'WITHDRAWN' },
  submittableFrom: ['DRAFT', 'REJECTED', 'WITHDRAWN'],
};

const ORDER: Omit<BusinessTypeBinding, 'type'> = {
  statuses: { inApproval: 'SUBMITTED', approved: 'APPROVED', rejected: 'REJECTED', withdrawn: 'WITHDRAWN' },
  submittableFrom: ['REJECTED', 'WITHDRAWN'],
};

/** A lease order on lease asks for a long extension: the lease workflow decides; the unit stays on lease either way. */
const LEASE_EXTENSION: WorkflowStatuses = { inApproval: 'EXTENSION_REQUESTED', approved: 'ON_LEASE', rejected: 'ON_LEASE', withdrawn: 'ON_LEASE' };

export const APPLICATION_TYPES = [
  'cifficultReport',
  'insuranceApplication',
  'insuranceExtension',
  'claimApplication',
  'userComplaints',
  'problemFeedback',
] as const;

/** approved like the orders (created in approval): lease and exchange orders, expert support requests */
export const ORDER_TYPES = ['leaseOrder', 'substitutionOrder', 'specialist'] as const;

/** A material-code request (编码审批) is in approval from its submission; rejected or withdrawn, it is resubmitted. */
const CODE_REQUEST: BusinessTypeBinding = {
  type: 'productCodeApproval',
  statuses: { inApproval: 'IN_APPROVAL', approved: 'APPROVED', rejected: 'REJECTED', withdrawn: 'WITHDRAWN' },
  submittableFrom: ['REJECTED', 'WITHDRAWN'],
};

export const BUSINESS_TYPES: BusinessTypeBinding[] = [
  ...APPLICATION_TYPES.map((type) => ({ type, ...APPLICATION })),
  ...ORDER_TYPES.map((type) => ({ type, ...ORDER, ...(type === 'leaseOrder' ? { phases: [LEASE_EXTENSION] } : {}) })),
  CODE_REQUEST,
];

/** The statuses of one approval of a type: its first (`phase` absent) or the phase in approval in `phase`. */
export function statusesFor(binding: BusinessTypeBinding, phase?: string): WorkflowStatuses | undefined {
  if (!phase || phase === binding.statuses.inApproval) return binding.statuses;
  return binding.phases?.find((p) => p.inApproval === phase);
}

/** Every in-approval status of a type (its first approval's and its phases'). */
export const inApprovalStatuses = (binding: BusinessTypeBinding): string[] => [binding.statuses.inApproval, ...(binding.phases ?? []).map((p) => p.inApproval)];

export function bindingOf(type: string): BusinessTypeBinding | undefined {
  return BUSINESS_TYPES.find((b) => b.type === type);
}

export const isBusinessType = (type: unknown): type is string => typeof type === 'string' && BUSINESS_TYPES.some((b) => b.type === type);
