/**
 * The six service applications (domain.md §3): difficulty reports, commercial insurance, insurance
 * extensions, claims, complaints and problem feedback. Each is a resource definition on the shared
 * application lifecycle (./lifecycle.ts); submission goes through the workflow.
 */
import { defineResource, partNumberField, registrationField, serialNumberField, type FieldDef, type Issue, type Values } from '../../engine';
import { applicationLifecycle, handlingStamps } from './lifecycle';

/** Policy and warranty numbers: letters, digits and dashes, 6–30 long (PICC-AV-2026-00123, WTY-3214552-0042). */
const POLICY_NO = /^[A-Z0-9][A-Z0-9-]{5,29}$/;
/** A policy (or warranty) number: one rule and one message wherever it is typed. */
const policyNoRule = { type: 'text', required: true, maxLength: 30, pattern: POLICY_NO, patternMessage: 'applications.validation.policyNo' } as const;

const subject = (extra: Partial<FieldDef> = {}): FieldDef => ({
  key: 'subject',
  type: 'text',
  required: true,
  maxLength: 80,
  table: { width: 220, ellipsis: true },
  search: true,
  form: true,
  ...extra,
});
const partNumber = (required = false): FieldDef =>
  partNumberField('partNumber', { fill: { name: 'partName' }, required, table: { width: 140, hidden: true }, search: true, form: true });
const serialNumber = serialNumberField('serialNumber', { form: true, detail: true });
const registration = registrationField({ table: { width: 110, hidden: true }, search: true, form: true });
const aircraftType: FieldDef = { key: 'aircraftType', type: 'select', dict: 'aircraftType', table: { width: 110, hidden: true }, search: true, form: true };
const ataChapter: FieldDef = { key: 'ataChapter', type: 'select', dict: 'ataChapter', table: { width: 90, hidden: true }, search: true, form: true };
const currency: FieldDef = {
  key: 'currency',
  type: 'select',
  dict: 'currency',
  required: true,
  initial: 'CNY',
  table: { width: 80, hidden: true },
  form: true,
};
const description = (key: string, required = true): FieldDef => ({ key, type: 'textarea', required, maxLength: 2000, form: true, detail: true, wide: true });

const before = (field: string, a: unknown, b: unknown, message: string): Issue | null =>
  typeof a === 'string' && typeof b === 'string' && a && b && a <= b ? { field, message } : null;

// ---------------------------------------------------------------- 疑难报告

export const cifficultReport = defineResource({
  key: 'cifficultReport',
  codePrefix: 'DR',
  fields: [
    subject(),
    aircraftType,
    registration,
    ataChapter,
    partNumber(),
    { key: 'partName', type: 'text', maxLength: 80, form: true, detail: true },
    { key: 'priority', type: 'select', dict: 'priority', required: true, table: { width: 90 }, search: true, form: true },
    { key: 'occurredOn', type: 'date', required: true, notFuture: true, table: { width: 110, sortable: true }, search: 'range', form: true },
    description('faultDescription'),
    description('actionsTaken', false),
    { key: 'conclusion', type: 'textarea', maxLength: 2000, readOnly: true, detail: true, wide: true },
    ...handlingStamps,
  ],
  removable: ['DRAFT'],
  lifecycle: applicationLifecycle({
    input: [{ key: 'conclusion', type: 'textarea', required: true, maxLength: 2000, label: 'cifficultReport.field.conclusion' }],
  }),
});

// ---------------------------------------------------------------- 商业保险申请

export const insuranceApplication = defineResource({
  key: 'insuranceApplication',
  codePrefix: 'INS',
  fields: [
    { key: 'insuredObject', type: 'text', required: true, maxLength: 100, table: { width: 200, ellipsis: true }, search: true, form: true },
    { key: 'coverage', type: 'select', dict: 'insuranceCoverage', required: true, table: { width: 140 }, search: true, form: true },
    { key: 'sumInsured', type: 'money', required: true, min: 1, max: 10_000_000_000, table: { width: 140, sortable: true }, form: true },
    currency,
    { key: 'periodStart', type: 'date', required: true, table: { width: 110, sortable: true }, search: 'range', form: true },
    { key: 'periodEnd', type: 'date', required: true, table: { width: 110, sortable: true }, form: true },
    { key: 'insurer', type: 'text', maxLength: 60, table: { width: 150, hidden: true }, form: true },
    description('riskDescription', false),
    { key: 'policyNo', type: 'text', readOnly: true, table: { width: 160, hidden: true }, search: true, detail: true },
    ...handlingStamps,
  ],
  rules: [(v) => before('periodEnd', v.periodEnd, v.periodStart, 'applications.validation.periodEnd')],
  removable: ['DRAFT'],
  lifecycle: applicationLifecycle({
    input: [{ key: 'policyNo', ...policyNoRule, label: 'insuranceApplication.field.policyNo' }],
  }),
});

// ---------------------------------------------------------------- 保险延期申请

export const insuranceExtension = defineResource({
  key: 'insuranceExtension',
  codePrefix: 'INX',
  fields: [
    { key: 'policyNo', ...policyNoRule, table: { width: 170 }, search: true, form: true },
    { key: 'insuredObject', type: 'text', required: true, maxLength: 100, table: { width: 200, ellipsis: true }, search: true, form: true },
    { key: 'currentEndDate', type: 'date', required: true, table: { width: 120, sortable: true }, form: true },
    { key: 'newEndDate', type: 'date', required: true, table: { width: 120, sortable: true }, search: 'range', form: true },
    {
      key: 'extensionDays',
      type: 'integer',
      table: { width: 100, sortable: true },
      detail: true,
      derive: (r: Values) =>
        typeof r.currentEndDate === 'string' && typeof r.newEndDate === 'string'
          ? Math.round((Date.parse(r.newEndDate) - Date.parse(r.currentEndDate)) / 86_400_000)
          : null,
    },
    description('reason'),
    ...handlingStamps,
  ],
  rules: [(v) => before('newEndDate', v.newEndDate, v.currentEndDate, 'applications.validation.newEndDate')],
  removable: ['DRAFT'],
  lifecycle: applicationLifecycle(),
});

// ---------------------------------------------------------------- 索赔申请

export const claimApplication = defineResource({
  key: 'claimApplication',
  codePrefix: 'CLM',
  fields: [
    { key: 'claimBasis', type: 'select', dict: 'claimBasis', required: true, table: { width: 100 }, search: true, form: true },
    { key: 'policyOrWarrantyNo', ...policyNoRule, table: { width: 170 }, search: true, form: true },
    { key: 'incidentDate', type: 'date', required: true, notFuture: true, table: { width: 110, sortable: true }, search: 'range', form: true },
    { key: 'lossAmount', type: 'money', required: true, min: 0.01, max: 1_000_000_000, table: { width: 130, sortable: true }, form: true },
    currency,
    registration,
    partNumber(),
    serialNumber,
    description('incidentDescription'),
    { key: 'settledAmount', type: 'money', readOnly: true, table: { width: 130, hidden: true }, detail: true },
    ...handlingStamps,
  ],
  print: [
    {
      key: 'claimForm',
      title: 'claimApplication.print.claimForm',
      sections: [
        { fields: ['code', 'status', 'customerName', 'applicantName', 'createdAt'] },
        {
          title: 'claimApplication.print.claim',
          fields: [
            'claimBasis',
            'policyOrWarrantyNo',
            'incidentDate',
            'lossAmount',
            'currency',
            'aircraftRegistration',
            'partNumber',
            'serialNumber',
            'incidentDescription',
            'settledAmount',
          ],
        },
      ],
      footer: 'claimApplication.print.claimFooter',
    },
  ],
  removable: ['DRAFT'],
  lifecycle: applicationLifecycle({
    input: [{ key: 'settledAmount', type: 'money', required: true, min: 0, max: 1_000_000_000, label: 'claimApplication.field.settledAmount' }],
  }),
});

// ---------------------------------------------------------------- 用户投诉

export const userComplaints = defineResource({
  key: 'userComplaints',
  codePrefix: 'CMP',
  fields: [
    subject(),
    { key: 'category', type: 'select', dict: 'complaintCategory', required: true, table: { width: 120 }, search: true, form: true },
    { key: 'severity', type: 'select', dict: 'severity', required: true, table: { width: 90, sortable: true }, search: true, form: true },
    { key: 'expectedBy', type: 'date', table: { width: 110, sortable: true }, search: 'range', form: true },
    description('complaintDescription'),
    description('expectedResolution'),
    // the handling record, written when the complaint is closed
    { key: 'cause', type: 'textarea', maxLength: 1000, readOnly: true, detail: true, wide: true },
    { key: 'correctiveAction', type: 'textarea', maxLength: 1000, readOnly: true, detail: true, wide: true },
    {
      key: 'customerConfirmation',
      type: 'select',
      dict: 'customerConfirmation',
      readOnly: true,
      table: { width: 110, hidden: true },
      search: true,
      detail: true,
    },
    ...handlingStamps,
  ],
  removable: ['DRAFT'],
  lifecycle: applicationLifecycle({
    input: [
      { key: 'cause', type: 'textarea', required: true, maxLength: 1000, label: 'userComplaints.field.cause' },
      { key: 'correctiveAction', type: 'textarea', required: true, maxLength: 1000, label: 'userComplaints.field.correctiveAction' },
      { key: 'customerConfirmation', type: 'select', dict: 'customerConfirmation', required: true, label: 'userComplaints.field.customerConfirmation' },
    ],
  }),
});

// ---------------------------------------------------------------- 问题反馈

export const problemFeedback = defineResource({
  key: 'problemFeedback',
  applicant: { label: 'resource.applicant.submitter', mine: 'resource.mine.submitted' },
  codePrefix: 'PFB',
  fields: [
    subject(),
    { key: 'feedbackType', type: 'select', dict: 'feedbackType', required: true, table: { width: 120 }, search: true, form: true },
    { key: 'priority', type: 'select', dict: 'priority', required: true, table: { width: 90 }, search: true, form: true },
    partNumber(),
    aircraftType,
    description('problemDescription'),
    description('suggestion', false),
    { key: 'reply', type: 'textarea', maxLength: 2000, readOnly: true, detail: true, wide: true },
    ...handlingStamps,
  ],
  removable: ['DRAFT'],
  lifecycle: applicationLifecycle({
    input: [{ key: 'reply', type: 'textarea', required: true, maxLength: 2000, label: 'problemFeedback.field.reply' }],
  }),
});

export const applicationResources = [cifficultReport, insuranceApplication, insuranceExtension, claimApplication, userComplaints, problemFeedback];

/** The one-line summary of an application in the approval inbox. */
export function applicationTitle(record: Values): string {
  const head = (record.subject as string) ?? (record.insuredObject as string) ?? (record.policyOrWarrantyNo ? `${record.policyOrWarrantyNo}` : undefined) ?? '';
  return [record.customerName, head].filter(Boolean).join(' · ');
}
