import { Container, SimpleGrid, Skeleton } from '@mantine/core';

/**
 * What the signed-in home shows while the dashboard's code loads: the banner and the first
 * row of exam cards, at about their final size. It ships with the landing page's chunk, so it
 * is kept small and uses only components that page already loads.
 */
export function DashboardSkeleton() {
  return (
    <Container size="lg" py={40} aria-busy="true">
      {/* Not yet in @app/domain's texts: this chunk must not carry the dashboard's. */}
      <p role="status" style={{ position: 'absolute', clip: 'rect(0 0 0 0)' }}>
        Loading your dashboard…
      </p>
      <Skeleton h={36} w="60%" />
      <Skeleton h={88} mt="lg" maw={560} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" mt={56}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={320} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
