/*
 * "This visitor created their account in this tab", so the dashboard greets a brand-new
 * student with 'Welcome', not 'Welcome back'. Set by /auth after registering; kept for the
 * tab's session (sessionStorage), so a reload greets the same way and a later visit does not.
 * Plain functions: the server-rendered /auth page's script sets it too (document/auth.ts).
 */
const KEY = 'preppilot.new-account';

export function markNewAccount(userId: string): void {
  try {
    sessionStorage.setItem(KEY, userId);
  } catch {
    // Storage blocked: the dashboard says 'Welcome back', as before.
  }
}

export function isNewAccount(userId: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === userId;
  } catch {
    return false;
  }
}
