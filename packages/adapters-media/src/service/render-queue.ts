export interface RenderQueueOptions {
  /** Renders that run at once (a whole number, 1 or more). */
  readonly concurrency: number;
  /** Renders that may wait for a slot (0 or more); one more is refused rather than queued. */
  readonly queueLimit: number;
  /** What a render is taken to last before the first one is timed, in milliseconds; 5 s by default. */
  readonly expectedRenderMs?: number;
  /** Milliseconds since some fixed point; `performance.now` by default. */
  readonly now?: () => number;
}

/** How busy the queue is. */
export interface RenderLoad {
  readonly running: number;
  readonly waiting: number;
}

/** Renders of a few seconds each: a client is never asked to wait less than 1 s or more than 2 minutes. */
const RETRY_AFTER_BOUNDS = { min: 1, max: 120 } as const;

/**
 * Runs at most `concurrency` renders at once and lets at most `queueLimit` more wait, in arrival
 * order. Rendering a 3840-wide AVIF holds a core for seconds and tens of megabytes, so a burst of
 * distinct variants must neither run all together nor pile up without bound: past the limit,
 * `run` answers `undefined` at once and the caller refuses the request.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly concurrency: number;
  private readonly queueLimit: number;
  private readonly now: () => number;
  /** A moving average of how long a render lasts, for the Retry-After a refusal suggests. */
  private averageMs: number;

  constructor(options: RenderQueueOptions) {
    const { concurrency, queueLimit } = options;
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`RenderQueue concurrency must be a whole number >= 1, got ${concurrency}`);
    if (!Number.isInteger(queueLimit) || queueLimit < 0) throw new Error(`RenderQueue queueLimit must be a whole number >= 0, got ${queueLimit}`);
    this.concurrency = concurrency;
    this.queueLimit = queueLimit;
    this.averageMs = options.expectedRenderMs ?? 5000;
    this.now = options.now ?? (() => performance.now());
  }

  /** The renders running and waiting now. */
  get load(): RenderLoad {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Seconds until a slot is likely free: the renders ahead, spread over the slots, at the average
   * render time so far.
   */
  retryAfterSeconds(): number {
    const ahead = (this.running + this.waiting.length) / this.concurrency;
    const seconds = Math.ceil((ahead * this.averageMs) / 1000);
    return Math.min(RETRY_AFTER_BOUNDS.max, Math.max(RETRY_AFTER_BOUNDS.min, seconds));
  }

  /** Runs `task` in turn; `undefined` (and `task` never called) when the queue is full. */
  run<T>(task: () => PromiseLike<T>): Promise<T> | undefined {
    if (this.running >= this.concurrency && this.waiting.length >= this.queueLimit) return undefined;
    return this.runInTurn(task);
  }

  private async runInTurn<T>(task: () => PromiseLike<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resume) => this.waiting.push(resume));
    else this.running += 1;
    const started = this.now();
    try {
      return await task();
    } finally {
      this.averageMs = 0.7 * this.averageMs + 0.3 * (this.now() - started);
      const next = this.waiting.shift();
      // The slot passes straight to the next task, so `running` stays the same.
      if (next) next();
      else this.running -= 1;
    }
  }
}
