// Reads a form's server-sent events in tests: opens the stream with a ticket, parses `event:`/`data:`
// blocks, and waits for the first event that matches.
import type { Hono } from 'hono';
import type { AppEnv } from '../../server/http/env';
import type { ApiClient } from './support/client';

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface EventStream {
  status: number;
  events: SseEvent[];
  /** The first event (seen or yet to come) that passes `match`. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): Promise<void>;
}

export async function ticketFor(client: ApiClient, formId: string, clientId: string): Promise<string> {
  const answer = await client.post(`/api/v1/forms/${formId}/events/ticket`, { client_id: clientId });
  if (answer.status !== 201) throw new Error(`no ticket: ${answer.status} ${answer.text}`);
  return String((answer.body.data as unknown as { ticket: string }).ticket);
}

export async function openStream(app: Hono<AppEnv>, formId: string, ticket: string): Promise<EventStream> {
  const response = await app.request(`/api/v1/forms/${formId}/events?ticket=${encodeURIComponent(ticket)}`);
  const events: SseEvent[] = [];
  const waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  const reader = response.status === 200 ? response.body?.getReader() : undefined;
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = async () => {
    if (!reader) return;
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!name || data === undefined) continue;
        const event = { event: name, data: JSON.parse(data) as Record<string, unknown> };
        events.push(event);
        for (const waiter of [...waiters]) {
          if (waiter.match(event)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(event);
          }
        }
      }
    }
  };
  void pump();
  return {
    status: response.status,
    events,
    next(match, timeoutMs = 3000) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching event in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event);
          },
        });
      });
    },
    async close() {
      await reader?.cancel().catch(() => undefined);
    },
  };
}

/** Names of the users in a presence event, with their selected fields. */
export function presenceOf(event: SseEvent): [string, string | null][] {
  const records = (event.data.records ?? []) as { user_name: string; selected_field_id: string | null }[];
  return records.map((r) => [r.user_name, r.selected_field_id]);
}
