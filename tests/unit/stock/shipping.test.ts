/**
 * Shipping papers (src/domain/shipping.ts, docs/inventory.md "Shipping documents"): which certificate a
 * customer accepts, which serials a shipment takes, the ship step's refusals — and the same on the mock:
 * an AOG order ships the last unit of a P/N with its FAA 8130-3 to a customer that accepts it and is
 * refused (VALIDATION, nothing moved) for one that requires the EASA Form 1; a part outside stock has
 * its certificate typed; dangerous goods need the declaration; the flags come from the catalogue.
 */
import { fresh } from '../mock/harness';
import * as store from '../../../mock/lib/store/store';
import { LAST_UNIT_PN } from '../../../mock/lib/seed/inventory';
import { inventory } from '@/domain/desks/inventory';
import { aogOrder } from '@/domain/desks/orders';
import { checkField } from '@/domain/engine';
import { acceptedCertificates, shipmentProblem, shipmentSerials, type HeldSerial } from '@/domain/shipping';
import zh from '@/locales/zh-CN/shipping';
import en from '@/locales/en-US/shipping';
import { engineServer } from '../mock/routes';

const serial = (serialNumber: string, certificateType: string, rowId = 'r1', held = 1): HeldSerial => ({
  rowId,
  held,
  serialNumber,
  certificateType,
  certificateNo: `${certificateType}-1`,
});

describe('the certificate a customer accepts', () => {
  it('CAAC AAC-038 accepts the FAA and EASA forms besides; FAA and EASA only themselves; CoC any', () => {
    expect(acceptedCertificates('AAC-038')).toEqual(['AAC-038', 'FAA-8130-3', 'EASA-FORM-1']);
    expect(acceptedCertificates('FAA-8130-3')).toEqual(['FAA-8130-3']);
    expect(acceptedCertificates('EASA-FORM-1')).toEqual(['EASA-FORM-1']);
    expect(acceptedCertificates('COC')).toEqual(expect.arrayContaining(['COC', 'AAC-038', 'FAA-8130-3', 'EASA-FORM-1']));
    expect(acceptedCertificates(undefined)).toContain('COC');
  });

  it('a shipment takes the serials of an accepted certificate first, as many as the order holds on the row', () => {
    const held = [serial('A', 'EASA-FORM-1', 'r1', 1), serial('B', 'FAA-8130-3', 'r1', 1), serial('C', 'AAC-038', 'r2', 1)];
    expect(shipmentSerials(held, 'FAA-8130-3').map((s) => s.serialNumber)).toEqual(['B', 'C']);
    expect(shipmentSerials(held, 'EASA-FORM-1').map((s) => s.serialNumber)).toEqual(['A', 'C']);
  });

  it('refuses a serial, a typed serial or a typed certificate the customer does not accept, on its field', () => {
    const order = { requiredCertificate: 'EASA-FORM-1', stockHeld: [serial('B', 'FAA-8130-3')], shipsOutsideStock: false };
    expect(shipmentProblem(order, {}, 'requiredCertificate')).toMatchObject({ field: 'issuedSerials', message: 'shipping.validation.serialCertificate' });
    expect(shipmentProblem(order, { replacementSerialNumber: 'B' }, 'requiredCertificate', 'replacementSerialNumber')).toMatchObject({
      field: 'replacementSerialNumber',
    });
    expect(shipmentProblem({ ...order, requiredCertificate: 'AAC-038' }, {}, 'requiredCertificate')).toBeNull();
    const outside = { requiredCertificate: 'FAA-8130-3', shipsOutsideStock: true };
    expect(shipmentProblem(outside, { releaseCertificate: 'EASA-FORM-1' }, 'requiredCertificate')).toMatchObject({
      field: 'releaseCertificate',
      message: 'shipping.validation.certificate',
      params: { type: 'EASA-FORM-1', required: 'FAA-8130-3', accepted: 'FAA-8130-3' },
    });
    expect(shipmentProblem(outside, { releaseCertificate: 'FAA-8130-3' }, 'requiredCertificate')).toBeNull();
  });

  it('a required yes/no is an affirmation: only yes passes', () => {
    const f = { key: 'dgDeclared', type: 'boolean' as const, required: true };
    expect(checkField(aogOrder, f, false).issue?.message).toBe('resource.validation.affirm');
    expect(checkField(aogOrder, f, undefined).issue?.message).toBe('resource.validation.affirm');
    expect(checkField(aogOrder, f, true).issue).toBeUndefined();
  });

  it('says every refusal and notice in both languages', () => {
    for (const key of Object.keys(zh)) expect((en as Record<string, string>)[key]).toBeTruthy();
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });
});

describe('on the mock', () => {
  const call = engineServer();
  const M = '/api/management';
  beforeEach(fresh);

  const product = (pn: string) => store.storedRows(store.definition('productMaintenance')).find((p) => p.partNumber === pn);
  const aog = (customerId: string, partNumber: string, partName = 'APU起动机') => ({
    customerId,
    aircraftRegistration: 'B-652A',
    aircraftType: 'A320NEO',
    station: 'PVG',
    aogSince: new Date(Date.now() - 30 * 60_000).toISOString(),
    partNumber,
    partName,
    quantity: 1,
    ataChapter: '49',
    contactName: '王工',
    contactPhone: '13900001111',
    faultDescription: 'APU 起动失败，飞机停场待件',
  });
  /** An AOG order sourced (holding its stock, if any). */
  async function sourced(customerId: string, partNumber: string) {
    const created = (await call('POST', `${M}/aogOrder`, { body: aog(customerId, partNumber), user: 'manager' })).body.data;
    const accepted = (await call('POST', `${M}/aogOrder/${created.id}/actions/accept`, { body: { version: created.version }, user: 'manager' })).body.data;
    const s = await call('POST', `${M}/aogOrder/${created.id}/actions/source`, { body: { version: accepted.version }, user: 'manager' });
    expect(s.body.success).toBe(true);
    return s.body.data;
  }
  const ship = (r: { id: string; version: number }, body: Record<string, unknown> = {}) =>
    call('POST', `${M}/aogOrder/${r.id}/actions/ship`, { body: { carrier: 'SF', trackingNo: 'SF1234567890', ...body, version: r.version }, user: 'manager' });

  it('ships the last unit with its FAA 8130-3 to a CAAC customer: the serial and its certificate on the order', async () => {
    const order = await sourced('C-CCA', LAST_UNIT_PN);
    expect(order.requiredCertificate).toBe('AAC-038');
    expect(order.shipsOutsideStock).toBe(false);
    expect(order.stockHeld).toEqual([expect.objectContaining({ certificateType: 'FAA-8130-3' })]);
    const shipped = await ship(order);
    expect(shipped.body.success).toBe(true);
    expect(shipped.body.data.issuedSerials).toMatch(/FAA-8130-3 FAA-/);
  });

  it('refuses it to a customer that requires the EASA Form 1 — VALIDATION naming the serial, nothing moves', async () => {
    const order = await sourced('C-STARCO', LAST_UNIT_PN);
    const before = JSON.stringify(store.storedRows(inventory).filter((r) => r.partNumber === LAST_UNIT_PN));
    const refused = await ship(order);
    expect(refused.body.errorCode).toBe('VALIDATION');
    expect(refused.body.data.issues[0]).toMatchObject({ field: 'issuedSerials', message: 'shipping.validation.serialCertificate' });
    expect(refused.body.errorMessage).toContain('EASA-FORM-1');
    expect(JSON.stringify(store.storedRows(inventory).filter((r) => r.partNumber === LAST_UNIT_PN))).toBe(before);
  });

  it('a part outside stock ships with its certificate typed: asked, checked against the customer, stored', async () => {
    const order = await sourced('C-CHH', 'ZZ-40001-1');
    expect(order.shipsOutsideStock).toBe(true);
    expect((await ship(order)).body.data.issues.map((i: { field: string }) => i.field)).toEqual(
      expect.arrayContaining(['releaseCertificate', 'releaseCertificateNo']),
    );
    const wrong = await ship(order, { releaseCertificate: 'AAC-038', releaseCertificateNo: 'AAC038-20261101-12' });
    expect(wrong.body.data.issues[0]).toMatchObject({ field: 'releaseCertificate', message: 'shipping.validation.certificate' });
    const ok = await ship(order, { releaseCertificate: 'FAA-8130-3', releaseCertificateNo: 'FAA-20261101-12' });
    expect(ok.body.data).toMatchObject({ status: 'SHIPPED', releaseCertificate: 'FAA-8130-3', releaseCertificateNo: 'FAA-20261101-12' });
  });

  it('flags dangerous goods and export control from the catalogue, and ships DG only once declared', async () => {
    const dg = store.storedRows(store.definition('productMaintenance')).find((p) => p.dangerousGoods === true && p.exportControl === 'EAR99')!;
    const controlled = store.storedRows(store.definition('productMaintenance')).find((p) => p.exportControl === '7A994')!;
    const flagged = await sourced('C-CCA', String(controlled.partNumber));
    expect(flagged).toMatchObject({ dangerousGoods: false, exportControl: ['7A994'] });
    const order = await sourced('C-CCA', String(dg.partNumber));
    expect(order).toMatchObject({ dangerousGoods: true, exportControl: [] });
    const papers = order.shipsOutsideStock ? { releaseCertificate: 'AAC-038', releaseCertificateNo: 'AAC038-20261101-12' } : {};
    const refused = await ship(order, papers);
    expect(refused.body.data.issues).toEqual([expect.objectContaining({ field: 'dgDeclared', message: 'resource.validation.affirm' })]);
    const ok = await ship(order, { ...papers, dgDeclared: true });
    expect(ok.body.data).toMatchObject({ status: 'SHIPPED', dgDeclared: true });
    expect(product(String(dg.partNumber))?.dangerousGoods).toBe(true);
  });
});
