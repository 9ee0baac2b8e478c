/**
 * Texts of the shared header's plan badge (spec §2 'Shared header'), apart from the
 * dashboard's so the header's small chunk does not carry those.
 */
export const PLAN_MESSAGES = {
  premiumDaysLeft: (days: number) => `Premium · ${days} ${days === 1 ? 'day' : 'days'} left`,
  upgradeBadge: 'Upgrade to Premium',
  /** Administrators: every exam, without a subscription. */
  fullAccessBadge: 'Premium · Full access',
} as const;
