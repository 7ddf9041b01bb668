import type { Throughput } from './closedLoop';
import type { MailDrain } from './mailDrained';
import type { FixedRateResult } from './openLoop';

const ms = (value: number) => `${value.toFixed(1)} ms`;

export function rssLine(label: string, megabytes: number, startedAfterSeconds: number): string {
  return `RSS 10 s after start, ${label.padEnd(22)} ${megabytes.toFixed(0).padStart(5)} MB  (ready after ${startedAfterSeconds.toFixed(1)} s)`;
}

export function healthLine(label: string, server: Throughput, bare: Throughput): string {
  const share = (100 * server.requestsPerSecond) / bare.requestsPerSecond;
  return (
    `GET /api/health, ${label.padEnd(12)} ${server.requestsPerSecond.toFixed(0).padStart(6)} req/s vs bare Fastify ` +
    `${bare.requestsPerSecond.toFixed(0)} req/s = ${share.toFixed(0)} %  (non-2xx ${server.failures})`
  );
}

/** How long after the load the server took to write the e-mails its answered inquiries queued. */
export function mailLine(label: string, drain: MailDrain): string {
  const outcome = drain.drained ? 'all written' : 'gave up waiting';
  return `E-mails after the load, ${label}: ${drain.written} written, the last ${drain.seconds.toFixed(1)} s after it ended (${outcome})`;
}

export function inquiryLine(label: string, r: FixedRateResult): string {
  const statuses = Object.entries(r.statuses)
    .map(([status, count]) => `${status}x${count}`)
    .join(' ');
  return (
    `POST /api/email/inquiry, ${label.padEnd(10)} target ${r.targetRate}/s achieved ${r.achievedRate.toFixed(0)}/s  ` +
    `p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  max ${ms(r.max)}  errors ${r.errors}  ` +
    `refused (503) ${r.statuses['503'] ?? 0}  [${statuses}]`
  );
}
