/**
 * What the four shipping desks (AOG, procurement, exchange, return-to-factory repair) declare about a
 * shipment's papers (src/domain/shipping.ts, docs/inventory.md "Shipping documents"): the certificate
 * the customer requires, the serials of the stock the order holds, the dangerous-goods and
 * export-control flags of its parts (from the catalogue by P/N), the ship step's certificate and DG
 * declaration, and what the shipment stored.
 */
import type { ActionDef, DomainContext, FieldDef, Values } from '../../engine';
import { CERTIFICATE_DICT, CERTIFICATE_NO, heldSerials, shipmentNotice, shipmentProblem, shipmentSerials } from '../../shipping';

export interface ShippingSpec {
  /** the desk (resource key) */
  resource: string;
  /** the P/Ns the shipment sends (the catalogue's flags are theirs) */
  parts: (r: Values) => string[];
  /** the part may come from stock (false: a customer's own unit goes back — always outside stock) */
  fromStock: boolean;
  /** the field of the required certificate: the customer's (`requiredCertificate`, derived), or the order's own */
  requiredKey?: string;
  /** a typed serial the shipment issues (the exchange's replacement serial) */
  serialField?: string;
}

const REQUIRED = 'requiredCertificate';

/** Each shipping desk's shipment: what it sends, whether from stock, whose certificate requirement. */
export const SHIPPING_SPECS: Record<string, ShippingSpec> = {
  // an AOG order ships its P/N, from stock where stock holds it
  aogOrder: { resource: 'aogOrder', parts: (r) => [String(r.partNumber ?? '')], fromStock: true },
  // a procurement order ships its lines' P/Ns, under the certificate the order itself asks for
  procurementOrder: {
    resource: 'procurementOrder',
    parts: (r) => (Array.isArray(r.lines) ? (r.lines as Values[]).map((l) => String(l.partNumber ?? '')) : []),
    fromStock: true,
    requiredKey: 'certificateType',
  },
  // an exchange ships its replacement P/N: the typed replacement serial is the one that goes
  substitutionOrder: {
    resource: 'substitutionOrder',
    parts: (r) => [String(r.replacementPartNumber ?? '')],
    fromStock: true,
    serialField: 'replacementSerialNumber',
  },
  // a repair ships the customer's own unit back: outside stock, its release certificate typed in the step
  returnFactory: { resource: 'returnFactory', parts: (r) => [String(r.partNumber ?? '')], fromStock: false },
};

/** The certificate a shipment of the order must carry: the order's own requirement, or its customer's (the master's). */
export const requiredCertificateOf = (spec: ShippingSpec, r: Values, ctx: DomainContext): unknown =>
  spec.requiredKey ? r[spec.requiredKey] : typeof r.customerId === 'string' ? (ctx.customer?.(r.customerId)?.requiredCertificate ?? null) : null;
const label = (key: string) => `shipping.field.${key}`;
const pns = (spec: ShippingSpec, r: Values) => spec.parts(r).filter((pn) => typeof pn === 'string' && pn !== '');
const parts = (spec: ShippingSpec, r: Values, ctx: DomainContext) => pns(spec, r).map((pn) => ctx.part?.(pn));

/** The export-control classes of the parts other than EAR99 (the ones that flag a shipment). */
const controlled = (spec: ShippingSpec, r: Values, ctx: DomainContext): string[] => {
  const classes = parts(spec, r, ctx).map((p) => p?.exportControl);
  return [...new Set(classes.filter((c): c is string => typeof c === 'string' && c !== 'EAR99'))];
};

/** The serials of the stock the order holds that a shipment would issue (an exchange: every serial it may name), with their certificates. */
const STOCK_HELD = (spec: ShippingSpec): FieldDef => ({
  key: 'stockHeld',
  type: 'lineItems',
  label: label('stockHeld'),
  readOnly: true,
  detail: false,
  lines: {
    fields: [
      { key: 'rowId', type: 'text', label: label('stockRow'), readOnly: true },
      { key: 'held', type: 'integer', label: label('heldOnRow'), readOnly: true },
      { key: 'serialNumber', type: 'text', label: label('serialNumber'), readOnly: true },
      { key: 'certificateType', type: 'select', dict: CERTIFICATE_DICT, label: label('releaseCertificate'), readOnly: true },
      { key: 'certificateNo', type: 'text', label: label('releaseCertificateNo'), readOnly: true },
      { key: 'certificateDate', type: 'date', label: label('certificateDate'), readOnly: true },
    ],
  },
  // what would ship (an exchange: every serial it may name)
  derive: (r, ctx) => {
    if (!ctx.stock || typeof r.code !== 'string') return [];
    const held = heldSerials(ctx.stock.held(r.code));
    return spec.serialField ? held : shipmentSerials(held, requiredCertificateOf(spec, r, ctx));
  },
});

/** The record's shipping facts: derived where they are read (catalogue, stock, customer), stored where the shipment wrote them. */
export function shippingFields(spec: ShippingSpec): FieldDef[] {
  const fields: FieldDef[] = [];
  if (!spec.requiredKey)
    fields.push({
      key: REQUIRED,
      type: 'select',
      dict: CERTIFICATE_DICT,
      label: label(REQUIRED),
      detail: true,
      derive: (r, ctx) => requiredCertificateOf(spec, r, ctx),
    });
  fields.push(
    {
      key: 'dangerousGoods',
      type: 'boolean',
      label: label('dangerousGoods'),
      flag: 'error',
      detail: true,
      derive: (r, ctx) => (ctx.part ? parts(spec, r, ctx).some((p) => p?.dangerousGoods === true) : null),
    },
    {
      key: 'exportControl',
      type: 'multiSelect',
      dict: 'exportControl',
      label: label('exportControl'),
      flag: 'warning',
      detail: true,
      derive: (r, ctx) => (ctx.part ? controlled(spec, r, ctx) : null),
    },
    {
      // no serialised stock of every P/N it sends: the ship step asks for the certificate
      key: 'shipsOutsideStock',
      type: 'boolean',
      label: label('shipsOutsideStock'),
      detail: false,
      derive: (r, ctx) => (!spec.fromStock ? true : ctx.stock ? pns(spec, r).some((pn) => !ctx.stock!.serialised(pn)) : null),
    },
    { key: 'releaseCertificate', type: 'select', dict: CERTIFICATE_DICT, label: label('releaseCertificate'), readOnly: true, detail: true },
    { key: 'releaseCertificateNo', type: 'text', label: label('releaseCertificateNo'), readOnly: true, detail: true },
    { key: 'dgDeclared', type: 'boolean', label: label('dgDeclared'), readOnly: true, detail: true },
  );
  if (spec.fromStock) fields.push(STOCK_HELD(spec));
  return fields;
}

/** The ship step's papers: the certificate of a part shipped outside stock, and the DG declaration. */
export const SHIPMENT_PAPERS: FieldDef[] = [
  {
    key: 'releaseCertificate',
    type: 'select',
    dict: CERTIFICATE_DICT,
    label: label('releaseCertificate'),
    required: true,
    askedWhen: (r) => r.shipsOutsideStock === true,
  },
  {
    key: 'releaseCertificateNo',
    type: 'text',
    label: label('releaseCertificateNo'),
    required: true,
    maxLength: 40,
    upperCase: true,
    pattern: CERTIFICATE_NO,
    patternMessage: 'inventory.validation.certificateNo',
    askedWhen: (r) => r.shipsOutsideStock === true,
  },
  { key: 'dgDeclared', type: 'boolean', label: label('dgDeclared'), required: true, askedWhen: (r) => r.dangerousGoods === true },
];

/** The ship step's check and notice of the certificate and the DG declaration (server and dialog alike). */
export const shipmentRules = (spec: ShippingSpec): Pick<ActionDef, 'guard' | 'notice'> => ({
  guard: (r, input) => shipmentProblem(r, input, spec.requiredKey ?? REQUIRED, spec.serialField),
  notice: (r) => shipmentNotice(r, spec.requiredKey ?? REQUIRED, spec.serialField),
});

/** The fields a delivery note prints about the papers. */
export const PAPERS_PRINTED = ['issuedSerials', 'releaseCertificate', 'releaseCertificateNo', 'dangerousGoods', 'exportControl', 'dgDeclared'];
