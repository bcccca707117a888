/** The workflow domain: plain TypeScript shared by the pages and the mock. */
export * from './types';
export * from './errors';
export * from './businessTypes';
export * from './engine';
export * from './queries';
export * from './definitions';
export * from './permissions';
export * from './views';
export * from './sla';
export * from './escalation';
export * from './delegation';
export * from './conditions';
