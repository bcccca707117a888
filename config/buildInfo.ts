/**
 * What a build is, fixed when it is built (umi `define`): the package version with the commit, and the
 * time. The diagnostics page shows them (src/core/config/build.ts reads them).
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function commit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

export function buildDefines(now = new Date()): Record<string, string> {
  const { version } = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
  const sha = commit();
  return {
    'process.env.PORTAL_VERSION': sha ? `${version}+${sha}` : version,
    'process.env.PORTAL_BUILD_TIME': now.toISOString(),
  };
}
