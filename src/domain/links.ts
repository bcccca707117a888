/**
 * Every record has an address: `/<route>?id=<id>` opens that page's tab with the record's detail
 * shown. Approval tasks, home to-dos, notifications, export rows and related records link there
 * instead of to the bare list. Business resources are served at `/<resource key>`.
 */
export const RECORD_ID_PARAM = 'id';

export const recordHref = (resourceKey: string, id: string) => `/${resourceKey}?${RECORD_ID_PARAM}=${encodeURIComponent(id)}`;
