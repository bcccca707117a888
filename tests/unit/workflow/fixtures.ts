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
