/**
 * Site-wide copy and links (support e-mail, chat, social profiles, support hours, stats,
 * footer link groups). Mirrors SiteSettingsSeed. Readable by everyone; editors update it.
 */
import type { GlobalConfig } from 'payload';
import { anyone } from '../access/anyone';
import { signedIn } from '../access/signed-in';
import { httpUrl, linkHref } from '../fields/validators';
import { notifyGlobalAfterChange } from '../hooks/change-notifier';

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  typescript: { interface: 'SiteSettings' },
  admin: {
    group: 'Site content',
    description: 'Contact details, links, support hours, stats and footer links of the site.',
  },
  access: {
    read: anyone,
    update: signedIn,
  },
  hooks: {
    afterChange: [notifyGlobalAfterChange],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'supportEmail',
          type: 'email',
          admin: { description: 'Used by the mail links of the contact page and the footer.' },
        },
        {
          name: 'chatUrl',
          type: 'text',
          label: 'Chat URL',
          validate: httpUrl,
          admin: { description: 'The messaging-app conversation the chat buttons open.' },
        },
        {
          name: 'examHelpUrl',
          type: 'text',
          label: "'Take the Exam for Me' URL",
          validate: httpUrl,
          admin: { description: 'External link of that landing-page button (opens the chat).' },
        },
      ],
    },
    {
      name: 'social',
      type: 'array',
      labels: { singular: 'Social profile', plural: 'Social profiles' },
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'url', type: 'text', label: 'URL', required: true, validate: httpUrl },
          ],
        },
      ],
    },
    {
      name: 'supportHours',
      type: 'array',
      labels: { singular: 'Support hours row', plural: 'Support hours' },
      admin: {
        initCollapsed: true,
        description: "e.g. 'Monday – Friday' → '9:00 AM – 6:00 PM EST'.",
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'days', type: 'text', required: true },
            { name: 'hours', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'stats',
      type: 'array',
      labels: { singular: 'Stat', plural: 'Stats' },
      admin: {
        initCollapsed: true,
        description:
          'Shown on the landing, services and about pages. Only numbers we can stand behind.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true },
            { name: 'value', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'footerGroups',
      type: 'array',
      labels: { singular: 'Footer link group', plural: 'Footer link groups' },
      admin: { initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true },
        {
          name: 'links',
          type: 'array',
          labels: { singular: 'Link', plural: 'Links' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'name', type: 'text', required: true },
                {
                  name: 'href',
                  type: 'text',
                  label: 'Link target',
                  required: true,
                  validate: linkHref,
                  admin: { description: 'A site path (/services#ged) or a full URL.' },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
