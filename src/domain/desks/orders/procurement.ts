/** The procurement desk (domain.md §3): several P/Ns in one order, quoted line by line. */
import { defineResource, linesSummary, lineTotal, partNumberField } from '../../engine';
import type { FieldDef } from '../../engine';
import { aircraftType, ataChapter, issuedSerialsField, money, notBefore, requiredBy, requiredByRule, SHIPMENT_INPUT, today } from './common';
import { PRICE_SOURCES, quoteCurrencyStart, quotedLines, quotePriceStart } from '../terms';
import { PAPERS_PRINTED, SHIPMENT_PAPERS, shipmentRules, shippingFields, SHIPPING_SPECS } from './shipping';

/**
 * The lines of a procurement order: several P/Ns in one order. The customer asks for P/N, quantity,
 * unit and condition; the sales desk prices each line when it quotes (`quote`: one unit price per
 * line, one currency and validity for the whole quote — how a quotation reads). Amount = quantity ×
 * unit price; the order's total is the sum of the amounts once every line is priced.
 *
 * The quote starts from the price list (docs/customers.md): when the order is written the server gives
 * each catalogued line its price-list price — the list price less the discount of the customer's
 * agreement covering the part (src/domain/desks/terms.ts) — and says where it came from; the quote's
 * unit prices start there, and a line quoted at another price says OVERRIDDEN.
 */
const procurementLines: FieldDef = {
  key: 'lines',
  type: 'lineItems',
  required: true,
  table: { width: 260, ellipsis: true },
  form: true,
  wide: true,
  lines: {
    fields: [
      // the list price fills the line's unit price where it is typed: the quote (below)
      partNumberField('partNumber', { fill: { name: 'partName', unit: 'unit', price: 'unitPrice', currency: 'currency' }, required: true }),
      { key: 'partName', type: 'text', required: true, maxLength: 80 },
      { key: 'quantity', type: 'integer', required: true, min: 1, max: 9999 },
      { key: 'unit', type: 'select', dict: 'unit', required: true, initial: 'EA' },
      { key: 'conditionCode', type: 'select', dict: 'conditionCode', required: true },
      money('unitPrice', { readOnly: true }),
      // where the price comes from, then the price list's price of the line — set by the server when the line is written
      { key: 'priceFrom', type: 'select', enum: PRICE_SOURCES, readOnly: true },
      money('listUnitPrice', { readOnly: true }),
      { key: 'listCurrency', type: 'select', dict: 'currency', readOnly: true },
      { key: 'priceAgreementNo', type: 'text', readOnly: true },
      { key: 'discountPercent', type: 'number', readOnly: true },
    ],
    minRows: 1,
    maxRows: 20,
    computed: [
      {
        key: 'amount',
        type: 'money',
        value: (row) => (typeof row.quantity === 'number' && typeof row.unitPrice === 'number' ? row.quantity * row.unitPrice : null),
      },
    ],
    totals: ['quantity', 'amount'],
    summary: ['partNumber', 'quantity'],
    priceList: { price: 'listUnitPrice', currency: 'listCurrency', discount: 'discountPercent', agreementNo: 'priceAgreementNo', source: 'priceFrom' },
    // the customer's quote shows the prices quoted, not where they came from
    notPrinted: ['priceFrom', 'listUnitPrice', 'listCurrency', 'priceAgreementNo', 'discountPercent'],
  },
};

const SHIPPING = SHIPPING_SPECS.procurementOrder;

export const procurementOrder = defineResource({
  key: 'procurementOrder',
  codePrefix: 'PO',
  thread: true,
  fields: [
    procurementLines,
    // the P/Ns of the lines, as one text: the list's P/N filter (contains)
    {
      key: 'partNumbers',
      type: 'text',
      label: 'procurementOrder.field.partNumber',
      search: true,
      detail: false,
      derive: (r) => linesSummary(procurementLines, r.lines, (c, v) => (c.key === 'partNumber' && v ? String(v) : '')) || null,
    },
    aircraftType,
    ataChapter,
    { key: 'certificateType', type: 'select', dict: 'certificateType', required: true, table: { width: 130, hidden: true }, search: true, form: true },
    { key: 'priority', type: 'select', dict: 'priority', required: true, table: { width: 90 }, search: true, form: true },
    requiredBy,
    { key: 'deliveryAddress', type: 'text', maxLength: 120, form: true, detail: true, wide: true },
    { key: 'currency', type: 'select', dict: 'currency', readOnly: true, table: { width: 80, hidden: true }, detail: true },
    { key: 'quoteValidUntil', type: 'date', readOnly: true, detail: true },
    { key: 'totalAmount', type: 'money', table: { width: 130, sortable: true }, detail: true, derive: lineTotal(procurementLines, 'amount') },
    { key: 'carrier', type: 'select', dict: 'carrier', readOnly: true, table: { width: 100, hidden: true }, detail: true },
    { key: 'trackingNo', type: 'text', readOnly: true, trackingOf: 'carrier', table: { width: 150, hidden: true }, search: true, detail: true },
    { key: 'shippedAt', type: 'dateTime', readOnly: true, detail: true },
    issuedSerialsField,
    ...shippingFields(SHIPPING),
    { key: 'deliveredAt', type: 'dateTime', readOnly: true, detail: true },
  ],
  // P/Ns and names of the lines are searched by the keyword (besides the code)
  keywordFields: ['code', 'customerName', 'lines', 'trackingNo'],
  print: [
    {
      key: 'quote',
      title: 'procurementOrder.print.quote',
      statuses: ['QUOTED', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CLOSED'],
      sections: [
        { fields: ['code', 'customerName', 'currency', 'quoteValidUntil', 'requiredBy', 'certificateType', 'deliveryAddress'] },
        { title: 'procurementOrder.print.linesTitle', fields: ['lines'] },
        { fields: ['totalAmount', 'remark'] },
      ],
      footer: 'procurementOrder.print.quoteFooter',
    },
    {
      key: 'deliveryNote',
      title: 'shipping.print.deliveryNote',
      statuses: ['SHIPPED', 'DELIVERED', 'CLOSED'],
      sections: [
        { fields: ['code', 'customerName', 'certificateType', 'deliveryAddress', 'carrier', 'trackingNo', 'shippedAt'] },
        { title: 'procurementOrder.print.linesTitle', fields: ['lines'] },
        { title: 'shipping.print.papers', fields: PAPERS_PRINTED },
      ],
      footer: 'aogOrder.print.deliveryFooter',
    },
  ],
  rules: [requiredByRule],
  lifecycle: {
    initial: 'DRAFT',
    editableIn: ['DRAFT', 'SUBMITTED'],
    statuses: [
      { key: 'DRAFT' },
      { key: 'SUBMITTED', tone: 'processing' },
      { key: 'QUOTED', tone: 'processing' },
      { key: 'CONFIRMED', tone: 'processing' },
      { key: 'SHIPPED', tone: 'processing' },
      { key: 'DELIVERED', tone: 'success' },
      { key: 'CLOSED', tone: 'default', final: true },
      { key: 'CANCELLED', tone: 'error', final: true },
    ],
    actions: [
      { key: 'submit', from: ['DRAFT'], to: 'SUBMITTED', submit: true, confirm: true, bulk: true },
      {
        key: 'quote',
        from: ['SUBMITTED'],
        to: 'QUOTED',
        input: [
          // one price per line of the order, in its order (see procurementLines)
          {
            key: 'lines',
            type: 'lineItems',
            required: true,
            label: 'procurementOrder.field.linePrices',
            lines: { fields: [money('unitPrice', { required: true, min: 0.01, start: quotePriceStart })], patch: true },
          },
          { key: 'currency', type: 'select', dict: 'currency', required: true, start: quoteCurrencyStart },
          { key: 'quoteValidUntil', type: 'date', required: true },
        ],
        comment: 'optional',
        // a line quoted at another price (or currency) than its price list's says so
        apply: (r) => ({ lines: quotedLines(r.lines, r.currency) }),
        guard: (_r, input, ctx) => notBefore('quoteValidUntil', input.quoteValidUntil as string, today(ctx), 'orders.validation.quoteValidPast'),
      },
      {
        key: 'confirm',
        from: ['QUOTED'],
        to: 'CONFIRMED',
        confirm: true,
        guard: (r, _i, ctx) => (r.quoteValidUntil && String(r.quoteValidUntil) < today(ctx) ? { message: 'orders.validation.quoteExpired' } : null),
      },
      {
        key: 'ship',
        from: ['CONFIRMED'],
        to: 'SHIPPED',
        input: [...SHIPMENT_INPUT, ...SHIPMENT_PAPERS],
        stamp: ['shippedAt'],
        ...shipmentRules(SHIPPING),
      },
      { key: 'deliver', from: ['SHIPPED'], to: 'DELIVERED', confirm: true, stamp: ['deliveredAt'] },
      { key: 'close', from: ['DELIVERED'], to: 'CLOSED', confirm: true, bulk: true },
      { key: 'cancel', from: ['DRAFT', 'SUBMITTED', 'QUOTED'], to: 'CANCELLED', danger: true, comment: 'required' },
    ],
  },
});
