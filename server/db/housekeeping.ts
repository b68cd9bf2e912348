// Rows that only matter for a while: nonces past their signature window, sessions long expired, expired
// drafts, uploads never submitted.
import type { Database } from './client';

export async function purgeExpired(database: Database, now: Date): Promise<void> {
  await database.query('delete from request_nonces where expires_at < $1', [now.toISOString()]);
  // Expired sessions are kept a day, so a late request still gets 'Authentication required' rather than an
  // unknown-session oddity in the logs.
  await database.query('delete from sessions where expires_at < $1', [
    new Date(now.getTime() - 86_400_000).toISOString(),
  ]);
  await database.query('delete from drafts where expires_at < $1', [now.toISOString()]);
  // Uploads no submission claimed within a day were abandoned with their form.
  await database.query('delete from submission_files where submission_id is null and created_at < $1', [
    new Date(now.getTime() - 86_400_000).toISOString(),
  ]);
}
