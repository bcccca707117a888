/** jest's global teardown: the run's seed folder (tests/seed-cache.js) goes. */
const { rmSync } = require('node:fs');

module.exports = async () => {
  if (process.env.MOCK_SEED_CACHE) rmSync(process.env.MOCK_SEED_CACHE, { recursive: true, force: true });
};
