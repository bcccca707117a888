import { assignableLevels, canSee, ceilingOf, checkMapping, DEFAULT_MAPPING, INFO_LEVELS, secrecyFilter } from '@/domain/admin/secrecy';

describe('secrecy (domain.md §6)', () => {
  it('orders information levels PUBLIC < INTERNAL < SECRET < CONFIDENTIAL', () => {
    expect(INFO_LEVELS).toEqual(['PUBLIC', 'INTERNAL', 'SECRET', 'CONFIDENTIAL']);
  });

  it('lets general see up to internal, important up to secret, core everything', () => {
    const seen = (p: string) => INFO_LEVELS.filter((i) => canSee(p, i));
    expect(seen('GENERAL')).toEqual(['PUBLIC', 'INTERNAL']);
    expect(seen('IMPORTANT')).toEqual(['PUBLIC', 'INTERNAL', 'SECRET']);
    expect(seen('CORE')).toEqual(['PUBLIC', 'INTERNAL', 'SECRET', 'CONFIDENTIAL']);
    expect(seen('general')).toEqual(['PUBLIC', 'INTERNAL']); // older spelling
  });

  it('fails closed: unknown record level hidden, unknown person sees public only, missing level is public', () => {
    expect(canSee('CORE', 'TOP_SECRET')).toBe(false);
    expect(canSee('NOBODY', 'INTERNAL')).toBe(false);
    expect(canSee('NOBODY', 'PUBLIC')).toBe(true);
    expect(canSee('GENERAL', undefined)).toBe(true);
    expect(ceilingOf(undefined)).toBe('PUBLIC');
  });

  it('follows a changed mapping', () => {
    const strict = { ...DEFAULT_MAPPING, GENERAL: 'PUBLIC' as const };
    expect(canSee('GENERAL', 'INTERNAL', strict)).toBe(false);
    expect(assignableLevels('GENERAL', strict)).toEqual(['PUBLIC']);
  });

  it('filters records by their secrecyLevel field', () => {
    const rows = INFO_LEVELS.map((l, i) => ({ id: i, secrecyLevel: l })).concat([{ id: 9 } as any]);
    expect(rows.filter(secrecyFilter('IMPORTANT')).map((r) => r.id)).toEqual([0, 1, 2, 9]);
  });

  it('accepts only complete, non-decreasing mappings', () => {
    expect(checkMapping(DEFAULT_MAPPING)).toBeNull();
    expect(checkMapping({ GENERAL: 'PUBLIC', IMPORTANT: 'PUBLIC', CORE: 'PUBLIC' })).toBeNull();
    expect(checkMapping({ GENERAL: 'SECRET', IMPORTANT: 'INTERNAL', CORE: 'CONFIDENTIAL' })).toEqual({
      key: 'admin.secrecy.error.mappingDecreasing',
      params: { lower: 'GENERAL', higher: 'IMPORTANT' },
    });
    expect(checkMapping({ GENERAL: 'INTERNAL', IMPORTANT: 'SECRET' })?.key).toBe('admin.secrecy.error.mappingMalformed');
    expect(checkMapping({ GENERAL: 'INTERNAL', IMPORTANT: 'SECRET', CORE: 'TOP' })?.key).toBe('admin.secrecy.error.mappingMalformed');
    expect(checkMapping(null)?.key).toBe('admin.secrecy.error.mappingMalformed');
  });
});
