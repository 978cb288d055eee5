import { describe, expect, it } from 'vitest';
import { progressBar } from './progress-bar.js';

function stream(isTTY: boolean) {
  const written: string[] = [];
  return { written, stream: { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream };
}

describe('the progress bar', () => {
  it('prints a line at each quarter when the output is not a terminal', () => {
    const { written, stream: out } = stream(false);
    const report = progressBar('Seeding', out);
    for (let done = 0; done <= 1000; done += 50) report({ done, total: 1000 });

    expect(written).toEqual([0, 25, 50, 75, 100].map((percent) => expect.stringContaining(`] ${percent}% (`)));
    expect(written.at(-1)).toBe(`Seeding [${'#'.repeat(30)}] 100% (1000/1000)\n`);
  });

  it('redraws one line on a terminal, once per percent, and ends it when done', () => {
    const { written, stream: out } = stream(true);
    const report = progressBar('Seeding', out);
    report({ done: 0, total: 200 });
    report({ done: 1, total: 200 });
    report({ done: 200, total: 200 });

    expect(written).toHaveLength(2);
    expect(written[0]).toMatch(/^\rSeeding \[\.{30}\] 0% \(0\/200\)$/);
    expect(written[1]).toMatch(/100% \(200\/200\)\n$/);
  });
});
