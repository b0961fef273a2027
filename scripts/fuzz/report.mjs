// Reads schemathesis' JUnit reports back: one testcase per operation and run, failed when it
// holds a <failure> or an <error>. The failure text names each check (`- ST201 Title`) and
// follows it with the curl line(s) that reproduce it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const unescapeXml = (text) =>
  text.replace(/&(lt|gt|quot|apos|amp|#(\d+)|#x([0-9a-f]+));/gi, (_, name, dec, hex) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' }[name.toLowerCase()];
  });

/**
 * [{ operation, failed, problems: [{ check, curl, request }] }] from one JUnit file (`request`:
 * method and path of the last curl line), or undefined when
 * there is none (schemathesis did not get as far as writing it).
 */
export function readJUnit(file) {
  if (!existsSync(file)) return undefined;
  const xml = readFileSync(file, 'utf8');
  const cases = [];
  for (const match of xml.matchAll(/<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
    const operation = unescapeXml(/\bname="([^"]*)"/.exec(match[1])?.[1] ?? '?');
    const body = match[2] ?? '';
    const problems = [];
    for (const block of body.matchAll(/<(failure|error)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
      const text = unescapeXml(block[2]);
      if (block[1] === 'error') {
        problems.push({ check: `error: ${text.trim().split('\n').slice(0, 3).join(' ').slice(0, 200)}`, curl: undefined });
        continue;
      }
      // One test case can fail several checks; its curl line comes after all of them.
      let waiting = [];
      for (const line of text.split('\n')) {
        const title = /^- (\S+ .+)$/.exec(line.trim());
        if (title) {
          const problem = { check: title[1], curl: undefined };
          problems.push(problem);
          waiting.push(problem);
        } else if (/^curl /.test(line.trim())) {
          // A stateful failure reproduces as several curl lines in a row: the whole sequence.
          for (const problem of waiting) problem.curl = problem.curl ? `${problem.curl}\n${line.trim()}` : line.trim();
        } else if (line.trim() && waiting.some((problem) => problem.curl)) {
          waiting = [];
        }
      }
      if (problems.length === 0) problems.push({ check: text.trim().split('\n')[0].slice(0, 200), curl: undefined });
    }
    // A stateful failure belongs to the sequence's last request: name it, ids left as they were.
    for (const problem of problems) {
      const last = problem.curl?.split('\n').pop() ?? '';
      const method = /^curl -X (\S+)/.exec(last)?.[1];
      const url = /(?:^|\s)'?(https?:\/\/[^\s']+)'?$/.exec(last)?.[1]; // the URL ends the line
      // Ids (`ten_` + a ULID) become `{id}`, so that the same failure on two resources groups as one.
      problem.request = method && url ? `${method} ${new URL(url).pathname.replace(/\/[a-z]+_[0-9A-Z]{26}(?=\/|$)/g, '/{id}')}` : undefined;
    }
    cases.push({ operation, failed: problems.length > 0 || /<(failure|error)\b/.test(body), problems });
  }
  return cases;
}

/**
 * Prints the per-identity summary and writes failures.txt; returns the tally. Each identity ×
 * operation counts once, the identity's stateful sequences once more (schemathesis reports them
 * as one testcase, "Stateful tests"), and a run that broke down once more.
 */
export function summarize(results, reportDir) {
  let passed = 0;
  let failed = 0;
  console.log('\n== schemathesis summary (one check per identity × operation, and one for its stateful sequences)');
  for (const { name, runs, cases } of results) {
    const bad = [...cases.values()].filter((entry) => entry.failed).length;
    const broken = runs.filter((run) => run.broken).length;
    passed += cases.size - bad;
    failed += bad + broken;
    const timing = runs.map(describeRun).join(', ');
    console.log(`${name}: ${cases.size} operations, ${cases.size - bad} passed, ${bad} failed; ${timing}`);
    for (const [operation, entry] of cases) {
      const checks = [
        ...new Set(
          entry.problems.map(
            (problem) => `${problem.check} [${problem.phase === 'stateful' ? `stateful: ${problem.request}` : problem.phase}]`,
          ),
        ),
      ];
      if (entry.failed) console.log(`  ✗ ${operation}: ${checks.join('; ') || 'failed'}`);
    }
  }
  writeFileSync(path.join(reportDir, 'failures.txt'), groupedFailures(results));
  return { passed, failed };
}

function describeRun(run) {
  if (run.phase === 'setup') return 'world setup FAILED';
  const note = run.timedOut ? ' TIMED OUT' : run.broken ? ` BROKE (exit ${run.code})` : run.notApplicable ? ' (no links to follow)' : '';
  return `${run.phase} ${run.seconds}s${note}`;
}

/** Check → operation → the identities it failed for, with one reproduction each. */
function groupedFailures(results) {
  const byCheck = new Map();
  for (const { name, cases } of results) {
    for (const [operation, entry] of cases) {
      for (const problem of entry.problems) {
        const operations = byCheck.get(problem.check) ?? new Map();
        byCheck.set(problem.check, operations);
        const label = problem.phase === 'stateful' ? `${operation}, ending ${problem.request}` : operation;
        const seen = operations.get(label) ?? new Map();
        operations.set(label, seen);
        if (!seen.has(name) || (!seen.get(name) && problem.curl)) seen.set(name, problem.curl);
      }
    }
  }
  const lines = [];
  for (const [check, operations] of [...byCheck].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(check);
    for (const [operation, identities] of operations) {
      for (const [identity, curl] of identities) {
        lines.push(`  ${operation} (${identity})`, ...(curl ?? '(no reproduction)').split('\n').map((line) => `    ${line}`));
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
