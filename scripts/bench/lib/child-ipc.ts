// The child's half of the conversation with the parent (processes.ts has the other).

/** Ends the child when the parent asks (SIGTERM) or disappears (the IPC channel closes). */
export function onStop(stop: () => Promise<void>): void {
  let stopping = false;
  const once = () => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', once);
  process.on('disconnect', once);
}

export type Commands = Record<string, (args: any) => unknown>;

/** Answers askChild requests: `{ id, command, args }` → `{ id, value }` or `{ id, error }`. */
export function answerCommands(commands: Commands): void {
  process.on('message', (message: { id?: number; command?: string; args?: unknown }) => {
    if (typeof message?.id !== 'number' || typeof message.command !== 'string') return;
    const { id, command, args } = message;
    const run = commands[command];
    Promise.resolve()
      .then(() => {
        if (!run) throw new Error(`unknown command ${command}`);
        return run(args);
      })
      .then(
        (value) => process.send!({ id, value: value ?? null }),
        (err: unknown) => process.send!({ id, error: err instanceof Error ? err.message : String(err) }),
      );
  });
}
