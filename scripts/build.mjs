// Builds the cms, web and api outputs that are missing or older than their sources.
// `--all` rebuilds everything; `--only=web,api` limits the targets.
import { buildWhatIsNeeded } from './lib/builds.mjs';

const force = process.argv.includes('--all');
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',') : undefined;

buildWhatIsNeeded({ force, only }).catch((error) => {
  console.error(`[build] ${error.message}`);
  process.exit(1);
});
