import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { openPostgres } from '../../server/db/open';
import { insertUser } from '../../server/domain/users';
import { closeRealtime, realtimeFor } from '../../server/realtime/hub';
import { formKey, MAX_CLIENTS_PER_USER, PresenceTable } from '../../server/realtime/presence-table';
import { openStream, presenceOf, ticketFor } from './presence-support';
import { type Answer, ApiClient } from './support/client';
import { usingPostgres } from './support/database';
import { createForm } from './support/fixtures';
import { setupHarness } from './support/harness';

const h = setupHarness();
// Registered after the harness: runs before it closes the database.
afterAll(() => closeRealtime(h.deps.database));

const CLIENT_A = 'client-aaaa-0001';
const CLIENT_B = 'client-bbbb-0002';

async function feedbackForm(client: ApiClient): Promise<string> {
  const forms = await client.get('/api/v1/forms');
  const form = (forms.body.data ?? []).find((f) => String(f.description) === 'Customer Feedback');
  return String(form?.id);
}

/** A stream read as raw text, to see it end (which openStream's reader does not report). */
async function rawStream(formId: string, ticket: string) {
  const response = await h.app.request(`/api/v1/forms/${formId}/events?ticket=${encodeURIComponent(ticket)}`);
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text;
      text += decoder.decode(value, { stream: true });
    }
  })();
  const until = async (what: string, seen: () => boolean, timeoutMs = 3000) => {
    const deadline = Date.now() + timeoutMs;
    while (!seen()) {
      if (Date.now() > deadline) throw new Error(`stream: no ${what} in time; got ${JSON.stringify(text)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return {
    text: () => text,
    /** Waits until the stream has sent this much. */
    sent: (part: string) => until(part, () => text.includes(part)),
    /** Resolves with everything sent once the server ends the stream; fails if it is still open. */
    end: (timeoutMs = 3000) =>
      Promise.race([
        ended,
        new Promise<string>((_, reject) =>
          setTimeout(() => reject(new Error(`stream still open; got ${JSON.stringify(text)}`)), timeoutMs),
        ),
      ]),
    close: () => reader.cancel().catch(() => undefined),
  };
}

/** What the keepalive timer does every 15 s, now. */
const keepalive = () => realtimeFor(h.deps).keepalive();

function names(answer: Answer): [string, string | null][] {
  return ((answer.body.data ?? []) as { user_name: string; selected_field_id: string | null }[]).map((r) => [
    r.user_name,
    r.selected_field_id,
  ]);
}

describe('presence', () => {
  it('lists who has the form open with the field each has selected', async () => {
    const demo = await h.signIn('demo');
    const editor = await h.signIn('editor');
    const id = await feedbackForm(demo);
    const first = await demo.post(`/api/v1/forms/${id}/presence`, {
      client_id: CLIENT_A,
      selected_field_id: 'field_1',
    });
    expect(first.status).toBe(200);
    await editor.post(`/api/v1/forms/${id}/presence`, { client_id: CLIENT_B, selected_field_id: null });
    const listed = await editor.get(`/api/v1/forms/${id}/presence`);
    expect(names(listed)).toEqual([
      ['Demo Admin', 'field_1'],
      ['Eddie Editor', null],
    ]);
    expect(listed.body.data?.[0]).toMatchObject({
      client_id: CLIENT_A,
      user_email: 'demo@demo.example',
      last_seen: new Date(h.now).toISOString(),
    });
    await demo.delete(`/api/v1/forms/${id}/presence/${CLIENT_A}`);
    await editor.delete(`/api/v1/forms/${id}/presence/${CLIENT_B}`);
  });

  it('forgets a builder after 30 seconds without a heartbeat, and keeps one that beats', async () => {
    const demo = await h.signIn('demo');
    const editor = await h.signIn('editor');
    const id = await feedbackForm(demo);
    await demo.post(`/api/v1/forms/${id}/presence`, { client_id: CLIENT_A, selected_field_id: null });
    await editor.post(`/api/v1/forms/${id}/presence`, { client_id: CLIENT_B, selected_field_id: null });
    h.advance(20);
    await editor.post(`/api/v1/forms/${id}/presence`, { client_id: CLIENT_B, selected_field_id: 'f2' });
    h.advance(11);
    expect(names(await editor.get(`/api/v1/forms/${id}/presence`))).toEqual([['Eddie Editor', 'f2']]);
    h.advance(30);
    expect(names(await editor.get(`/api/v1/forms/${id}/presence`))).toEqual([]);
  });

  it('lets only members take part: a template reader gets 403, another tenant 404', async () => {
    const demo = await h.signIn('demo');
    const viewer = await h.signIn('viewer');
    const other = await h.signIn('other');
    const id = await feedbackForm(demo);
    const asViewer = await viewer.post(`/api/v1/forms/${id}/presence`, { client_id: CLIENT_B });
    expect(asViewer.status).toBe(200);
    await viewer.delete(`/api/v1/forms/${id}/presence/${CLIENT_B}`);

    const template = await createForm(demo, 'A template', { is_template: true });
    const reader = await h.signIn('editor');
    const refused = await reader.post(`/api/v1/forms/${template}/presence`, { client_id: CLIENT_B });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe('Only members of this form can join its presence and events');

    expect((await other.post(`/api/v1/forms/${id}/presence`, { client_id: CLIENT_B })).status).toBe(404);
    expect((await other.post(`/api/v1/forms/${id}/events/ticket`, { client_id: CLIENT_B })).status).toBe(404);
    expect((await other.get(`/api/v1/forms/${id}/presence`)).status).toBe(404);
  });

  it("keeps a client id to the user who first used it: another user's heartbeat or leave is a 409 and changes nothing", async () => {
    const demo = await h.signIn('demo');
    const editor = await h.signIn('editor');
    const id = await feedbackForm(demo);
    const taken =
      'This client_id is in use by another user on this form: each builder must use a client_id of its own';
    const mine = await demo.post(`/api/v1/forms/${id}/presence`, { client_id: 'client_demo_x' });
    expect(mine.status).toBe(200);

    const beat = await editor.post(`/api/v1/forms/${id}/presence`, {
      client_id: 'client_demo_x',
      selected_field_id: 'email',
    });
    expect(beat.status).toBe(409);
    expect(beat.body.error).toEqual({ code: 'client_id_taken', message: taken });
    const left = await editor.delete(`/api/v1/forms/${id}/presence/client_demo_x`);
    expect(left.status).toBe(409);
    expect(left.body.error).toEqual({ code: 'client_id_taken', message: taken });
    const ticket = await editor.post(`/api/v1/forms/${id}/events/ticket`, { client_id: 'client_demo_x' });
    expect(ticket.status).toBe(409);
    expect(ticket.body.error?.message).toBe(taken);

    const listed = await demo.get(`/api/v1/forms/${id}/presence`);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ client_id: 'client_demo_x', user_id: demo.user.id, selected_field_id: null }),
    ]);
    // The owner keeps beating and leaves as before; a leave for an id nobody holds is a quiet 200.
    expect((await demo.post(`/api/v1/forms/${id}/presence`, { client_id: 'client_demo_x' })).status).toBe(
      200,
    );
    expect((await demo.delete(`/api/v1/forms/${id}/presence/client_demo_x`)).status).toBe(200);
    expect((await editor.delete(`/api/v1/forms/${id}/presence/client_demo_x`)).status).toBe(200);
    expect((await demo.get(`/api/v1/forms/${id}/presence`)).body.data).toEqual([]);
  });

  it('frees a client id once its entry is gone: left, or silent for 30 seconds', async () => {
    const demo = await h.signIn('demo');
    const editor = await h.signIn('editor');
    const id = await feedbackForm(demo);
    await demo.post(`/api/v1/forms/${id}/presence`, { client_id: 'client_reused_1' });
    h.advance(31);
    const after = await editor.post(`/api/v1/forms/${id}/presence`, { client_id: 'client_reused_1' });
    expect(after.status).toBe(200);
    expect(names(after)).toEqual([['Eddie Editor', null]]);
    await editor.delete(`/api/v1/forms/${id}/presence/client_reused_1`);
  });

  it("never lets a closing stream remove another user's entry under the stream's client id", async () => {
    const demo = await h.signIn('demo');
    const editor = await h.signIn('editor');
    const id = await feedbackForm(demo);
    // A ticket minted while the id was free; then demo's heartbeat takes the id.
    const ticket = await ticketFor(editor, id, 'client_shared_1');
    await demo.post(`/api/v1/forms/${id}/presence`, { client_id: 'client_shared_1' });
    const hub = realtimeFor(h.deps);
    const published = vi.spyOn(hub, 'publish');
    try {
      const stream = await openStream(h.app, id, ticket);
      await stream.next((e) => e.event === 'presence');
      await stream.close();
      await vi.waitFor(() => expect(published).toHaveBeenCalledWith(expect.objectContaining({ k: 'leave' })));
      expect(published).toHaveBeenCalledWith(
        expect.objectContaining({ k: 'leave', c: 'client_shared_1', u: editor.user.id }),
      );
    } finally {
      published.mockRestore();
    }
    const listed = await demo.get(`/api/v1/forms/${id}/presence`);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ client_id: 'client_shared_1', user_id: demo.user.id }),
    ]);
    await demo.delete(`/api/v1/forms/${id}/presence/client_shared_1`);
  });

  it("keeps the first user's entry when another user's heartbeat for its id arrives over the bus", () => {
    // What every process does with the bus's messages: a heartbeat that raced past the route's check on
    // another process, or a leave of another user, leaves the entry as it is.
    const table = new PresenceTable();
    const key = formKey('demo', 'form');
    const first = { id: 'user-1', name: 'First', email: 'first@demo.example' };
    const second = { id: 'user-2', name: 'Second', email: 'second@demo.example' };
    expect(table.beat(key, 'client_race_1', first, null, 1000)).toBe(true);
    expect(table.beat(key, 'client_race_1', second, 'email', 2000)).toBe(false);
    expect(table.leave(key, 'client_race_1', second.id)).toBe(false);
    expect(table.list(key)).toEqual([
      expect.objectContaining({ user_id: 'user-1', selected_field_id: null }),
    ]);
    expect(table.leave(key, 'client_race_1', first.id)).toBe(true);
    expect(table.list(key)).toEqual([]);
  });

  it("holds at most 5 client ids per user and form: a new one replaces that user's least recently seen", async () => {
    const viewer = await h.signIn('viewer');
    const editor = await h.signIn('editor');
    const id = await feedbackForm(viewer);
    const clientIds = Array.from({ length: 12 }, (_, i) => `flood-client-${String(i).padStart(3, '0')}`);
    const listed = (answer: Answer | undefined) =>
      ((answer?.body.data ?? []) as { client_id: string }[]).map((r) => r.client_id);
    try {
      await editor.post(`/api/v1/forms/${id}/presence`, { client_id: CLIENT_B });
      let last: Answer | undefined;
      for (const client of clientIds) {
        h.advance(1);
        last = await viewer.post(`/api/v1/forms/${id}/presence`, { client_id: client });
        expect(last.status).toBe(200);
      }
      const newest = clientIds.slice(-5);
      expect(listed(last)).toEqual([CLIENT_B, ...newest]);
      expect(listed(await editor.get(`/api/v1/forms/${id}/presence`))).toEqual([CLIENT_B, ...newest]);
      // An evicted builder that beats again comes back in place of the least recently seen one.
      h.advance(1);
      const back = await viewer.post(`/api/v1/forms/${id}/presence`, { client_id: clientIds[0] });
      expect(listed(back)).toEqual([CLIENT_B, clientIds[0], ...newest.slice(1)]);
      // The evicted id is free: another user may take it.
      const taken = await editor.post(`/api/v1/forms/${id}/presence`, { client_id: newest[0] });
      expect(taken.status).toBe(200);
      expect(MAX_CLIENTS_PER_USER).toBe(5);
    } finally {
      for (const client of [CLIENT_B, ...clientIds]) {
        await viewer.delete(`/api/v1/forms/${id}/presence/${client}`);
        await editor.delete(`/api/v1/forms/${id}/presence/${client}`);
      }
    }
  });

  it('sorts the list when who is on it changes, not at every heartbeat', () => {
    const table = new PresenceTable();
    const key = formKey('demo', 'form');
    const users = ['Zoe', 'Adam', 'Mia'].map((name, i) => ({
      id: `user-${i}`,
      name,
      email: `${i}@x.example`,
    }));
    for (const [i, user] of users.entries()) table.beat(key, `client_sort_${i}`, user, null, 1000);
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      expect(table.list(key).map((r) => r.user_name)).toEqual(['Adam', 'Mia', 'Zoe']);
      const sorted = compare.mock.calls.length;
      expect(sorted).toBeGreaterThan(0);
      // Heartbeats that only move last_seen or the selected field keep the order: no sort.
      table.beat(key, 'client_sort_0', users[0]!, 'email', 2000);
      table.beat(key, 'client_sort_1', users[1]!, null, 2000);
      const after = table.list(key);
      expect(compare.mock.calls.length).toBe(sorted);
      expect(after.map((r) => [r.user_name, r.selected_field_id, r.last_seen])).toEqual([
        ['Adam', null, new Date(2000).toISOString()],
        ['Mia', null, new Date(1000).toISOString()],
        ['Zoe', 'email', new Date(2000).toISOString()],
      ]);
      // A new client is a change: sorted again, in its place.
      table.beat(key, 'client_sort_3', { id: 'user-3', name: 'Bea', email: 'b@x.example' }, null, 3000);
      expect(table.list(key).map((r) => r.user_name)).toEqual(['Adam', 'Bea', 'Mia', 'Zoe']);
      expect(compare.mock.calls.length).toBeGreaterThan(sorted);
    } finally {
      compare.mockRestore();
    }
  });

  it('refuses a malformed client id with a clear message', async () => {
    const demo = await h.signIn('demo');
    const id = await feedbackForm(demo);
    const answer = await demo.post(`/api/v1/forms/${id}/presence`, { client_id: 'x y' });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain('client_id must be 8 to 64 letters, digits, - or _');
  });
});

describe('the event stream', () => {
  it("names the builder that saved or rolled back (X-Client-Id), so the user's other tabs hear of it", async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo, 'Two tabs');
    const stream = await openStream(h.app, id, await ticketFor(demo, id, CLIENT_A));
    await stream.next((e) => e.event === 'presence');

    await demo.put(
      `/api/v1/forms/${id}`,
      { description: 'From tab B' },
      { headers: { 'x-client-id': CLIENT_B } },
    );
    const saved = await stream.next((e) => e.event === 'activity' && e.data.type === 'form_saved');
    expect(saved.data).toEqual({
      type: 'form_saved',
      user_id: demo.user.id,
      user_name: 'Demo Admin',
      client_id: CLIENT_B,
      revision: 2, // a new form is revision 1
    });

    await demo.post(`/api/v1/forms/${id}/versions`, { description: 'One' });
    await demo.put(`/api/v1/forms/${id}`, { description: 'Changed' });
    const version = await demo.post(`/api/v1/forms/${id}/versions`, { description: 'Two' });
    expect(version.status).toBe(201);
    const versions = await demo.get(`/api/v1/forms/${id}/versions`);
    const oldest = String((versions.body.data ?? []).at(-1)?.id);
    const rolled = await demo.post(`/api/v1/forms/${id}/versions/${oldest}/rollback`, undefined, {
      headers: { 'x-client-id': CLIENT_B },
    });
    expect(rolled.status).toBe(200);
    const rollback = await stream.next(
      (e) => e.event === 'activity' && e.data.type === 'version_rolled_back',
    );
    expect(rollback.data.client_id).toBe(CLIENT_B);
    expect(rollback.data.revision).toBe(Number(rolled.body.data?.form?.revision));

    // Not a client id (advisory, never refused): the event simply names none.
    const odd = await demo.put(
      `/api/v1/forms/${id}`,
      { description: 'Odd' },
      { headers: { 'x-client-id': 'a b' } },
    );
    expect(odd.status).toBe(200);
    const plain = await stream.next(
      (e) =>
        e.event === 'activity' && e.data.type === 'form_saved' && e.data.revision === odd.body.data?.revision,
    );
    expect(plain.data).toEqual({
      type: 'form_saved',
      user_id: demo.user.id,
      user_name: 'Demo Admin',
      revision: odd.body.data?.revision,
    });
    await stream.close();
  });

  it('delivers presence, comment and activity changes to an open builder', async () => {
    const demo = await h.signIn('demo');
    const editor = await h.signIn('editor');
    const id = await feedbackForm(demo);
    const stream = await openStream(h.app, id, await ticketFor(demo, id, CLIENT_A));
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'presence');

    await editor.post(`/api/v1/forms/${id}/presence`, { client_id: CLIENT_B, selected_field_id: 'email' });
    const seen = await stream.next((e) => e.event === 'presence' && presenceOf(e).length > 0);
    expect(presenceOf(seen)).toEqual([['Eddie Editor', 'email']]);

    const comment = await editor.post(`/api/v1/forms/${id}/comments`, { comment_text: 'Looks good' });
    const commentId = String(comment.body.id);
    expect((await stream.next((e) => e.event === 'comment')).data).toEqual({
      action: 'added',
      id: commentId,
    });
    expect((await stream.next((e) => e.event === 'activity')).data).toEqual({
      type: 'comment_added',
      user_id: editor.user.id,
      user_name: 'Eddie Editor',
    });
    await editor.put(`/api/v1/forms/comments/${commentId}`, { comment_text: 'Looks great' });
    await stream.next((e) => e.event === 'comment' && e.data.action === 'edited');
    await editor.delete(`/api/v1/forms/comments/${commentId}`);
    await stream.next((e) => e.event === 'comment' && e.data.action === 'deleted');

    await demo.post(`/api/v1/forms/${id}/versions`, { description: 'Checkpoint' });
    await stream.next((e) => e.event === 'activity' && e.data.type === 'version_created');

    // A save reaches open builders too (their Activity and Versions reload, and they say who saved).
    const saved = await editor.put(`/api/v1/forms/${id}`, { description: 'Customer Feedback' });
    expect(saved.status).toBe(200);
    const savedEvent = await stream.next((e) => e.event === 'activity' && e.data.type === 'form_saved');
    expect(savedEvent.data).toEqual({
      type: 'form_saved',
      user_id: editor.user.id,
      user_name: 'Eddie Editor',
      revision: saved.body.data?.revision,
    });

    await editor.delete(`/api/v1/forms/${id}/presence/${CLIENT_B}`);
    await stream.next((e) => e.event === 'presence' && presenceOf(e).length === 0);
    await stream.close();
  });

  it('removes a builder from presence when its stream closes', async () => {
    const demo = await h.signIn('demo');
    const editor = await h.signIn('editor');
    const id = await feedbackForm(demo);
    const watcher = await openStream(h.app, id, await ticketFor(demo, id, CLIENT_A));
    const leaving = await openStream(h.app, id, await ticketFor(editor, id, CLIENT_B));
    await editor.post(`/api/v1/forms/${id}/presence`, { client_id: CLIENT_B, selected_field_id: null });
    await watcher.next((e) => e.event === 'presence' && presenceOf(e).length === 1);
    await leaving.close();
    const after = await watcher.next(
      (e) => e.event === 'presence' && presenceOf(e).length === 0 && watcher.events.indexOf(e) > 1,
    );
    expect(presenceOf(after)).toEqual([]);
    await watcher.close();
  });

  it('sends nothing of another form or tenant', async () => {
    const demo = await h.signIn('demo');
    const other = await h.signIn('other');
    const id = await feedbackForm(demo);
    const otherForm = await createForm(other, 'Other tenant form');
    const stream = await openStream(h.app, id, await ticketFor(demo, id, CLIENT_A));
    await other.post(`/api/v1/forms/${otherForm}/presence`, { client_id: CLIENT_B, selected_field_id: 'x' });
    await other.post(`/api/v1/forms/${otherForm}/comments`, { comment_text: 'Elsewhere' });
    const mine = await createForm(demo, 'Another demo form');
    await demo.post(`/api/v1/forms/${mine}/comments`, { comment_text: 'Not this form' });
    // A marker on the watched form: everything before it has been delivered.
    await demo.post(`/api/v1/forms/${id}/comments`, { comment_text: 'Marker' });
    await stream.next((e) => e.event === 'comment');
    expect(stream.events.filter((e) => e.event === 'comment')).toHaveLength(1);
    expect(stream.events.filter((e) => e.event === 'presence').every((e) => presenceOf(e).length === 0)).toBe(
      true,
    );
    await stream.close();
  });
});

describe('stream authentication', () => {
  it('refuses a stream without a ticket, with a forged one, or with the bearer token instead', async () => {
    const demo = await h.signIn('demo');
    const id = await feedbackForm(demo);
    const none = await h.raw('GET', `/api/v1/forms/${id}/events`);
    expect(none.status).toBe(401);
    expect(none.body.error).toEqual({
      code: 'ticket_invalid',
      message: 'Invalid, expired or already used stream ticket',
    });
    const ticket = await ticketFor(demo, id, CLIENT_A);
    const forged = `${ticket.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await h.raw('GET', `/api/v1/forms/${id}/events?ticket=${forged}`)).status).toBe(401);
    const token = demo.session.token;
    expect((await h.raw('GET', `/api/v1/forms/${id}/events?ticket=${token}`)).status).toBe(401);
    expect(
      (await h.raw('GET', `/api/v1/forms/${id}/events`, { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(401);
  });

  it('spends a ticket on first use, and refuses it after 30 seconds or on another form', async () => {
    const demo = await h.signIn('demo');
    const id = await feedbackForm(demo);
    const ticket = await ticketFor(demo, id, CLIENT_A);
    const first = await openStream(h.app, id, ticket);
    expect(first.status).toBe(200);
    await first.close();
    expect((await openStream(h.app, id, ticket)).status).toBe(401);

    const otherForm = await createForm(demo, 'Second form');
    expect((await openStream(h.app, otherForm, await ticketFor(demo, id, CLIENT_A))).status).toBe(401);

    const late = await ticketFor(demo, id, CLIENT_A);
    h.advance(31);
    expect((await openStream(h.app, id, late)).status).toBe(401);
  });

  it('refuses the ticket of a signed-out session and of a user no longer a member', async () => {
    const demo = await h.signIn('demo');
    const editor = await h.signIn('editor');
    const id = await createForm(demo, 'Shared then unshared');
    const added = await demo.post(`/api/v1/forms/${id}/collaborators`, {
      email: 'editor@demo.example',
      role: 'editor',
    });
    const ticket = await ticketFor(editor, id, CLIENT_B);
    await demo.delete(`/api/v1/forms/${id}/collaborators/${String(added.body.id)}`);
    expect((await openStream(h.app, id, ticket)).status).toBe(404);

    const leaving = await h.signIn('demo');
    const beforeSignOut = await ticketFor(leaving, id, CLIENT_A);
    await leaving.post('/api/v1/auth/signout');
    expect((await openStream(h.app, id, beforeSignOut)).status).toBe(401);
  });

  it('ends the stream of a member who is removed while it is open', async () => {
    const demo = await h.signIn('demo');
    const editor = await h.signIn('editor');
    const id = await createForm(demo, 'Removed while watching');
    const added = await demo.post(`/api/v1/forms/${id}/collaborators`, {
      email: 'editor@demo.example',
      role: 'editor',
    });
    const stream = await openStream(h.app, id, await ticketFor(editor, id, CLIENT_B));
    await stream.next((e) => e.event === 'presence');
    await demo.delete(`/api/v1/forms/${id}/collaborators/${String(added.body.id)}`);
    await stream.next((e) => e.event === 'activity' && e.data.type === 'member_removed');
    await demo.post(`/api/v1/forms/${id}/comments`, { comment_text: 'After removal' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.events.some((e) => e.event === 'comment')).toBe(false);
    await stream.close();
  });
});

describe('an open stream re-checks its access', () => {
  it('at every keepalive: it stays open while the session is live, and ends once it is signed out', async () => {
    const demo = await h.signIn('demo');
    const id = await feedbackForm(demo);
    const stream = await rawStream(id, await ticketFor(demo, id, CLIENT_A));
    await stream.sent('event: presence');
    keepalive();
    await stream.sent(': keepalive');
    await demo.post('/api/v1/auth/signout');
    keepalive();
    const sent = await stream.end();
    expect(sent.match(/: keepalive/g)).toHaveLength(1);
  });

  it('before every event: a signed-out session is sent nothing more, and its stream ends', async () => {
    const demo = await h.signIn('demo');
    const editor = await h.signIn('editor');
    const id = await feedbackForm(demo);
    const stream = await rawStream(id, await ticketFor(editor, id, CLIENT_B));
    await stream.sent('event: presence');
    await editor.post('/api/v1/auth/signout');
    await demo.post(`/api/v1/forms/${id}/comments`, { comment_text: 'Not for a signed-out session' });
    const sent = await stream.end();
    expect(sent).not.toContain('event: comment');
    expect(sent).not.toContain('event: activity');
  });

  it('ends the stream of a form that was deleted', async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo, 'Deleted while open');
    const stream = await rawStream(id, await ticketFor(demo, id, CLIENT_A));
    await stream.sent('event: presence');
    expect((await demo.delete(`/api/v1/forms/${id}`)).status).toBe(200);
    keepalive();
    await stream.end();
  });

  it('ends the stream of a user removed from the tenant', async () => {
    await insertUser(
      h.deps.database.db,
      {
        tenantId: 'demo',
        username: 'leaver',
        email: 'leaver@demo.example',
        name: 'Lee Leaver',
        role: 'member',
        password: 'leaver123',
      },
      new Date(h.now),
      h.deps.config.passwordCost,
    );
    const demo = await h.signIn('demo');
    const leaver = await h.signIn('leaver', 'leaver123');
    const id = await createForm(demo, 'Shared with a leaver');
    await demo.post(`/api/v1/forms/${id}/collaborators`, { email: 'leaver@demo.example', role: 'viewer' });
    const stream = await rawStream(id, await ticketFor(leaver, id, CLIENT_B));
    await stream.sent('event: presence');
    expect((await demo.delete(`/api/v1/users/${leaver.user.id}`)).status).toBe(200);
    keepalive();
    await stream.end();
  });

  it('ends the stream once its session expires', async () => {
    const demo = await h.signIn('demo');
    const id = await feedbackForm(demo);
    const stream = await rawStream(id, await ticketFor(demo, id, CLIENT_A));
    await stream.sent('event: presence');
    h.advance(h.deps.config.sessionTtlSeconds + 1);
    keepalive();
    await stream.end();
  });
});

describe('two server instances on one database', () => {
  let second: Database | undefined;
  afterAll(async () => {
    if (second) {
      await closeRealtime(second);
      await second.close();
    }
  });

  it('share presence and comments (through LISTEN/NOTIFY on PostgreSQL)', async () => {
    // On PostgreSQL the second instance has its own pools and its own listening connection, exactly as a
    // second process would; PGlite belongs to one process, so there the instances share its handle.
    if (usingPostgres()) {
      const [row] = await h.deps.database.query<{ schema: string }>('select current_schema() as schema', []);
      second = await openPostgres({
        databaseUrl: process.env.DATABASE_URL!,
        databaseSchema: row?.schema ?? 'public',
        poolSize: 2,
      });
    }
    const appB = createApp({ ...h.deps, database: second ?? h.deps.database });
    const demo = await h.signIn('demo');
    const editorOnA = await h.signIn('editor');
    const editorOnB = new ApiClient(appB, editorOnA.session, h.nowSeconds);
    const id = await feedbackForm(demo);

    const onA = await openStream(h.app, id, await ticketFor(demo, id, CLIENT_A));
    await onA.next((e) => e.event === 'presence');
    await editorOnB.post(`/api/v1/forms/${id}/presence`, { client_id: CLIENT_B, selected_field_id: 'name' });
    const seen = await onA.next((e) => e.event === 'presence' && presenceOf(e).length > 0);
    expect(presenceOf(seen)).toEqual([['Eddie Editor', 'name']]);
    await editorOnB.post(`/api/v1/forms/${id}/comments`, { comment_text: 'From instance B' });
    await onA.next((e) => e.event === 'comment' && e.data.action === 'added');
    const saved = await editorOnB.put(`/api/v1/forms/${id}`, { description: 'Customer Feedback' });
    expect(saved.status).toBe(200);
    const savedOnA = await onA.next((e) => e.event === 'activity' && e.data.type === 'form_saved');
    expect(savedOnA.data).toMatchObject({ user_name: 'Eddie Editor' });

    const onB = await openStream(appB, id, await ticketFor(editorOnB, id, CLIENT_B));
    await demo.post(`/api/v1/forms/${id}/presence`, { client_id: CLIENT_A, selected_field_id: 'email' });
    const fromA = await onB.next(
      (e) => e.event === 'presence' && presenceOf(e).some(([name]) => name === 'Demo Admin'),
    );
    expect(presenceOf(fromA)).toContainEqual(['Demo Admin', 'email']);
    await onA.close();
    await onB.close();
  });
});
