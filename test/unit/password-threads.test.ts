import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/domain/auth/passwords.ts';

// Issue 17: argon2 runs on threads of its own at the lowest priority, so a login storm cannot
// take the cores from the event loop (the effect is measured by npm run bench:hot-paths).

/** The nice value of each thread of this process (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('password hashing threads', () => {
  it('hash and verify: argon2id at our parameters, the right password only, a corrupt hash never', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'Correct horse battery staple')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse battery staple')).toBe(false);
  });

  it.runIf(process.platform === 'linux')('run at the lowest scheduling priority, the event loop at the normal one', async () => {
    await Promise.all([hashPassword('one'), hashPassword('two')]);
    const nice = threadNiceValues();
    expect(nice).toContain(19);
    expect(nice).toContain(0);
  });
});
