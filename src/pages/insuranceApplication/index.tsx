import { insuranceApplication } from '@/domain/desks/applications';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';

export const preload = firstPageOf(insuranceApplication);

/** 商业保险申请: a service application; submitting it starts its approval (审批管理), whose rounds show in the detail. */
export default () => <ResourcePage resource={insuranceApplication} />;
