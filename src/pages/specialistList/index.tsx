import { specialistList } from '@/domain/desks';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import ExpertBookings from './components/ExpertBookings';

export const preload = firstPageOf(specialistList);

/** 专家列表: the experts a support request may name; each detail shows the dates the expert is booked. */
export default () => <ResourcePage resource={specialistList} detailExtra={(r) => <ExpertBookings expert={r} />} />;
