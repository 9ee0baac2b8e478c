import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/ThemeIcon.css';

import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { pageTitle } from '../../ui/brand';
import { SiteLink } from '../../ui/site-link';
import { FeatureBlurbs } from './feature-blurbs';
import classes from './landing-page.module.css';
import { SupportedExams } from './supported-exams';

/** Spec §2 Public landing page (/ signed out). */
export function LandingPage() {
  return (
    <>
      <title>{pageTitle()}</title>
      <section className={classes.hero} aria-labelledby="hero-title">
        <Container size="lg" py={{ base: 56, sm: 96 }}>
          <Stack gap="lg" maw={760}>
            <Title order={1} id="hero-title" className={classes.heroTitle}>
              Pass your nursing and academic entrance exams with confidence
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} className={classes.heroText}>
              Realistic practice questions with clear explanations, timed tests and progress
              tracking for ATI TEAS 7, HESI A2, ACCUPLACER, GED, NEX, CLEP and CNA.
            </Text>
            <Group gap="sm">
              <Button
                size="lg"
                variant="white"
                className={classes.cta}
                classNames={{ label: classes.ctaLabel }}
                renderRoot={(props) => <SiteLink to="/auth" {...props} />}
              >
                Start Free Trial - 3 Questions per Exam
              </Button>
              <Button
                size="lg"
                variant="outline"
                color="white"
                className={classes.cta}
                classNames={{ label: classes.ctaLabel }}
                renderRoot={(props) => <SiteLink to="/services" {...props} />}
              >
                Learn More
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>

      <FeatureBlurbs />
      <SupportedExams />
    </>
  );
}
