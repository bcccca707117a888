/**
 * `useDraft(scope)`: the signed-in user's draft of one editor (see ./drafts).
 *
 *   const draft = useDraft<string>(`reply:${resource}:${id}`);
 *   const [text, setText] = useState(() => draft.offer?.values ?? '');
 *   onChange: setText(v); draft.keep(v)        on sent: draft.drop()
 *
 * - `offer`: the draft stored when the scope (or the user) was entered — what to offer back — until
 *   it is restored or dropped. Writing with `keep` does not change it.
 * - `keep(values)`: store the editor's whole values now (call it on every change).
 * - `restore()`: the offered values, and the offer is settled (the draft stays stored: it is the
 *   editor's content now).
 * - `drop()`: forget the draft (saved, or discarded by the user).
 * No scope (an editor that is closed): nothing is read or written.
 */
import type { ClientState } from '@/core/initialState';
import { useModel } from '@umijs/max';
import { useCallback, useMemo, useState } from 'react';
import { draftStore, type Draft } from './drafts';

const store = draftStore();

export function useDraft<T = Record<string, unknown>>(scope: string | undefined) {
  const { initialState } = useModel('@@initialState');
  const userNo = (initialState as ClientState | undefined)?.user?.userNo;
  const id = userNo && scope ? `${userNo}\n${scope}` : undefined;
  // the offer is read each time the user and scope are entered; `settled` is the read that was
  // restored or dropped
  const stored = useMemo(() => (userNo && scope ? store.read<T>(userNo, scope) : undefined), [id]); // eslint-disable-line react-hooks/exhaustive-deps
  const [settled, setSettled] = useState<Draft<T>>();
  const offer: Draft<T> | undefined = settled === stored ? undefined : stored;

  const keep = useCallback((values: T) => userNo && scope && store.write(userNo, scope, values), [userNo, scope]);
  const drop = useCallback(() => {
    if (userNo && scope) store.drop(userNo, scope);
    setSettled(stored);
  }, [userNo, scope, stored]);
  const restore = useCallback((): T | undefined => {
    setSettled(stored);
    return stored?.values;
  }, [stored]);

  return { offer, keep, drop, restore };
}
