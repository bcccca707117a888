/**
 * jest's global setup: a folder for this run's seeded mock records (tests/unit/mock/harness.ts
 * `fresh`), shared by the test files so that the first one seeds and the others read. A new folder
 * each run: records seeded by older code are never read. tests/seed-cache-teardown.js removes it.
 */
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = async () => {
  process.env.MOCK_SEED_CACHE = mkdtempSync(join(tmpdir(), 'aftersales-seed-'));
};
