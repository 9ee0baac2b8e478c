import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { SubscriptionRequired } from './subscription-required';

describe('SubscriptionRequired', () => {
  it("sends 'Upgrade to Premium - $100' to /subscribe with this exam preselected", async () => {
    renderPage(<SubscriptionRequired examTypeId={4} examName="ACCUPLACER" />);
    const upgrade = await screen.findByRole('link', { name: 'Upgrade to Premium - $100' });
    expect(upgrade.getAttribute('href')).toBe('/subscribe?exam=4');
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription Required' })).toBeTruthy();
  });
});
