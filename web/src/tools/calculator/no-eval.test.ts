import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;

describe('the calculators run no typed text as code', () => {
  const sources = readdirSync(here).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));

  it.each(sources)('%s has no eval( or Function(', (file) => {
    const text = readFileSync(join(here, file), 'utf8');
    expect(text).not.toMatch(/\beval\s*\(/);
    expect(text).not.toMatch(/\bFunction\s*\(/);
  });

  it('checks the evaluator itself', () => {
    expect(sources).toEqual(expect.arrayContaining(['evaluate.ts', 'tokenize.ts']));
  });
});
