import { FormattedMessage } from '@umijs/max';
import { maintenancePersonnel } from '@/domain/desks/repairShop';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';

export const preload = firstPageOf(maintenancePersonnel);

/** 人员维护: outlet personnel and their licences; licences expiring within 90 days or expired stand out. */
export default () => <ResourcePage resource={maintenancePersonnel} subTitle={<FormattedMessage id="repairShop.expiry.subTitle" />} />;
