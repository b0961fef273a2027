// Types for scripts/build.mjs, for the TypeScript that calls it (tests, benchmarks).
export interface BuildOptions {
  /** A tsconfig relative to the repository (default tsconfig.build.json). */
  project?: string;
  /** The output directory, relative to the repository or absolute (default dist). */
  outDir?: string;
}
export function isFresh(outDir: string, inputs?: string[]): boolean;
/** Compiles and copies the server's assets; returns the absolute output directory. */
export function build(options?: BuildOptions): string;
/** build() unless the output is newer than every input (and `extraInputs`). */
export function buildIfStale(options?: BuildOptions & { extraInputs?: string[] }): string;
