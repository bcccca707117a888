import PendingPage from '@/components/PendingPage';

export default () => <PendingPage page="userComplaints" />;
