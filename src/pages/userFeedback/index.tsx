import { userFeedback } from '@/domain/resources/knowledge';
import ResourcePage from '@/resource/ResourcePage';
import { firstPageOf } from '@/resource/useFirstPage';

export const preload = firstPageOf(userFeedback);

/** 用户反馈: readers' reports on technical materials they may see; SUBMITTED → ACCEPTED / REJECTED → RESOLVED with a reply. */
export default () => <ResourcePage resource={userFeedback} />;
