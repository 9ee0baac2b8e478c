import type { SiteSettings as SiteSettingsDoc } from '@app/cms/types';
import type { SiteSettings } from '@app/domain';

/** The site-settings global; unset fields are null or empty lists. */
export function toSiteSettings(doc: SiteSettingsDoc): SiteSettings {
  return {
    supportEmail: doc.supportEmail ?? null,
    chatUrl: doc.chatUrl ?? null,
    examHelpUrl: doc.examHelpUrl ?? null,
    social: (doc.social ?? []).map(({ name, url }) => ({ name, url })),
    supportHours: (doc.supportHours ?? []).map(({ days, hours }) => ({ days, hours })),
    stats: (doc.stats ?? []).map(({ label, value }) => ({ label, value })),
    footerGroups: (doc.footerGroups ?? []).map((group) => ({
      title: group.title,
      links: (group.links ?? []).map(({ name, href }) => ({ name, href })),
    })),
  };
}
