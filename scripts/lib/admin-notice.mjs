import { existsSync, readFileSync, rmSync } from 'node:fs';

/**
 * What the CMS setup reported (cms/src/scripts/setup.ts writes CMS_SETUP_REPORT): whether it
 * created the first CMS editor. null when there is no report (an older setup bundle).
 */
export function readSetupReport(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * The line a local start prints about the admin password of local-secrets.json, once the seed
 * has said whether the account was created with it. A second node with its own var/ folder
 * generates a password too, but the account already exists on the shared database with node
 * A's: it must not print a password that does not work. `source` is localSecrets()'s
 * adminPasswordSource; null when there is nothing to say.
 */
export function adminPasswordNotice({ source, createdAdmin, email, password, file }) {
  if (source === 'env') return null;
  if (createdAdmin === true) {
    return (
      `[start] CMS editor created for local use: ${email} / ${password}` +
      ` (kept in ${file}; set ADMIN_EMAIL/ADMIN_PASSWORD to choose your own)`
    );
  }
  // Only a password made up just now needs a word: a saved one is the account's, or was
  // already reported as not applied.
  if (source !== 'generated') return null;
  if (createdAdmin === false) {
    return (
      `[start] The CMS editor account already exists on this database (created by another node` +
      ` or an earlier run): its password was left as it is. Sign in as ${email} with the password` +
      ` it was created with; the one generated in ${file} was not applied.`
    );
  }
  return (
    `[start] CMS editor for local use: ${email} / ${password} (kept in ${file}); if the account` +
    ' already existed, its password was left as it is.'
  );
}
