// The file the ceilings' children start from (processes.ts forks it); BENCH_ROLE picks the
// part. The Gatekeep server child runs compiled instead (roles/gatekeep-entry.ts). Servers and ceilings each get a process of their own: autocannon in the server's
// process would share its one event loop (and its GC pauses) with the code being measured, so
// each request would pay for its own generation; as separate processes the OS spreads them
// over the cores, as it would a server and its clients. The ceilings use the same layout, so
// a ratio compares like with like.
switch (process.env.BENCH_ROLE) {
  case 'bare': {
    const { serveBare } = await import('./roles/bare.ts');
    await serveBare();
    break;
  }
  case 'in-flight': {
    const { runInFlight } = await import('./roles/in-flight.ts');
    await runInFlight();
    break;
  }
  default:
    throw new Error(`unknown BENCH_ROLE "${process.env.BENCH_ROLE}"`);
}
