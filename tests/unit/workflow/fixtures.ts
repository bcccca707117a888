/** A valid new lease order (租赁订单) as the create call takes it. */
export const leaseBody = {
  customerId: 'C-CES',
  partNumber: 'C24958000',
  partName: '主轮刹车组件',
  aircraftType: null,
  aircraftRegistration: null,
  leaseStart: '2026-12-01',
  leaseDays: 30,
  dayRate: 800,
  currency: 'CNY',
  deposit: 50000,
  remark: null,
};

/** A valid new commercial-insurance claim (商业保险索赔) as the create call takes it. */
export const claimBody = {
  customerId: 'C-CCA',
  claimBasis: 'WARRANTY',
  policyOrWarrantyNo: 'WTY-D23189000-0042',
  incidentDate: '2026-10-02',
  lossAmount: 128000,
  currency: 'CNY',
  aircraftRegistration: 'B-652A',
  partNumber: 'D23189000-5',
  serialNumber: 'SN48213',
  incidentDescription: '主起落架收放作动筒装机 300 小时后渗漏。',
  remark: null,
};
