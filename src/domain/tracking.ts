/**
 * A shipment's tracking number links to its carrier's tracking page. The page is configured per carrier
 * in 选项配置 (the `link` of a `carrier` dictionary item): an https address in which `{no}` stands for
 * the tracking number. Plain rules shared by the server (which checks a link when it is saved) and the
 * pages (which build the address).
 */

/** The dictionaries whose items may carry a link (选项配置 shows the column for these only). */
export const LINKED_DICTIONARIES: readonly string[] = ['carrier'];

export const TRACKING_LINK_MAX = 300;
const PLACEHOLDER = '{no}';

/** Why a link cannot be saved (a locale key), or null. An empty link is none. */
export function trackingLinkProblem(link: string): string | null {
  if (link.length > TRACKING_LINK_MAX) return 'server.options.linkLength';
  let url: URL;
  try {
    url = new URL(link.replace(PLACEHOLDER, 'N'));
  } catch {
    return 'server.options.linkAddress';
  }
  if (url.protocol !== 'https:' || /\s/.test(link)) return 'server.options.linkAddress';
  if (link.split(PLACEHOLDER).length !== 2) return 'server.options.linkNumber';
  return null;
}

/** The tracking page of `no` under `link`, or undefined (no link, no number). */
export function trackingHref(link: unknown, no: unknown): string | undefined {
  if (typeof link !== 'string' || !link || typeof no !== 'string' || !no.trim()) return undefined;
  if (trackingLinkProblem(link)) return undefined;
  return link.replace(PLACEHOLDER, encodeURIComponent(no.trim()));
}
