/**
 * Drafts: what a user typed into a form and has not saved, kept in local storage so that it outlives
 * the session ending (a 401 and the sign-in after it), a reload and a closed tab.
 *
 * Contract
 * - A draft belongs to one user and one scope: `<resource>:<record id | "new">` for the engine's
 *   form (`formScope`), any other stable name for other editors (`reply:<resource>:<id>`, a course).
 *   It is read back only for the same user: another user signing in on this browser never sees it.
 * - It stores the editor's whole values object (JSON), as it was at the last change, and when.
 * - It is dropped when the form is saved or the user discards it; unread, it expires after
 *   DRAFT_TTL_MS (expired drafts of every user are removed whenever one is read).
 * - Storage that cannot be read or written (private mode, quota) loses drafts, never the form.
 */
import { DRAFT_TTL_MS, STORAGE_DRAFT_PREFIX } from '@/constants';

export interface Draft<T = Record<string, unknown>> {
  values: T;
  /** epoch ms of the last change */
  savedAt: number;
}

/** The scope of the engine's create / edit form of a resource. */
export const formScope = (resource: string, id?: string | number | null) => `${resource}:${id ?? 'new'}`;

const keyOf = (userNo: string, scope: string) => `${STORAGE_DRAFT_PREFIX}${userNo}:${scope}`;

const local = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The drafts in `storage` (local storage by default; null: no storage, nothing kept). */
export function draftStore(storage: Storage | null = local(), now: () => number = Date.now) {
  const parse = (raw: string | null): Draft<unknown> | undefined => {
    if (!raw) return undefined;
    try {
      const d = JSON.parse(raw);
      return d && typeof d === 'object' && typeof d.savedAt === 'number' && 'values' in d ? d : undefined;
    } catch {
      return undefined;
    }
  };

  /** Remove the drafts (of any user) past their time, and unreadable ones. */
  function prune() {
    if (!storage) return;
    const stale: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(STORAGE_DRAFT_PREFIX)) continue;
      const d = parse(storage.getItem(key));
      if (!d || now() - d.savedAt > DRAFT_TTL_MS) stale.push(key);
    }
    stale.forEach((key) => storage.removeItem(key));
  }

  return {
    read<T>(userNo: string, scope: string): Draft<T> | undefined {
      if (!storage || !userNo) return undefined;
      prune();
      return parse(storage.getItem(keyOf(userNo, scope))) as Draft<T> | undefined;
    },
    write<T>(userNo: string, scope: string, values: T) {
      if (!storage || !userNo) return;
      try {
        storage.setItem(keyOf(userNo, scope), JSON.stringify({ values, savedAt: now() }));
      } catch {
        // quota or private mode: the form itself keeps what was typed
      }
    },
    /** The scopes of the user's drafts and when each was last changed, newest first (home's "my drafts"). */
    list(userNo: string): Array<{ scope: string; savedAt: number }> {
      if (!storage || !userNo) return [];
      prune();
      const prefix = keyOf(userNo, '');
      const out: Array<{ scope: string; savedAt: number }> = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        const d = key?.startsWith(prefix) ? parse(storage.getItem(key)) : undefined;
        if (key && d) out.push({ scope: key.slice(prefix.length), savedAt: d.savedAt });
      }
      return out.sort((a, b) => b.savedAt - a.savedAt);
    },
    drop(userNo: string, scope: string) {
      if (!storage || !userNo) return;
      storage.removeItem(keyOf(userNo, scope));
    },
    prune,
  };
}

export type DraftStore = ReturnType<typeof draftStore>;
