import { FormattedMessage } from '@umijs/max';
import { maintenancePoint } from '@/domain/desks/repairShop';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';

export const preload = firstPageOf(maintenancePoint);

/** 维修网点: capabilities and the approval certificate; certificates expiring within 90 days or expired stand out. */
export default () => <ResourcePage resource={maintenancePoint} subTitle={<FormattedMessage id="repairShop.expiry.subTitle" />} />;
