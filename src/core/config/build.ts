/** The build's version and time, defined when it was built (config/buildInfo.ts); 'dev' and '' otherwise. */
export const BUILD = {
  version: process.env.PORTAL_VERSION || 'dev',
  time: process.env.PORTAL_BUILD_TIME || '',
};
