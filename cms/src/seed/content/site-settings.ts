import { BRAND_NAME } from '@app/domain';
import type { SiteSettingsSeed } from './types';

/** The messaging-app chat. 555-01xx is a reserved fictional range: editors set the real number. */
const chatUrl = 'https://wa.me/15555550123';

/**
 * Site-wide settings: contact channels, support hours (spec §9), the headline stats and the
 * footer link groups (spec §2 'Shared footer').
 */
export const siteSettings: SiteSettingsSeed = {
  supportEmail: 'support@preppilot.app',
  chatUrl,
  examHelpUrl: `${chatUrl}?text=${encodeURIComponent(`Hi ${BRAND_NAME}, I have a question about preparing for my exam.`)}`,
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/preppilot' },
    { name: 'Instagram', url: 'https://www.instagram.com/preppilot' },
    { name: 'TikTok', url: 'https://www.tiktok.com/@preppilot' },
  ],
  supportHours: [
    { days: 'Monday – Friday', hours: '9:00 AM – 6:00 PM EST' },
    { days: 'Saturday', hours: '10:00 AM – 4:00 PM EST' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  // Only figures the product itself guarantees: no student counts or pass rates.
  stats: [
    { label: 'Exams covered', value: '7' },
    { label: 'Subject study guides', value: '36+' },
    { label: 'E-mail support', value: '24/7' },
    { label: 'Timed practice tests', value: '25 min' },
  ],
  footerGroups: [
    {
      title: 'Exam Prep',
      links: [
        { name: 'ATI TEAS 7', href: '/services#ati-teas-7' },
        { name: 'HESI A2', href: '/services#hesi-a2' },
        { name: 'ACCUPLACER', href: '/services#accuplacer' },
        { name: 'GED', href: '/services#ged' },
        { name: 'NEX', href: '/services#nex' },
        { name: 'CLEP', href: '/services#clep' },
        { name: 'CNA', href: '/services#cna' },
      ],
    },
    {
      title: 'Resources',
      links: [
        { name: 'Study Guides', href: '/resources#study-guides' },
        { name: 'Practice Tests', href: '/resources#practice-tests' },
        { name: 'Study Tips', href: '/resources#study-tips' },
        { name: 'Exam Strategies', href: '/resources#exam-strategies' },
        { name: 'Math Resources', href: '/resources#math-resources' },
        { name: 'Science Review', href: '/resources#science-review' },
      ],
    },
    {
      title: 'Support',
      links: [
        { name: 'FAQ', href: '/contact#faq' },
        { name: 'Help Center', href: '/contact#help' },
        { name: 'Technical Support', href: '/contact#technical' },
        { name: 'Live Chat', href: '/contact#chat' },
      ],
    },
    {
      title: 'Company',
      links: [
        { name: 'Our Team', href: '/about#team' },
        { name: 'Our Mission', href: '/about#mission' },
        { name: 'Blog', href: '/blog' },
      ],
    },
    {
      title: 'Legal',
      links: [
        { name: 'Privacy Policy', href: '/privacy' },
        { name: 'Terms of Service', href: '/terms' },
        { name: 'Accessibility', href: '/accessibility' },
      ],
    },
  ],
};
