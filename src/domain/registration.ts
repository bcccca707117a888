/**
 * Aircraft registrations (ICAO Annex 7): a nationality mark and a registration mark. The portal
 * serves foreign operators too, so a registration is accepted when it has the shape its state uses.
 * One rule for the forms and the mock server (the fields' `pattern`), the seed and the tests.
 */

/** Nationality marks (letters, digits and '-' only: they go into a pattern as they are) with the shape of the mark that follows. */
export const NATIONALITY_MARKS: ReadonlyArray<{ mark: string; state: string; tail: string; example: string }> = [
  // China: B- and 4 (mainland), Hong Kong B-H.., Macau B-M.., 5 digits (Taiwan)
  { mark: 'B-', state: 'CN', tail: '[0-9A-Z]{4}|H[A-Z]{2}|M[A-Z]{2}|[0-9]{5}', example: 'B-652A' },
  // United States: N, a digit 1–9, up to 4 more digits, up to 2 letters (no I or O), 6 characters at most
  { mark: 'N', state: 'US', tail: '[1-9][0-9]{0,4}|[1-9][0-9]{0,3}[A-HJ-NP-Z]|[1-9][0-9]{0,2}[A-HJ-NP-Z]{2}', example: 'N812AA' },
  { mark: 'JA', state: 'JP', tail: '[0-9]{4}|[0-9]{3}[A-Z]|[0-9]{2}[A-Z]{2}', example: 'JA73NA' },
  { mark: 'HL', state: 'KR', tail: '[0-9]{4}', example: 'HL8001' },
  { mark: 'G-', state: 'GB', tail: '[A-Z]{4}', example: 'G-EUPT' },
  { mark: 'D-', state: 'DE', tail: '[A-Z]{4}|[0-9]{4}', example: 'D-AIMA' },
  { mark: 'F-', state: 'FR', tail: '[A-Z]{4}', example: 'F-HPJA' },
  { mark: 'I-', state: 'IT', tail: '[A-Z]{4}', example: 'I-EIXM' },
  { mark: 'C-', state: 'CA', tail: '[FGI][A-Z]{3}', example: 'C-FIUA' },
  { mark: 'VH-', state: 'AU', tail: '[A-Z]{3}', example: 'VH-OQA' },
  { mark: 'ZK-', state: 'NZ', tail: '[A-Z]{3}', example: 'ZK-NZE' },
  { mark: '9V-', state: 'SG', tail: '[A-Z]{3}', example: '9V-SKA' },
  { mark: '9M-', state: 'MY', tail: '[A-Z]{3}', example: '9M-MXA' },
  { mark: 'HS-', state: 'TH', tail: '[A-Z]{3}', example: 'HS-TKA' },
  { mark: 'PK-', state: 'ID', tail: '[A-Z]{3}', example: 'PK-GIA' },
  { mark: 'RP-', state: 'PH', tail: 'C[0-9]{4}', example: 'RP-C3441' },
  { mark: 'VN-', state: 'VN', tail: 'A[0-9]{3}', example: 'VN-A321' },
  { mark: 'VT-', state: 'IN', tail: '[A-Z]{3}', example: 'VT-ANA' },
  { mark: 'A6-', state: 'AE', tail: '[A-Z]{3}', example: 'A6-EDA' },
  { mark: 'A7-', state: 'QA', tail: '[A-Z]{3}', example: 'A7-BAA' },
  { mark: 'EI-', state: 'IE', tail: '[A-Z]{3}', example: 'EI-DVM' },
  { mark: 'PH-', state: 'NL', tail: '[A-Z]{3}', example: 'PH-BXA' },
  { mark: 'HB-', state: 'CH', tail: '[A-Z]{3}', example: 'HB-JNA' },
  { mark: 'OE-', state: 'AT', tail: '[A-Z]{3}', example: 'OE-LBA' },
  { mark: 'EC-', state: 'ES', tail: '[A-Z]{3}', example: 'EC-MXV' },
  { mark: 'TC-', state: 'TR', tail: '[A-Z]{3}', example: 'TC-JJA' },
  { mark: 'RA-', state: 'RU', tail: '[0-9]{5}', example: 'RA-73181' },
  { mark: 'UP-', state: 'KZ', tail: '[A-Z][0-9]{4}', example: 'UP-A2001' },
  { mark: 'JU-', state: 'MN', tail: '[0-9]{4}', example: 'JU-1021' },
  { mark: 'EK-', state: 'AM', tail: '[0-9]{5}', example: 'EK-32008' },
  { mark: 'AP-', state: 'PK', tail: '[A-Z]{3}', example: 'AP-BMA' },
  { mark: 'ET-', state: 'ET', tail: '[A-Z]{3}', example: 'ET-AVJ' },
  { mark: 'ZS-', state: 'ZA', tail: '[A-Z]{3}', example: 'ZS-SXA' },
  { mark: 'PR-', state: 'BR', tail: '[A-Z]{3}', example: 'PR-XBA' },
  { mark: 'XA-', state: 'MX', tail: '[A-Z]{3}', example: 'XA-VRA' },
];

/** The longest registration any mark allows (RP-C3441, UP-A2001). */
export const REGISTRATION_MAX = 8;

/** Any accepted registration, as the fields' `pattern` (text is upper-cased before it is tested). */
export const REGISTRATION = new RegExp(`^(?:${NATIONALITY_MARKS.map((m) => `${m.mark}(?:${m.tail})`).join('|')})$`);

/** The nationality mark of a registration, or undefined when it has no accepted shape. */
export function registrationState(text: string): string | undefined {
  const value = text.trim().toUpperCase();
  return NATIONALITY_MARKS.find((m) => new RegExp(`^${m.mark}(?:${m.tail})$`).test(value))?.state;
}

export const isRegistration = (text: string): boolean => REGISTRATION.test(text.trim().toUpperCase());
