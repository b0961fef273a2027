import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Outside production, secrets the operator did not configure (signing key, token secret,
 * encryption key) are generated once into DATA_DIR and kept, so data and tokens survive
 * restarts. Created exclusively and readable by the owner only.
 */
export async function readOrCreateSecretFile(file: string, create: () => string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await writeFile(file, create(), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    // Another process created it first: theirs wins, so every instance agrees.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFile(file, 'utf8');
}
