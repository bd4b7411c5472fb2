// `npm test`: typecheck, lint, format check, then every test suite of every package.
// Prints one closing line "N passed, N failed" counting the test cases of all suites.
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run-steps.ts';

const root = join(import.meta.dirname, '..');
process.chdir(root);
const reportDir = join(root, '.tmp', 'reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

type Step = { name: string; command: string; args: string[]; report?: string };
const vitestReport = join(reportDir, 'vitest.json');
const e2eReport = join(reportDir, 'e2e.json');
const steps: Step[] = [
  { name: 'typecheck', command: 'tsc', args: ['-b'] },
  { name: 'lint', command: 'eslint', args: ['.', '--max-warnings', '0'] },
  { name: 'format', command: 'prettier', args: ['--check', '.', '--log-level', 'warn'] },
  {
    name: 'unit, component and integration tests',
    command: 'vitest',
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    report: vitestReport,
  },
  {
    name: 'end-to-end tests (Chromium against the real server)',
    command: 'vitest',
    args: [
      'run',
      '--config',
      'e2e/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${e2eReport}`,
    ],
    report: e2eReport,
  },
];

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
for (const step of steps) {
  console.log(`\n── ${step.name} ──`);
  const code = await run(step.command, step.args);
  if (code !== 0) failedSteps.push(step.name);
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else if (step.report) {
    failed += 1;
  }
}

console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
if (failedSteps.length > 0 && failed === 0) failed = failedSteps.length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
