/**
 * The draft of a loaded record (src/admin/DraftBar.tsx: a role's grants, a user's scope, the
 * ceiling mapping): what counts as changed, back to what was loaded, a new answer replacing the draft,
 * and a refused save keeping it.
 */
import { act, renderHook } from '@testing-library/react';
import zhCN from '@/locales/zh-CN/index';

jest.mock('@umijs/max', () => {
  const intl = jest.requireActual('@umijs/plugins/node_modules/react-intl');
  return { useIntl: intl.useIntl, IntlProvider: intl.IntlProvider };
});
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { IntlProvider } = require('@umijs/max');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sameDraft, useDraftOf } = require('@/admin/DraftBar');

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <IntlProvider locale="zh-CN" messages={zhCN}>
    {children}
  </IntlProvider>
);

describe('sameDraft', () => {
  it('compares lists and sets in any order, objects by their keys, and nothing else loosely', () => {
    expect(sameDraft({ orgIds: ['A', 'B'], all: false }, { all: false, orgIds: ['B', 'A'] })).toBe(true);
    expect(sameDraft(new Set(['x', 'y']), new Set(['y', 'x']))).toBe(true);
    expect(sameDraft({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameDraft({ orgIds: ['A'] }, { orgIds: ['A', 'B'] })).toBe(false);
    expect(sameDraft(new Set(['x']), new Set(['y']))).toBe(false);
    expect(sameDraft({ GENERAL: 'INTERNAL' }, { GENERAL: 'SECRET' })).toBe(false);
    expect(sameDraft(['1'], [1])).toBe(false);
    expect(sameDraft([{ a: ['p', 'q'] }], [{ a: ['q', 'p'] }])).toBe(true);
  });
});

type Draft = { all: boolean; ids: string[] };
const first: Draft = { all: false, ids: ['A'] };

function setup(send: (d: Draft) => Promise<unknown>, counts?: (d: Draft) => unknown) {
  const onSaved = jest.fn();
  const hook = renderHook(({ loaded }: { loaded?: Draft }) => useDraftOf(loaded, send, onSaved, counts), { wrapper, initialProps: { loaded: first } });
  return { ...hook, onSaved };
}

it('starts as what was loaded; a change is dirty, 重置 goes back to what was loaded', () => {
  const { result } = setup(jest.fn());
  expect(result.current.draft).toBe(first);
  expect(result.current.dirty).toBe(false);
  act(() => result.current.setDraft({ all: false, ids: ['A', 'B'] }));
  expect(result.current.dirty).toBe(true);
  expect(result.current.bar.dirty).toBe(true);
  act(() => result.current.setDraft({ all: false, ids: ['A'] }));
  expect(result.current.dirty).toBe(false);
  act(() => result.current.setDraft({ all: true, ids: [] }));
  act(() => result.current.bar.reset());
  expect(result.current.draft).toBe(first);
  expect(result.current.dirty).toBe(false);
});

it('saves the draft, then takes the answer read again as the new starting point', async () => {
  const send = jest.fn().mockResolvedValue({});
  const { result, rerender, onSaved } = setup(send);
  act(() => result.current.setDraft({ all: true, ids: ['A'] }));
  await act(() => result.current.bar.save());
  expect(send).toHaveBeenCalledWith({ all: true, ids: ['A'] });
  expect(onSaved).toHaveBeenCalledTimes(1);
  const reread = { all: true, ids: ['A'] };
  rerender({ loaded: reread });
  expect(result.current.draft).toBe(reread);
  expect(result.current.dirty).toBe(false);
});

it('keeps the draft when the save is refused, and while the same answer is given again', async () => {
  const send = jest.fn().mockRejectedValue(new Error('VERSION_CONFLICT'));
  const { result, rerender, onSaved } = setup(send);
  const changed = { all: false, ids: ['B'] };
  act(() => result.current.setDraft(changed));
  await act(() => result.current.bar.save());
  expect(onSaved).not.toHaveBeenCalled();
  rerender({ loaded: first });
  expect(result.current.draft).toBe(changed);
  expect(result.current.dirty).toBe(true);
  expect(result.current.bar.saving).toBe(false);
});

it('is dirty only in what counts (all functions: the ticks under them do not)', () => {
  const { result } = setup(jest.fn(), (d) => (d.all ? 'ALL' : d.ids));
  act(() => result.current.setDraft({ all: false, ids: ['B'] }));
  expect(result.current.dirty).toBe(true);
  const { result: all } = renderHook(() => useDraftOf({ all: true, ids: ['A'] }, jest.fn(), jest.fn(), (d: Draft) => (d.all ? 'ALL' : d.ids)), { wrapper });
  act(() => all.current.setDraft({ all: true, ids: ['A', 'B', 'C'] }));
  expect(all.current.dirty).toBe(false);
});

it('keeps the draft when the same record is read again as a new answer; takes a changed one', () => {
  const { result, rerender } = setup(jest.fn());
  act(() => result.current.setDraft({ all: false, ids: ['A', 'B'] }));
  rerender({ loaded: { all: false, ids: ['A'] } });
  expect(result.current.draft).toEqual({ all: false, ids: ['A', 'B'] });
  const changedElsewhere = { all: false, ids: ['C'] };
  rerender({ loaded: changedElsewhere });
  expect(result.current.draft).toBe(changedElsewhere);
  expect(result.current.dirty).toBe(false);
});
