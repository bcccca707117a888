/**
 * 库存 (inventory, docs/inventory.md): a desk of our own — one row per P/N, location and condition
 * code, with its quantity on hand, the serial numbers of a serialised part (each with its
 * airworthiness certificate) and the orders that hold units of it. Reserved and available are derived
 * from the reservations the orders' own steps write (src/domain/stock.ts, mock/lib/desks/stock.ts): nobody
 * types them. Its route, menu entry and grants are its line in OWN_DESKS (src/domain/menu.ts).
 */
import { defineResource, partNumberField, serialNumberField, type FieldDef, type Values } from '../engine';
import { availableOf, isServiceable, reservationsOf, reservedOf, stockRowProblem } from '../stock';
import { CERTIFICATE_DICT, CERTIFICATE_NO } from '../shipping';

/** The serial numbers on hand of a serialised part, each with its airworthiness certificate. */
export const serialsField: FieldDef = {
  key: 'serials',
  type: 'lineItems',
  form: true,
  detail: true,
  wide: true,
  lines: {
    fields: [
      serialNumberField('serialNumber', { required: true }),
      { key: 'certificateType', type: 'select', dict: CERTIFICATE_DICT, required: true, initial: 'FAA-8130-3' },
      {
        key: 'certificateNo',
        type: 'text',
        required: true,
        maxLength: 40,
        upperCase: true,
        pattern: CERTIFICATE_NO,
        patternMessage: 'inventory.validation.certificateNo',
      },
      { key: 'certificateDate', type: 'date', required: true, notFuture: true },
    ],
    minRows: 0,
    maxRows: 200,
    summary: ['serialNumber'],
  },
};

/** What orders hold on the row (written by the orders' steps, never by a form). */
export const reservationsField: FieldDef = {
  key: 'reservations',
  type: 'lineItems',
  readOnly: true,
  detail: true,
  wide: true,
  lines: {
    fields: [
      { key: 'orderCode', type: 'text', readOnly: true },
      { key: 'quantity', type: 'integer', readOnly: true, label: 'inventory.field.heldQuantity' },
      { key: 'at', type: 'dateTime', readOnly: true },
    ],
    totals: ['quantity'],
    summary: ['orderCode', 'quantity'],
  },
};

/** Available to a new reservation: on hand − reserved, and nothing of a quarantined or unserviceable row. */
export const availableOfRow = (r: Values): number => (r.status === 'IN_STOCK' && isServiceable(r.conditionCode) ? availableOf(r) : 0);

export const inventory = defineResource({
  key: 'inventory',
  codePrefix: 'STK',
  // master data: nobody applies for it and it belongs to no customer
  applicant: false,
  customer: false,
  fields: [
    partNumberField('partNumber', {
      fill: { name: 'partName', unit: 'unit' },
      required: true,
      table: { width: 150, sortable: true },
      search: 'prefix',
      form: true,
    }),
    { key: 'partName', type: 'text', required: true, maxLength: 80, table: { width: 180, ellipsis: true }, search: true, form: true },
    { key: 'location', type: 'select', dict: 'stockLocation', required: true, table: { width: 150 }, search: true, form: true },
    { key: 'conditionCode', type: 'select', dict: 'conditionCode', required: true, table: { width: 110 }, search: true, form: true },
    { key: 'quantity', type: 'integer', required: true, min: 0, max: 99_999, table: { width: 90, sortable: true }, form: true },
    { key: 'unit', type: 'select', dict: 'unit', required: true, initial: 'EA', table: { width: 70, hidden: true }, form: true },
    { key: 'reserved', type: 'integer', table: { width: 90 }, detail: true, derive: (r) => reservedOf(r) },
    { key: 'available', type: 'integer', table: { width: 90 }, detail: true, derive: availableOfRow },
    {
      key: 'heldBy',
      type: 'text',
      table: { width: 200, ellipsis: true },
      detail: false,
      derive: (r) =>
        reservationsOf(r)
          .map((x) => `${x.orderCode} × ${x.quantity}`)
          .join('；') || null,
    },
    serialsField,
    reservationsField,
  ],
  keywordFields: ['code', 'partNumber', 'partName', 'serials'],
  rules: [stockRowProblem],
  lifecycle: {
    initial: 'IN_STOCK',
    editableIn: ['IN_STOCK', 'QUARANTINED'],
    statuses: [
      { key: 'IN_STOCK', tone: 'success' },
      { key: 'QUARANTINED', tone: 'warning' },
    ],
    actions: [
      { key: 'quarantine', from: ['IN_STOCK'], to: 'QUARANTINED', comment: 'required', confirm: true },
      { key: 'restore', from: ['QUARANTINED'], to: 'IN_STOCK', comment: 'optional', confirm: true },
    ],
  },
});
