/**
 * Where the session's token is kept (spec §3: local storage, `AuthenticationToken`). Reading and
 * writing it is all this module does; when the token is taken, stored or cleared is src/core/auth.ts's
 * rule. The calls that bypass umi's request (the answer stream of src/services/ai.ts) read it here.
 */
import { TOKEN_KEY } from '@/constants';

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function setToken(token: string) {
  window.localStorage.setItem(TOKEN_KEY, token);
}
