import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A file of the repository, by its path from the root. */
export function readRepoFile(file: string): string {
  return readFileSync(path.join(repoRoot, file), 'utf8');
}

/**
 * A reference page of docs/ (issue 38 point 5: the README is the short path, the reference lives
 * in docs/, one topic per file), by its name with or without `.md`: readDoc('sdks').
 */
export function readDoc(name: string): string {
  return readRepoFile(path.posix.join('docs', name.endsWith('.md') ? name : `${name}.md`));
}

/** README.md and every docs/*.md, as paths from the root: what a person reads. */
export function markdownDocs(): string[] {
  const pages = readdirSync(path.join(repoRoot, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`);
  return ['README.md', ...pages];
}
