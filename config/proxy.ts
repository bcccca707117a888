/**
 * Proxies for running the portal against real services instead of the mock. Choose one with
 * `UMI_APP_PROXY=<name> npm start`; that also switches the mock off. The keys are the base paths of
 * src/core/config/endpoints.ts (override those with the UMI_APP_*_API variables when the real
 * services use other prefixes).
 */
const services = (host: string) => ({
  '/api/management/': { target: `${host}`, changeOrigin: true },
  '/api/permission/': { target: `${host}`, changeOrigin: true },
  '/api/workflow/': { target: `${host}`, changeOrigin: true },
  '/api/hr/': { target: `${host}`, changeOrigin: true },
  '/api/file/': { target: `${host}`, changeOrigin: true },
  '/api/ai/': { target: `${host}`, changeOrigin: true },
  '/sso/': { target: `${host}`, changeOrigin: true },
});

const proxy: Record<string, Record<string, object>> = {
  test: services('https://aftersales-test.example.internal'),
  staging: services('https://aftersales-staging.example.internal'),
};

export default proxy;
