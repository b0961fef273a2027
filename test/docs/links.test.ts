import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownDocs, readRepoFile, repoRoot } from '../helpers/docs.ts';

// Issue 38 point 5: the README is the short path and the reference is in docs/, one topic per
// file. The pages point at each other, so every relative link must reach a file that exists and,
// when it names a heading, a heading that exists; the README must stay short; and no page shows
// raw benchmark JSON (the benchmarks write theirs into bench-results/).

/** The README's bound, in bytes: what fits on a few screens, the tour's first part included. */
const README_MAX_BYTES = 16 * 1024;

/** The lines outside fenced code blocks. */
function prose(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2, …. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const line of prose(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    result.add(n === 0 ? base : `${base}-${n}`);
  }
  return result;
}

/** Every inline link's target that is neither absolute nor a mail address, with its line. */
function relativeLinks(markdown: string): { target: string; line: number }[] {
  const links: { target: string; line: number }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) return;
    for (const match of line.replace(/`[^`]*`(?!\])/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1]!;
      if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push({ target, line: i + 1 });
    }
  });
  return links;
}

describe('the docs', () => {
  const pages = markdownDocs();

  it('are the README and a page per topic under docs/', () => {
    expect(pages[0]).toBe('README.md');
    expect(pages.length).toBeGreaterThanOrEqual(10);
  });

  it('link only to files that exist, and to headings that exist', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages) {
      for (const { target, line } of relativeLinks(readRepoFile(page))) {
        checked++;
        const [file, anchor] = target.split('#') as [string, string | undefined];
        const resolved = file ? path.posix.normalize(path.posix.join(path.posix.dirname(page), decodeURI(file))) : page;
        if (resolved.startsWith('..') || !existsSync(path.join(repoRoot, resolved))) {
          broken.push(`${page}:${line}: ${target} (no ${resolved})`);
          continue;
        }
        if (anchor === undefined || !resolved.endsWith('.md') || statSync(path.join(repoRoot, resolved)).isDirectory()) continue;
        if (!anchors(readRepoFile(resolved)).has(anchor)) broken.push(`${page}:${line}: ${target} (no heading #${anchor} in ${resolved})`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked, 'the pages link to each other').toBeGreaterThan(pages.length);
  });

  it('are all on the README’s map', () => {
    const readme = readRepoFile('README.md');
    for (const page of pages.slice(1)) expect(readme, `README.md links to ${page}`).toContain(`](${page})`);
  });

  it('keep the README short', () => {
    expect(Buffer.byteLength(readRepoFile('README.md'))).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it('show no raw benchmark JSON', () => {
    for (const page of pages) {
      const lines = readRepoFile(page).split('\n');
      lines.forEach((line, i) => {
        const text = line.trim();
        expect(/"bench"\s*:/.test(text), `${page}:${i + 1}: a benchmark's JSON belongs in bench-results/`).toBe(false);
        if (!text.startsWith('{') || !text.endsWith('}')) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return; // not JSON
        }
        expect(parsed, `${page}:${i + 1}: a raw JSON line`).not.toBeTypeOf('object');
      });
    }
  });
});
