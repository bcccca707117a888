import { FormattedMessage } from '@umijs/max';
import { maintenancePersonnel } from '@/domain/resources/repairShop';
import ResourcePage from '@/resource/ResourcePage';
import { firstPageOf } from '@/resource/useFirstPage';

export const preload = firstPageOf(maintenancePersonnel);

/** 人员维护: outlet personnel and their licences; licences expiring within 90 days or expired stand out. */
export default () => <ResourcePage resource={maintenancePersonnel} subTitle={<FormattedMessage id="repairShop.expiry.subTitle" />} />;
