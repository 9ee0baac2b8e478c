import { describe, expect, it } from 'vitest';
import { externalHref, footerGroups, linkTarget, mailtoHref } from './site-footer-links';

describe('linkTarget', () => {
  it('tells site paths, web addresses and mail links apart, and drops the rest', () => {
    expect(linkTarget('/services#ati-teas-7')).toEqual({
      kind: 'internal',
      to: '/services',
      hash: 'ati-teas-7',
    });
    expect(linkTarget(' /privacy ')).toEqual({ kind: 'internal', to: '/privacy' });
    expect(linkTarget('https://www.facebook.com/preppilot')).toEqual({
      kind: 'external',
      href: 'https://www.facebook.com/preppilot',
    });
    expect(linkTarget('mailto:support@example.com')).toEqual({
      kind: 'mail',
      href: 'mailto:support@example.com',
    });
    for (const bad of ['javascript:alert(1)', '//evil.example', 'services', '', null, undefined]) {
      expect(linkTarget(bad)).toBeNull();
    }
  });

  it('builds mailto links from plausible addresses only and external links from http(s)', () => {
    expect(mailtoHref('support@preppilot.app')).toBe('mailto:support@preppilot.app');
    expect(mailtoHref('not an address')).toBeNull();
    expect(externalHref('https://wa.me/15555550123')).toBe('https://wa.me/15555550123');
    expect(externalHref('/contact')).toBeNull();
  });
});

describe('footerGroups', () => {
  const fallback = [{ title: 'Built in', links: [{ label: 'FAQ', to: '/contact', hash: 'faq' }] }];

  it('uses the built-in groups while the settings load or when they have none', () => {
    const expected = [
      {
        title: 'Built in',
        links: [{ label: 'FAQ', target: { kind: 'internal', to: '/contact', hash: 'faq' } }],
      },
    ];
    expect(footerGroups(undefined, fallback)).toEqual(expected);
    expect(footerGroups({ footerGroups: [] }, fallback)).toEqual(expected);
  });

  it("uses the editors' groups, without unusable links or empty groups", () => {
    const groups = footerGroups(
      {
        footerGroups: [
          {
            title: 'Legal',
            links: [
              { name: 'Privacy Policy', href: '/privacy' },
              { name: 'Bad', href: 'javascript:void(0)' },
            ],
          },
          { title: 'Empty', links: [{ name: 'Nothing', href: '' }] },
        ],
      },
      fallback,
    );
    expect(groups).toEqual([
      {
        title: 'Legal',
        links: [{ label: 'Privacy Policy', target: { kind: 'internal', to: '/privacy' } }],
      },
    ]);
  });
});
