// Loads TypeScript modules of the repository into a plain-Node script: `exports` (lines of
// `export … from '<repo path>'`) are bundled with esbuild, the workspace package @app/domain
// resolved to its source, then imported. So a script applies the rules the code and the tests
// use instead of restating them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { at } from './paths.mjs';

/** `entries`: [[names or '*', repo path], ...]; returns the module of their exports. */
export async function importTs(entries) {
  const dir = mkdtempSync(join(tmpdir(), 'import-ts-'));
  try {
    const entry = join(dir, 'entry.ts');
    writeFileSync(
      entry,
      entries
        .map(([names, path]) => {
          const what = names === '*' ? '*' : `{ ${names.join(', ')} }`;
          return `export ${what} from ${JSON.stringify(at(path))};`;
        })
        .join('\n'),
    );
    const out = join(dir, 'bundle.mjs');
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: out,
      logLevel: 'error',
      alias: { '@app/domain': at('packages/domain/src/index.ts') },
    });
    return await import(pathToFileURL(out).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
