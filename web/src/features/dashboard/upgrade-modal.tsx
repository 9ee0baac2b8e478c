import '@mantine/core/styles/CloseButton.css';

import { DASHBOARD_MESSAGES as M, PRICE_USD } from '@app/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react';
import { LazyModal } from '../../ui/lazy-modal';
import classes from './dashboard.module.css';

/** The exam the student wants to unlock (its card on /subscribe is preselected). */
export type UpgradeExam = { id: number; name: string };

type UpgradeContextValue = { openUpgrade: (exam?: UpgradeExam) => void };

const UpgradeContext = createContext<UpgradeContextValue | null>(null);

/** Opens the upgrade modal from anywhere on the dashboard (exam cards, weakest categories). */
export function useUpgrade(): UpgradeContextValue {
  const value = use(UpgradeContext);
  if (!value) throw new Error('useUpgrade() needs <UpgradeProvider> above it');
  return value;
}

/** Holds the one upgrade modal of the page (spec §4 'Upgrade modal: open/closed'). */
export function UpgradeProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ opened: boolean; exam: UpgradeExam | null }>({
    opened: false,
    exam: null,
  });
  const openUpgrade = useCallback(
    (exam?: UpgradeExam) => setState({ opened: true, exam: exam ?? null }),
    [],
  );
  const value = useMemo(() => ({ openUpgrade }), [openUpgrade]);
  return (
    <UpgradeContext value={value}>
      {children}
      <UpgradeModal
        opened={state.opened}
        exam={state.exam}
        onClose={() => setState((s) => ({ ...s, opened: false }))}
      />
    </UpgradeContext>
  );
}

type UpgradeModalProps = { opened: boolean; exam: UpgradeExam | null; onClose: () => void };

/**
 * Spec §2 upgrade modal: the price, the benefits, 'Subscribe Now' to /subscribe (with the
 * exam's card preselected, /subscribe?exam=<id>) and
 * 'Maybe Later', which closes it (as do Escape and the close button; focus goes back to the
 * button that opened it).
 */
export function UpgradeModal({ opened, exam, onClose }: UpgradeModalProps) {
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={M.upgradeTitle}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text>{M.upgradeIntro(exam?.name ?? null)}</Text>
        <Text component="p" m={0}>
          <span className={classes.price}>${PRICE_USD}</span> {M.upgradePeriod}
        </Text>
        <ul className={classes.benefits}>
          {M.upgradeBenefits.map((benefit) => (
            <li key={benefit}>
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M5 12l5 5l10 -10"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {benefit}
            </li>
          ))}
        </ul>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {M.maybeLater}
          </Button>
          <Button
            data-autofocus
            renderRoot={(props) => (
              <Link to="/subscribe" search={exam ? { exam: exam.id } : {}} {...props} />
            )}
          >
            {M.subscribeNow}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
