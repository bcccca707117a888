/**
 * The repair desk's rules as plain functions: turn-around time against the promise, expiring and
 * expired certificates and licences, the dispatch check (expired outlet, licence for the ATA chapter),
 * four-eyes verification and no completion with open tasks.
 */
import { actionProblem, domainContext, rowToneOf, withDerived } from '@/domain/engine';
import { certificateState, expiryState, licenceFor, licenceState, maintenancePersonnel, maintenancePoint } from '@/domain/desks/repairShop/outlets';
import { daysLate, repairLate, returnFactory, tatDays, tatDue } from '@/domain/desks/repairShop/returnFactory';
import { actualHours, dispatchProblem, estimatedHours, openTasksProblem, verifyProblem, workOrder } from '@/domain/desks/repairShop/workOrder';

// 2026-11-23 12:00 CST
const NOW = Date.parse('2026-11-23T04:00:00Z');
const ctx = domainContext(NOW);

describe('turn-around time', () => {
  const received = { status: 'REPAIRING', receivedAt: '2026-11-03T02:00:00Z', promisedTatDays: 15 };

  it('counts calendar days from the day the unit was received to today while it is here', () => {
    expect(tatDays(received, ctx)).toBe(20);
    expect(tatDue(received)).toBe('2026-11-18');
  });

  it('stops counting on the day it was shipped back', () => {
    expect(tatDays({ ...received, status: 'SHIPPED_BACK', shippedBackAt: '2026-11-13T08:00:00Z' }, ctx)).toBe(10);
  });

  it('has no TAT before the unit is received, and no promise before the quote', () => {
    expect(tatDays({ status: 'SUBMITTED' }, ctx)).toBeNull();
    expect(tatDue({ status: 'INSPECTING', receivedAt: received.receivedAt })).toBeNull();
    expect(repairLate({ status: 'INSPECTING', receivedAt: received.receivedAt }, ctx)).toBe(false);
  });

  it('is late past the promise: the row stands out and sorts first', () => {
    expect(repairLate(received, ctx)).toBe(true);
    expect(daysLate(received, ctx)).toBe(5);
    expect(rowToneOf(returnFactory, received, ctx)).toBe('error');
    const onTime = { ...received, promisedTatDays: 30, createdAt: '2026-11-22T00:00:00Z' };
    expect(repairLate(onTime, ctx)).toBe(false);
    expect(rowToneOf(returnFactory, onTime, ctx)).toBeUndefined();
    const rows = [onTime, { ...received, createdAt: '2026-11-01T00:00:00Z' }];
    expect(rows.sort((a, b) => returnFactory.defaultOrder!(a, b, ctx))[0].promisedTatDays).toBe(15);
  });

  it('a repair shipped back after its promise stays late on the record, but no longer stands out', () => {
    const shipped = { ...received, status: 'SHIPPED_BACK', shippedBackAt: '2026-11-21T08:00:00Z' };
    expect(repairLate(shipped, ctx)).toBe(true);
    expect(daysLate(shipped, ctx)).toBe(0);
    expect(withDerived(returnFactory, shipped, ctx).tatDays).toBe(18);
  });
});

describe('certificates and licences', () => {
  it('are valid, expiring within 90 days (inclusive) or expired (the day after the date)', () => {
    expect(expiryState('2026-11-23', '2026-11-23')).toBe('EXPIRING');
    expect(expiryState('2026-11-22', '2026-11-23')).toBe('EXPIRED');
    expect(expiryState('2027-02-21', '2026-11-23')).toBe('EXPIRING');
    expect(expiryState('2027-02-22', '2026-11-23')).toBe('VALID');
    expect(expiryState(undefined, '2026-11-23')).toBeNull();
  });

  it('an outlet stands out by its certificate; a person by the worst of their licences', () => {
    expect(certificateState({ certificateExpiry: '2026-12-01' }, ctx)).toBe('EXPIRING');
    expect(rowToneOf(maintenancePoint, { status: 'ACTIVE', certificateExpiry: '2026-11-01' }, ctx)).toBe('error');
    const person = { status: 'ACTIVE', licences: [{ expiresOn: '2028-01-01' }, { expiresOn: '2026-10-01' }] };
    expect(licenceState(person, ctx)).toBe('EXPIRED');
    expect(rowToneOf(maintenancePersonnel, person, ctx)).toBe('error');
    expect(rowToneOf(maintenancePersonnel, { status: 'ACTIVE', licences: [{ expiresOn: '2027-01-10' }] }, ctx)).toBe('warning');
  });

  it('a licence counts for a chapter it covers and while it is valid', () => {
    const person = {
      licences: [
        { ataChapters: ['32', '29'], expiresOn: '2027-06-30' },
        { ataChapters: ['24'], expiresOn: '2026-11-01' },
      ],
    };
    expect(licenceFor(person, '32', '2026-11-23')).toBeTruthy();
    expect(licenceFor(person, '24', '2026-11-23')).toBeUndefined();
    expect(licenceFor(person, '21', '2026-11-23')).toBeUndefined();
  });
});

describe('dispatching a work order', () => {
  const order = { ataChapter: '32' };
  const outlet = { code: 'MRO-1', status: 'ACTIVE', certificateNo: 'D.100200', certificateExpiry: '2027-05-01' };
  const tech = { code: 'TEC-1', status: 'ACTIVE', outletCode: 'MRO-1', licences: [{ ataChapters: ['32'], expiresOn: '2027-01-01' }] };

  it('goes to an outlet in force and a technician of it licensed for the chapter', () => {
    expect(dispatchProblem(order, outlet, tech, '2026-11-23')).toBeNull();
  });

  it('is refused to an outlet whose approval certificate expired, naming it and the date', () => {
    expect(dispatchProblem(order, { ...outlet, certificateExpiry: '2026-11-22' }, tech, '2026-11-23')).toEqual({
      field: 'outletCode',
      message: 'workOrder.validation.outletExpired',
      params: { certificate: 'D.100200', date: '2026-11-22' },
    });
    expect(dispatchProblem(order, { ...outlet, status: 'SUSPENDED' }, tech, '2026-11-23')?.message).toBe('workOrder.validation.outletSuspended');
  });

  it('is refused to a technician without a valid licence covering the chapter', () => {
    expect(dispatchProblem({ ataChapter: '24' }, outlet, tech, '2026-11-23')).toEqual({
      field: 'technicianNo',
      message: 'workOrder.validation.noLicence',
      params: { ata: '24' },
    });
    expect(dispatchProblem(order, outlet, { ...tech, licences: [{ ataChapters: ['32'], expiresOn: '2026-11-20' }] }, '2026-11-23')?.message).toBe(
      'workOrder.validation.noLicence',
    );
    expect(dispatchProblem(order, outlet, { ...tech, outletCode: 'MRO-2' }, '2026-11-23')?.message).toBe('workOrder.validation.technicianOtherOutlet');
    expect(dispatchProblem(order, outlet, { ...tech, status: 'LEFT' }, '2026-11-23')?.message).toBe('workOrder.validation.technicianInactive');
  });
});

describe('completing and verifying a work order', () => {
  const tasks = [
    { task: '分解检查', estimatedHours: 2, actualHours: 2.5, done: true },
    { task: '更换密封件', estimatedHours: 1.5, done: false },
  ];

  it('cannot complete with open tasks (the action refuses it), nor with a done task without actual hours', () => {
    const record = { status: 'IN_PROGRESS', tasks };
    expect(openTasksProblem(record)).toEqual({ message: 'workOrder.validation.openTasks', params: { count: 1 } });
    expect(actionProblem(workOrder, record, 'complete', {}, ctx)?.message).toBe('workOrder.validation.openTasks');
    const unbooked = { status: 'IN_PROGRESS', tasks: [tasks[0], { ...tasks[1], done: true }] };
    expect(actionProblem(workOrder, unbooked, 'complete', {}, ctx)).toEqual({ message: 'workOrder.validation.actualHoursMissing', params: { row: 2 } });
    expect(actionProblem(workOrder, { status: 'IN_PROGRESS', tasks: [tasks[0], { ...tasks[1], done: true, actualHours: 1 }] }, 'complete', {}, ctx)).toBeNull();
  });

  it('totals the labour hours: the estimate, and the actual hours booked so far', () => {
    expect(estimatedHours({ tasks })).toBe(3.5);
    expect(actualHours({ tasks })).toBe(2.5);
    expect(actualHours({ tasks: [] })).toBeNull();
  });

  it('four eyes: whoever completed it cannot verify it; another user can', () => {
    const history = [
      { at: '2026-11-20T01:00:00Z', operatorNo: 'admin', operatorName: '王建国', action: 'complete' },
      { at: '2026-11-21T01:00:00Z', operatorNo: 'admin', operatorName: '王建国', action: 'rework' },
      { at: '2026-11-22T01:00:00Z', operatorNo: 'engineer', operatorName: '张伟', action: 'complete' },
    ];
    expect(verifyProblem({ history }, 'engineer')).toEqual({ message: 'workOrder.validation.sameVerifier' });
    expect(verifyProblem({ history }, 'admin')).toBeNull();
    expect(withDerived(workOrder, { status: 'COMPLETED', history }, ctx).completedByName).toBe('张伟');
  });

  it('a part with a serial number is one unit', () => {
    const issues = workOrder.rules.flatMap((rule) =>
      [
        rule(
          {
            partsUsed: [
              { partNumber: 'A1', quantity: 2, serialNumber: 'SN1' },
              { partNumber: 'MS1', quantity: 5 },
            ],
          },
          ctx,
        ) ?? [],
      ].flat(),
    );
    expect(issues).toEqual([{ field: 'partsUsed', row: 1, cell: 'quantity', message: 'workOrder.validation.serialisedQuantity' }]);
  });
});
