/** The repair desk's own resources (docs/repair-desk.md): return-to-factory repairs, work orders, repair outlets and their personnel. */
import { maintenancePersonnel, maintenancePoint } from './outlets';
import { returnFactory } from './returnFactory';
import { workOrder } from './workOrder';

export const repairShopResources = [returnFactory, workOrder, maintenancePoint, maintenancePersonnel];

export { maintenancePersonnel, maintenancePoint, returnFactory, workOrder };
