import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { formatSlowest, type TimedTest } from './slowest';

/** Playwright reporter (beside `list`): the ten slowest browser tests at the end of the run. */
export default class SlowestReporter implements Reporter {
  private readonly tests: TimedTest[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(process.cwd(), test.location.file);
    this.tests.push({ where: `${file}:${test.location.line}`, title: test.titlePath().slice(3).join(' › '), ms: result.duration });
  }

  onEnd(_result: FullResult) {
    const text = formatSlowest('Playwright', this.tests);
    if (text) console.log(text);
  }

  printsToStdio() {
    return false;
  }
}
