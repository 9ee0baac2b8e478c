// `pnpm dev`: everything on http://localhost:$PORT (default 3000) with hot reload —
// Vite's dev server for the SPA, `next dev` for the Payload admin, and the api rebuilt by
// esbuild on change and restarted by node --watch. Same single origin as `pnpm start`.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { adminPasswordNotice, readSetupReport } from './lib/admin-notice.mjs';
import { localSecrets } from './lib/local-secrets.mjs';
import { at } from './lib/paths.mjs';
import { run, waitForHttp } from './lib/run.mjs';
import { createSupervisor } from './lib/supervisor.mjs';

const env = { ...process.env };
const port = Number(env.PORT ?? 3000);
const cmsPort = Number(env.CMS_PORT ?? port + 1);
const webPort = Number(env.WEB_DEV_PORT ?? 5173);
const node = process.execPath;
const supervisor = createSupervisor();

async function main() {
  const varDir = env.VAR_DIR ?? at('var');
  // The set-up report and local secrets live here; a production start may name a new folder.
  mkdirSync(varDir, { recursive: true });
  const secretsFile = join(varDir, 'local-secrets.json');
  const { secrets, adminPasswordSource } = localSecrets(secretsFile, env);
  const shared = { ...env, ...secrets };
  const setupReport = join(varDir, `cms-setup-${process.pid}.json`);

  if (!existsSync(at('cms/dist/setup.mjs')))
    await run(node, ['build-scripts.mjs'], { cwd: at('cms') });
  await run(node, ['--conditions=production', at('cms/dist/setup.mjs')], {
    env: { ...shared, NODE_ENV: 'production', CMS_SETUP_REPORT: setupReport },
  });
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
    [at('cms/node_modules/next/dist/bin/next'), 'dev', '-p', String(cmsPort), '-H', '127.0.0.1'],
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
  supervisor.start(
    'web',
    node,
    [
      at('web/node_modules/vite/bin/vite.js'),
      '--port',
      String(webPort),
      '--host',
      '127.0.0.1',
      '--strictPort',
    ],
    {
      cwd: at('web'),
      env: { ...shared, API_PORT: String(port), VITE_HMR_CLIENT_PORT: String(port) },
    },
  );
  await run(node, ['build.mjs'], { cwd: at('api') });
  supervisor.start('api-build', node, ['build.mjs', '--watch'], { cwd: at('api') });
  supervisor.start(
    'api',
    node,
    [
      '--watch-path',
      at('api/dist'),
      '--conditions=production',
      '--enable-source-maps',
      at('api/dist/server.mjs'),
    ],
    {
      env: {
        ...shared,
        NODE_ENV: 'development',
        DISABLE_PAYLOAD_HMR: 'true',
        PORT: String(port),
        CMS_INTERNAL_URL: `http://127.0.0.1:${cmsPort}`,
        WEB_DEV_URL: `http://127.0.0.1:${webPort}`,
      },
    },
  );
  await waitForHttp(`http://127.0.0.1:${port}/healthz`);
  console.log(
    `[dev] http://localhost:${port} (CMS admin: /cms — the first visit compiles it, ~1 min)`,
  );
}

main().catch((error) => {
  console.error(`[dev] ${error.message}`);
  if (supervisor.running > 0) supervisor.stopAll('SIGTERM', 1);
  else process.exit(1);
});
