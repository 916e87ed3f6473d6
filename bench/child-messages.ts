import type { ChildProcess } from 'node:child_process';

/**
 * The next IPC message of `kind` from a bench's server process (forked with an IPC channel); rejects
 * if the process exits first. The benches that run the app in a process of its own share it.
 */
export function nextMessage<T>(child: ChildProcess, kind: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`server exited with ${code}`));
    const onMessage = (message: { kind: string } & T) => {
      if (message.kind !== kind) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
