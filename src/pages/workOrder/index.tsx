import { workOrder } from '@/domain/desks/repairShop';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';

export const preload = firstPageOf(workOrder);

/** 维修工单: dispatched to a licensed technician of an outlet in force, completed with every task done, verified by another person. */
export default () => <ResourcePage resource={workOrder} />;
