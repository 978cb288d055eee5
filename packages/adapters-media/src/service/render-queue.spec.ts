import { describe, expect, it } from 'vitest';
import { RenderQueue } from './render-queue.js';

/** A task that ends when told to. */
function aHeldTask<T>(value: T) {
  let release: () => void = () => undefined;
  const held = new Promise<T>((resolve) => {
    release = () => resolve(value);
  });
  return { run: () => held, release: () => release() };
}

describe('render queue', () => {
  it('runs no more tasks at once than its concurrency, and all of them in the end', async () => {
    const queue = new RenderQueue({ concurrency: 2, queueLimit: 10 });
    let running = 0;
    let most = 0;
    const task = async (value: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((done) => setTimeout(done, 5));
      running -= 1;
      return value;
    };

    const results = await Promise.all([1, 2, 3, 4, 5].map((value) => queue.run(() => task(value))));

    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('refuses a task without calling it once the slots are taken and the queue is full', async () => {
    const queue = new RenderQueue({ concurrency: 1, queueLimit: 1 });
    const first = aHeldTask('first');
    const second = aHeldTask('second');
    let called = false;

    const running = queue.run(first.run);
    const waiting = queue.run(second.run);
    const refused = queue.run(async () => {
      called = true;
      return 'third';
    });

    expect(refused).toBeUndefined();
    expect(called).toBe(false);
    expect(queue.load).toEqual({ running: 1, waiting: 1, waitingWeight: 1 });
    first.release();
    second.release();
    expect(await Promise.all([running, waiting])).toEqual(['first', 'second']);
    expect(queue.load).toEqual({ running: 0, waiting: 0, waitingWeight: 0 });
    expect(await queue.run(() => Promise.resolve('later'))).toBe('later');
  });

  it('with no queue, takes only as many tasks as it has slots', () => {
    const queue = new RenderQueue({ concurrency: 2, queueLimit: 0 });

    expect(queue.run(aHeldTask(1).run)).toBeDefined();
    expect(queue.run(aHeldTask(2).run)).toBeDefined();
    expect(queue.run(aHeldTask(3).run)).toBeUndefined();
  });

  it('suggests a retry after the renders ahead, at the time renders have taken', async () => {
    let clock = 0;
    const queue = new RenderQueue({ concurrency: 1, queueLimit: 2, expectedRenderMs: 4000, now: () => clock });
    expect(queue.retryAfterSeconds()).toBe(1);

    const timed = aHeldTask('timed');
    const done = queue.run(timed.run);
    clock += 10_000;
    timed.release();
    await done;
    void queue.run(aHeldTask('a').run);
    void queue.run(aHeldTask('b').run);

    // Two renders ahead on one slot at 0.7 × 4 s + 0.3 × 10 s = 5.8 s each.
    expect(queue.retryAfterSeconds()).toBe(12);
  });

  it('frees its slot when a task fails', async () => {
    const queue = new RenderQueue({ concurrency: 1, queueLimit: 0 });

    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
  });

  it('refuses a concurrency below one or a negative queue', () => {
    expect(() => new RenderQueue({ concurrency: 0, queueLimit: 1 })).toThrow();
    expect(() => new RenderQueue({ concurrency: 1, queueLimit: -1 })).toThrow();
  });

  it('lets a page of small renders wait where the widest renders are refused: the queue holds work, not requests', async () => {
    const queue = new RenderQueue({ concurrency: 1, queueLimit: 2 });
    const running = aHeldTask('running');
    void queue.run(running.run, 1);
    const tile = (400 / 3840) ** 2;

    const tiles = Array.from({ length: 40 }, (_, index) => queue.run(() => Promise.resolve(index), tile));
    const widest = [queue.run(() => Promise.resolve('a'), 1), queue.run(() => Promise.resolve('b'), 1)];

    expect(tiles.every((task) => task !== undefined)).toBe(true);
    expect(widest.map((task) => task === undefined)).toEqual([false, true]);
    expect(queue.load).toMatchObject({ running: 1, waiting: 41 });
    running.release();
    expect(await Promise.all(tiles)).toEqual(Array.from({ length: 40 }, (_, index) => index));
    expect(queue.load).toEqual({ running: 0, waiting: 0, waitingWeight: 0 });
  });

  it('refuses a weight outside (0, 1]', () => {
    const queue = new RenderQueue({ concurrency: 1, queueLimit: 1 });
    expect(() => queue.run(() => Promise.resolve(1), 0)).toThrow();
    expect(() => queue.run(() => Promise.resolve(1), 1.5)).toThrow();
  });
});
