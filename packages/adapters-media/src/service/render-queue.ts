export interface RenderQueueOptions {
  /** Renders that run at once (a whole number, 1 or more). */
  readonly concurrency: number;
  /**
   * The work that may wait for a slot (0 or more), counted in renders at the largest width: a
   * render weighs the share of such a render's pixels it makes (decision 0916). Work past it is
   * refused rather than queued.
   */
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
  /** The waiting renders' weight, in renders at the largest width. */
  readonly waitingWeight: number;
}

/** Renders of a few seconds each: a client is never asked to wait less than 1 s or more than 2 minutes. */
const RETRY_AFTER_BOUNDS = { min: 1, max: 120 } as const;

/**
 * Runs at most `concurrency` renders at once and lets at most `queueLimit` of work more wait, in
 * arrival order. Rendering a 3840-wide AVIF holds a core for seconds and tens of megabytes, so a
 * burst of distinct variants must neither run all together nor pile up without bound: past the
 * limit, `run` answers `undefined` at once and the caller refuses the request. The work a render
 * brings is its weight (its output's pixels over those of the largest width), so a page's forty
 * tiles of a few hundred pixels, a few per cent of a 3840 render each, wait their turn where a
 * burst of the widest renders is refused.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: { readonly resume: () => void; readonly weight: number }[] = [];
  private waitingWeight = 0;
  private readonly concurrency: number;
  private readonly queueLimit: number;
  private readonly now: () => number;
  /** A moving average of how long a render of weight 1 lasts, for the Retry-After a refusal suggests. */
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
    return { running: this.running, waiting: this.waiting.length, waitingWeight: this.waitingWeight };
  }

  /**
   * Seconds until a slot is likely free: the work ahead (each running render counted whole),
   * spread over the slots, at the average render time so far.
   */
  retryAfterSeconds(): number {
    const ahead = (this.running + this.waitingWeight) / this.concurrency;
    const seconds = Math.ceil((ahead * this.averageMs) / 1000);
    return Math.min(RETRY_AFTER_BOUNDS.max, Math.max(RETRY_AFTER_BOUNDS.min, seconds));
  }

  /**
   * Runs `task` in turn; `undefined` (and `task` never called) when its weight (1 for a render at
   * the largest width, less for a smaller one) would take the waiting work past the limit.
   */
  run<T>(task: () => PromiseLike<T>, weight = 1): Promise<T> | undefined {
    if (!(weight > 0 && weight <= 1)) throw new Error(`RenderQueue weight must be in (0, 1], got ${weight}`);
    if (this.running >= this.concurrency && this.waitingWeight + weight > this.queueLimit) return undefined;
    return this.runInTurn(task, weight);
  }

  private async runInTurn<T>(task: () => PromiseLike<T>, weight: number): Promise<T> {
    if (this.running >= this.concurrency) {
      this.waitingWeight += weight;
      await new Promise<void>((resume) => this.waiting.push({ resume, weight }));
    } else this.running += 1;
    const started = this.now();
    try {
      return await task();
    } finally {
      this.averageMs = 0.7 * this.averageMs + 0.3 * ((this.now() - started) / weight);
      const next = this.waiting.shift();
      // The slot passes straight to the next task, so `running` stays the same.
      if (next) {
        // Summing and taking back fractions leaves rounding behind; an empty queue holds no work.
        this.waitingWeight = this.waiting.length === 0 ? 0 : Math.max(0, this.waitingWeight - next.weight);
        next.resume();
      } else this.running -= 1;
    }
  }
}
