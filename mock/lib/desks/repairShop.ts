/**
 * The repair desk's rules that read more than one record (src/domain/desks/repairShop/workOrder.ts),
 * as action hooks of the store — refused before anything is written:
 * - dispatching a work order: the outlet's approval certificate is in force and the technician, of that
 *   outlet, holds a valid licence covering the work order's ATA chapter (VALIDATION on the field);
 * - verifying it: not by the user who completed it (ACTION_NOT_ALLOWED).
 * And the selects of outlets and technicians (dictionaries `repairOutlet`, `outletTechnician`) follow
 * the outlet and personnel records: a new or renamed one is offered at once.
 */
import { ShowType } from '../../../src/domain/envelope';
import { BizFailure } from '../../../src/domain/failure';
import { businessDate, renderIssue, type ResourceRecord } from '../../../src/domain/engine';
import { maintenancePersonnel, maintenancePoint, workOrder } from '../../../src/domain/desks/repairShop';
import { dispatchProblem, verifyProblem } from '../../../src/domain/desks/repairShop/workOrder';
import { technicianLabel } from '../../../src/domain/desks/repairShop/outlets';
import { serverText as t } from '../../../src/domain/serverMessages';
import { onAction, onChange } from '../store/hooks';
import { upsertItem } from '../store/options';
import { invalidIssues } from '../store/recordRules';
import { storedRows } from '../store/tables';

const byCode = (rows: ResourceRecord[], code: unknown) => rows.find((r) => r.code === code);

/** The repair desk's rules across records and its record-fed selects (registered by mock/lib/rules.ts; each returned function removes one). */
export function repairShopRules(): Array<() => void> {
  return [
    onAction(workOrder.key, 'dispatch', ({ before, input, ctx }) => {
      const outlet = byCode(storedRows(maintenancePoint), input.outletCode);
      const technician = byCode(storedRows(maintenancePersonnel), input.technicianNo);
      const problem = dispatchProblem(before, outlet, technician, businessDate(ctx.now));
      if (problem) throw invalidIssues([problem]);
    }),
    onAction(workOrder.key, 'verify', ({ before, user }) => {
      const problem = verifyProblem(before, user.userNo);
      if (problem) throw new BizFailure('ACTION_NOT_ALLOWED', renderIssue(problem, t), ShowType.ERROR_MESSAGE, 200, { status: before.status });
    }),
    onChange(maintenancePoint.key, ({ after }) => {
      if (after?.code) upsertItem('repairOutlet', String(after.code), String(after.outletName));
    }),
    onChange(maintenancePersonnel.key, ({ after }) => {
      if (after?.code)
        upsertItem(
          'outletTechnician',
          String(after.code),
          technicianLabel(after.personName, byCode(storedRows(maintenancePoint), after.outletCode)?.outletName ?? after.outletCode),
        );
    }),
  ];
}
