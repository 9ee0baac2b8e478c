/** Contact messages and newsletter subscribers (migration 0003). */

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: string | null;
  created_at: string;
}

export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  status: 'subscribed' | 'unsubscribed';
  unsubscribe_token: string;
  created_at: string;
  updated_at: string;
}
