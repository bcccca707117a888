/**
 * Base paths of the services (spec §7), shared by the portal's services and the mock. Each is
 * configurable per environment through a `UMI_APP_*` variable (see .env.example); in development the
 * mock server answers the defaults.
 */
const env = (value: string | undefined, fallback: string) => value?.trim() || fallback;

export const API = {
  management: env(process.env.UMI_APP_MANAGEMENT_API, '/api/management'),
  permission: env(process.env.UMI_APP_PERMISSION_API, '/api/permission'),
  workflow: env(process.env.UMI_APP_WORKFLOW_API, '/api/workflow'),
  hr: env(process.env.UMI_APP_HR_API, '/api/hr'),
  file: env(process.env.UMI_APP_FILE_API, '/api/file'),
  /** the AI assistant's service (the mock answers by retrieval; a model service can take its place) */
  ai: env(process.env.UMI_APP_AI_API, '/api/ai'),
  sso: env(process.env.UMI_APP_SSO_BASE, '/sso'),
};

/** The external login page; the portal appends `redirect=<where to come back>`. */
export const LOGIN_URL = env(process.env.UMI_APP_LOGIN_URL, `${API.sso}/login`);

/** The login page's address, asked to come back to `returnTo` afterwards. */
export function loginUrl(returnTo: string): string {
  const sep = LOGIN_URL.includes('?') ? '&' : '?';
  return `${LOGIN_URL}${sep}redirect=${encodeURIComponent(returnTo)}`;
}

/** The basic-operations system; when set, the 基础运维 menu entries open there. */
export const BASIC_OPS_URL = env(process.env.UMI_APP_BASIC_OPS_URL, '');
