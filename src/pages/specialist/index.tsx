import { specialist } from '@/domain/desks';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';

export const preload = firstPageOf(specialist);

/**
 * 专家支持: requests for an expert of 专家列表, approved through the workflow; scheduling books the
 * expert's dates (the server refuses a clash with another booking), completing needs the report.
 */
export default () => <ResourcePage resource={specialist} />;
