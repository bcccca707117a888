/**
 * What unattached uploads cost the mock's memory, and that it is given back when they expire: 30
 * uploads of 3 MiB (by three users: each holds at most LOOSE_BYTES_MAX unattached), then the sweep an
 * expiry runs (mock/lib/files/files.ts). Prints the process's heap, external memory and RSS after a full GC
 * at each step — figures, not a test.
 *
 *   node --expose-gc node_modules/.bin/tsx bench/upload-expiry.ts
 */
import { saveFile, sweepLooseFiles, LOOSE_FILE_TTL_MS } from '../mock/lib/files/files';
import { fileStore } from '../mock/lib/files/fileStore';
import { findUser } from '../mock/lib/server/identity';
import * as store from '../mock/lib/store/store';
import { resources } from '../src/domain/desks';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const MiB = 1024 * 1024;
const figure = (label: string) => {
  gc();
  gc();
  const m = process.memoryUsage();
  const f = (n: number) => `${(n / MiB).toFixed(1)} MiB`;
  console.log(
    `${label.padEnd(34)} heap ${f(m.heapUsed).padStart(10)}   external ${f(m.external).padStart(10)}   rss ${f(m.rss).padStart(10)}   files ${fileStore().size}`,
  );
};

for (const def of resources) store.storedRows(def); // the seeded store, as the server has it
figure('seeded store');
const uploaders = ['staff', 'engineer', 'trainer'].map((no) => findUser(no)!);
let refused = 0;
for (let i = 0; i < 30; i += 1) {
  try {
    // each upload its own bytes (a string of its own in the store, as a real upload is)
    saveFile({ name: `scan-${i}.pdf`, type: 'application/pdf', content: Buffer.alloc(3 * MiB - 64, i + 1).toString('base64') }, uploaders[i % 3]);
  } catch {
    refused += 1;
  }
}
figure(`after 30 × 3 MiB uploads (${30 - refused} kept)`);
const dropped = sweepLooseFiles(Date.now() + LOOSE_FILE_TTL_MS + 1000);
figure(`after the expiry sweep (${dropped} dropped)`);
