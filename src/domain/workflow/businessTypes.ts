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
  ...ORDER_TYPES.map((type) => ({ type, ...ORDER })),
  CODE_REQUEST,
];

export function bindingOf(type: string): BusinessTypeBinding | undefined {
  return BUSINESS_TYPES.find((b) => b.type === type);
}

export const isBusinessType = (type: unknown): type is string =>
  typeof type === 'string' && BUSINESS_TYPES.some((b) => b.type === type);
