import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/VisuallyHidden.css';

import {
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Typography,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { faqPage } from '../../lib/structured-data';
import { useTrpc } from '../../lib/trpc';
import { withSiteName } from '../../ui/brand';
import { FaqList } from '../../ui/faq-list';
import { PageHead } from '../../ui/page-head';
import { PageHero } from '../../ui/page-hero';
import { RetryAlert } from '../../ui/retry-alert';
import { SiteLink } from '../../ui/site-link';
import { useHashTarget } from '../../ui/use-hash-target';
import { ContactForm } from './contact-form';
import classes from './contact-page.module.css';

export const CONTACT_PAGE_SLUG = 'contact';
const FAQ_ANCHOR = 'faq';

/** Spec §2 Contact page: options, message form, hours, urgent support, sections, FAQ. */
export function ContactPage() {
  const trpc = useTrpc();
  const page = useQuery(trpc.content.page.queryOptions({ slug: CONTACT_PAGE_SLUG }));
  const settings = useQuery(trpc.content.siteSettings.queryOptions());
  const faqs = useQuery(trpc.content.faqs.queryOptions({ group: 'contact' }));
  useHashTarget(page.isSuccess && faqs.isSuccess);

  const supportEmail = settings.data?.supportEmail;
  // The CMS section anchored 'faq' introduces the FAQ list, so #faq names one element.
  const faqIntro = page.data?.sections.find((section) => section.anchor === FAQ_ANCHOR);
  const sections = page.data?.sections.filter((section) => section.anchor !== FAQ_ANCHOR) ?? [];
  const chatUrl = settings.data?.chatUrl;

  return (
    <div className={classes.page}>
      <PageHead
        title={withSiteName(page.data?.seo.title, 'Contact Us')}
        description={page.data?.seo.description}
        path="/contact"
        structuredData={faqs.data && faqs.data.length > 0 ? [faqPage(faqs.data)] : []}
      />

      <PageHero
        id="contact-title"
        title={page.data?.hero.title ?? 'Contact Us'}
        subtitle={page.data?.hero.subtitle}
        pending={page.isPending}
      />

      <Container size="lg" py={48}>
        <Stack gap={56}>
          <section aria-labelledby="options-title">
            <Title order={2} id="options-title" mb="lg">
              How can we help?
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              <OptionCard
                title="Email Support"
                text="Write to us any time, 24/7. We reply within 24 hours."
                loading={settings.isPending}
                action={
                  supportEmail ? (
                    <Anchor href={`mailto:${supportEmail}`} fw={600}>
                      {supportEmail}
                    </Anchor>
                  ) : null
                }
              />
              <OptionCard
                title="Live Chat"
                text="Chat with our support team on the messaging app for a quick answer."
                loading={settings.isPending}
                action={
                  chatUrl ? (
                    <Button component="a" href={chatUrl} target="_blank" rel="noopener noreferrer">
                      Start Chat
                      <VisuallyHidden component="span"> (opens in a new tab)</VisuallyHidden>
                    </Button>
                  ) : null
                }
              />
              <OptionCard
                title="Help Center"
                text="Guides to your account, practice tests, subscriptions and payments."
                action={
                  <Button
                    variant="default"
                    renderRoot={(props) => <SiteLink to="/help" {...props} />}
                  >
                    Visit Help Center
                  </Button>
                }
              />
            </SimpleGrid>
          </section>

          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Card component="section" aria-labelledby="form-title" withBorder padding="xl">
                <Title order={2} id="form-title" mb="xs">
                  Send Us a Message
                </Title>
                <Text c="dimmed" fz="sm" mb="lg">
                  All fields are required.
                </Text>
                <ContactForm supportEmail={supportEmail} />
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                <Card component="section" aria-labelledby="hours-title" withBorder padding="lg">
                  <Title order={2} fz="lg" id="hours-title" mb="sm">
                    Support Hours
                  </Title>
                  {settings.isPending ? (
                    <Stack gap={6} aria-hidden="true">
                      <Skeleton height={12} />
                      <Skeleton height={12} />
                      <Skeleton height={12} width="60%" />
                    </Stack>
                  ) : settings.isError ? (
                    <RetryAlert onRetry={() => settings.refetch()} />
                  ) : (
                    <dl>
                      {settings.data.supportHours.map((row) => (
                        <Group key={row.days} justify="space-between" gap="xs" fz="sm">
                          <dt>{row.days}</dt>
                          <dd style={{ margin: 0, fontWeight: 600 }}>{row.hours}</dd>
                        </Group>
                      ))}
                    </dl>
                  )}
                  <Text fz="sm" c="dimmed" mt="sm">
                    E-mail support is available 24/7.
                  </Text>
                </Card>
                <Card
                  component="section"
                  aria-labelledby="urgent-title"
                  withBorder
                  padding="lg"
                  className={classes.urgent}
                >
                  <Title order={2} fz="lg" id="urgent-title" mb="sm">
                    Urgent Support
                  </Title>
                  <Text fz="sm">
                    Exam day coming up or locked out of your account? E-mail us with “URGENT” in the
                    subject line and we reply within 2 hours
                    {supportEmail ? (
                      <>
                        {' '}
                        at <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>
                      </>
                    ) : null}
                    .
                  </Text>
                </Card>
              </Stack>
            </Grid.Col>
          </Grid>

          {page.isPending ? (
            <Stack gap="sm" aria-hidden="true" data-testid="sections-skeleton">
              <Skeleton height={24} width="40%" />
              <Skeleton height={12} />
              <Skeleton height={12} width="80%" />
            </Stack>
          ) : page.isError ? (
            <RetryAlert onRetry={() => page.refetch()} />
          ) : (
            sections.map((section) => (
              <section
                key={section.anchor ?? section.heading}
                id={section.anchor ?? undefined}
                className={classes.anchored}
                aria-label={section.heading}
              >
                <Title order={2} mb="sm">
                  {section.heading}
                </Title>
                <Typography
                  // CMS rich text, rendered to HTML and escaped by the api.
                  dangerouslySetInnerHTML={{ __html: section.html }}
                />
              </section>
            ))
          )}

          <section id={FAQ_ANCHOR} className={classes.anchored} aria-labelledby="faq-title">
            <Title order={2} id="faq-title" mb="sm">
              {faqIntro?.heading ?? 'Frequently Asked Questions'}
            </Title>
            {faqIntro && (
              <Typography
                mb="lg"
                // CMS rich text, rendered to HTML and escaped by the api.
                dangerouslySetInnerHTML={{ __html: faqIntro.html }}
              />
            )}
            {faqs.isPending ? (
              <Stack gap="sm" aria-hidden="true" data-testid="faq-skeleton">
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} height={44} />
                ))}
              </Stack>
            ) : faqs.isError ? (
              <RetryAlert onRetry={() => faqs.refetch()} />
            ) : (
              <FaqList items={faqs.data} />
            )}
          </section>
        </Stack>
      </Container>
    </div>
  );
}

function OptionCard({
  title,
  text,
  action,
  loading = false,
}: {
  title: string;
  text: string;
  action: ReactNode;
  loading?: boolean;
}) {
  return (
    <Card component="article" withBorder padding="lg" aria-label={title}>
      <Stack gap="sm" h="100%">
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
          {text}
        </Text>
        {loading ? <Skeleton height={36} width={160} aria-hidden="true" /> : action}
      </Stack>
    </Card>
  );
}
