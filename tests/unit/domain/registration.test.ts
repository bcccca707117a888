/** Aircraft registrations of every state the portal serves are accepted, in the form and by the mock alike. */
import { isRegistration, NATIONALITY_MARKS, REGISTRATION_MAX, registrationState } from '@/domain/registration';
import { validateValues } from '@/domain/engine';
import { aogOrder } from '@/domain/desks/orders';

describe('aircraft registrations (ICAO nationality marks)', () => {
  it.each([
    ['B-652A', 'CN'],
    ['B-1083', 'CN'],
    ['B-HNR', 'CN'],
    ['B-18201', 'CN'],
    ['N812AA', 'US'],
    ['N1', 'US'],
    ['N12345', 'US'],
    ['G-EUPT', 'GB'],
    ['D-AIMA', 'DE'],
    ['9V-SKA', 'SG'],
    ['JA73NA', 'JP'],
    ['JA8089', 'JP'],
    ['HL8001', 'KR'],
    ['VH-OQA', 'AU'],
    ['F-HPJA', 'FR'],
    ['RP-C3441', 'PH'],
    ['vh-oqa', 'AU'],
  ])('accepts %s (%s)', (text, state) => {
    expect(isRegistration(text)).toBe(true);
    expect(registrationState(text)).toBe(state);
  });

  it.each(['B652A', 'B-65', 'N0123', 'N12345A', 'NI23', 'G-EUP', '9V-SK', 'JA-1234', 'HL80012', 'XX-ABC', 'B-652A-', ''])('refuses %j', (text) => {
    expect(isRegistration(text)).toBe(false);
  });

  it('every mark accepts its own example, within the field length', () => {
    for (const m of NATIONALITY_MARKS) {
      expect(registrationState(m.example)).toBe(m.state);
      expect(m.example.length).toBeLessThanOrEqual(REGISTRATION_MAX);
    }
  });

  it('the order fields (the form and the mock validate with them) apply the rule', () => {
    const field = aogOrder.field('aircraftRegistration')!;
    const check = (text: string) => validateValues(aogOrder, [field], { aircraftRegistration: text }, { requireAll: false });
    expect(check('9v-ska')).toEqual({ issues: [], clean: { aircraftRegistration: '9V-SKA' } });
    expect(check('RP-C3441').issues).toEqual([]);
    expect(check('B65').issues.map((i) => i.message)).toEqual(['resource.validation.registration']);
  });
});
