/**
 * The knowledge side of the portal (domain.md §3, §4, §6): the product catalogue, material codes and
 * the requests for new ones, the technical-material library with its revisions, and readers' feedback
 * on the materials. Products and materials carry an information secrecy level (`type: 'secrecy'`): the
 * mock hides records above the user's personnel level everywhere they leave the server.
 */
import { revisionFile, revisionsField, revisionsOf } from './revisions';
import { defineResource, partNumberField, PART_NUMBER, type FieldDef, type Values } from '../engine';
import { isPdf, isImage } from '../engine/attachments';
import type { AttachmentRef, Issue } from '../engine';

/** A material code: 2–4 letters, a dash, 4–8 digits (RM-000123, CHEM-00042). */
export const MATERIAL_CODE = /^[A-Z]{2,4}-[0-9]{4,8}$/;
/** A document number: letters, digits, dots, dashes and slashes (AMM-32-11-00, SB-A320-32-1045). */
export const DOCUMENT_NO = /^[A-Z0-9][A-Z0-9./-]{2,39}$/;
/** A revision label: Rev. 3, R12, A, 01 … */
export const REVISION = /^[A-Za-z0-9][A-Za-z0-9 .-]{0,15}$/;
/** Applicable P/Ns of a document: up to 20 P/Ns (the P/N rule) separated by commas. */
const PN = PART_NUMBER.source.slice(1, -1);
export const PART_NUMBER_LIST = new RegExp(`^${PN}(, ?${PN}){0,19}$`);

const aircraftType: FieldDef = { key: 'aircraftType', type: 'select', dict: 'aircraftType', required: true, table: { width: 110 }, search: true, form: true };
const ataChapter: FieldDef = { key: 'ataChapter', type: 'select', dict: 'ataChapter', required: true, table: { width: 120 }, search: true, form: true };
const secrecyLevel: FieldDef = {
  key: 'secrecyLevel',
  type: 'secrecy',
  label: 'resource.field.secrecyLevel',
  required: true,
  initial: 'INTERNAL',
  table: { width: 80 },
  search: true,
  form: true,
};

// ---------------------------------------------------------------- 产品信息

/** The first image among a product's attachments (its thumbnail), or null. */
export const productImage = (r: Values): AttachmentRef | null =>
  Array.isArray(r.attachments) ? ((r.attachments as AttachmentRef[]).find((a) => isImage(a)) ?? null) : null;

/** The lines of a part's alternates: another catalogued P/N and how it interchanges (one-way: it may replace this part, not the reverse). */
const alternatesField: FieldDef = {
  key: 'alternates',
  type: 'lineItems',
  form: true,
  detail: true,
  wide: true,
  lines: {
    fields: [
      partNumberField('alternatePartNumber', { fill: {}, required: true }),
      { key: 'interchange', type: 'select', dict: 'interchangeability', required: true, initial: 'TWO_WAY' },
    ],
    minRows: 0,
    maxRows: 10,
    summary: ['alternatePartNumber', 'interchange'],
  },
};

/**
 * What makes a product a catalogued part (domain.md §4 "Product"): its class, whether each unit has a
 * serial number, shelf life, standard repair TAT, alternates, supersession, export-control
 * classification and the dangerous-goods flag. The rules on them are in src/domain/catalogue rules
 * (`catalogueRules`, below) and src/domain/stock.ts reads them.
 */
const catalogueFields: FieldDef[] = [
  { key: 'partClass', type: 'select', dict: 'partClass', required: true, table: { width: 90 }, search: true, form: true },
  { key: 'serialised', type: 'boolean', initial: true, table: { width: 80, hidden: true }, search: true, form: true },
  { key: 'shelfLifeMonths', type: 'integer', min: 1, max: 240, table: { width: 90, hidden: true }, form: true },
  { key: 'repairTatDays', type: 'integer', min: 1, max: 365, table: { width: 90, hidden: true }, form: true },
  partNumberField('supersededBy', { fill: {}, table: { width: 140, hidden: true }, search: true, form: true }),
  { key: 'supersededFrom', type: 'date', table: { width: 110, hidden: true }, form: true },
  alternatesField,
  {
    key: 'exportControl',
    type: 'select',
    dict: 'exportControl',
    required: true,
    initial: 'EAR99',
    table: { width: 100, hidden: true },
    search: true,
    form: true,
  },
  { key: 'dangerousGoods', type: 'boolean', initial: false, table: { width: 80, hidden: true }, search: true, form: true },
];

/**
 * The catalogue's own rules: a supersession names its date (and the date its P/N); a part is neither
 * its own replacement nor its own alternate, and lists an alternate once; an expendable part has no
 * repair TAT (it is not repaired).
 */
export const catalogueRules = [
  (v: Values): Issue | null =>
    v.supersededBy && !v.supersededFrom ? { field: 'supersededFrom', message: 'productMaintenance.validation.supersededFrom' } : null,
  (v: Values): Issue | null => (v.supersededFrom && !v.supersededBy ? { field: 'supersededBy', message: 'productMaintenance.validation.supersededBy' } : null),
  (v: Values): Issue | null =>
    v.supersededBy && v.supersededBy === v.partNumber ? { field: 'supersededBy', message: 'productMaintenance.validation.supersededSelf' } : null,
  (v: Values): Issue | null => {
    const pns = ((v.alternates as Values[] | undefined) ?? []).map((row) => String(row.alternatePartNumber ?? ''));
    if (pns.includes(String(v.partNumber))) return { field: 'alternates', message: 'productMaintenance.validation.alternateSelf' };
    return new Set(pns).size !== pns.length ? { field: 'alternates', message: 'productMaintenance.validation.alternateTwice' } : null;
  },
  (v: Values): Issue | null =>
    v.partClass === 'EXPENDABLE' && v.repairTatDays ? { field: 'repairTatDays', message: 'productMaintenance.validation.expendableTat' } : null,
];

export const productMaintenance = defineResource({
  key: 'productMaintenance',
  // master data / content: nobody applies for it (no 申请人, no 我申请的)
  applicant: false,
  codePrefix: 'PRD',
  customer: false,
  fields: [
    { key: 'thumbnail', type: 'text', table: { width: 72 }, derive: (r) => productImage(r)?.id ?? null },
    // the catalogue's own P/N: the rule, no picker
    partNumberField('partNumber', { required: true, table: { width: 150, sortable: true }, search: 'prefix', form: true }),
    { key: 'productName', type: 'text', required: true, maxLength: 80, table: { width: 200, ellipsis: true }, search: true, form: true },
    { key: 'category', type: 'select', dict: 'productCategory', required: true, table: { width: 110 }, search: true, form: true },
    { key: 'aircraftTypes', type: 'multiSelect', dict: 'aircraftType', required: true, table: { width: 180, ellipsis: true }, search: true, form: true },
    ataChapter,
    { key: 'manufacturer', type: 'text', required: true, maxLength: 80, table: { width: 160, ellipsis: true, hidden: true }, search: true, form: true },
    { key: 'listPrice', type: 'money', required: true, min: 0, max: 100_000_000, table: { width: 120, sortable: true }, form: true },
    { key: 'currency', type: 'select', dict: 'currency', required: true, initial: 'CNY', table: { width: 80 }, form: true },
    { key: 'unit', type: 'select', dict: 'unit', required: true, initial: 'EA', table: { width: 70, hidden: true }, form: true },
    { key: 'leadTimeDays', type: 'integer', required: true, min: 0, max: 730, table: { width: 100, sortable: true }, form: true },
    ...catalogueFields,
    secrecyLevel,
    { key: 'description', type: 'textarea', maxLength: 2000, form: true, detail: true, wide: true },
  ],
  keywordFields: ['partNumber', 'productName', 'manufacturer'],
  rules: catalogueRules,
  defaultSort: { field: 'createdAt', order: 'descend', last: ['OFF_SHELF'] },
  // product images: pictures only, a handful per product
  attachments: { docTypes: 'productImageType', maxCount: 8, accept: [{ mime: 'image/*', extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'] }] },
  lifecycle: {
    initial: 'OFF_SHELF',
    editableIn: ['OFF_SHELF', 'ON_SHELF'],
    statuses: [
      { key: 'OFF_SHELF', tone: 'default' },
      { key: 'ON_SHELF', tone: 'success' },
    ],
    actions: [
      { key: 'shelve', from: ['OFF_SHELF'], to: 'ON_SHELF', bulk: true },
      { key: 'unshelve', from: ['ON_SHELF'], to: 'OFF_SHELF', confirm: true, bulk: true },
    ],
  },
});

// ---------------------------------------------------------------- 物料编码 and 编码审批

const materialFields: FieldDef[] = [
  { key: 'materialName', type: 'text', required: true, maxLength: 60, table: { width: 180, ellipsis: true }, search: true, form: true },
  { key: 'specification', type: 'text', required: true, maxLength: 80, table: { width: 200, ellipsis: true }, search: true, form: true },
  { key: 'unit', type: 'select', dict: 'unit', required: true, table: { width: 80 }, form: true },
  { key: 'materialCategory', type: 'select', dict: 'materialCategory', required: true, table: { width: 110 }, search: true, form: true },
];

/** The comparison key of a material's name + specification: case, spaces and full-width forms do not make a new material. */
export const materialKey = (v: Values) =>
  `${String(v.materialName ?? '')}|${String(v.specification ?? '')}`.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

export const productCodeApproval = defineResource({
  key: 'productCodeApproval',
  codePrefix: 'MCR',
  customer: false,
  fields: [
    ...materialFields,
    { key: 'reason', type: 'textarea', required: true, maxLength: 1000, form: true, detail: true, wide: true },
    { key: 'materialCode', type: 'text', readOnly: true, table: { width: 130 }, search: true, detail: true },
  ],
  lifecycle: {
    initial: 'IN_APPROVAL',
    createSubmits: true,
    editableIn: ['REJECTED', 'WITHDRAWN'],
    statuses: [
      { key: 'IN_APPROVAL', tone: 'processing', inApproval: true },
      { key: 'APPROVED', tone: 'success', final: true },
      { key: 'REJECTED', tone: 'error' },
      { key: 'WITHDRAWN', tone: 'default' },
      { key: 'CANCELLED', tone: 'default', final: true },
    ],
    actions: [
      // driven by the workflow (审批管理): on approval the mock creates the code in 物料编码
      { key: 'approve', from: ['IN_APPROVAL'], to: 'APPROVED', system: true },
      { key: 'reject', from: ['IN_APPROVAL'], to: 'REJECTED', system: true },
      { key: 'withdraw', from: ['IN_APPROVAL'], to: 'WITHDRAWN', system: true },
      { key: 'resubmit', from: ['REJECTED', 'WITHDRAWN'], to: 'IN_APPROVAL', submit: true, confirm: true },
      { key: 'cancel', from: ['REJECTED', 'WITHDRAWN'], to: 'CANCELLED', danger: true, confirm: true },
    ],
  },
});

export const productCodeInfo = defineResource({
  key: 'productCodeInfo',
  // master data / content: nobody applies for it (no 申请人, no 我申请的)
  applicant: false,
  codePrefix: 'MAT',
  customer: false,
  fields: [
    {
      key: 'materialCode',
      type: 'text',
      required: true,
      upperCase: true,
      pattern: MATERIAL_CODE,
      patternMessage: 'knowledge.validation.materialCode',
      maxLength: 13,
      table: { width: 130, sortable: true },
      search: 'prefix',
      form: 'create',
    },
    ...materialFields,
    { key: 'requestId', type: 'text', readOnly: true, relatedTo: { resource: 'productCodeApproval' } },
  ],
  keywordFields: ['materialCode', 'materialName', 'specification'],
  defaultSort: { field: 'createdAt', order: 'descend', last: ['INACTIVE'] },
  lifecycle: {
    initial: 'ACTIVE',
    editableIn: ['ACTIVE', 'INACTIVE'],
    statuses: [
      { key: 'ACTIVE', tone: 'success' },
      { key: 'INACTIVE', tone: 'default' },
    ],
    actions: [
      { key: 'deactivate', from: ['ACTIVE'], to: 'INACTIVE', confirm: true, comment: 'optional', bulk: true },
      { key: 'activate', from: ['INACTIVE'], to: 'ACTIVE', bulk: true },
    ],
  },
});

// ---------------------------------------------------------------- 技术资料

export { REVISION_FIELDS, REVISION_FILE_POLICY, revisionFile, revisionsOf, type Revision } from './revisions';

export const technicalMaterials = defineResource({
  key: 'technicalMaterials',
  applicant: { label: 'resource.applicant.uploader', mine: 'resource.mine.uploaded' },
  codePrefix: 'TM',
  customer: false,
  fields: [
    {
      key: 'documentNo',
      type: 'text',
      required: true,
      upperCase: true,
      pattern: DOCUMENT_NO,
      patternMessage: 'knowledge.validation.documentNo',
      maxLength: 40,
      table: { width: 170, sortable: true },
      search: 'prefix',
      form: true,
    },
    { key: 'title', type: 'text', required: true, maxLength: 120, table: { width: 240, ellipsis: true }, search: true, form: true },
    { key: 'docType', type: 'select', dict: 'technicalDocType', required: true, table: { width: 80 }, search: true, form: true },
    aircraftType,
    ataChapter,
    {
      key: 'partNumbers',
      type: 'text',
      upperCase: true,
      pattern: PART_NUMBER_LIST,
      patternMessage: 'knowledge.validation.partNumbers',
      maxLength: 400,
      table: { width: 160, ellipsis: true, hidden: true },
      search: true,
      form: true,
      wide: true,
    },
    secrecyLevel,
    // the current revision: set by the revisions call (the list shows it; earlier ones stay in `revisions`)
    { key: 'revision', type: 'text', readOnly: true, table: { width: 80 }, detail: true },
    { key: 'effectiveDate', type: 'date', readOnly: true, table: { width: 110, sortable: true }, search: 'range', detail: true },
    { key: 'fileName', type: 'text', readOnly: true, table: { width: 200, ellipsis: true }, detail: true },
    revisionsField,
  ],
  keywordFields: ['documentNo', 'title', 'partNumbers'],
  defaultSort: { field: 'createdAt', order: 'descend', last: ['SUPERSEDED'] },
  files: (r) => revisionsOf(r).map(revisionFile),
  lifecycle: {
    initial: 'CURRENT',
    editableIn: ['CURRENT'],
    statuses: [
      { key: 'CURRENT', tone: 'success' },
      { key: 'SUPERSEDED', tone: 'default' },
    ],
    actions: [
      { key: 'supersede', from: ['CURRENT'], to: 'SUPERSEDED', confirm: true, danger: true, comment: 'required' },
      { key: 'reinstate', from: ['SUPERSEDED'], to: 'CURRENT', confirm: true },
    ],
  },
});

/** Why a revision cannot be added, or null: label and date formats, a label used before, the file's type and size. */
export function revisionProblem(
  record: Values,
  input: { revision?: unknown; effectiveDate?: unknown },
  file?: Pick<AttachmentRef, 'name' | 'size' | 'type'>,
): Issue | null {
  if (typeof input.revision !== 'string' || !REVISION.test(input.revision.trim())) return { field: 'revision', message: 'knowledge.validation.revision' };
  if (typeof input.effectiveDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(input.effectiveDate) || Number.isNaN(Date.parse(input.effectiveDate))) {
    return { field: 'effectiveDate', message: 'knowledge.validation.effectiveDate' };
  }
  const label = input.revision.trim().toLowerCase();
  if (revisionsOf(record).some((r) => r.revision.toLowerCase() === label))
    return { field: 'revision', message: 'knowledge.validation.revisionUsed', params: { revision: input.revision.trim() } };
  const latest = revisionsOf(record).at(-1);
  if (latest && input.effectiveDate < latest.effectiveDate)
    return { field: 'effectiveDate', message: 'knowledge.validation.effectiveBefore', params: { date: latest.effectiveDate } };
  if (!file) return { field: 'fileId', message: 'knowledge.validation.fileMissing' };
  return null;
}

/** Whether a revision's file can be shown in the browser (PDF) rather than downloaded. */
export const previewable = (file: Pick<AttachmentRef, 'name' | 'type'>) => isPdf(file);

// ---------------------------------------------------------------- 用户反馈

export const userFeedback = defineResource({
  key: 'userFeedback',
  applicant: { label: 'resource.applicant.submitter', mine: 'resource.mine.submitted' },
  codePrefix: 'FB',
  customer: false,
  fields: [
    {
      key: 'documentId',
      type: 'text',
      required: true,
      maxLength: 64,
      pattern: /^[A-Za-z0-9_-]{1,64}$/,
      form: 'create',
      detail: false,
      relatedTo: {
        resource: 'technicalMaterials',
        pick: { label: ['documentNo', 'title'] },
        raise: { from: ['CURRENT'], prefill: (doc) => ({ documentId: doc.id }) },
      },
    },
    { key: 'documentNo', type: 'text', readOnly: true, table: { width: 170 }, search: true, detail: true },
    { key: 'documentTitle', type: 'text', readOnly: true, table: { width: 220, ellipsis: true }, detail: true },
    { key: 'section', type: 'text', required: true, maxLength: 60, table: { width: 120 }, form: true },
    { key: 'description', type: 'textarea', required: true, maxLength: 2000, table: { width: 260, ellipsis: true }, form: true, wide: true },
    { key: 'reply', type: 'textarea', readOnly: true, maxLength: 2000, detail: true, wide: true },
  ],
  keywordFields: ['documentNo', 'documentTitle', 'description'],
  lifecycle: {
    initial: 'SUBMITTED',
    editableIn: ['SUBMITTED'],
    statuses: [
      { key: 'SUBMITTED', tone: 'processing' },
      { key: 'ACCEPTED', tone: 'warning' },
      { key: 'REJECTED', tone: 'error', final: true },
      { key: 'RESOLVED', tone: 'success', final: true },
    ],
    actions: [
      { key: 'accept', from: ['SUBMITTED'], to: 'ACCEPTED', comment: 'optional' },
      {
        key: 'reject',
        from: ['SUBMITTED'],
        to: 'REJECTED',
        input: [{ key: 'reply', type: 'textarea', required: true, maxLength: 2000, label: 'userFeedback.field.reply' }],
      },
      {
        key: 'resolve',
        from: ['ACCEPTED'],
        to: 'RESOLVED',
        input: [{ key: 'reply', type: 'textarea', required: true, maxLength: 2000, label: 'userFeedback.field.reply' }],
      },
    ],
  },
});

export const knowledgeResources = [productMaintenance, productCodeInfo, productCodeApproval, technicalMaterials, userFeedback];

/** The code an approved request gets: its category's prefix and the next free number (RM-000124). */
export function nextMaterialCode(category: string, existing: Iterable<string>): string {
  const prefix = `${category}-`;
  let max = 0;
  for (const code of existing) if (code.startsWith(prefix)) max = Math.max(max, Number(code.slice(prefix.length)) || 0);
  return `${prefix}${String(max + 1).padStart(6, '0')}`;
}
