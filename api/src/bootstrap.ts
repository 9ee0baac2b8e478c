import { type CmsContent, createPayloadContent, openPayload } from './cms';
import { connectNodes } from './cms/cross-node-changes';
import type { Config } from './config';
import { createDb, type DatabaseTarget } from './db/kysely';
import { migrateToLatest } from './db/migrate';
import type { AppDeps } from './deps';
import { systemClock } from './lib/clock';
import { createLogger } from './lib/logger';
import { createLifecycle } from './lifecycle';
import { createMailOutbox } from './mail/outbox-worker';
import { createMailTransport } from './mail/transports';
import { seedAccounts } from './modules/auth/seed-accounts';
import { loadExamCatalogue } from './modules/exams/service';
import { createQuestionPool } from './modules/questions/pool';
import { announceQuestionChanges } from './modules/questions/question-changes';
import { seedQuestionBank } from './modules/questions/seed';
import { createPaymentProvider } from './payments/create-provider';

/** Opens the databases, migrates the app database and loads in-memory catalogue data. */
export async function createDeps(
  config: Config,
  options: {
    database?: DatabaseTarget;
    quiet?: boolean;
    backgroundCheckpoints?: boolean;
    /** The CMS adapter to use instead of opening Payload here (tests open it on first use). */
    content?: CmsContent;
  } = {},
): Promise<AppDeps> {
  const log = createLogger({ quiet: options.quiet ?? false });
  const db = createDb(options.database ?? config.database, {
    backgroundCheckpoints: options.backgroundCheckpoints ?? false,
    onError: (message) => log.error('background checkpoint failed', { error: message }),
  });
  try {
    const applied = await migrateToLatest(db);
    if (applied.length) log.info('migrated app database', { applied });
    const clock = systemClock();
    await seedAccounts(db, config.accounts, clock.now(), log);
    const seeded = await seedQuestionBank(db, config.questionBankDir, clock.now(), log);
    const exams = await loadExamCatalogue(db);
    const questionPool = createQuestionPool(db);
    const content =
      options.content ?? createPayloadContent(await openPayload(config.cms), config.cms);
    const changeBus = await connectNodes(
      options.database ?? config.database,
      content,
      questionPool,
      log,
    );
    // A new release's bank, loaded by this node: the nodes already running reload their pools.
    if (seeded.added + seeded.updated > 0)
      announceQuestionChanges({ questionPool, changeBus }, '*');
    // Mail queued before a crash (or by a node that died) goes out now.
    const mailer = createMailOutbox({
      db,
      transport: createMailTransport(config.mail, log),
      // Real time, apart from the clock tests move: leases and retries are wall-clock waits.
      clock: systemClock(),
      log,
      settings: config.mail,
    });
    mailer.start();
    const { provider, localCheckout } = await createPaymentProvider(config, log, db);
    return {
      payments: provider,
      localCheckout,
      config,
      db,
      exams,
      content,
      changeBus,
      lifecycle: createLifecycle(),
      log,
      mailer,
      clock,
      questionPool,
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  deps.localCheckout?.stop();
  await deps.mailer.close().catch(() => {});
  await deps.changeBus?.close();
  await Promise.allSettled([deps.content.close(), deps.db.destroy()]);
}
