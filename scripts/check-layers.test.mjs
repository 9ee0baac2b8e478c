import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLayers, RULES } from './check-layers.mjs';

const FIXTURE = fileURLToPath(new URL('./fixtures/layers/', import.meta.url));
const REPOSITORY = fileURLToPath(new URL('..', import.meta.url));

const brief = (violations) =>
  violations.map((v) => `${v.file}:${v.line} ${v.rule}`).sort((a, b) => a.localeCompare(b, 'en'));

describe('the layering check (decision 0028)', () => {
  it('names every wrong import and query of the fixture, and nothing else', () => {
    const { violations, stale } = checkLayers(FIXTURE, []);
    expect(stale).toEqual([]);
    expect(brief(violations)).toEqual(
      [
        // web: a lower layer importing a higher one (a type import counts too), a lazy import
        // of a feature from ui/, a feature importing another, shipped code using test helpers.
        `web/src/lib/format.ts:2 ${RULES.upward}`,
        `web/src/session/user.ts:3 ${RULES.upward}`,
        `web/src/ui/header.tsx:4 ${RULES.upward}`,
        `web/src/features/alpha/alpha-page.tsx:5 ${RULES.crossFeature}`,
        `web/src/features/alpha/alpha-helper.ts:2 ${RULES.testHelper}`,
        // api: a query, raw SQL and a db/ SQL helper in a service; a router importing a
        // repository (a type-only import, as in rest.ts, is allowed; tests are not checked).
        `api/src/modules/things/service.ts:3 ${RULES.sqlOutsideRepo}`,
        `api/src/modules/things/service.ts:16 ${RULES.sqlOutsideRepo}`,
        `api/src/modules/things/service.ts:18 ${RULES.sqlOutsideRepo}`,
        `api/src/modules/things/router.ts:2 ${RULES.routerImportsRepo}`,
      ].sort((a, b) => a.localeCompare(b, 'en')),
    );
  });

  it('says where each wrong import leads', () => {
    const { violations } = checkLayers(FIXTURE, []);
    const crossFeature = violations.find((v) => v.rule === RULES.crossFeature);
    expect(crossFeature?.target).toBe('web/src/features/beta/beta-card');
    const routerImport = violations.find((v) => v.rule === RULES.routerImportsRepo);
    expect(routerImport?.target).toBe('api/src/modules/things/repo');
  });

  it('lets a listed exception through, and reports one that excuses nothing', () => {
    const exception = {
      file: 'api/src/modules/things/router.ts',
      rule: RULES.routerImportsRepo,
      reason: 'a test of the exception list',
    };
    const unused = {
      file: 'web/src/ui/button.tsx',
      rule: RULES.upward,
      reason: 'nothing to excuse',
    };
    const { violations, stale } = checkLayers(FIXTURE, [exception, unused]);
    expect(violations.some((v) => v.rule === RULES.routerImportsRepo)).toBe(false);
    expect(violations).toHaveLength(8);
    expect(stale).toEqual([unused]);
  });

  // Reads every file of web/src and api/src/modules: a few seconds on a busy 2-core machine.
  it('passes on the real code', { timeout: 60_000 }, () => {
    const { violations, stale } = checkLayers(REPOSITORY);
    expect(brief(violations)).toEqual([]);
    expect(stale).toEqual([]);
  });
});
