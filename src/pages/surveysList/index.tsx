/**
 * 问卷列表: the survey builder (questions as the engine's line items: add, reorder, required, options),
 * DRAFT → PUBLISHED (questions frozen) → CLOSED; in a survey's drawer its preview, the answer view
 * and the customers who answered (./components/SurveyPanel).
 */
import { surveysList } from '@/domain/surveys/definition';
import { ResourcePage } from '@/engine';
import { firstPageOf } from '@/engine/useFirstPage';
import SurveyPanel from './components/SurveyPanel';

export const preload = firstPageOf(surveysList);

export default () => <ResourcePage resource={surveysList} detailExtra={(record) => <SurveyPanel survey={record} />} />;
