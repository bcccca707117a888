import { FormattedMessage } from '@umijs/max';
import { REPAIR_PROMISED_OPEN, returnFactory } from '@/domain/desks/repairShop/returnFactory';
import { DueDate } from '@/engine/DueDate';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import Tat from './Tat';

export const preload = firstPageOf(returnFactory);

/** 返厂维修: turn-around time from receipt against the promised TAT; late repairs first and in red. */
export default () => (
  <ResourcePage
    resource={returnFactory}
    subTitle={<FormattedMessage id="returnFactory.subTitle" />}
    render={{
      tatDays: (v, r) => <Tat days={v} record={r} />,
      tatDue: (v, r) => <DueDate value={v} record={r} outStatuses={REPAIR_PROMISED_OPEN} />,
    }}
  />
);
