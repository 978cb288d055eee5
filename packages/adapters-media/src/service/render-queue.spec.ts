import { describe, expect, it } from 'vitest';
import { RenderQueue } from './render-queue.js';

describe('render queue', () => {
  it('runs no more tasks at once than its limit, and all of them in the end', async () => {
    const queue = new RenderQueue(2);
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

  it('frees its slot when a task fails', async () => {
    const queue = new RenderQueue(1);

    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
  });
});
