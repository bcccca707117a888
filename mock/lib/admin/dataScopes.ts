/**
 * What the store adds to the engine's 人员授权 (src/domain/desks/personnelAuthorization.ts): every new user
 * gets a scope record (默认); an edit makes the scope 已授权 and keeps no list behind an "all" switch;
 * 恢复默认 clears it; every change counts as an administration change (the visibility filters, compiled
 * per user, are made anew). Registered by mock/lib/rules.ts.
 */
import { personnelAuthorization } from '../../../src/domain/desks/personnelAuthorization';
import { systemUser } from '../../../src/domain/desks/systemUser';
import { onAction, onChange, onWrite } from '../store/hooks';
import { systemCreate } from '../store/serverSteps';
import { adminChanged } from './adminHttp';

/** The values of a default scope (what it grants is `defaultScope`, read from the user). */
const DEFAULT_VALUES = { allOrgs: false, orgIds: [], allCustomers: true, customerIds: [] };

export function dataScopeRules(): Array<() => void> {
  const key = personnelAuthorization.key;
  return [
    onWrite(key, ({ record }) => ({
      patch: {
        status: 'CUSTOM',
        ...(record.allOrgs === true ? { orgIds: [] } : {}),
        ...(record.allCustomers === true ? { customerIds: [] } : {}),
      },
    })),
    onAction(key, 'reset', () => ({ patch: DEFAULT_VALUES })),
    onChange(key, () => adminChanged()),
    onChange(systemUser.key, ({ type, after, user }) => {
      if (type === 'create' && after) systemCreate(key, { userNo: after.userNo, ...DEFAULT_VALUES }, { operator: user });
    }),
  ];
}
