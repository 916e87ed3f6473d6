import type { ChatBusEvent } from './bus';

/** A Set that forgets its oldest members beyond `limit` (ids are only needed while they can still arrive). */
class RecentIds {
  private readonly ids = new Set<number>();
  constructor(private readonly limit: number) {}

  has(id: number): boolean {
    return this.ids.has(id);
  }

  add(id: number): void {
    this.ids.add(id);
    if (this.ids.size > this.limit) this.ids.delete(this.ids.values().next().value as number);
  }
}

/**
 * Across processes the same message can arrive twice (the stream and the catch-up from the
 * database after an outage) and a revert or a clear can overtake the message it removes (published
 * by another process whose own publish was held up). This filter sits in front of a process's
 * sockets (docs/architecture.md "Scale-out"): a message is delivered once, never after its revert,
 * never after a clear that came later than it was written.
 */
export class DeliveryOrder {
  private readonly delivered = new RecentIds(10_000);
  private readonly reverted = new RecentIds(10_000);
  private clearedThrough = 0;
  /** The highest message id delivered here: the catch-up reads from it after an outage. */
  newestId = 0;

  /** False when the event must be dropped; records what it learns from the event. */
  admit(event: ChatBusEvent): boolean {
    if (event.kind !== 'frame') return true;
    const frame = event.frame;
    if (frame.type === 'revert') {
      this.reverted.add(frame.message_id);
      return true;
    }
    if (frame.type === 'clear') {
      this.clearedThrough = Math.max(this.clearedThrough, this.newestId);
      return true;
    }
    if (frame.type !== 'message') return true;
    if (this.delivered.has(frame.id) || this.reverted.has(frame.id) || frame.id <= this.clearedThrough) return false;
    this.delivered.add(frame.id);
    this.newestId = Math.max(this.newestId, frame.id);
    return true;
  }
}
