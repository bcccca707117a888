import PendingPage from '@/components/PendingPage';

export default () => <PendingPage page="personnelAuthorization" />;
