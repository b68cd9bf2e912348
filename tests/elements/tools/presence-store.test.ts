import { expect, waitUntil } from '@open-wc/testing';
import type { ApiClient } from '../../../src/api/client';
import { createPresenceStore, type PresenceStore } from '../../../src/store/presence';
import { createForm, type SignedIn, shareForm, signIn, signInAsOwner } from '../builder/real-service';
import { schemaWith } from '../builder/support';
import { clientFor } from '../renderer/support/api';

// The presence store against the real server: once the server refuses this user (403 not a member, 404
// removed), it stops heartbeats, tickets and reconnects instead of retrying forever.

const SCHEMA = schemaWith([{ id: 'q1', type: 'text', label: 'Question one' }]);

/** The session's real client, with the paths it called (every call reaches the server). */
function recordingClient(session: SignedIn): { client: ApiClient; paths: string[] } {
  const real = clientFor(session);
  const paths: string[] = [];
  const client: ApiClient = {
    serviceUrl: real.serviceUrl,
    tenant: real.tenant,
    request(method, path, options) {
      paths.push(`${method} ${path}`);
      return real.request(method, path, options);
    },
    requestWithHeaders(method, path, options) {
      paths.push(`${method} ${path}`);
      return real.requestWithHeaders(method, path, options);
    },
  };
  return { client, paths };
}

function until(check: () => unknown, message: string): Promise<void> {
  return waitUntil(check, message, { timeout: 15_000 });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('presence store', function () {
  this.timeout(60_000);
  let owner: SignedIn;
  let editor: SignedIn;
  let presence: PresenceStore | undefined;
  before(async () => {
    owner = await signInAsOwner();
    editor = await signIn('editor', 'editor1234');
  });
  afterEach(() => {
    presence?.dispose();
    presence = undefined;
  });

  it('stops heartbeats and reconnects once the member is removed (404)', async () => {
    const id = await createForm(owner, 'Presence then removal', SCHEMA);
    await shareForm(owner, id, 'editor', 'editor');
    const { client, paths } = recordingClient(editor);
    presence = createPresenceStore({ client: () => client });
    presence.connect(id);
    const store = presence;
    await until(() => store.state.status === 'live', 'never live');
    await until(() => store.state.records.length === 1, 'own heartbeat not listed');

    const members = await clientFor(owner).request<{ data: { id: string; user_email: string }[] }>(
      'GET',
      `/api/v1/forms/${id}/collaborators`,
    );
    const member = members.data.find((row) => row.user_email === 'editor@demo.example');
    await clientFor(owner).request('DELETE', `/api/v1/forms/${id}/collaborators/${member?.id}`);
    await until(() => store.state.status === 'denied', 'not denied after removal');
    expect(store.state.records).to.deep.equal([]);

    const callsAtDenial = paths.length;
    store.setSelectedField('q1');
    // Longer than the first two reconnect delays (1 s, 2 s) and the selection debounce.
    await pause(3500);
    expect(paths.slice(callsAtDenial)).to.deep.equal([]);
    expect(store.state.status).to.equal('denied');
  });

  it('does not retry when the user may not take part (403 on a template they only read)', async () => {
    const template = await clientFor(owner).request<{ id: string }>('POST', '/api/v1/forms', {
      body: { description: 'A template', schema_data: SCHEMA, is_template: true },
    });
    const { client, paths } = recordingClient(editor);
    presence = createPresenceStore({ client: () => client });
    presence.connect(template.id);
    const store = presence;
    await until(() => store.state.status === 'denied', 'not denied');
    const tickets = () => paths.filter((path) => path.endsWith('/events/ticket')).length;
    expect(tickets()).to.equal(1);
    await pause(2500);
    expect(tickets()).to.equal(1);
    expect(paths.some((path) => path.startsWith('POST') && path.endsWith('/presence'))).to.equal(false);
  });
});
