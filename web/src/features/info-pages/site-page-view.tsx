import { Container, Stack, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { withSiteName } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import { PageHero } from '../../ui/page-hero';
import classes from './info-page.module.css';

/** What content.page({slug}) returns, as far as the renderer needs it. */
export type SitePageContent = {
  title: string;
  seo: { title: string; description: string };
  hero: { title: string; subtitle: string | null };
  sections: readonly { anchor: string | null; heading: string; html: string }[];
};

type SitePageViewProps = {
  page: SitePageContent;
  /** Shown between the sections and the end of the page (e.g. About's call to action). */
  children?: ReactNode;
  /** Shown right after the hero (e.g. About's stats). */
  lead?: ReactNode;
  /** The page's path, e.g. '/about'. */
  path: string;
};

/**
 * The generic informational page: document title and description from the CMS SEO fields,
 * a hero, then each section with its anchor as id (so /about#mission works) and its HTML.
 */
export function SitePageView({ page, lead, children, path }: SitePageViewProps) {
  return (
    <div className={classes.page}>
      <PageHead
        title={withSiteName(page.seo.title, page.title)}
        description={page.seo.description || page.hero.subtitle || page.title}
        path={path}
      />
      <PageHero
        id="page-title"
        title={page.hero.title || page.title}
        subtitle={page.hero.subtitle}
      />
      <Container size="lg" py={48}>
        <Stack gap={48}>
          {lead}
          {page.sections.map((section, index) => {
            const headingId = `section-${index}-title`;
            return (
              <section
                key={section.anchor ?? `${index}-${section.heading}`}
                id={section.anchor ?? undefined}
                className={classes.section}
                aria-labelledby={headingId}
              >
                <Title order={2} id={headingId} mb="sm">
                  {section.heading}
                </Title>
                <Typography
                  className={classes.prose}
                  // CMS rich text, rendered to HTML and escaped by the api.
                  dangerouslySetInnerHTML={{ __html: section.html }}
                />
              </section>
            );
          })}
          {children}
        </Stack>
      </Container>
    </div>
  );
}
