/**
 * Load a TypeScript module of the project (route table, locale messages, mock helpers) from a plain
 * node script: esbuild bundles it to one ESM module in memory, which is imported from a data: URL.
 */
import { build } from 'esbuild';

export async function loadTs(file) {
  const out = await build({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  });
  const code = out.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
