/**
 * The document title of an address: "<page title> - <system name>", in the current language — every
 * page route has a title (`menu.<name>`, or `menu.<name>.add` for a "new" form; see pages.ts), menu
 * entry or not. An address that opens no page (a redirect on its way) shows the system name alone.
 * ProLayout sets the document title from this (the layout's `pageTitleRender`), whenever the address
 * or the language changes.
 */
import { matchPage } from './pages';

type FormatMessage = (descriptor: { id: string }) => string;

export function documentTitle(pathname: string, formatMessage: FormatMessage): string {
  const system = formatMessage({ id: 'shell.systemName' });
  const page = matchPage(pathname);
  return page ? `${formatMessage({ id: page.titleKey })} - ${system}` : system;
}
