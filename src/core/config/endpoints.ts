/** Base paths of the services: declared in src/domain/endpoints.ts (the mock shares them). */
export { API, BASIC_OPS_URL, LOGIN_URL } from '../../domain/endpoints';
