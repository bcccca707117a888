import { suggestion } from '@/domain/desks/voice';
import { ResourcePage } from '@/engine';
import { firstPageOf } from '@/engine/useFirstPage';

export const preload = firstPageOf(suggestion);

/** 我的建议: everyone's own suggestions; the service manager sees, accepts / rejects and implements all (with a reply). */
export default () => <ResourcePage resource={suggestion} />;
