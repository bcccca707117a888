/**
 * The client state (spec §3) and how it is loaded at start: the current-user call (user, menu,
 * personal configuration) and the merged permissions, in parallel; the tabs, active tab and current
 * path come back from session storage.
 */
import { setPasswordChangeDue } from '@/core/auth';
import { API } from '@/domain/endpoints';
import type { PasswordChangeReason } from '@/domain/admin/passwordGate';
import { fetchPermissions } from '@/core/permissions';
import { http } from '@/services/transport/http';
import { loadNavigation } from '@/core/tabs/storage';
import type { Tab } from '@/core/tabs/model';
import { mergePermissions } from '@/domain/access';
import { buildMenuMap, filterMenu, type MenuItem } from '@/domain/menu';

export interface CurrentUser {
  userNo: string;
  userName: string;
}

/**
 * Preferences kept per user by the management service: home shortcuts (page names, in order) and
 * the to-do list home shows first (home state `todoType`, src/domain/home.ts).
 */
export interface PersonalConfig {
  shortcuts?: string[];
  todoType?: string;
  [key: string]: unknown;
}

/** The answer of the current-user call. */
export interface CurrentUserAnswer {
  currentUser: CurrentUser;
  /** the pages the user may open (spec §7: the call answers currentUser and systemMenuPermissions) */
  systemMenuPermissions?: string[];
  menu: MenuItem[];
  personalConfig?: PersonalConfig;
  /** the password must be changed before anything else (reset or expired); absent/null: no */
  passwordChange?: PasswordChangeReason | null;
}

export const CURRENT_USER_URL = `${API.management}/currentUser`;

/** Client state: exactly the fields of spec §3. */
export interface ClientState {
  user: CurrentUser;
  /** the menu the user may see (the call's menu filtered by systemMenuPermissions) */
  menu: MenuItem[];
  /** name → entry, for every entry of the call's menu */
  menuMap: Record<string, MenuItem>;
  personalConfig: PersonalConfig;
  currentPath: string;
  tabsMenu: Tab[];
  activeMenuTabKey: string;
  pageElementPermissions: string[];
  systemMenuPermissions: string[];
}

export async function loadClientState(): Promise<ClientState> {
  const [answer, permissions] = await Promise.all([http.get<CurrentUserAnswer>(CURRENT_USER_URL), fetchPermissions((url) => http.get(url))]);
  const nav = loadNavigation();
  // not part of the client state (spec §3): the auth module confines the session to 修改密码
  setPasswordChangeDue(answer.passwordChange ?? null);
  return buildClientState(answer, permissions, nav);
}

export function buildClientState(
  answer: CurrentUserAnswer,
  permissions: { systemMenuPermissions: string[]; pageElementPermissions: string[] },
  nav: { tabs: Tab[]; activeKey: string; currentPath: string },
): ClientState {
  // the current-user call's pages and the permission calls' pages, merged (either may lag the other)
  const pages = mergePermissions(permissions, { systemMenuPermissions: answer.systemMenuPermissions ?? [] });
  return {
    user: { userNo: answer.currentUser.userNo, userName: answer.currentUser.userName },
    menu: filterMenu(answer.menu ?? [], pages.systemMenuPermissions),
    menuMap: buildMenuMap(answer.menu ?? []),
    personalConfig: answer.personalConfig ?? {},
    currentPath: nav.currentPath,
    tabsMenu: nav.tabs,
    activeMenuTabKey: nav.activeKey,
    pageElementPermissions: permissions.pageElementPermissions,
    systemMenuPermissions: pages.systemMenuPermissions,
  };
}
