import http from 'node:http';
import { vi } from 'vitest';

/** One kind of request the load sends over and over, each sender on a keep-alive connection of its own. */
export interface LoadRequest {
  path: string;
  method?: 'GET' | 'POST';
  /** A JSON body; with `slowMs`, its first half is sent, and the rest that many milliseconds later. */
  body?: () => string;
  slowMs?: number;
}

export interface LoadAnswer {
  path: string;
  /** Whether its body came in two halves (`slowMs`). */
  slow: boolean;
  /** When the request (or its first half) was handed to the system: `mark()`'s clock, not the wall clock's. */
  sentAt: number | undefined;
  answeredAt: number;
  /** The status, or the error code when no answer came (ECONNRESET, ECONNREFUSED…). */
  status: number | string;
  /** The answer's first hundred characters. */
  body: string;
}

export interface Load {
  /** A point on the load's clock: a request is "sent before" it when `sentAt < mark()`. */
  mark(): number;
  /** How many slow requests have their first half sent and no answer yet. */
  slowInFlight(): number;
  answers(): readonly LoadAnswer[];
  /** Stops sending, and gives every request's outcome once each sender's last one has ended. */
  stop(): Promise<LoadAnswer[]>;
}

/**
 * Pause between two requests of a sender: a steady stream on each connection that leaves the machine's cores to the
 * server and to other tests, rather than a flood.
 */
const BETWEEN_REQUESTS_MS = 5;
/** Pause after a request that got no answer, so a sender facing a closed port does not spin. */
const AFTER_FAILURE_MS = 50;

/**
 * A stream of requests to a server on `port`: `senders` of each kind, each sending one after another on its own
 * keep-alive connection, as a browser or a proxy in front of the site does. Every outcome is kept, with the moment the request
 * was sent, so that a test can tell what was sent before a signal from what was sent after it.
 */
export function startLoad(port: number, kinds: { request: LoadRequest; senders: number }[]): Load {
  let clock = 0;
  const tick = () => {
    clock += 1;
    return clock;
  };
  let running = true;
  let slowInFlight = 0;
  const answers: LoadAnswer[] = [];
  const agents: http.Agent[] = [];

  const send = (agent: http.Agent, spec: LoadRequest) =>
    new Promise<LoadAnswer>((resolve) => {
      const slow = spec.slowMs !== undefined;
      let sentAt: number | undefined;
      let settled = false;
      let received = '';
      const settle = (status: number | string) => {
        if (settled) return;
        settled = true;
        if (slow && sentAt !== undefined) slowInFlight -= 1;
        resolve({ path: spec.path, slow, sentAt, answeredAt: tick(), status, body: received });
      };
      const body = spec.body?.();
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: spec.path,
          method: spec.method ?? 'GET',
          agent,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
        },
        (response) => {
          response.on('data', (chunk: Buffer) => {
            if (received.length < 100) received += chunk.toString().slice(0, 100 - received.length);
          });
          response.on('end', () => settle(response.statusCode ?? 'no status'));
          response.on('error', (error: NodeJS.ErrnoException) => settle(error.code ?? error.message));
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => settle(error.code ?? error.message));
      const sent = () => {
        if (sentAt !== undefined || settled) return;
        sentAt = tick();
        if (slow) slowInFlight += 1;
      };
      if (body === undefined) request.end(sent);
      else if (!slow) request.end(body, sent);
      else {
        const half = Math.floor(body.length / 2);
        request.write(body.slice(0, half), sent);
        setTimeout(() => request.end(body.slice(half)), spec.slowMs);
      }
    });

  const sender = async (spec: LoadRequest) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    while (running) {
      const answer = await send(agent, spec);
      answers.push(answer);
      const pause = typeof answer.status === 'number' ? BETWEEN_REQUESTS_MS : AFTER_FAILURE_MS;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  };
  const senders = kinds.flatMap(({ request, senders: count }) =>
    Array.from({ length: count }, () => sender(request)),
  );

  return {
    mark: tick,
    slowInFlight: () => slowInFlight,
    answers: () => answers,
    async stop() {
      running = false;
      await Promise.all(senders);
      for (const agent of agents) agent.destroy();
      return answers;
    },
  };
}

/** Whether a status says the request was served. */
export const served = (answer: LoadAnswer) =>
  typeof answer.status === 'number' && answer.status >= 200 && answer.status < 300;

/** Polls `check` until it holds, for at most `ms`; a failure names `what` was waited for. */
export async function eventually(what: string, check: () => boolean, ms = 30_000): Promise<void> {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`${what}: not within ${ms} ms`);
    },
    { timeout: ms, interval: 20 },
  );
}
