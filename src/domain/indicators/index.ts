/** The service figures (服务指标, docs/service-indicators.md): pure rules the mock computes and the page reads. */
export * from './figures';
export * from './period';
export * from './query';
export * from './report';
export * from './stats';
export * from './types';
export { firstAnswerAt } from './supportResponse';
export { OFFERING_DESK, offeredSessions } from './trainingFill';

export * from './codes';
export * from './format';
