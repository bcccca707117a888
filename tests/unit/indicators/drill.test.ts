/**
 * A drill-down opens the desk's list with exactly the figure's filter in its search form: every key of
 * every figure's drill (its period field's range, its statuses, a breakdown's customer or aircraft
 * type) is a search field of that desk, so the list shows it, applies it and can save it as 常用筛选
 * (the address a list takes is the shape a saved filter keeps: src/engine/useAddressFilter.ts).
 */
import { resourceOf } from '@/domain/desks';
import { drillQuery, FIGURES } from '@/domain/indicators';
import { formValuesOf } from '@/engine/useSavedSearch';
import { addressQuery } from '@/engine/useAddressFilter';

const period = { from: '2026-11-01', to: '2026-11-30' };
const GROUP_PARAM = { customer: 'customerId', aircraftType: 'aircraftType' } as const;

it('every figure desk’s drill, whole and per group, is taken whole by its list’s search form', () => {
  for (const f of FIGURES)
    for (const d of f.desks) {
      const def = resourceOf(d.resource)!;
      const drills = [drillQuery(d, period), ...f.groups.map((g) => drillQuery(d, period, { [GROUP_PARAM[g]]: 'X' }))];
      for (const drill of drills) {
        const taken = addressQuery(def, `?${new URLSearchParams(drill).toString()}`);
        expect({ figure: f.key, desk: d.resource, taken }).toEqual({ figure: f.key, desk: d.resource, taken: drill });
        // and set in the form: the period as a range, the statuses as the select's values
        const values = formValuesOf(def, taken);
        expect({ figure: f.key, desk: d.resource, fields: Object.keys(values).sort() }).toEqual({
          figure: f.key,
          desk: d.resource,
          fields: [d.periodField, 'status', ...Object.keys(drill).filter((k) => k !== 'status' && !k.startsWith(d.periodField))].sort(),
        });
      }
    }
});
