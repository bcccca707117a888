/**
 * Every record has an address: `/<route>?id=<id>` opens that page's tab with the record's detail
 * shown. Approval tasks, home to-dos, notifications, export rows and related records link there
 * instead of to the bare list. Business resources are served at `/<resource key>`.
 */
export const RECORD_ID_PARAM = 'id';

export const recordHref = (resourceKey: string, id: string) => `/${resourceKey}?${RECORD_ID_PARAM}=${encodeURIComponent(id)}`;

/** The query parameter naming the part (tab) of a page that shows a record of another resource. */
export const PART_PARAM = 'tab';

/**
 * The address of a record of a resource shown as a part of another page (the FAQ, a tab of
 * 客服管理): `/<page>?tab=<resource key>&id=<id>`; a resource that is its own page: `recordHref`.
 */
export const recordHrefIn = (page: string, resourceKey: string, id: string) =>
  page === resourceKey ? recordHref(resourceKey, id) : `/${page}?${PART_PARAM}=${encodeURIComponent(resourceKey)}&${RECORD_ID_PARAM}=${encodeURIComponent(id)}`;

/**
 * The link of a piece of portal content (网站维护): a path inside the portal (`/surveysList`,
 * `/aogOrder?id=…` — one slash, then no second slash or backslash, so `//host/…` is not a path), or an
 * explicit https address of another site, which opens in a new window without access to the portal
 * (`rel="noopener noreferrer"`). Nothing else: no other scheme, no protocol-relative address.
 */
export const PORTAL_LINK =
  /^(?:\/(?![/\\])[A-Za-z0-9/_?=&%.#~-]*|https:\/\/[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::\d{1,5})?(?:[/?#][A-Za-z0-9/_?=&%.#~:@!$'()*+,;-]*)?)$/;

/** Whether a (valid) content link leads out of the portal. */
export const isExternalLink = (link: string) => link.startsWith('https://');
