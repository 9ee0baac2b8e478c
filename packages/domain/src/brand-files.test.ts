import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRAND_NAME } from './brand';

/*
 * "Rename here" (brand.ts) holds: code builds every user-facing name from BRAND_NAME, and the
 * few files that cannot import it (pictures, PDFs, the README) are listed here and must name
 * the constant. After a rename this test lists every file still to change.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'latin1');

/** Folders that hold no source (built output, dependencies, data). */
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', '.next', '.git', 'var', 'coverage']);
const CODE = /\.(?:ts|tsx|mts|js|mjs|cjs|json|html|css)$/;

function codeFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : codeFiles(path);
    return CODE.test(entry.name) ? [path] : [];
  });
}

const seedFiles = (pattern: RegExp) =>
  readdirSync(join(root, 'cms/src/seed/files'))
    .filter((name) => pattern.test(name))
    .map((name) => `cms/src/seed/files/${name}`);

describe("the product's name", () => {
  it('is written in code only in brand.ts', () => {
    const home = 'packages/domain/src/brand.ts';
    const files = ['api', 'cms', 'web', 'packages', 'scripts', 'examples'].flatMap(codeFiles);
    expect(files).toContain(home);
    const writing = files.filter((file) => file !== home && read(file).includes(BRAND_NAME));
    expect(writing.map((file) => relative('.', file))).toEqual([]);
  });

  it('is the constant in the files that cannot import it', () => {
    expect(read('web/public/favicon.svg')).toContain(`<title>${BRAND_NAME}</title>`);
    const pictures = seedFiles(/^success-.*\.svg$/);
    expect(pictures.length).toBeGreaterThan(0);
    for (const file of pictures) expect(read(file), file).toContain(`>${BRAND_NAME}</text>`);
    // Written by cms/scripts/make-guides.mjs, which reads the constant: run it after a rename.
    const guides = seedFiles(/\.pdf$/);
    expect(guides.length).toBeGreaterThan(0);
    for (const file of guides) expect(read(file), file).toContain(`/Author (${BRAND_NAME})`);
    // The README's mail sender default and service description name the product.
    const readme = read('README.md');
    const named = [
      ...[...readme.matchAll(/^\| `MAIL_FROM` +\| `"([^"]*)"/gm)].map((m) => m[1]),
      ...[...readme.matchAll(/^Description=(\S+)/gm)].map((m) => m[1]),
    ];
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(name).toBe(BRAND_NAME);
  });
});
