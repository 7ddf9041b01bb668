/** The q-quantile of sorted values (nearest rank). */
export const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

/** "n=… p50 … ms, p99 … ms, max … ms" of some timings in milliseconds. */
export function timingFigures(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (v: number) => v.toFixed(1);
  return `n=${sorted.length} p50 ${ms(quantile(sorted, 0.5))} ms, p99 ${ms(quantile(sorted, 0.99))} ms, max ${ms(sorted[sorted.length - 1] ?? Number.NaN)} ms`;
}
