// `pnpm start`: build what is missing, migrate and seed the CMS, then serve everything on
// one origin: http://localhost:$PORT (default 3000). The Payload admin (Next.js) runs on an
// internal port behind the api's /cms proxy. Zero configuration; see README for the variables.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { adminPasswordNotice, readSetupReport } from './lib/admin-notice.mjs';
import { API_NODE_FLAGS } from './lib/api-node-flags.mjs';
import { buildWhatIsNeeded } from './lib/builds.mjs';
import { localSecrets } from './lib/local-secrets.mjs';
import { at } from './lib/paths.mjs';
import { waitForHttp } from './lib/run.mjs';
import { createSupervisor } from './lib/supervisor.mjs';

const env = { ...process.env };
const production = env.NODE_ENV === 'production';
const port = Number(env.PORT ?? 3000);
const cmsPort = Number(env.CMS_PORT ?? port + 1);

const supervisor = createSupervisor();

async function main() {
  if (!env.SKIP_BUILD) await buildWhatIsNeeded();

  const varDir = env.VAR_DIR ?? at('var');
  // The set-up report and local secrets live here; a production start may name a new folder.
  mkdirSync(varDir, { recursive: true });
  const secretsFile = join(varDir, 'local-secrets.json');
  const { secrets, adminPasswordSource } = production
    ? { secrets: {}, adminPasswordSource: 'env' }
    : localSecrets(secretsFile, env);
  // A local run may use the built-in test checkout; a production run never does (the api
  // refuses PAYMENT_PROVIDER=local without this).
  const shared = {
    ...env,
    ...secrets,
    NODE_ENV: 'production',
    LOCAL_CHECKOUT: production ? 'off' : 'on',
    // Sample testimonials and success stories (labelled as samples) on a local run only; a
    // production start seeds none unless asked (a demo), decision 0022.
    SAMPLE_TESTIMONIALS: env.SAMPLE_TESTIMONIALS || (production ? 'off' : 'on'),
  };
  const node = process.execPath;

  console.log('[start] migrating and seeding the CMS…');
  const setupReport = join(varDir, `cms-setup-${process.pid}.json`);
  await supervisor.run(node, ['--conditions=production', at('cms/dist/setup.mjs')], {
    env: { ...shared, CMS_SETUP_REPORT: setupReport },
  });
  // Printed only now: whether the generated password is the account's depends on the seed.
  const notice = adminPasswordNotice({
    source: adminPasswordSource,
    createdAdmin: readSetupReport(setupReport)?.createdAdmin ?? null,
    email: secrets.ADMIN_EMAIL,
    password: secrets.ADMIN_PASSWORD,
    file: secretsFile,
  });
  if (notice) console.log(notice);

  supervisor.start(
    'cms',
    node,
    [at('cms/node_modules/next/dist/bin/next'), 'start', '-p', String(cmsPort), '-H', '127.0.0.1'],
    {
      cwd: at('cms'),
      env: {
        ...shared,
        PORT: String(cmsPort),
        CMS_CHANGE_WEBHOOK_URL: `http://127.0.0.1:${port}/internal/cms-changed`,
        // Site administrators' sessions are checked here (single sign-on into /cms).
        SITE_INTERNAL_URL: `http://127.0.0.1:${port}`,
      },
    },
  );
  await waitForHttp(`http://127.0.0.1:${cmsPort}/cms-api/posts?limit=1&depth=0`);
  supervisor.ready('cms');

  supervisor.start(
    'api',
    node,
    [...API_NODE_FLAGS, '--enable-source-maps', at('api/dist/server.mjs')],
    {
      env: { ...shared, PORT: String(port), CMS_INTERNAL_URL: `http://127.0.0.1:${cmsPort}` },
    },
  );
  await waitForHttp(`http://127.0.0.1:${port}/readyz`, { ok: (s) => s === 200 });
  supervisor.ready('api');
  console.log(
    `[start] ready on http://localhost:${port} (CMS admin: http://localhost:${port}/cms)`,
  );
}

main().catch((error) => {
  if (supervisor.stopping) return;
  console.error(`[start] ${error.message}`);
  if (supervisor.running > 0) supervisor.stopAll('SIGTERM', 1);
  else process.exit(1);
});
