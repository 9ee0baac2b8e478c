import '@mantine/core/styles/Badge.css';
import { REVIEW_MESSAGES as M } from '@app/domain';
import { Badge, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTrpc } from '../../lib/trpc';
import { SectionError } from '../../ui/section-error';
import classes from './testimonials.module.css';

export const TESTIMONIAL_COUNT = 4;
const MAX_RATING = 5;
const LOAD_FAILED_TEXT = 'The reviews could not be loaded. Please try again.';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Spec §9: dates en-US long ('March 18, 2025'); the CMS gives an ISO date-time. */
export function formatTestimonialDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

const STAR = 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2L5.8 21 7 14.2 2 9.3l6.9-1z';

/** Five stars, `rating` of them filled; read out once as 'Rated {n} out of 5'. */
export function StarRating({ rating }: { rating: number }) {
  const value = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return (
    <span role="img" aria-label={`Rated ${value} out of ${MAX_RATING}`} className={classes.stars}>
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <svg
          key={i}
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
          className={i < value ? classes.starOn : classes.starOff}
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

/**
 * 'What Our Clients Say': the testimonials of the CMS (spec §2; four, rated 5, 4, 5, 3). With
 * none, the section is left out. Samples written by the team carry a "Sample" label and the
 * section says what they are (decision 0022).
 */
export function Testimonials() {
  const trpc = useTrpc();
  const testimonials = useQuery(trpc.content.testimonials.queryOptions());
  if (testimonials.isSuccess && testimonials.data.length === 0) return null;
  const hasSamples = testimonials.data?.some((item) => item.sample) ?? false;

  return (
    <section aria-labelledby="testimonials-title" aria-busy={testimonials.isPending}>
      <Container size="lg" py={64}>
        <Title order={2} id="testimonials-title" ta="center" mb={hasSamples ? 'sm' : 'xl'}>
          {M.testimonialsTitle}
        </Title>
        {hasSamples ? (
          <Text ta="center" mb="xl" className={classes.samplesNote}>
            {M.testimonialSamplesNote}
          </Text>
        ) : null}

        {testimonials.isError ? (
          <SectionError
            title="Could not load the reviews"
            message={LOAD_FAILED_TEXT}
            retrying={testimonials.isFetching}
            onRetry={() => testimonials.refetch()}
          />
        ) : (
          <ul className={classes.grid}>
            {testimonials.isPending
              ? Array.from({ length: TESTIMONIAL_COUNT }, (_, i) => (
                  <li key={i} aria-hidden="true">
                    <Card withBorder padding="lg" h="100%">
                      <Group gap="sm">
                        <Skeleton height={44} circle />
                        <Stack gap={6} style={{ flex: 1 }}>
                          <Skeleton height={14} width="60%" />
                          <Skeleton height={12} width="40%" />
                        </Stack>
                      </Group>
                      <Skeleton height={12} mt="md" />
                      <Skeleton height={12} mt={8} />
                      <Skeleton height={12} mt={8} width="70%" />
                    </Card>
                  </li>
                ))
              : testimonials.data.map((item) => (
                  <li key={item.id}>
                    <Card
                      component="article"
                      withBorder
                      padding="lg"
                      h="100%"
                      aria-labelledby={`testimonial-${item.id}`}
                    >
                      <Group gap="sm" wrap="nowrap" align="flex-start">
                        <span className={classes.avatar} aria-hidden="true">
                          {item.initial.trim().slice(0, 1).toUpperCase() ||
                            item.name.trim().slice(0, 1).toUpperCase()}
                        </span>
                        <div>
                          <Group gap="xs" wrap="nowrap">
                            <Title order={3} fz="md" id={`testimonial-${item.id}`}>
                              {item.name}
                            </Title>
                            {item.sample ? (
                              <Badge variant="outline" color="gray.8" size="sm">
                                {M.sampleLabel}
                              </Badge>
                            ) : null}
                          </Group>
                          <Text fz="sm" c="dimmed">
                            <time dateTime={item.date}>{formatTestimonialDate(item.date)}</time>
                          </Text>
                        </div>
                      </Group>
                      <StarRating rating={item.rating} />
                      <Text component="blockquote" fz="sm" className={classes.quote}>
                        {item.text}
                      </Text>
                    </Card>
                  </li>
                ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
