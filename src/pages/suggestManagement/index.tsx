import { suggestion } from '@/domain/resources/voice';
import { ResourcePage } from '@/resource';
import { firstPageOf } from '@/resource/useFirstPage';

export const preload = firstPageOf(suggestion);

/** 我的建议: everyone's own suggestions; the service manager sees, accepts / rejects and implements all (with a reply). */
export default () => <ResourcePage resource={suggestion} />;
