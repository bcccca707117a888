/**
 * The business constants and limits of the spec (§9), in one place. Everything that names one of
 * these reads it from here.
 */
export const REQUEST_TIMEOUT_MS = 60_000;
export const DEFAULT_PAGE_SIZE = 10;
export const TOAST_DURATION_S = 3;
export const TOAST_TOP_PX = 8;
export const REQUEST_CACHE_MS = 5 * 60 * 1000;
export const FOCUS_REFRESH_THROTTLE_MS = 5_000;
export const LOAD_MORE_THRESHOLD_PX = 100;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PUBLIC_PATH = '/';
export const ROUTER_BASE = '/';
export const DEFAULT_GUIDE_VERSION = 2;
/** The "logbook 2.0" to-do type the home page starts on. */
export const DEFAULT_TODO_TYPE = 'logbook2';
/** The current system of permissions/{system} (§6). */
export const CURRENT_SYSTEM = 'logbookmanagement';
export const MAINTENANCE_SYSTEM = 'systemmaintenance';

/** Storage keys (§3, §4). */
export const TOKEN_KEY = 'AuthenticationToken';
export const STORAGE_TABS = 'tabsMenu';
export const STORAGE_ACTIVE_TAB = 'activeMenuTabKey';
export const STORAGE_CURRENT_PATH = 'currentPath';
export const STORAGE_PARENT_PATH = 'parentPath';
/** Local storage: unsaved form drafts, `<prefix><userNo>:<scope>` (src/engine/drafts.ts). */
export const STORAGE_DRAFT_PREFIX = 'portalDraft:';
/** the user's colour scheme choice ('light' | 'dark'; absent: follow the system) — local storage */
export const STORAGE_COLOR_SCHEME = 'portalColorScheme';
/** the guide version each user last saw the tour of: `<prefix><userNo>` — local storage */
export const STORAGE_GUIDE_SEEN_PREFIX = 'portalGuideSeen:';
/** How long an unsaved draft is kept (ms). */
export const DRAFT_TTL_MS = 14 * 24 * 3600_000;

export const SYSTEM_NAME = '售后服务管理系统';
