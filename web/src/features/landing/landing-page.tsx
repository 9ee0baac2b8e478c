import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/ThemeIcon.css';

import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { openRequestGate } from '../../lib/hydration-gate';
import { siteOrigin } from '../../lib/site-origin';
import { organization } from '../../lib/structured-data';
import { BRAND_NAME, pageTitle, SITE_DESCRIPTION } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import { externalHref } from '../../ui/site-footer-links';
import { useSiteSettings } from '../../ui/site-footer-settings';
import { SiteLink } from '../../ui/site-link';
import { SuccessStories } from '../../ui/success-stories';
import a11y from '../../ui/visually-hidden.module.css';
import { FeatureBlurbs } from './feature-blurbs';
import classes from './landing-page.module.css';
import { SupportedExams } from './supported-exams';
import { Testimonials } from './testimonials';

/** Spec §2 Public landing page (/ signed out). */
export function LandingPage() {
  // This page is prerendered; once it has hydrated, its data requests may go.
  useEffect(openRequestGate, []);
  const { data: settings } = useSiteSettings();
  const sameAs = (settings?.social ?? []).flatMap((profile) => {
    const href = externalHref(profile.url);
    return href ? [href] : [];
  });
  return (
    <>
      <PageHead
        title={pageTitle()}
        description={SITE_DESCRIPTION}
        path="/"
        structuredData={[
          organization({
            origin: siteOrigin(),
            name: BRAND_NAME,
            description: SITE_DESCRIPTION,
            email: settings?.supportEmail,
            sameAs,
          }),
        ]}
      />
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
              <AdvisorButton />
              <Button
                size="lg"
                variant="outline"
                color="white"
                className={classes.cta}
                classNames={{ label: classes.ctaLabel }}
                renderRoot={(props) => <SiteLink to="/services" {...props} />}
              >
                Learn More<span className={a11y.srOnly}> about our exam practice</span>
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>

      <FeatureBlurbs />
      <SuccessStories />
      <SupportedExams />
      <Testimonials />
    </>
  );
}

/**
 * Decision 0004: the hero's second button offers a conversation with an advisor (never to
 * take an exam for anyone). It opens the messaging-app chat of the site settings
 * (`examHelpUrl`, else `chatUrl`) in a new tab; until the settings arrive, or if they cannot
 * be read, it goes to the contact page's chat section instead.
 */
function AdvisorButton() {
  const { data: settings } = useSiteSettings();
  const href = externalHref(settings?.examHelpUrl) ?? externalHref(settings?.chatUrl);
  const common = {
    size: 'lg',
    variant: 'outline',
    color: 'white',
    className: classes.cta,
    classNames: { label: classes.ctaLabel },
  } as const;

  if (!href) {
    return (
      <Button {...common} renderRoot={(props) => <SiteLink to="/contact" hash="chat" {...props} />}>
        Talk to an Advisor
      </Button>
    );
  }
  return (
    <Button {...common} component="a" href={href} target="_blank" rel="noopener noreferrer">
      Talk to an Advisor <span className={a11y.srOnly}>(opens in a new tab)</span>
    </Button>
  );
}
