// The wall-time table of a test run's steps (testStages.ts, and .ci/run for the whole CI run).

export interface StepTime {
  name: string;
  seconds: number;
  passed: boolean;
}

const duration = (seconds: number) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${(seconds % 60).toFixed(0).padStart(2, '0')} s`
    : `${seconds.toFixed(1)} s`;

/** One line per step, then the run's own wall time (steps side by side overlap, so it is not their sum). */
export function formatStageTable(times: readonly StepTime[], totalSeconds: number): string[] {
  const width = Math.max(...times.map((time) => time.name.length), 'wall time'.length);
  return [
    'Stage times (wall clock):',
    ...times.map(
      (time) =>
        `  ${time.name.padEnd(width)}  ${duration(time.seconds).padStart(10)}${time.passed ? '' : '  FAILED'}`,
    ),
    `  ${'wall time'.padEnd(width)}  ${duration(totalSeconds).padStart(10)}`,
  ];
}
