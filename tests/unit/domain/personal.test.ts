/** The mask of personal data (src/domain/personal.ts): ID and phone numbers, records, and the way back. */
import { maskPersonal, maskRecord, personalValues, restoreMasked, withRevealed } from '@/domain/personal';
import { defineResource } from '@/domain/engine';

describe('maskPersonal', () => {
  it('an 18-character national ID keeps its region and last four', () => {
    expect(maskPersonal('idNo', '110101199003071234')).toBe('110101********1234');
    expect(maskPersonal('idNo', '11010119900307123X')).toBe('110101********123X');
    // 15-character (old) IDs the same way
    expect(maskPersonal('idNo', '110101900307123')).toBe('110101*****7123');
  });

  it('a shorter document number keeps two and two, a very short one one and one', () => {
    expect(maskPersonal('idNo', 'E12345678')).toBe('E1*****78');
    expect(maskPersonal('idNo', 'AB1234')).toBe('A****4');
  });

  it('a mobile number keeps its first three and last four digits', () => {
    expect(maskPersonal('phone', '13800000001')).toBe('138****0001');
    expect(maskPersonal('phone', '13912345678')).toBe('139****5678');
  });

  it('a phone with a prefix, spaces or dashes keeps them and masks the digits between', () => {
    expect(maskPersonal('phone', '010-65123456')).toBe('010-****3456');
    expect(maskPersonal('phone', '+86 138 0000 0001')).toBe('+86 1** **** 0001');
    expect(maskPersonal('phone', '6512345')).toBe('65***45');
  });

  it('leaves empty values and non-strings alone', () => {
    expect(maskPersonal('phone', '')).toBe('');
    expect(maskPersonal('phone', null)).toBeNull();
    expect(maskPersonal('idNo', undefined)).toBeUndefined();
  });
});

const def = defineResource({
  key: 'personalProbe',
  customer: false,
  fields: [
    { key: 'name', type: 'text', form: true },
    { key: 'phone', type: 'text', personal: 'phone', form: true },
    {
      key: 'people',
      type: 'lineItems',
      form: true,
      lines: {
        fields: [
          { key: 'name', type: 'text' },
          { key: 'idNo', type: 'text', personal: 'idNo' },
        ],
      },
    },
  ],
});
const stored = {
  id: 'P1',
  name: '张伟',
  phone: '13800000001',
  people: [
    { name: '李娜', idNo: '110101199003071234' },
    { name: '王强', idNo: '310104198811205678' },
  ],
};

describe('records', () => {
  it('the definition knows its personal fields (line items with personal cells included) and its reveal code', () => {
    expect(def.personalFields.map((f) => f.key)).toEqual(['phone', 'people']);
    expect(def.codes.revealPersonal).toBe('personalProbe:revealPersonal');
  });

  it('maskRecord masks fields and line-item cells, nothing else', () => {
    expect(maskRecord(def, stored)).toEqual({
      id: 'P1',
      name: '张伟',
      phone: '138****0001',
      people: [
        { name: '李娜', idNo: '110101********1234' },
        { name: '王强', idNo: '310104********5678' },
      ],
    });
    // the stored record is untouched
    expect(stored.phone).toBe('13800000001');
  });

  it('the reveal answers the full values, which put back into the masked copy give the record again', () => {
    const full = personalValues(def, stored);
    expect(full).toEqual({ phone: '13800000001', people: [{ idNo: '110101199003071234' }, { idNo: '310104198811205678' }] });
    expect(withRevealed(def, maskRecord(def, stored), full)).toEqual(stored);
  });

  it('an edit sending back the masked values keeps the stored ones; a value typed anew is kept as typed', () => {
    const masked = maskRecord(def, stored);
    expect(restoreMasked(def, { phone: masked.phone, people: masked.people }, stored)).toEqual({ phone: stored.phone, people: stored.people });
    expect(restoreMasked(def, { phone: '13911112222' }, stored)).toEqual({ phone: '13911112222' });
    // a masked value that is not the stored one's mask is not restored (it fails the field's own check)
    expect(restoreMasked(def, { phone: '139****0001' }, stored)).toEqual({ phone: '139****0001' });
    // a row removed before another: the other still finds its stored number
    expect((restoreMasked(def, { people: [(masked.people as object[])[1]] }, stored).people as any[])[0].idNo).toBe('310104198811205678');
    // rows match by position: a row added at the end with a new ID keeps it
    const rows = [...(masked.people as object[]), { name: '赵敏', idNo: '440301199501019999' }];
    expect((restoreMasked(def, { people: rows }, stored).people as any[]).map((r) => r.idNo)).toEqual([
      '110101199003071234',
      '310104198811205678',
      '440301199501019999',
    ]);
  });
});
