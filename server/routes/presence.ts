// Presence and the live event stream of a form (authoring §3 "Presence record"). Members of a form say
// they have it open with a heartbeat (every ~10 s, carrying the selected field); silence for 30 s removes
// them. A builder's EventSource receives presence, comment and activity changes: it opens the stream with
// a single-use ticket from a signed POST, never with the bearer token in the URL (see realtime/tickets.ts).
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { type FormAccess, loadFormAccess } from '../domain/access';
import type { AuthContext } from '../http/env';
import { ApiError, errors } from '../http/errors';
import type { Resource } from '../http/resource';
import { CLIENT_ID_PATTERN } from '../realtime/events';
import { KEEPALIVE_MS, realtimeFor } from '../realtime/hub';
import { HEARTBEAT_INTERVAL_MS, MAX_CLIENTS_PER_USER, PRESENCE_TTL_MS } from '../realtime/presence-table';
import {
  issueTicket,
  readTicket,
  redeemTicket,
  streamStillAllowed,
  TICKET_MESSAGE,
} from '../realtime/tickets';

export const PRESENCE_MESSAGES = {
  membersOnly: 'Only members of this form can join its presence and events',
  clientId: 'client_id must be 8 to 64 letters, digits, - or _',
  clientTaken:
    'This client_id is in use by another user on this form: each builder must use a client_id of its own',
} as const;

const clientId = z.string({ error: PRESENCE_MESSAGES.clientId }).regex(CLIENT_ID_PATTERN, {
  error: PRESENCE_MESSAGES.clientId,
});
const heartbeatBody = z.strictObject({
  client_id: clientId,
  selected_field_id: z.string().min(1).max(200).nullable().default(null),
});
const ticketBody = z.strictObject({ client_id: clientId });

const presenceEntry = z.object({
  client_id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  selected_field_id: z.string().nullable(),
  last_seen: z.string(),
});
const presenceAnswer = z.object({ data: z.array(presenceEntry) });

function requireMember(access: FormAccess): void {
  // A tenant's template is readable by every user, but only its members take part in its collaboration.
  if (!access.member) throw errors.forbidden(PRESENCE_MESSAGES.membersOnly);
}

const clientTaken = () => new ApiError(409, 'client_id_taken', PRESENCE_MESSAGES.clientTaken);

export function presenceRoutes(api: Resource, deps: AppDeps): void {
  const hub = () => realtimeFor(deps);
  /**
   * A client id belongs to the user whose heartbeat created its entry, while the entry lives (client ids
   * are listed to every member): another user's heartbeat, leave or ticket for it answers 409.
   */
  const requireOwnClient = (tenantId: string, formId: string, client: string, userId: string) => {
    const owner = hub().presenceOwner(tenantId, formId, client);
    if (owner !== undefined && owner !== userId) throw clientTaken();
  };

  api.op(
    {
      method: 'get',
      path: '/:id/presence',
      summary: 'Who has the form open now, and which field each has selected',
      response: { status: 200, schema: presenceAnswer, description: 'Presence' },
      errors: [403, 404],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const access = await loadFormAccess(deps.database, auth, params.id);
      requireMember(access);
      return c.json({ data: hub().list(auth.tenantId, access.form.id) });
    },
  );

  api.op(
    {
      method: 'post',
      path: '/:id/presence',
      summary: `Heartbeat: this builder has the form open (every ${HEARTBEAT_INTERVAL_MS / 1000} s)`,
      description:
        `Silence for ${PRESENCE_TTL_MS / 1000} s removes the entry. Any role of member. A client_id ` +
        "belongs to the user who first sent it while its entry lives: another user's heartbeat answers 409. " +
        `A user holds at most ${MAX_CLIENTS_PER_USER} client ids on a form: a new one beyond replaces the ` +
        "user's least recently seen.",
      body: heartbeatBody,
      response: { status: 200, schema: presenceAnswer, description: 'Presence after the heartbeat' },
      errors: [403, 404, 409],
    },
    async (c, { params, body }) => {
      const auth = c.get('auth');
      const access = await loadFormAccess(deps.database, auth, params.id);
      requireMember(access);
      requireOwnClient(auth.tenantId, access.form.id, body.client_id, auth.user.id);
      await hub().publish({
        k: 'presence',
        t: auth.tenantId,
        f: access.form.id,
        c: body.client_id,
        u: { id: auth.user.id, name: auth.user.name, email: auth.user.email },
        sel: body.selected_field_id,
        at: deps.clock(),
      });
      // Another user's heartbeat for the same id may have won meanwhile (on another process): the table
      // kept theirs, so this one is refused after all.
      requireOwnClient(auth.tenantId, access.form.id, body.client_id, auth.user.id);
      return c.json({ data: hub().list(auth.tenantId, access.form.id) });
    },
  );

  api.op(
    {
      method: 'delete',
      path: '/:id/presence/:clientId',
      summary: 'Leave: this builder closed the form',
      description:
        "Only one's own entry: another user's client_id answers 409 and their entry stays. An id without " +
        'an entry (gone already) answers 200.',
      response: {
        status: 200,
        schema: z.object({ data: z.object({ left: z.literal(true) }) }),
        description: 'Left',
      },
      errors: [403, 404, 409],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const access = await loadFormAccess(deps.database, auth, params.id);
      requireMember(access);
      const client = clientId.safeParse(params.clientId);
      if (!client.success) throw errors.badRequest('invalid_client_id', PRESENCE_MESSAGES.clientId);
      // Only one's own entry. Client ids are listed to every member, so another user's is no secret: it
      // answers 409, and the leave itself names its user, so no process removes another user's entry.
      const owner = hub().presenceOwner(auth.tenantId, access.form.id, client.data);
      if (owner !== undefined && owner !== auth.user.id) throw clientTaken();
      if (owner === auth.user.id) {
        await hub().publish({
          k: 'leave',
          t: auth.tenantId,
          f: access.form.id,
          c: client.data,
          u: auth.user.id,
        });
      }
      return c.json({ data: { left: true as const } });
    },
  );

  api.op(
    {
      method: 'post',
      path: '/:id/events/ticket',
      summary: 'A single-use ticket to open the event stream (valid 30 s)',
      description: "A client_id another user's presence entry holds answers 409.",
      body: ticketBody,
      response: {
        status: 201,
        schema: z.object({ data: z.object({ ticket: z.string(), expires_in: z.number() }) }),
        description: 'Ticket',
      },
      errors: [403, 404, 409],
    },
    async (c, { params, body }) => {
      const auth = c.get('auth');
      const access = await loadFormAccess(deps.database, auth, params.id);
      requireMember(access);
      requireOwnClient(auth.tenantId, access.form.id, body.client_id, auth.user.id);
      const { ticket, expiresIn } = issueTicket(
        deps.keys,
        { t: auth.tenantId, f: access.form.id, u: auth.user.id, s: auth.sessionId, c: body.client_id },
        deps.clock(),
      );
      return c.json({ data: { ticket, expires_in: expiresIn } }, 201);
    },
  );

  api.op(
    {
      method: 'get',
      path: '/:id/events',
      public: true,
      summary: 'Server-sent events of a form: presence, comment, activity',
      description:
        'Authenticated by the `ticket` query parameter from POST /forms/{id}/events/ticket, spent on use. ' +
        'Events: `presence` {records}, `comment` {action, id}, `activity` {type}. A `: keepalive` comment ' +
        `every ${KEEPALIVE_MS / 1000} s. The stream ends once its session is signed out or expires, or its ` +
        'user is no longer a member of the form (removed, or the form deleted).',
      query: z.object({ ticket: z.string().max(2000).optional() }),
      response: {
        status: 200,
        content: { 'text/event-stream': z.string() },
        description: 'The event stream (server-sent events), open until it ends as described',
      },
      errors: [401, 404],
    },
    async (c, { params, query }) => {
      const now = deps.clock();
      const claims = query.ticket ? readTicket(deps.keys, query.ticket, now) : null;
      if (!claims || claims.f !== params.id) throw new ApiError(401, 'ticket_invalid', TICKET_MESSAGE);
      const user = await redeemTicket(deps.database, claims, now);
      if (!user) throw new ApiError(401, 'ticket_invalid', TICKET_MESSAGE);
      const auth: AuthContext = { tenantId: claims.t, sessionId: claims.s, user };
      const access = await loadFormAccess(deps.database, auth, claims.f);
      requireMember(access);
      const realtime = hub();
      await realtime.ready();

      return streamSSE(c, async (stream) => {
        // The ticket was checked once, when it was spent; a stream lives for hours. So before every event
        // and at every keepalive the stream asks again whether its session is live (not signed out, not
        // expired, its user not removed) and its user still a member of the form (not removed, the form
        // not deleted), and ends when not. Checks coalesce: a burst of events waits for one check that
        // started after the last of them arrived, never for one per event.
        let running: Promise<boolean> = Promise.resolve(true);
        let queued: Promise<boolean> | undefined;
        const allowed = (): Promise<boolean> => {
          if (queued) return queued;
          const check = running.then(async () => {
            queued = undefined;
            // A check that cannot be made ends the stream: the builder reconnects with a new ticket,
            // which is checked in full.
            return streamStillAllowed(deps.database, claims, deps.clock()).catch(() => false);
          });
          queued = check;
          running = check;
          return check;
        };
        // Writes in order, each once the check it waited for said yes. A `farewell` is written even on
        // a no: the news that this very user was removed from the form, so their builder says so at once
        // rather than finding out on its next ticket.
        let pending: Promise<unknown> = stream
          .writeSSE({
            event: 'presence',
            data: JSON.stringify({ records: realtime.list(claims.t, claims.f) }),
          })
          .catch(() => undefined);
        const write = (text: () => Promise<unknown>, farewell = false) => {
          const verdict = allowed();
          pending = pending
            .then(async () => {
              if (stream.aborted) return;
              const ok = await verdict;
              if (ok || farewell) await text();
              if (!ok) stream.abort();
            })
            .catch(() => undefined);
        };
        const unsubscribe = realtime.subscribe(claims.t, claims.f, (event) => {
          const data = event.data as { type?: unknown; target_user_id?: unknown };
          const farewell =
            event.event === 'activity' && data.type === 'member_removed' && data.target_user_id === claims.u;
          write(() => stream.writeSSE({ event: event.event, data: JSON.stringify(event.data) }), farewell);
        });
        const stopKeepalive = realtime.onKeepalive(() => write(() => stream.write(': keepalive\n\n')));
        await Promise.race([new Promise<void>((resolve) => stream.onAbort(resolve)), realtime.closed]);
        stopKeepalive();
        unsubscribe();
        // The leave names the ticket's user: should another user's entry hold the client id by now, it stays.
        await realtime
          .publish({ k: 'leave', t: claims.t, f: claims.f, c: claims.c, u: claims.u })
          .catch(() => undefined);
      });
    },
  );
}
