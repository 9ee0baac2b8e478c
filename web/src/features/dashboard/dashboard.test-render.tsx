import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { makeUser } from '../../test/users';
import { SuccessStories } from '../../ui/success-stories';
import { seedDashboard } from './dashboard.fixtures';
import { DashboardPage } from './dashboard-page';

/** Renders the signed-in dashboard with seeded reads (tests only). */
export function renderDashboard(seed = seedDashboard(), onSignedOut = () => {}) {
  return renderPage(
    <DashboardPage
      user={makeUser()}
      onSignedOut={onSignedOut}
      successStories={<SuccessStories action={null} />}
    />,
    { seed },
  );
}

/** An exam card: the page's articles, one per exam. */
export const card = (name: string) => screen.getByRole('article', { name });
export const findCard = (name: string) => screen.findByRole('article', { name });
export const region = (name: string) => screen.getByRole('region', { name });
/** The card of one exam in 'Your Performance' (found by its heading). */
export const performanceCard = (section: HTMLElement, name: string) =>
  within(section)
    .getByRole('heading', { level: 3, name })
    .closest('.mantine-Card-root') as HTMLElement;
