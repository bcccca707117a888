import { customerProfile } from '@/domain/desks/customerProfile';
import { ResourcePage } from '@/engine';
import { firstPageOf } from '@/engine/useFirstPage';

export const preload = firstPageOf(customerProfile);

/** 客户档案: the engine's list, form, detail and lifecycle of the definition. */
export default () => <ResourcePage resource={customerProfile} />;
