/**
 * 我的CBB: the signed-in user's own posts and drafts (the engine's list with `mine="applied"`): write
 * with the rich-text editor, publish, edit, take back to draft, delete (with confirmation) — only the
 * author (or the administrator) may. Reading, liking and commenting happen on 信息共享 (/cbbList).
 */
import { useIntl } from '@umijs/max';
import { cbbPost } from '@/domain/desks/cbb';
import { ResourcePage } from '@/engine';
import { firstPageOf } from '@/engine/useFirstPage';

export const preload = firstPageOf(cbbPost, 'applied');

export default function MyCbb() {
  const intl = useIntl();
  return <ResourcePage resource={cbbPost} mine="applied" title={intl.formatMessage({ id: 'menu.cbbDetail' })} />;
}
