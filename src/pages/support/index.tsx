import { FormattedMessage } from '@umijs/max';
import { support } from '@/domain/desks';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import { useUnansweredHours } from './useUnansweredHours';

export const preload = firstPageOf(support);

/**
 * 维修支持: a customer's technical problem, assigned to an engineer and answered in the case's thread.
 * Open cases first; a case whose customer waits longer than the configured hours is highlighted and
 * found with the 超时未答复 filter (computed by the server).
 */
export default function SupportPage() {
  const hours = useUnansweredHours();
  return <ResourcePage resource={support} subTitle={<FormattedMessage id="support.subTitle" values={{ hours }} />} />;
}
