import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { formatSlowest, type TimedTest } from './slowest';

/**
 * Vitest reporter (beside `default`): the ten slowest tests of all projects at the end of the run,
 * and the ten slowest files (a file's time includes its setup: app, database, imports).
 */
export default class SlowestReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const tests: TimedTest[] = [];
    const files: TimedTest[] = [];
    for (const module of testModules) {
      const file = path.relative(process.cwd(), module.moduleId);
      files.push({ where: module.project.name, title: file, ms: module.diagnostic().duration });
      for (const test of module.children.allTests()) {
        const ms = test.diagnostic()?.duration;
        if (ms !== undefined) tests.push({ where: `${module.project.name} › ${file}`, title: test.fullName, ms });
      }
    }
    const text = formatSlowest('Vitest', tests) + formatSlowest('Vitest files', files);
    if (text) console.log(text);
  }
}
