// Keeps a long-running child (the blog server) tied to this process's life (README "Stopping").
// SIGTERM/SIGINT are passed on, the child's exit becomes ours, and when our parent disappears we
// stop the child too: `kill -TERM` on `npm start` reaches only the npm/`sh -c` layer above us, which
// dies without passing the signal on, so we would be orphaned with the server still holding the port.
export function superviseChild(child, { pollMs = 500 } = {}) {
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

  const parent = process.ppid;
  const orphanWatch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(orphanWatch);
    child.kill('SIGTERM');
  }, pollMs);
  orphanWatch.unref();
}
