import * as migration_20261121_054426_initial from './20261121_054426_initial';
import * as migration_20261121_062422_site_content from './20261121_062422_site_content';
import * as migration_20261121_064949_pages from './20261121_064949_pages';
import * as migration_20261126_153104_s3_storage from './20261126_153104_s3_storage';
import * as migration_20261128_164124_consent_and_samples from './20261128_164124_consent_and_samples';

export const migrations = [
  {
    up: migration_20261121_054426_initial.up,
    down: migration_20261121_054426_initial.down,
    name: '20261121_054426_initial',
  },
  {
    up: migration_20261121_062422_site_content.up,
    down: migration_20261121_062422_site_content.down,
    name: '20261121_062422_site_content',
  },
  {
    up: migration_20261121_064949_pages.up,
    down: migration_20261121_064949_pages.down,
    name: '20261121_064949_pages',
  },
  {
    up: migration_20261126_153104_s3_storage.up,
    down: migration_20261126_153104_s3_storage.down,
    name: '20261126_153104_s3_storage',
  },
  {
    up: migration_20261128_164124_consent_and_samples.up,
    down: migration_20261128_164124_consent_and_samples.down,
    name: '20261128_164124_consent_and_samples'
  },
];
