/**
 * Initial values of new records' forms: declared on the field, offered by `formInitials`, and always a
 * value the field accepts (an enabled item of its seeded dictionary, or one of its fixed values).
 */
import { formInitials } from '@/domain/engine';
import { resourceOf, resources } from '@/domain/desks';
import { seedDictionaries } from '../../../mock/lib/seed/dictionaries';

describe('initial values of a new record', () => {
  it('a claim, an insurance application and their siblings start in CNY', () => {
    for (const key of ['claimApplication', 'insuranceApplication']) {
      expect(formInitials(resourceOf(key)!)).toMatchObject({ currency: 'CNY' });
    }
  });

  it('only create-form fields with an initial are set; everything else starts empty', () => {
    const claim = resourceOf('claimApplication')!;
    const initials = formInitials(claim);
    for (const key of Object.keys(initials)) expect(claim.fields.find((f) => f.key === key)?.initial).toBeDefined();
    expect(initials).not.toHaveProperty('customerId');
  });

  it('every declared initial is a value its field accepts', () => {
    const dictionaries = new Map(seedDictionaries().map((d) => [d.type, d]));
    let checked = 0;
    for (const def of resources) {
      for (const field of def.fields.filter((f) => f.initial !== undefined)) {
        checked++;
        if (field.dict) {
          const item = dictionaries.get(field.dict)?.items.find((i) => i.value === field.initial);
          expect({ resource: def.key, field: field.key, enabled: item?.enabled }).toEqual({ resource: def.key, field: field.key, enabled: true });
        } else if (field.enum) {
          // a multiple select starts with several of its options
          for (const value of Array.isArray(field.initial) ? field.initial : [field.initial]) expect(field.enum).toContain(value);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
