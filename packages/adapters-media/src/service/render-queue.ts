/**
 * Runs at most `limit` tasks at once; the rest wait in arrival order. Rendering a 3840-wide AVIF
 * holds a core for seconds and tens of megabytes, so a burst of distinct variants must queue
 * rather than run all together.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`RenderQueue limit must be a whole number >= 1, got ${limit}`);
  }

  async run<T>(task: () => PromiseLike<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resume) => this.waiting.push(resume));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task, so `running` stays the same.
      if (next) next();
      else this.running -= 1;
    }
  }
}
