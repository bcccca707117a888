/**
 * en-US as umi registers it: empty on purpose. The English table (./en-US/index.ts) is a chunk of its
 * own that src/core/locale.ts loads before the first render when the user reads English, so that the
 * working language's visitors (zh-CN) never download it.
 */
export default {};
