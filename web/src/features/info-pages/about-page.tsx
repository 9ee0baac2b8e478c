import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/VisuallyHidden.css';

import {
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTrpc } from '../../lib/trpc';
import { BRAND_NAME } from '../../ui/brand';
import { SiteLink } from '../../ui/site-link';
import { InfoPage } from './info-page';
import classes from './info-page.module.css';

/** Spec §2 About page: the CMS page (#mission, #team …), stats and a call to action. */
export function AboutPage() {
  const trpc = useTrpc();
  const settings = useQuery(trpc.content.siteSettings.queryOptions());
  const stats = settings.data?.stats ?? [];
  const chatUrl = settings.data?.chatUrl;

  return (
    <InfoPage
      slug="about"
      lead={
        settings.isPending ? (
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg" aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={88} />
            ))}
          </SimpleGrid>
        ) : stats.length > 0 ? (
          <section aria-label={`${BRAND_NAME} in numbers`}>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg" component="dl">
              {stats.map((stat) => (
                <Card
                  key={stat.label}
                  withBorder
                  padding="lg"
                  ta="center"
                  style={{ flexDirection: 'column-reverse' }}
                >
                  <dt>
                    <Text fz="sm" c="dimmed" component="span">
                      {stat.label}
                    </Text>
                  </dt>
                  <dd className={classes.statValue} style={{ margin: 0 }}>
                    {stat.value}
                  </dd>
                </Card>
              ))}
            </SimpleGrid>
          </section>
        ) : null
      }
    >
      <Card component="section" aria-labelledby="about-cta-title" withBorder padding="xl">
        <Stack gap="md" align="flex-start">
          <Title order={2} id="about-cta-title">
            Ready to start preparing?
          </Title>
          <Text>Try the free practice questions, or talk to our team about your exam.</Text>
          <Group gap="sm">
            <Button renderRoot={(props) => <SiteLink to="/auth" {...props} />}>
              Get Started Free
            </Button>
            {chatUrl && (
              <Button
                variant="default"
                component="a"
                href={chatUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                Chat With Us
                <VisuallyHidden component="span"> (opens in a new tab)</VisuallyHidden>
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
    </InfoPage>
  );
}
