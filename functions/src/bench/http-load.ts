import http from 'node:http';

export interface Timing {
  status: number;
  ms: number;
}

/** One GET over a keep-alive agent, timed from send to the last byte of the body. */
export function timedGet(agent: http.Agent, port: number, path: string, headers: Record<string, string> = {}): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export interface LatencyResult {
  requests: number;
  p50: number;
  p95: number;
  statuses: Set<number>;
}

/**
 * Up to `count` requests one after another (after a short warm-up), stopping early after
 * `maxSeconds` so a slow path cannot stretch the bench: p50 and p95 in milliseconds.
 */
export async function measureLatency(
  port: number,
  path: string,
  options: { count: number; maxSeconds: number; headers?: Record<string, string> },
): Promise<LatencyResult> {
  const { count, maxSeconds, headers = {} } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < 10; i++) await timedGet(agent, port, path, headers);
    const times: number[] = [];
    const statuses = new Set<number>();
    const deadline = performance.now() + maxSeconds * 1000;
    for (let i = 0; i < count && performance.now() < deadline; i++) {
      const { ms, status } = await timedGet(agent, port, path, headers);
      times.push(ms);
      statuses.add(status);
    }
    times.sort((a, b) => a - b);
    return { requests: times.length, p50: percentile(times, 50), p95: percentile(times, 95), statuses };
  } finally {
    agent.destroy();
  }
}

export interface ThroughputResult {
  requests: number;
  perSecond: number;
  failed: number;
}

/**
 * As many GETs as `concurrency` keep-alive connections can make in `seconds` (a bounded load
 * generator: loopback only, a fixed time, a fixed number of connections).
 */
export async function measureThroughput(port: number, path: string, options: { seconds: number; concurrency: number }): Promise<ThroughputResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const deadline = performance.now() + options.seconds * 1000;
  let requests = 0;
  let failed = 0;
  const loop = async () => {
    while (performance.now() < deadline) {
      const { status } = await timedGet(agent, port, path);
      requests += 1;
      if (status !== 200) failed += 1;
    }
  };
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: options.concurrency }, loop));
  } finally {
    agent.destroy();
  }
  return { requests, perSecond: requests / ((performance.now() - started) / 1000), failed };
}
