import { useSyncExternalStore } from 'react';
import { isNewAccount } from './new-account';

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
