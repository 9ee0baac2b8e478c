/*
 * "This visitor created their account in this tab", so the dashboard greets a brand-new
 * student with 'Welcome', not 'Welcome back'. Set by /auth after registering; kept for the
 * tab's session (sessionStorage), so a reload greets the same way and a later visit does not.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'preppilot.new-account';

export function markNewAccount(userId: string): void {
  try {
    sessionStorage.setItem(KEY, userId);
  } catch {
    // Storage blocked: the dashboard says 'Welcome back', as before.
  }
}

function isNewAccount(userId: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === userId;
  } catch {
    return false;
  }
}

const noSubscription = () => () => {};

/**
 * Whether `userId` registered in this tab. False on the server and while a server-rendered
 * page hydrates (the server cannot know), then the browser's answer.
 */
export function useIsNewAccount(userId: string): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => isNewAccount(userId),
    () => false,
  );
}
