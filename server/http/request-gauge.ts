// Counts the HTTP requests a server is answering, so that background work can wait for a moment when
// none is. On PGlite every statement runs on the request thread, one at a time: a statement of the
// webhook worker started while a request is being answered makes that request's own statement queue
// behind all of it. Event streams (presence) stay open for hours and are not counted.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export class RequestGauge {
  private inFlight = 0;
  private waiters: (() => void)[] = [];

  watch(server: Server): this {
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (request.headers.accept === 'text/event-stream') return;
      this.inFlight += 1;
      response.once('close', () => this.settle());
    });
    return this;
  }

  /**
   * Resolves once no request is in flight, or after maxWaitMs: a server that is never quiet still gets it.
   * Looks only after the event loop has taken in what arrived meanwhile: a PGlite statement blocks the
   * loop while it runs, and the requests sent during it are not yet counted when it ends.
   */
  async whenQuiet(maxWaitMs: number): Promise<void> {
    await afterPoll();
    if (this.inFlight === 0) return;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      // Given up waiting: out of the list too, or a server that is never quiet would keep every one.
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== done);
        resolve();
      }, maxWaitMs);
      this.waiters.push(done);
    });
  }

  private settle(): void {
    this.inFlight -= 1;
    if (this.inFlight > 0 || this.waiters.length === 0) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

const immediate = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Resolves after the event loop's next poll phase, where arrived requests are read: one setImmediate may
 * run in the check phase of the current turn, before that poll; the second runs after it.
 */
async function afterPoll(): Promise<void> {
  await immediate();
  await immediate();
}
