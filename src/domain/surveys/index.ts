/** Satisfaction surveys: the definition, the answer check and the statistics (plain TS, page and mock). */
export * from './definition';
export * from './answers';
export * from './statistics';
export * from './codes';
