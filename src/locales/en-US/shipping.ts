/** Shipping documents of the four shipping desks: the airworthiness certificate, dangerous goods and export control (docs/inventory.md). */
export default {
  'shipping.field.requiredCertificate': 'Certificate required',
  'shipping.field.dangerousGoods': 'Dangerous goods',
  'shipping.field.exportControl': 'Export control',
  'shipping.field.shipsOutsideStock': 'Shipped outside stock',
  'shipping.field.stockHeld': 'Serials held',
  'shipping.field.serialNumber': 'Serial',
  'shipping.field.stockRow': 'Stock row',
  'shipping.field.heldOnRow': 'Held by this order',
  'shipping.field.certificateDate': 'Certificate date',
  'shipping.field.releaseCertificate': 'Airworthiness certificate',
  'shipping.field.releaseCertificateNo': 'Certificate no.',
  'shipping.field.dgDeclared': 'Declared as dangerous goods',
  'shipping.print.papers': 'Certificates and shipping papers',
  'shipping.print.deliveryNote': 'Delivery note',
  'shipping.validation.certificate': 'The customer does not accept {type}: it requires {required} (accepts {accepted})',
  'shipping.validation.serialCertificate': 'Serial {serial} carries {type}; the customer requires {required} (accepts {accepted}) — it cannot ship',
  'shipping.notice.typed':
    'This part does not ship from serialised stock: give the type and number of the certificate that goes with it. The customer requires {required} (accepts {accepted})',
  'shipping.notice.required': 'The customer requires {required} (accepts {accepted}); serials issued from stock go with their certificates',
  'shipping.notice.stock': 'Certificates going with the part: {serials}. The customer requires {required} (accepts {accepted})',
  'shipping.notice.refused':
    'Certificate mismatch: the customer does not accept {serials} — it requires {required} (accepts {accepted}). Release the reservation and source from other stock',
  'shipping.notice.candidates':
    'Serials this order holds: {serials}. The customer requires {required} (accepts {accepted}); give a serial whose certificate matches',
} as Record<string, string>;
