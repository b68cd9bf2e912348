// Rows that only matter for a while: nonces past their signature window, sessions long expired.
import type { Database } from './client';

export async function purgeExpired(database: Database, now: Date): Promise<void> {
  await database.query('delete from request_nonces where expires_at < $1', [now.toISOString()]);
  // Expired sessions are kept a day, so a late request still gets 'Authentication required' rather than an
  // unknown-session oddity in the logs.
  await database.query('delete from sessions where expires_at < $1', [
    new Date(now.getTime() - 86_400_000).toISOString(),
  ]);
}
