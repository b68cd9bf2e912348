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
import { realtimeFor, type StreamEvent } from '../realtime/hub';
import { HEARTBEAT_INTERVAL_MS, PRESENCE_TTL_MS } from '../realtime/presence-table';
import { issueTicket, readTicket, redeemTicket, TICKET_MESSAGE } from '../realtime/tickets';

export const PRESENCE_MESSAGES = {
  membersOnly: 'Only members of this form can join its presence and events',
  clientId: 'client_id must be 8 to 64 letters, digits, - or _',
} as const;

const clientId = z.string({ error: PRESENCE_MESSAGES.clientId }).regex(/^[A-Za-z0-9_-]{8,64}$/, {
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

/** Keeps proxies and browsers from closing an idle stream. */
const KEEPALIVE_MS = 15_000;

function requireMember(access: FormAccess): void {
  // A tenant's template is readable by every user, but only its members take part in its collaboration.
  if (!access.member) throw errors.forbidden(PRESENCE_MESSAGES.membersOnly);
}

export function presenceRoutes(api: Resource, deps: AppDeps): void {
  const hub = () => realtimeFor(deps);

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
      description: `Silence for ${PRESENCE_TTL_MS / 1000} s removes the entry. Any role of member.`,
      body: heartbeatBody,
      response: { status: 200, schema: presenceAnswer, description: 'Presence after the heartbeat' },
      errors: [403, 404],
    },
    async (c, { params, body }) => {
      const auth = c.get('auth');
      const access = await loadFormAccess(deps.database, auth, params.id);
      requireMember(access);
      await hub().publish({
        k: 'presence',
        t: auth.tenantId,
        f: access.form.id,
        c: body.client_id,
        u: { id: auth.user.id, name: auth.user.name, email: auth.user.email },
        sel: body.selected_field_id,
        at: deps.clock(),
      });
      return c.json({ data: hub().list(auth.tenantId, access.form.id) });
    },
  );

  api.op(
    {
      method: 'delete',
      path: '/:id/presence/:clientId',
      summary: 'Leave: this builder closed the form',
      response: {
        status: 200,
        schema: z.object({ data: z.object({ left: z.literal(true) }) }),
        description: 'Left',
      },
      errors: [403, 404],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const access = await loadFormAccess(deps.database, auth, params.id);
      requireMember(access);
      const client = clientId.safeParse(params.clientId);
      if (!client.success) throw errors.badRequest('invalid_client_id', PRESENCE_MESSAGES.clientId);
      // Only one's own entry: another user's client id is ignored, not revealed.
      const own = hub()
        .list(auth.tenantId, access.form.id)
        .some((entry) => entry.client_id === client.data && entry.user_id === auth.user.id);
      if (own) await hub().publish({ k: 'leave', t: auth.tenantId, f: access.form.id, c: client.data });
      return c.json({ data: { left: true as const } });
    },
  );

  api.op(
    {
      method: 'post',
      path: '/:id/events/ticket',
      summary: 'A single-use ticket to open the event stream (valid 30 s)',
      body: ticketBody,
      response: {
        status: 201,
        schema: z.object({ data: z.object({ ticket: z.string(), expires_in: z.number() }) }),
        description: 'Ticket',
      },
      errors: [403, 404],
    },
    async (c, { params, body }) => {
      const auth = c.get('auth');
      const access = await loadFormAccess(deps.database, auth, params.id);
      requireMember(access);
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
        'Events: `presence` {records}, `comment` {action, id}, `activity` {type}.',
      query: z.object({ ticket: z.string().max(2000).optional() }),
      response: { status: 200, schema: z.string(), description: 'text/event-stream' },
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
        let pending = Promise.resolve();
        const send = (event: StreamEvent) => {
          pending = pending
            .then(() => stream.writeSSE({ event: event.event, data: JSON.stringify(event.data) }))
            .catch(() => undefined);
        };
        const stillMember = async () => {
          const check = await loadFormAccess(deps.database, auth, claims.f).catch(() => null);
          if (!check?.member) stream.abort();
        };
        const unsubscribe = realtime.subscribe(claims.t, claims.f, (event) => {
          send(event);
          // Someone lost their membership or role: a removed member's stream ends here.
          const type = (event.data as { type?: string }).type;
          if (event.event === 'activity' && (type === 'member_removed' || type === 'member_role_changed')) {
            void stillMember();
          }
        });
        send({ event: 'presence', data: { records: realtime.list(claims.t, claims.f) } });
        const keepalive = setInterval(() => {
          pending = pending
            .then(() => stream.write(': keepalive\n\n'))
            .then(
              () => undefined,
              () => undefined,
            );
        }, KEEPALIVE_MS);
        await Promise.race([new Promise<void>((resolve) => stream.onAbort(resolve)), realtime.closed]);
        clearInterval(keepalive);
        unsubscribe();
        await realtime.publish({ k: 'leave', t: claims.t, f: claims.f, c: claims.c }).catch(() => undefined);
      });
    },
  );
}
