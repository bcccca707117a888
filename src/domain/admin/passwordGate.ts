/**
 * The password gate's names, apart from the password rules so that the shell (which every visitor
 * loads) carries only these: a user who must change the password is confined to one page, and the
 * server answers every other call with one business error code. The rules are in ./password.ts.
 */

/** Why the password must be changed first: reset / initial (must change) or past the policy's expiry. */
export type PasswordChangeReason = 'MUST_CHANGE' | 'EXPIRED';

/** The business error code of a call refused until the password is changed. */
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';

/** The page (menu name, route /updatePassword) a user who must change the password is confined to. */
export const PASSWORD_CHANGE_PAGE = 'updatePassword';
