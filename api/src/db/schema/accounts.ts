import type { Generated } from 'kysely';

/** Tables of accounts and sign-in (migration 0002). Times are ISO-8601 UTC strings. */

export interface UsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
  is_admin: number;
  is_demo: number;
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** Accommodations (migration 0013): extended time 1, 1.5 or 2, and extra breaks (0/1). */
  time_multiplier: Generated<number>;
  extra_breaks: Generated<number>;
}

export interface SessionsTable {
  id: string;
  secret_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  absolute_expires_at: string;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: string;
  count: number;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  last_failure_at: string;
}

export interface TrustedDevicesTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface AccountUnlocksTable {
  id: string;
  user_id: string;
  expires_at: string;
}
