// A constant-rate (open-loop) load generator: requests start on a fixed schedule whatever the answers do,
// and each latency counts from the moment its request was due, not from when a free connection sent it.
// autocannon is closed-loop (a connection sends its next request when the last one is answered) and its
// rate limit sends each second's quota in a burst, so the latencies it reports at a set rate are those of
// a saturated server. A latency target under load ("p99 within 10 % of…") is measured at the same offered
// load for both sides, below capacity, as wrk2 does; otherwise it only restates the throughput.
// Several targets share one schedule: at each due moment every target gets its request (in turns, first
// one target, then the other), so a stall of the machine (a slow fsync, a busy neighbour) falls on all of
// them at once and a comparison between them measures the servers, not the moment each was measured in.
import http from 'node:http';

export interface OpenLoopRequest {
  /** http://host:port */
  base: string;
  method: 'POST' | 'GET';
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface OpenLoopResult {
  /** Milliseconds from when each answered (2xx) request was due to its last byte. */
  latencies: number[];
  /** Requests answered otherwise, or failed. */
  failures: number;
  /** Requests still unanswered when the run ended (counted as failures too). */
  unanswered: number;
}

/** How often the schedule is looked at; requests due since the last look start together. */
const TICK_MS = 1;

/** Offers `rate` requests per second to each target for `seconds`; one result per target, in order. */
export async function openLoop(
  requests: OpenLoopRequest[],
  rate: number,
  seconds: number,
): Promise<OpenLoopResult[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const targets = requests.map((request) => {
    const body = Buffer.from(request.body);
    return {
      request,
      url: new URL(request.path, request.base),
      body,
      headers: { ...request.headers, 'content-length': String(body.length) },
      latencies: [] as number[],
      failures: 0,
      inFlight: 0,
    };
  });
  const inFlight = () => targets.reduce((n, t) => n + t.inFlight, 0);
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;

  const send = (target: (typeof targets)[number], due: number) => {
    target.inFlight += 1;
    let settled = false;
    // A response error and a request error may both report one request.
    const done = (ok: boolean) => {
      if (settled) return;
      settled = true;
      target.inFlight -= 1;
      if (ok) target.latencies.push(performance.now() - due);
      else target.failures += 1;
    };
    const { url, headers, body } = target;
    const req = http.request(url, { method: target.request.method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => done((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300));
      res.on('error', () => done(false));
    });
    req.on('error', () => done(false));
    req.end(body);
  };

  const start = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        const due = start + sent * interval;
        // Turns alternate, so no target is always the one sent first.
        for (let i = 0; i < targets.length; i += 1) send(targets[(sent + i) % targets.length]!, due);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, TICK_MS);
      else resolve();
    };
    tick();
  });
  // The last requests get as long as a slow answer may take; what is still open then is a failure.
  const deadline = performance.now() + 10_000;
  while (inFlight() > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  agent.destroy();
  return targets.map((t) => ({
    latencies: t.latencies,
    failures: t.failures + t.inFlight,
    unanswered: t.inFlight,
  }));
}
