/** The page of the service figures (服务指标) and its one element: exporting the figures to Excel. */
export const INDICATORS_PAGE = 'serviceIndicators';
export const indicatorsActions = { [INDICATORS_PAGE]: ['export'] } as const;
export const INDICATORS_EXPORT = `${INDICATORS_PAGE}:export`;
