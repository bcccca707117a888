/** How every page shows a date or time (src/engine/text.ts `showTime`): one format, never "Invalid Date". */
import { DATE_FORMAT, showTime } from '@/engine/text';
import dayjs from 'dayjs';

describe('showTime', () => {
  const iso = '2026-11-29T06:05:00.000Z';

  it('shows a time as the date and the minute, in the local zone', () => {
    expect(showTime(iso)).toBe(dayjs(iso).format('YYYY-MM-DD HH:mm'));
    expect(showTime(new Date(iso))).toBe(dayjs(iso).format('YYYY-MM-DD HH:mm'));
  });

  it('shows a date alone when asked', () => {
    expect(showTime('2026-03-04', '', DATE_FORMAT)).toBe('2026-03-04');
  });

  it('gives the fallback for nothing and for what reads as no date', () => {
    for (const empty of [undefined, null, '']) expect(showTime(empty, '—')).toBe('—');
    expect(showTime('soon')).toBe('');
    expect(showTime('soon', 'soon')).toBe('soon');
  });
});
