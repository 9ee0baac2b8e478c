import { EXAMS } from '@app/domain';
import {
  Anchor,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { BRAND_NAME } from './brand';
import classes from './site-footer.module.css';
import { SiteLink } from './site-link';
import type { FooterGroup } from './site-nav';

/** Spec §2 Shared footer: link groups with the documented anchors. */
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

const NEWSLETTER_HINT_ID = 'newsletter-hint';

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xl">
          <Stack gap="xs">
            <Text fw={800} fz="lg" c="white">
              {BRAND_NAME}
            </Text>
            <Text fz="sm" className={classes.muted}>
              Practice questions, timed tests and progress tracking for nursing and academic
              entrance exams.
            </Text>
          </Stack>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.title} aria-labelledby={`footer-${group.title}`}>
              <Title order={2} id={`footer-${group.title}`} className={classes.groupTitle}>
                {group.title}
              </Title>
              <ul className={classes.list}>
                {group.links.map((link) => (
                  <li key={`${link.to}#${link.hash ?? ''}`}>
                    <Anchor
                      component={SiteLink}
                      to={link.to}
                      hash={link.hash}
                      className={classes.link}
                      fz="sm"
                    >
                      {link.label}
                    </Anchor>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </SimpleGrid>

        <section aria-labelledby="newsletter-title" className={classes.newsletter}>
          <Title order={2} id="newsletter-title" className={classes.groupTitle}>
            Stay Updated
          </Title>
          <Text fz="sm" className={classes.muted} id={NEWSLETTER_HINT_ID}>
            Study tips and exam news by e-mail. Newsletter sign-up is coming soon.
          </Text>
          {/* No submit behaviour yet (spec: not shown), so the form cannot be sent. */}
          <Group
            component="form"
            gap="xs"
            mt="sm"
            align="flex-end"
            onSubmit={(event) => event.preventDefault()}
          >
            <TextInput
              type="email"
              label="Email address"
              labelProps={{ className: classes.srOnly }}
              placeholder="Enter your email address"
              aria-describedby={NEWSLETTER_HINT_ID}
              autoComplete="email"
              className={classes.email}
            />
            <Button type="submit" disabled title="Coming soon">
              Subscribe
            </Button>
          </Group>
        </section>

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
