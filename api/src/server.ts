import { Server } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { closeDeps, createDeps } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { isCmsPath } from './http/security-headers';
import { forwardUpgrade } from './http/upgrade-proxy';
import { errorFields } from './lib/logger';
import { scheduleItemStats } from './modules/admin/item-stats';
import { scheduleSweep } from './modules/auth/sweep';
import { scheduleCalibration } from './modules/calibration/calibration-job';
import { schedulePaymentSweep } from './modules/payments/sweep';
import { scheduleTimerSweep } from './modules/practice/timer-sweep';
import { scheduleReminders } from './modules/reminders/job';

const FORCE_EXIT_MS = 9000;
/** After the listener closes, how long a silent kept-alive connection may still send. */
const LINGER_MS = 1000;

async function main() {
  const config = loadConfig();
  const deps = await createDeps(config, { backgroundCheckpoints: true });
  const app = createApp(deps);
  const stopSweep = scheduleSweep(deps);
  const stopTimerSweep = scheduleTimerSweep(deps);
  const stopPaymentSweep = schedulePaymentSweep(deps);
  const stopItemStats = scheduleItemStats(deps);
  const stopReminders = scheduleReminders(deps);
  const stopCalibration = scheduleCalibration(deps);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    deps.log.info('listening', { url: `http://${config.host}:${info.port}` });
  });

  server.on(
    'upgrade',
    forwardUpgrade((path) =>
      isCmsPath(path.split('?')[0] ?? '') ? config.cms.internalUrl : config.webDevUrl,
    ),
  );

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    deps.lifecycle.draining = true;
    stopSweep();
    stopTimerSweep();
    stopPaymentSweep();
    stopItemStats();
    stopReminders();
    stopCalibration();
    deps.log.info('draining', { signal });
    setTimeout(() => {
      deps.log.error('forced exit: requests still in flight');
      process.exit(1);
    }, FORCE_EXIT_MS).unref();
    // SIGTERM (an orchestrator): keep answering (readyz 503) briefly so traffic moves away.
    const grace = signal === 'SIGTERM' ? config.shutdownGraceMs : 0;
    setTimeout(() => {
      // Stop accepting connections, but keep serving the open ones: every answer now says
      // `Connection: close`, so each closes after its response. (http.Server#close would also
      // drop idle and just-accepted connections at once, resetting requests already on
      // their way.) Connections silent for LINGER_MS are closed then.
      Server.prototype.close.call(server, async () => {
        await closeDeps(deps);
        deps.log.info('stopped');
        process.exit(0);
      });
      setTimeout(() => {
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      }, LINGER_MS).unref();
    }, grace);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `${JSON.stringify({ level: 'error', msg: 'start-up failed', ...errorFields(error) })}\n`,
    );
  }
  process.exit(1);
});
