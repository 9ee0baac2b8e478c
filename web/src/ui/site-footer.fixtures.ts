import type { SiteSettings } from '@app/domain';

/** Site settings as `content.siteSettings` answers, for the shell's and the landing's tests. */
export const SETTINGS: SiteSettings = {
  supportEmail: 'support@preppilot.app',
  chatUrl: 'https://wa.me/15555550123',
  examHelpUrl: 'https://wa.me/15555550123?text=Hi',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/preppilot' },
    { name: 'Instagram', url: 'https://www.instagram.com/preppilot' },
    { name: 'TikTok', url: 'https://www.tiktok.com/@preppilot' },
  ],
  supportHours: [
    { days: 'Monday – Friday', hours: '9:00 AM – 6:00 PM EST' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  stats: [],
  footerGroups: [
    {
      title: 'Exam Prep',
      links: [
        { name: 'ATI TEAS 7', href: '/services#ati-teas-7' },
        { name: 'Partner', href: 'https://partner.example.com/' },
      ],
    },
    { title: 'Legal', links: [{ name: 'Accessibility', href: '/accessibility' }] },
  ],
};
