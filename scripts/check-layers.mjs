#!/usr/bin/env node
/*
 * The layering rules of decision 0028, checked on the source (part of `pnpm lint`, so of
 * `pnpm check` and CI):
 *
 * web/src — layers, each importing only itself and the layers below it:
 *   lib/ < session/ < ui/ < tools/ (the exam's on-screen tools) < features/<name>/ < the app
 *   (routes/, document/, the root files).
 *   A feature imports no other feature. Only tests (and their fixtures) import the helpers of
 *   test/ or the app (to render it whole); otherwise the rules hold for tests too.
 * api/src/modules —
 *   SQL (Kysely's query builder, the `sql` tag, the db/ SQL helpers) lives only in repository
 *   files: `repo.ts` or `<what-it-holds>-repo.ts`. A service may open a transaction and call
 *   repositories inside it; the queries themselves are the repositories'.
 *   Routers (`router.ts`, `rest.ts`, `*-route.ts`, `*-routes.ts`) call services, never
 *   repositories: no value import from a repository file (`import type` of a row type is fine).
 *
 * Usage: node scripts/check-layers.mjs [root]   (root: the repository, by default)
 * Exit status 1 with one line per violation, 0 when the code keeps the rules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Imports or files allowed to break a rule, each with the reason. An exception that no longer
 * matches a violation is reported, so the list never outlives its reason.
 * Shape: { file: 'web/src/…' | 'api/src/modules/…', rule: RULE, target?: 'path of the import', reason }
 */
export const EXCEPTIONS = [];

/** The web's layers, lowest first; anything else under web/src is the app (top). */
export const WEB_LAYERS = ['lib', 'session', 'ui', 'tools', 'features'];

/** Kysely's query starts: a call of one of these outside a repository runs SQL there. */
export const QUERY_METHODS = [
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'executeQuery',
];

/** Text without which a file has no SQL: a cheap test before the parse. */
const MAYBE_SQL = new RegExp(`\\b(${QUERY_METHODS.join('|')}|sql)\\b|json-rows|prepared-query`);

/** The api's own SQL helpers (paths under api/src, without extension). */
const SQL_HELPERS = ['db/json-rows', 'db/prepared-query'];

export const RULES = {
  crossFeature: 'a feature imports another feature',
  upward: 'a layer imports a layer above it',
  testHelper: 'only tests import test/ helpers',
  sqlOutsideRepo: 'SQL outside a repository file',
  routerImportsRepo: 'a router imports a repository',
};

const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
const toPosix = (path) => path.split(sep).join('/');

function sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    if (!SOURCE.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    if (entry.name === 'routeTree.gen.ts') return [];
    return [path];
  });
}

function parse(path, text) {
  const kind = /\.(tsx|jsx)$/.test(path) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
}

/**
 * The modules a file's text seems to import, found cheaply: a file is parsed only when one of
 * them could break a rule (a comment may add a false candidate; the parse settles it).
 */
const IMPORT_LIKE = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g;
const candidateSpecs = (text) => [...text.matchAll(IMPORT_LIKE)].map((match) => match[1]);

const lineOf = (source, node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** Whether an import or export declaration brings in types only (erased from the build). */
function typeOnly(node) {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const named = node.exportClause;
    return Boolean(
      named && ts.isNamedExports(named) && named.elements.length > 0
        ? named.elements.every((element) => element.isTypeOnly)
        : false,
    );
  }
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return Boolean(
    bindings &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((element) => element.isTypeOnly),
  );
}

/** Every module a file names: static imports and re-exports, `import()` and `import('…').T`. */
function importsOf(source) {
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ spec: node.moduleSpecifier.text, node, typeOnly: typeOnly(node) });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ spec: node.arguments[0].text, node, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ spec: node.argument.literal.text, node, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The path (from `root`, no extension) a relative import names; null for a package. */
function target(root, file, spec) {
  if (!spec.startsWith('.')) return null;
  return toPosix(relative(root, resolve(dirname(file), spec))).replace(SOURCE, '');
}

/** Where a path under web/src sits: { layer, feature? }; the app for anything else. */
function webLayer(rel) {
  const [top, second] = rel.split('/');
  if (top === 'features' && second) return { layer: 'features', feature: second };
  if (top === 'test') return { layer: 'test' };
  if (WEB_LAYERS.includes(top)) return { layer: top };
  return { layer: 'app' };
}

/** Tests and their support files (fixtures, render helpers): `x.test.tsx`, `x.test-render.tsx`, `x.fixtures.ts`. */
const isTestFile = (path) => /\.(test|test-[a-z-]+|fixtures)\.[a-z]+$/.test(path);

const rank = (layer) => (layer === 'app' ? WEB_LAYERS.length : WEB_LAYERS.indexOf(layer));

/** The rule an import from `rel` to `path` (both under web/src) breaks: { rule, message } or null. */
function webRuleBroken(rel, path) {
  const from = webLayer(rel);
  const to = webLayer(path);
  // A test may render the whole app, with the helpers of test/; shipped code may not.
  if (to.layer === 'test' || (to.layer === 'app' && isTestFile(rel))) {
    if (isTestFile(rel)) return null;
    return { rule: RULES.testHelper, message: 'test/ helpers are for tests and their fixtures' };
  }
  if (to.layer === 'features' && from.layer === 'features') {
    if (to.feature === from.feature) return null;
    return {
      rule: RULES.crossFeature,
      message: `features/${from.feature} imports features/${to.feature}: move what both need to lib/, session/ or ui/`,
    };
  }
  if (rank(to.layer) <= rank(from.layer)) return null;
  const above = to.layer === 'app' ? 'the app (routes, document, root files)' : `${to.layer}/`;
  return {
    rule: RULES.upward,
    message: `${from.layer}/ imports ${above} (layers: ${WEB_LAYERS.join(' < ')} < app)`,
  };
}

function checkWeb(root) {
  const web = join(root, 'web', 'src');
  const violations = [];
  for (const file of sourceFiles(web)) {
    const rel = toPosix(relative(web, file));
    const layer = webLayer(rel).layer;
    if (layer === 'app' || layer === 'test') continue;
    const text = readFileSync(file, 'utf8');
    const pathOf = (spec) => target(web, file, spec);
    const broken = (spec) => {
      const path = pathOf(spec);
      return path === null || path.startsWith('..') ? null : webRuleBroken(rel, path);
    };
    if (!candidateSpecs(text).some(broken)) continue;
    const source = parse(file, text);
    for (const { spec, node } of importsOf(source)) {
      const found = broken(spec);
      if (!found) continue;
      violations.push({
        file: `web/src/${rel}`,
        line: lineOf(source, node),
        target: `web/src/${pathOf(spec)}`,
        ...found,
      });
    }
  }
  return violations;
}

export const isRepoFile = (name) => name === 'repo.ts' || name.endsWith('-repo.ts');
const isRepoSpec = (spec) => spec.startsWith('.') && isRepoFile(`${basename(spec)}.ts`);
export const isRouterFile = (name) =>
  name === 'router.ts' || name === 'rest.ts' || /-routes?\.ts$/.test(name);

/** What in a file runs or builds SQL: Kysely query starts, the `sql` tag, the db/ helpers. */
function sqlIn(root, file, source) {
  const found = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      QUERY_METHODS.includes(node.expression.name.text)
    ) {
      found.push({ node, what: `.${node.expression.name.text}()` });
    } else if (
      ts.isTaggedTemplateExpression(node) &&
      ts.isIdentifier(node.tag) &&
      node.tag.text === 'sql'
    ) {
      found.push({ node, what: 'sql`…`' });
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'sql'
    ) {
      found.push({ node, what: `sql.${node.expression.name.text}()` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const apiSrc = join(root, 'api', 'src');
  for (const { spec, node, typeOnly } of importsOf(source)) {
    if (typeOnly) continue;
    const path = target(apiSrc, file, spec);
    if (path !== null && SQL_HELPERS.includes(path))
      found.push({ node, what: `import of ${path}` });
  }
  return found;
}

function checkApi(root) {
  const modules = join(root, 'api', 'src', 'modules');
  const violations = [];
  for (const file of sourceFiles(modules)) {
    const name = basename(file);
    if (isTestFile(name) || isRepoFile(name)) continue;
    const rel = `api/src/modules/${toPosix(relative(modules, file))}`;
    const text = readFileSync(file, 'utf8');
    const routerWithRepo = isRouterFile(name) && candidateSpecs(text).some(isRepoSpec);
    if (!MAYBE_SQL.test(text) && !routerWithRepo) continue;
    const source = parse(file, text);
    for (const { node, what } of sqlIn(root, file, source)) {
      violations.push({
        file: rel,
        line: lineOf(source, node),
        rule: RULES.sqlOutsideRepo,
        message: `${what}: move the query to a repository file of this module (repo.ts, *-repo.ts)`,
      });
    }
    if (!isRouterFile(name)) continue;
    for (const { spec, node, typeOnly } of importsOf(source)) {
      const path = target(root, file, spec);
      if (path === null || typeOnly || !isRepoSpec(spec)) continue;
      violations.push({
        file: rel,
        line: lineOf(source, node),
        target: path,
        rule: RULES.routerImportsRepo,
        message: `imports ${path}: a router calls a service, which calls the repository`,
      });
    }
  }
  return violations;
}

const excused = (violation, exception) =>
  exception.file === violation.file &&
  exception.rule === violation.rule &&
  (exception.target === undefined || exception.target === violation.target);

/** The violations under `root` not excused by `exceptions`, and the exceptions that excuse none. */
export function checkLayers(root, exceptions = EXCEPTIONS) {
  const all = [...checkWeb(root), ...checkApi(root)];
  const violations = all.filter((v) => !exceptions.some((e) => excused(v, e)));
  const stale = exceptions.filter((e) => !all.some((v) => excused(v, e)));
  return { violations, stale };
}

const main = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (main) {
  const root = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
  const { violations, stale } = checkLayers(root);
  for (const v of violations) console.error(`${v.file}:${v.line}: ${v.rule}: ${v.message}`);
  for (const e of stale) {
    console.error(
      `scripts/check-layers.mjs: the exception for ${e.file} (${e.rule}) no longer applies: remove it`,
    );
  }
  if (violations.length || stale.length) {
    console.error(`\n${violations.length} layering violations (decision 0028).`);
    process.exit(1);
  }
  console.log('layers: web and api modules keep the rules of decision 0028');
}
