import { EXAMS } from '@app/domain';
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BRAND_NAME } from './brand';
import classes from './site-footer.module.css';
import {
  externalHref,
  footerGroups,
  type LinkTarget,
  mailtoHref,
  type ResolvedFooterGroup,
} from './site-footer-links';
import { NewsletterForm } from './site-footer-newsletter';
import { useSiteSettings } from './site-footer-settings';
import { SiteLink } from './site-link';
import type { FooterGroup } from './site-nav';
import a11y from './visually-hidden.module.css';

/**
 * Spec §2 Shared footer: the built-in link groups with the documented anchors. The footer
 * shows the editors' groups from the site settings; these stand in while those load, when
 * the call fails or when none are set, so the links are always there.
 */
export const FOOTER_GROUPS: FooterGroup[] = [
  {
    title: 'Exams',
    links: EXAMS.map((exam) => ({ label: exam.name, to: '/services', hash: exam.slug })),
  },
  {
    title: 'Resources',
    links: [
      { label: 'Study Guides', to: '/resources', hash: 'study-guides' },
      { label: 'Practice Tests', to: '/resources', hash: 'practice-tests' },
      { label: 'Study Tips', to: '/resources', hash: 'study-tips' },
      { label: 'Exam Strategies', to: '/resources', hash: 'exam-strategies' },
      { label: 'Math Resources', to: '/resources', hash: 'math-resources' },
      { label: 'Science Review', to: '/resources', hash: 'science-review' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'FAQ', to: '/contact', hash: 'faq' },
      { label: 'Help Center', to: '/contact', hash: 'help' },
      { label: 'Technical Support', to: '/contact', hash: 'technical' },
      { label: 'Live Chat', to: '/contact', hash: 'chat' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Our Team', to: '/about', hash: 'team' },
      { label: 'Our Mission', to: '/about', hash: 'mission' },
      { label: 'Blog', to: '/blog' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Accessibility', to: '/accessibility' },
    ],
  },
];

const NEW_TAB_NOTE = '(opens in a new tab)';

/** One footer link: router link, new-tab external link, or mailto/tel in place. */
export function FooterLink({ target, children }: { target: LinkTarget; children: ReactNode }) {
  if (target.kind === 'internal') {
    return (
      <Anchor
        component={SiteLink}
        to={target.to}
        hash={target.hash}
        className={classes.link}
        fz="sm"
      >
        {children}
      </Anchor>
    );
  }
  if (target.kind === 'mail') {
    return (
      <Anchor href={target.href} className={classes.link} fz="sm">
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor
      href={target.href}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.link}
      fz="sm"
    >
      {children} <span className={a11y.srOnly}>{NEW_TAB_NOTE}</span>
    </Anchor>
  );
}

function LinkGroup({ group }: { group: ResolvedFooterGroup }) {
  const titleId = `footer-${group.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <nav aria-labelledby={titleId}>
      <Title order={2} id={titleId} className={classes.groupTitle}>
        {group.title}
      </Title>
      <ul className={classes.list}>
        {group.links.map((link) => (
          <li key={`${link.label}|${JSON.stringify(link.target)}`}>
            <FooterLink target={link.target}>{link.label}</FooterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { data: settings } = useSiteSettings();
  const groups = footerGroups(settings, FOOTER_GROUPS);
  const chat = externalHref(settings?.chatUrl);
  const mail = mailtoHref(settings?.supportEmail);
  const social = (settings?.social ?? []).flatMap((profile) => {
    const href = externalHref(profile.url);
    const name = profile.name.trim();
    return href && name ? [{ name, href }] : [];
  });

  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <div className={classes.top}>
          <Stack gap="xs">
            <Text fw={800} fz="lg" c="white">
              {BRAND_NAME}
            </Text>
            <Text fz="sm" className={classes.muted}>
              Practice questions, timed tests and progress tracking for nursing and academic
              entrance exams.
            </Text>
            {(chat || mail || social.length > 0) && (
              <nav aria-label="Contact and social media">
                <ul className={classes.list}>
                  {chat && (
                    <li>
                      <FooterLink target={{ kind: 'external', href: chat }}>
                        Chat with us
                      </FooterLink>
                    </li>
                  )}
                  {mail && (
                    <li>
                      <FooterLink target={{ kind: 'mail', href: mail }}>
                        {settings?.supportEmail?.trim()}
                      </FooterLink>
                    </li>
                  )}
                </ul>
                {social.length > 0 && (
                  <ul className={classes.social}>
                    {social.map((profile) => (
                      <li key={profile.href}>
                        <FooterLink target={{ kind: 'external', href: profile.href }}>
                          {profile.name}
                        </FooterLink>
                      </li>
                    ))}
                  </ul>
                )}
              </nav>
            )}
          </Stack>
          <div className={classes.groups}>
            {groups.map((group) => (
              <LinkGroup key={group.title} group={group} />
            ))}
          </div>
        </div>

        <NewsletterForm />

        <Group justify="space-between" mt="xl" pt="md" className={classes.bottom}>
          <Text fz="sm" className={classes.muted}>
            © 2025 {BRAND_NAME}. All rights reserved.
          </Text>
          <Text fz="sm" className={classes.muted}>
            Available Nationwide
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
