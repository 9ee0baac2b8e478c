import '@mantine/core/styles/Skeleton.css';

import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import classes from './page-hero.module.css';

type PageHeroProps = {
  /** id of the heading, which labels the section. */
  id: string;
  title: string;
  subtitle?: string | null;
  /** The subtitle is still loading: show a placeholder line of the same height. */
  pending?: boolean;
};

/** The blue band at the top of the informational pages (CMS hero title and subtitle). */
export function PageHero({ id, title, subtitle, pending = false }: PageHeroProps) {
  return (
    <section className={classes.hero} aria-labelledby={id}>
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Stack gap="md" maw={760}>
          <Title order={1} id={id} className={classes.title}>
            {title}
          </Title>
          {subtitle ? (
            <Text fz={{ base: 'md', sm: 'lg' }} className={classes.text}>
              {subtitle}
            </Text>
          ) : pending ? (
            <Skeleton height={18} width="80%" aria-hidden="true" />
          ) : null}
        </Stack>
      </Container>
    </section>
  );
}
