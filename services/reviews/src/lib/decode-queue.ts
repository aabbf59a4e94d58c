// Photo decoding takes up to a few hundred MB and a CPU core for a moment, so a process decodes one upload at a time;
// others wait in a short line, and past that they are told to come back instead of piling up their buffered uploads.
import { HttpError } from '@storefront/service-platform';

/** CHOICE: 4 waiting reviews: each holds up to two 8 MB uploads in memory, and waits a few seconds at most. */
export const DECODE_QUEUE_MAX_WAITING = 4;

export const DECODE_QUEUE_FULL_MESSAGE = 'Too many photos are being processed right now, please try again shortly';

export const decodeQueueFull = () => new HttpError(503, 'photo_queue_full', DECODE_QUEUE_FULL_MESSAGE);

/** A semaphore of 1 with a bounded, first-come first-served waiting list. */
export class DecodeQueue {
  private running = false;
  private readonly line: Array<() => void> = [];

  constructor(readonly maxWaiting: number = DECODE_QUEUE_MAX_WAITING) {}

  /** How many tasks wait for their turn. */
  get waiting(): number {
    return this.line.length;
  }

  /** Runs `task` once no other task runs; throws 503 photo_queue_full at once when the line is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await task();
    } finally {
      this.done();
    }
  }

  private turn(): Promise<void> {
    if (!this.running) {
      this.running = true;
      return Promise.resolve();
    }
    if (this.line.length >= this.maxWaiting) return Promise.reject(decodeQueueFull());
    return new Promise((resolve) => this.line.push(resolve));
  }

  /** The slot passes straight to the next in line (it stays taken), so nobody can cut in between. */
  private done(): void {
    const next = this.line.shift();
    if (next) next();
    else this.running = false;
  }
}

/** The process's one queue (tests pass their own). */
export const photoDecodeQueue = new DecodeQueue();
