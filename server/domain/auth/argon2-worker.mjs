// One of the password-hashing threads (passwords.ts). Plain JavaScript, so that it loads the
// same way under tsx, vitest and compiled output.
import { setPriority } from 'node:os';
import { hashSync, verifySync } from '@node-rs/argon2';

// The lowest scheduling priority, for this thread only (on Linux a thread is a task of its
// own): argon2 takes every idle cycle, but whenever the event loop has work it gets the core
// first, so a login storm cannot slow down everything else. Where it is not allowed, the
// thread simply runs at normal priority.
try {
  setPriority(0, 19);
} catch {
  // keep the default priority
}

/** @param {{ op: 'hash', password: string, options: object } | { op: 'verify', hash: string, password: string }} task */
export default function run(task) {
  return task.op === 'hash' ? hashSync(task.password, task.options) : verifySync(task.hash, task.password);
}
