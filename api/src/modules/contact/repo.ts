import type { Db } from '../../db/kysely';
import type { ContactMessagesTable } from '../../db/schema/outreach';

export async function insertContactMessage(db: Db, row: ContactMessagesTable): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}
