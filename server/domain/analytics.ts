// Form analytics (settings.enableAnalytics): counts of views, starts and completions, and per page how many
// visitors reached it and how many of those went no further. The renderer reports 'page' for every page it
// shows (page 0 included). Completions are the form's stored submissions, not the 'complete' events the
// server records with them: a deleted response takes its completion with it, so 'Completions' always
// equals the responses list's total (events carry no submission id to delete them by). Submissions from
// before analytics was turned on count too;
// the last page's drop-off is still measured against the 'complete' events recorded beside its visits.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { formEvents, submissions } from '../db/schema';

export type PublicEventType = 'view' | 'start' | 'page';

export async function recordEvent(
  db: Queryable,
  input: { tenantId: string; formId: string; type: PublicEventType; page: number | null; at: Date },
): Promise<void> {
  await db.insert(formEvents).values({
    tenantId: input.tenantId,
    formId: input.formId,
    type: input.type,
    page: input.type === 'page' ? input.page : null,
    createdAt: input.at,
  });
}

export interface AnalyticsSummary {
  views: number;
  starts: number;
  completions: number;
  pages: { page: number; reached: number; dropped: number }[];
}

export async function analyticsSummary(
  db: Queryable,
  input: { tenantId: string; formId: string; pageCount: number },
): Promise<AnalyticsSummary> {
  const [rows, [stored]] = await Promise.all([
    db
      .select({ type: formEvents.type, page: formEvents.page, count: sql<number>`count(*)::int` })
      .from(formEvents)
      .where(and(eq(formEvents.tenantId, input.tenantId), eq(formEvents.formId, input.formId)))
      .groupBy(formEvents.type, formEvents.page),
    db
      .select({ total: count() })
      .from(submissions)
      .where(and(eq(submissions.tenantId, input.tenantId), eq(submissions.formId, input.formId))),
  ]);
  // One pass over the grouped rows: looking each page up among all rows would cost pages × rows (a form
  // of 10,000 pages with events on each blocked the event loop for most of a second).
  const totals = new Map<string, number>();
  const perPage = new Map<number, number>();
  for (const { type, page, count: rowCount } of rows) {
    const n = Number(rowCount);
    totals.set(type, (totals.get(type) ?? 0) + n);
    if (type === 'page' && page !== null) perPage.set(page, (perPage.get(page) ?? 0) + n);
  }
  const total = (type: string) => totals.get(type) ?? 0;
  const completions = Number(stored?.total ?? 0);
  const reached = Array.from({ length: Math.max(1, input.pageCount) }, (_, page) => perPage.get(page) ?? 0);
  const pages = reached.map((count, page) => {
    // Whoever reached this page and not the next one (or, on the last page, did not submit) dropped off.
    // The last page counts the 'complete' events: submissions made while analytics was off reached no
    // page that was counted, and would hide this page's drop-off.
    const onward = page + 1 < reached.length ? reached[page + 1]! : total('complete');
    return { page, reached: count, dropped: Math.max(0, count - onward) };
  });
  return { views: total('view'), starts: total('start'), completions, pages };
}
