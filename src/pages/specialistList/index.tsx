import { specialistList } from '@/domain/resources';
import ResourcePage from '@/resource/ResourcePage';
import ExpertBookings from './components/ExpertBookings';

/** 专家列表: the experts a support request may name; each detail shows the dates the expert is booked. */
export default () => <ResourcePage resource={specialistList} detailExtra={(r) => <ExpertBookings expert={r} />} />;
