// Prints each project's slowest test files at the end of a run (issue 24): where a suite's time goes is the
// first thing to know before making it faster. A file's time is its import plus its tests and hooks. It also
// names every test that passed only when run again (the browser suite retries once, decision 235), so a
// flaky test stays in sight instead of being absorbed by the retry.
import type { Reporter, TestCase, TestModule } from 'vitest/node';

type TestError = NonNullable<ReturnType<TestCase['result']>['errors']>[number];

const SHOWN = 8;

interface FileTime {
  file: string;
  importMs: number;
  testsMs: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function slowestFiles(modules: readonly FileTime[], shown = SHOWN): string[] {
  return [...modules]
    .sort((a, b) => b.importMs + b.testsMs - (a.importMs + a.testsMs))
    .slice(0, shown)
    .map(
      ({ file, importMs, testsMs }) =>
        `  ${seconds(importMs + testsMs).padStart(8)}  ${file} (import ${seconds(importMs)}, tests and hooks ${seconds(testsMs)})`,
    );
}

/** An error of a failed run, on one line: its message (the start of it) and where in a test file it was. */
function firstRunError(error: TestError): string {
  const message = (error.message ?? '').replace(/\s+/g, ' ').trim().slice(0, 400);
  const at = error.stacks?.find((frame) => frame.file.includes('/tests/'));
  return at ? `${message} (${at.file.slice(at.file.indexOf('/tests/') + 1)}:${at.line})` : message;
}

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const byProject = new Map<string, FileTime[]>();
    const passedOnRetry: string[] = [];
    let flaky = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        if (!test.diagnostic()?.flaky) continue;
        flaky += 1;
        passedOnRetry.push(`  ${module.relativeModuleId} > ${test.fullName}`);
        // The failed run's errors are kept on a test that passed on its retry: why it failed, where.
        for (const error of test.result().errors ?? [])
          passedOnRetry.push(`    first run: ${firstRunError(error)}`);
      }
      const { collectDuration, duration } = module.diagnostic();
      const project = module.project.name || 'tests';
      const files = byProject.get(project) ?? [];
      files.push({ file: module.relativeModuleId, importMs: collectDuration, testsMs: duration });
      byProject.set(project, files);
    }
    for (const [project, files] of byProject) {
      const total = files.reduce((sum, file) => sum + file.importMs + file.testsMs, 0);
      process.stdout.write(
        `\nSlowest ${project} files (of ${files.length}, ${seconds(total)} in all, across workers):\n` +
          `${slowestFiles(files).join('\n')}\n`,
      );
    }
    if (passedOnRetry.length > 0) {
      process.stdout.write(
        `\nPassed only when run again (${flaky}; flaky, see decision 235):\n${passedOnRetry.join('\n')}\n`,
      );
    }
  }
}
