/** Writes config/openapi.json (scripts/openapi-doc.ts): `npx tsx scripts/openapi.ts`. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApi } from './openapi-doc';

const file = join(__dirname, '..', 'config', 'openapi.json');
writeFileSync(file, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
console.log(`wrote ${file}`);
