// `npm test`: every jest project (with shared-domain rule coverage), then the Playwright suite against the
// composed store in the system Chromium. Prints the totals over both runners as its last line.
import fs from 'node:fs';
import path from 'node:path';
import { build } from './build.mjs';
import { log, repoRoot, run } from './lib.mjs';

const outDir = path.join(repoRoot, '.ci', 'output');
fs.mkdirSync(outDir, { recursive: true });

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

const jestReport = path.join(outDir, 'jest.json');
fs.rmSync(jestReport, { force: true });
try {
  await run('npx', ['jest', '--ci', '--coverage', '--json', `--outputFile=${jestReport}`]);
} catch (error) {
  ok = false;
  log(error.message);
}
const jest = readJson(jestReport);
if (jest) {
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests;
  totals.skipped += jest.numPendingTests + jest.numTodoTests;
  if (jest.numFailedTestSuites > 0 && jest.numFailedTests === 0) totals.failed += jest.numFailedTestSuites;
} else {
  totals.failed += 1;
}

if (!process.argv.includes('--unit')) {
  const e2eReport = path.join(outDir, 'e2e.json');
  fs.rmSync(e2eReport, { force: true });
  try {
    await build();
    await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    });
  } catch (error) {
    ok = false;
    log(error.message);
  }
  const e2e = readJson(e2eReport);
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected;
    totals.failed += e2e.stats.unexpected;
    totals.skipped += e2e.stats.skipped;
  } else {
    totals.failed += 1;
  }
}

if (totals.failed > 0) ok = false;
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
