/**
 * HTTP load with autocannon (its programmatic API): keep-alive connections, each request sent as
 * soon as the previous answer on its connection is in. `throughput` loads one path for a while
 * with a browser's headers; `sendAll` sends a list of distinct requests once each (the booking
 * submits). Only 2xx answers count as served.
 */
import { get } from "node:http";
import autocannon, { type AutocannonRequest, type AutocannonResult } from "autocannon";

const CHROME_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36";

/** What Chromium sends for a page, a script or image, and a fetch() of JSON. */
export const BROWSER_HEADERS = {
  page: {
    accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
    "accept-language": "uk-UA,uk;q=0.9,en-US;q=0.8,en;q=0.7",
    "accept-encoding": "gzip, deflate, br",
    "user-agent": CHROME_UA,
  },
  asset: {
    accept: "*/*",
    "accept-language": "uk-UA,uk;q=0.9,en-US;q=0.8,en;q=0.7",
    "accept-encoding": "gzip, deflate, br",
    "user-agent": CHROME_UA,
  },
  json: {
    accept: "application/json",
    "accept-language": "uk-UA,uk;q=0.9,en-US;q=0.8,en;q=0.7",
    "accept-encoding": "gzip, deflate, br",
    "user-agent": CHROME_UA,
  },
} as const;

export interface Throughput {
  path: string;
  /** 2xx answers per second over the whole run. */
  perSecond: number;
  latencyP50: number;
  latencyP99: number;
  served: number;
  /** Answers other than 2xx, and connection errors and timeouts. */
  failed: number;
  /** The Content-Encoding of the answer, from a request made before the load. */
  encoding: string;
  /** Bytes of one answer on the wire (body only), from that request. */
  bodyBytes: number;
}

const seconds = (result: AutocannonResult) => (result.finish.getTime() - result.start.getTime()) / 1000;

function twoHundreds(result: AutocannonResult): number {
  return Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => status.startsWith("2"))
    .reduce((sum, [, stats]) => sum + Number(stats.count), 0);
}

/** One request as the load will send it: it must answer 200, not a redirect. */
async function probe(base: string, path: string, headers: Record<string, string>) {
  // node:http hands the body over as sent (fetch would decode it).
  const { status, encoding, bodyBytes } = await new Promise<{ status: number; encoding: string; bodyBytes: number }>((answered, failed) => {
    get(`${base}${path}`, { headers }, (response) => {
      let bodyBytes = 0;
      response.on("data", (chunk: Buffer) => (bodyBytes += chunk.length));
      response.on("end", () => answered({ status: response.statusCode ?? 0, encoding: String(response.headers["content-encoding"] ?? "identity"), bodyBytes }));
      response.on("error", failed);
    }).on("error", failed);
  });
  if (status !== 200) throw new Error(`GET ${path} answered ${status}, not 200: nothing to measure`);
  return { encoding, bodyBytes };
}

export async function throughput(
  base: string,
  path: string,
  headers: Record<string, string>,
  options: { connections: number; seconds: number },
): Promise<Throughput> {
  const { encoding, bodyBytes } = await probe(base, path, headers);
  const result = await autocannon({ url: `${base}${path}`, headers, connections: options.connections, duration: options.seconds, timeout: 30 });
  const served = twoHundreds(result);
  return {
    path,
    perSecond: served / seconds(result),
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    served,
    failed: result.non2xx + result.errors,
    encoding,
    bodyBytes,
  };
}

export interface SendResult {
  /** Answers per status code. */
  statuses: Map<number, number>;
  errors: number;
  seconds: number;
  /** Median time to an answer, ms. */
  latencyP50: number;
}

/** Sends each request once, `connections` at a time; answers how each went and how long it all took. */
export async function sendAll(base: string, requests: readonly AutocannonRequest[], connections: number): Promise<SendResult> {
  if (requests.length === 0) return { statuses: new Map(), errors: 0, seconds: 0, latencyP50: 0 };
  let next = 0;
  const statuses = new Map<number, number>();
  // autocannon ends a run of `amount` requests on its one-second tick, so its own start and finish
  // would round the run up to the next second: the time is the last answer's, from the start.
  const started = performance.now();
  let lastAnswer = started;
  const result = await autocannon({
    url: base,
    connections: Math.min(connections, requests.length),
    amount: requests.length,
    timeout: 60,
    requests: [
      {
        // Each request the connections send is the next of the list (its path, headers and body).
        setupRequest: (request) => ({ ...request, ...requests[Math.min(next++, requests.length - 1)] }),
        onResponse: (status) => {
          lastAnswer = performance.now();
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        },
      },
    ],
  });
  return { statuses, errors: result.errors, seconds: (lastAnswer - started) / 1000, latencyP50: result.latency.p50 };
}

export interface Pollers {
  /** Stops the pollers; answers what they were answered. */
  stop(): Promise<{ served: number; failed: number; perSecond: number }>;
}

/**
 * `clients` keep-alive clients, each asking for the next of `paths` `ratePerClient` times a
 * second until stopped (bots and dashboards following the boards).
 */
export function startPollers(base: string, paths: readonly string[], headers: Record<string, string>, clients: number, ratePerClient: number): Pollers {
  let next = 0;
  const instance = autocannon({
    url: base,
    connections: clients,
    connectionRate: ratePerClient,
    duration: 3600,
    timeout: 30,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, method: "GET", path: paths[next++ % paths.length]! }) }],
  });
  const done = Promise.resolve(instance);
  return {
    async stop() {
      instance.stop();
      const result = await done;
      const served = twoHundreds(result);
      return { served, failed: result.non2xx + result.errors, perSecond: served / seconds(result) };
    },
  };
}
