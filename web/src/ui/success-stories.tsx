import '@mantine/core/styles/Badge.css';
import { REVIEW_MESSAGES as M } from '@app/domain';
import { Badge, Button, Container, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTrpc } from '../lib/trpc';
import { SectionError } from './section-error';
import { SiteLink } from './site-link';
import classes from './success-stories.module.css';

/** The seeded score reports are 640 × 440; the size to reserve when a picture has none. */
const FALLBACK_SIZE = { width: 640, height: 440 };
export const SUCCESS_STORY_COUNT = 6;
const LOAD_FAILED_TEXT = 'The score reports could not be loaded. Please try again.';

type SuccessStoriesProps = {
  /**
   * What follows the pictures: by default the landing's 'Start Your Success Story - Try
   * Free' button to /auth; null for none (the signed-in dashboard).
   */
  action?: ReactNode;
};

/**
 * 'Real Student Success Stories': the score-report pictures of the CMS (spec §2, §9), on the
 * public landing page and on the signed-in dashboard. With none, the section is left out.
 * Samples made by the team carry a "Sample" label, the section says what they are, and its
 * heading does not say "Real" (decision 0022).
 */
export function SuccessStories({ action = <TryFreeButton /> }: SuccessStoriesProps) {
  const trpc = useTrpc();
  const stories = useQuery(trpc.content.successStories.queryOptions());
  if (stories.isSuccess && stories.data.length === 0) return null;
  const hasSamples = stories.data?.some((story) => story.sample) ?? false;

  return (
    <section aria-labelledby="success-title" aria-busy={stories.isPending} className={classes.band}>
      <Container size="lg" py={64}>
        <Title order={2} id="success-title" ta="center" mb={hasSamples ? 'sm' : 'xl'}>
          {hasSamples ? M.storiesTitleWithSamples : M.storiesTitle}
        </Title>
        {hasSamples ? (
          <Text ta="center" mb="xl" className={classes.samplesNote}>
            {M.storySamplesNote}
          </Text>
        ) : null}

        {stories.isError ? (
          <SectionError
            title="Could not load the success stories"
            message={LOAD_FAILED_TEXT}
            retrying={stories.isFetching}
            onRetry={() => stories.refetch()}
          />
        ) : (
          <ul className={classes.grid}>
            {stories.isPending
              ? Array.from({ length: SUCCESS_STORY_COUNT }, (_, i) => (
                  <li key={i} aria-hidden="true">
                    <Skeleton className={classes.imageSkeleton} />
                    <Skeleton height={14} width="70%" mt="sm" mx="auto" />
                  </li>
                ))
              : stories.data.map((story) => (
                  <li key={story.id}>
                    <figure className={classes.figure}>
                      <img
                        src={story.imageUrl}
                        alt={story.alt}
                        width={story.width ?? FALLBACK_SIZE.width}
                        height={story.height ?? FALLBACK_SIZE.height}
                        loading="lazy"
                        decoding="async"
                        className={classes.image}
                      />
                      <figcaption className={classes.caption}>
                        {story.sample ? (
                          <Badge variant="outline" color="gray.8" size="sm" mr={6}>
                            {M.sampleLabel}
                          </Badge>
                        ) : null}
                        {story.caption}
                      </figcaption>
                    </figure>
                  </li>
                ))}
          </ul>
        )}

        {action ? <div className={classes.cta}>{action}</div> : null}
      </Container>
    </section>
  );
}

function TryFreeButton() {
  return (
    <Button size="lg" renderRoot={(props) => <SiteLink to="/auth" {...props} />}>
      Start Your Success Story - Try Free
    </Button>
  );
}
