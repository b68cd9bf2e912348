// Requests as @hono/node-server hands them to the app: with the Node request (and so the connection's peer
// address) in the environment. Sign-in rate limiting counts by that address.
import type { Answer, Loose } from './client';
import type { Harness } from './harness';

export async function signInFrom(
  h: Harness,
  address: string,
  username: string,
  password: string,
): Promise<Answer> {
  const response = await h.app.request(
    '/api/v1/auth/signin',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Loose, text, headers: response.headers };
}
