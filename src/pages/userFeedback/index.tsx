import { userFeedback } from '@/domain/desks/knowledge';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';

export const preload = firstPageOf(userFeedback);

/** 用户反馈: readers' reports on technical materials they may see; SUBMITTED → ACCEPTED / REJECTED → RESOLVED with a reply. */
export default () => <ResourcePage resource={userFeedback} />;
