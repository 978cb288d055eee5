// Reads turbo's run summary (`--summarize`) so the test command can name where its time went.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The `count` longest tasks of a turbo run summary, longest first: `{ name, seconds, cached }`.
 * Tasks answered from turbo's cache took no time of their own and are left out.
 */
export function slowestTasks(summary, count = 3) {
  return (summary?.tasks ?? [])
    .filter((task) => task.cache?.status !== 'HIT' && task.execution?.startTime !== undefined && task.execution?.endTime !== undefined)
    .map((task) => ({ name: task.taskId, seconds: (task.execution.endTime - task.execution.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

/** The newest run summary under `<root>/.turbo/runs`, or undefined when turbo wrote none. */
export function latestRunSummary(root) {
  const folder = join(root, '.turbo', 'runs');
  let files;
  try {
    files = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    return undefined;
  }
  const newest = files.map((name) => join(folder, name)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  return newest === undefined ? undefined : JSON.parse(readFileSync(newest, 'utf8'));
}
