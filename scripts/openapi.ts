/** Writes config/openapi.json (scripts/openapi-doc.ts): `npx tsx scripts/openapi.ts`. */
import { writeFileSync } from 'fs';
import { join } from 'path';
import { buildOpenApi } from './openapi-doc';

const file = join(__dirname, '..', 'config', 'openapi.json');
writeFileSync(file, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
console.log(`wrote ${file}`);
