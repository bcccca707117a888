/**
 * An editor that holds a draft until 保存 (a role's grants, a user's data scope, the ceiling mapping, a
 * workflow definition): `useDraftOf` keeps the draft of what was loaded and whether it differs;
 * `useDraftSave` sends it (the version it loaded goes with it), says 已保存 and tells the page; a
 * refused call leaves the draft as it is (also 修改密码).
 * `DraftBar` is its toolbar: 未保存 while it differs, 重置 back to what was loaded, 保存 while there
 * is something valid to save.
 */
import { Button, Space, Tag } from 'antd';
import { useIntl } from '@umijs/max';
import { useState, type ReactNode } from 'react';
import { useSaved } from './AdminActions';
import { translator } from './adminText';

/** `save(...args)` sends; `saving` while it runs, `busy` its first argument (the row being saved). */
export function useDraftSave<A extends unknown[]>(send: (...args: A) => Promise<unknown>, onSaved: (...args: A) => void, toast?: string) {
  const saved = useSaved();
  const [busy, setBusy] = useState<A | null>(null);
  const save = async (...args: A) => {
    setBusy(args);
    try {
      await send(...args);
      saved(toast);
      onSaved(...args);
    } catch {
      // the request policy has shown why; the draft stays
    } finally {
      setBusy(null);
    }
  };
  return { saving: !!busy, busy: busy?.[0] as A[0] | undefined, save };
}

/** Whether two drafts hold the same: plain values, objects by their keys, lists and sets in any order. */
export function sameDraft(a: unknown, b: unknown): boolean {
  const canon = (v: unknown): unknown => {
    if (v instanceof Set || Array.isArray(v))
      return [...v]
        .map(canon)
        .map((x) => JSON.stringify(x))
        .sort();
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v)
          .filter(([, x]) => x !== undefined)
          .sort(([k], [l]) => (k < l ? -1 : 1))
          .map(([k, x]) => [k, canon(x)]),
      );
    return v;
  };
  return JSON.stringify(canon(a)) === JSON.stringify(canon(b));
}

/**
 * The draft of `loaded` (what the server answered): it starts as `loaded` and starts again whenever
 * what was loaded changes (after a save, the answer read again; an answer that holds the same keeps it). `dirty` while what counts of it (`counts`, all of it by default) differs
 * (`sameDraft`: lists and sets in any order); `bar` is what `DraftBar` needs, with 重置 back to `loaded`.
 */
export function useDraftOf<T>(loaded: T | undefined, send: (draft: T) => Promise<unknown>, onSaved: () => void, counts: (draft: T) => unknown = (d) => d) {
  const [held, setHeld] = useState<{ of: T | undefined; draft: T | undefined }>({ of: loaded, draft: loaded });
  // a new answer replaces the draft in this render, not in an effect after it
  const same = held.of === loaded || (held.of !== undefined && loaded !== undefined && sameDraft(held.of, loaded));
  const current = same ? held : { of: loaded, draft: loaded };
  if (current !== held) setHeld(current);
  const { saving, save } = useDraftSave(() => send(current.draft as T), onSaved);
  const dirty = current.draft !== undefined && loaded !== undefined && !sameDraft(counts(current.draft), counts(loaded));
  const setDraft = (draft: T) => setHeld({ of: loaded, draft });
  return { draft: current.draft, setDraft, dirty, bar: { dirty, saving, save, reset: () => setHeld({ of: loaded, draft: loaded }) } };
}

export function DraftBar(props: {
  dirty: boolean;
  saving: boolean;
  save: () => unknown;
  /** back to what was loaded (no reset: none shown; `reset` node: the page's own, e.g. a confirmed server reset) */
  reset?: (() => void) | ReactNode;
  /** a problem that keeps 保存 off although the draft differs */
  invalid?: boolean;
  /** show 未保存 in the bar */
  tag?: boolean;
}) {
  const t = translator(useIntl());
  return (
    <Space>
      {props.tag && props.dirty && <Tag color="warning">{t('admin.common.unsaved')}</Tag>}
      {typeof props.reset === 'function' ? (
        <Button size="small" onClick={props.reset} disabled={!props.dirty || props.saving}>
          {t('admin.common.reset')}
        </Button>
      ) : (
        props.reset
      )}
      <Button size="small" type="primary" onClick={() => props.save()} disabled={!props.dirty || props.invalid} loading={props.saving}>
        {t('admin.common.save')}
      </Button>
    </Space>
  );
}
