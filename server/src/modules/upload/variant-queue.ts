import type { FastifyBaseLogger } from 'fastify';
import type { ObjectStorage } from '../../lib/storage';
import { makeVariants } from './image-pipeline';
import { inProcessVariantLock, type VariantLock } from './variant-lock';

/** Images waiting for their variants; past this an image is skipped and made when first asked for. */
export const MAX_PENDING_IMAGES = 64;

/**
 * Makes images' AVIF/WebP variants one image at a time, after the upload answered (docs/performance.md,
 * "Images"). Bounded: a burst of uploads queues at most MAX_PENDING_IMAGES names (a few bytes each);
 * the rest are made later, when a browser asks for a variant that is missing (routes.ts). Several
 * processes sharing one store take `lock` per image: one makes it, the others skip it (variant-lock.ts).
 */
export class VariantQueue {
  private readonly waiting: string[] = [];
  private readonly queued = new Set<string>();
  private running: Promise<void> | null = null;
  private closed = false;
  private readonly stop = new AbortController();

  constructor(
    private readonly storage: ObjectStorage,
    private readonly log: FastifyBaseLogger,
    private readonly lock: VariantLock = inProcessVariantLock,
    private readonly maxPending = MAX_PENDING_IMAGES,
  ) {}

  /** Queues an image by its stored name; false when it is already queued, the queue is full or closed. */
  enqueue(name: string): boolean {
    if (this.closed || this.queued.has(name) || this.queued.size >= this.maxPending) return false;
    this.queued.add(name);
    this.waiting.push(name);
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return true;
  }

  get size(): number {
    return this.queued.size;
  }

  /** Resolves once every queued image is done (tests, the bench and the convert command wait on it). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /**
   * Stops taking work and aborts the image being processed after its current encode (an AVIF of a
   * large photo takes seconds; shutdown has a deadline, docs/deploy.md "Stopping"). What is not
   * made is made later, when a browser asks for it.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    this.stop.abort();
    await this.idle();
  }

  private async drain(): Promise<void> {
    for (let name = this.waiting.shift(); name !== undefined; name = this.waiting.shift()) {
      try {
        // Held elsewhere: that process is making them (a browser gets the original meanwhile).
        await this.lock.run(name, () => makeVariants(this.storage, name, this.stop.signal));
      } catch (error) {
        // The original stays served as it is; a file gone meanwhile (deleted) or the stop at
        // shutdown is not worth a warning.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !this.stop.signal.aborted)
          this.log.warn({ err: error, name }, 'image variants could not be made');
      } finally {
        this.queued.delete(name);
      }
    }
  }
}
