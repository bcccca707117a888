/**
 * When the watermark (the user's name and number over the content) is on: by the administrator's
 * setting `watermark` (选项配置, on by default) — and always while something shown is secret: a page
 * or a record detail that shows a 秘密 or 机密 record says so with `useSecretShown(true)` for as long
 * as it shows it (counted, so two such views and one closing keep it on).
 */
import { infoRank } from '@/domain/admin/secrecy';
import { useEffect, useSyncExternalStore } from 'react';

/** The lowest information level that forces the watermark. */
const SECRET_RANK = infoRank('SECRET');
/** Whether a record of this information level forces the watermark. */
export const isSecretLevel = (level: unknown) => infoRank(level) >= SECRET_RANK;

let shown = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Declare that this component shows secret records while `secret` is true. */
export function useSecretShown(secret: boolean) {
  useEffect(() => {
    if (!secret) return;
    shown += 1;
    notify();
    return () => {
      shown -= 1;
      notify();
    };
  }, [secret]);
}

/** Whether something shown now is secret. */
export function useSecretOnScreen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => shown > 0,
  );
}
