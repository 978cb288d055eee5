import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types.
import { slowestTasks } from '../lib/slowest-tasks.mjs';

const task = (taskId: string, seconds: number, status: 'HIT' | 'MISS' = 'MISS') => ({
  taskId,
  cache: { status },
  execution: { startTime: 1_000, endTime: 1_000 + seconds * 1000, exitCode: 0 },
});

describe('the test command’s slowest tasks', () => {
  it('names the three longest tasks that ran, longest first, and leaves out cache hits', () => {
    const summary = { tasks: [task('web#test', 100), task('core#test', 80), task('engine#test', 250), task('api#test', 300, 'HIT'), task('web#lint', 20)] };

    expect(slowestTasks(summary)).toEqual([
      { name: 'engine#test', seconds: 250 },
      { name: 'web#test', seconds: 100 },
      { name: 'core#test', seconds: 80 },
    ]);
  });

  it('names nothing when turbo wrote no summary', () => {
    expect(slowestTasks(undefined)).toEqual([]);
  });
});
