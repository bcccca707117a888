import { FormattedMessage } from '@umijs/max';
import { aogOrder } from '@/domain/desks';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import { Countdown } from './Countdown';

export const preload = firstPageOf(aogOrder);

/** AOG订单: open orders first, a live countdown to the response deadline, overdue rows in red. */
export default () => (
  <ResourcePage
    resource={aogOrder}
    subTitle={<FormattedMessage id="aogOrder.openFirst" />}
    polling={60_000}
    render={{ responseDeadline: (v, r) => <Countdown deadline={v} record={r} /> }}
  />
);
