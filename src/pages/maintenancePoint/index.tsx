import { FormattedMessage } from '@umijs/max';
import { maintenancePoint } from '@/domain/resources/repairShop';
import ResourcePage from '@/resource/ResourcePage';
import { firstPageOf } from '@/resource/useFirstPage';

export const preload = firstPageOf(maintenancePoint);

/** 维修网点: capabilities and the approval certificate; certificates expiring within 90 days or expired stand out. */
export default () => <ResourcePage resource={maintenancePoint} subTitle={<FormattedMessage id="repairShop.expiry.subTitle" />} />;
