/** Sockets one client address may hold at once; the next one is refused (close 1008). */
export const MAX_SOCKETS_PER_ADDRESS = 20;
/** A socket that has not sent `init` within this time is closed (it only holds a slot). */
export const INIT_TIMEOUT_MS = 10_000;
/** A socket above this many unsent bytes is a dead reader; it is dropped rather than buffered forever. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** Counts open sockets per client address. */
export class AddressCounter {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number = MAX_SOCKETS_PER_ADDRESS) {}

  /** Takes a slot for the address; false when it already holds `max` sockets. */
  take(address: string): boolean {
    const count = this.counts.get(address) ?? 0;
    if (count >= this.max) return false;
    this.counts.set(address, count + 1);
    return true;
  }

  release(address: string): void {
    const count = (this.counts.get(address) ?? 1) - 1;
    if (count <= 0) this.counts.delete(address);
    else this.counts.set(address, count);
  }
}

/** The socket calls the hub makes, so back-pressure is checked in one place for every frame. */
export interface SendableSocket {
  readonly readyState: number;
  readonly OPEN: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  terminate(): void;
}

/**
 * Sends unless the reader has stopped reading: every frame — broadcast, reply or error — goes
 * through here, so a client that floods bad frames without reading the answers is dropped too.
 */
export function sendChecked(socket: SendableSocket, text: string): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.terminate();
  else socket.send(text);
}

/**
 * Errors a client causes on its own socket: ws's frame checks (`WS_ERR_*`: bad opcode, bad UTF-8,
 * frame over maxPayload…) and a peer that hung up. Logged at debug without a stack, never error.
 */
export function isClientSocketError(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE' || error instanceof RangeError;
}
