/**
 * Which guide version each user has seen the home tour of — kept per user in this browser's local
 * storage (`portalGuideSeen:<userNo>`): a new guide version (home state `guideVersion`) shows the
 * tour once more; another user on the same browser has their own. Storage that cannot be read shows
 * the tour (once per page load: the page remembers it was closed).
 */
import { STORAGE_GUIDE_SEEN_PREFIX } from '@/constants';
import { tourDue } from '@/domain/home';

const local = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export function guideSeen(userNo: string, storage: Storage | null = local()): number | undefined {
  const v = Number(storage?.getItem(`${STORAGE_GUIDE_SEEN_PREFIX}${userNo}`));
  return Number.isFinite(v) && v > 0 ? v : undefined;
}

export function markGuideSeen(userNo: string, version: number, storage: Storage | null = local()) {
  try {
    storage?.setItem(`${STORAGE_GUIDE_SEEN_PREFIX}${userNo}`, String(version));
  } catch {
    // quota or private mode: shown again next time
  }
}

/** Whether the tour of `guideVersion` is due for the user. */
export const guideDue = (userNo: string, guideVersion: number, storage: Storage | null = local()) =>
  Boolean(userNo) && tourDue(guideSeen(userNo, storage), guideVersion);
