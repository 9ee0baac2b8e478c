import type { SiteSettingsSeed } from './types';

export const siteSettings: SiteSettingsSeed = {
  supportEmail: '',
  chatUrl: '',
  examHelpUrl: '',
  social: [],
  supportHours: [],
  stats: [],
  footerGroups: [],
};
