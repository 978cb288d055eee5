import { Worker } from 'node:worker_threads';
import { z } from 'zod';

/** How long the main thread may go without running before the watchdog kills the process. */
export const DEFAULT_WATCHDOG_LIMIT_MS = 180_000;
/** Names the limit in milliseconds, for a shorter one (the watchdog's own spec) or a longer one. */
export const WATCHDOG_LIMIT_VARIABLE = 'TEST_WATCHDOG_MS';
const HEARTBEAT_MS = 1_000;

const HEADER = 2;
const BEAT = 0;
const TEXT_LENGTH = 1;
const TEXT_BYTES = 2_048;

export interface Watchdog {
  /** Records what the main thread is running now, for the report should it stop. */
  running(activity: string): void;
}

/** The limit from the environment: a whole number of milliseconds, 1 s at least; the default when unset. */
export function watchdogLimitMs(environment: NodeJS.ProcessEnv = process.env): number {
  const raw = environment[WATCHDOG_LIMIT_VARIABLE];
  if (raw === undefined || raw === '') return DEFAULT_WATCHDOG_LIMIT_MS;
  const parsed = z.coerce.number().int().min(1_000).safeParse(raw);
  if (!parsed.success) throw new Error(`${WATCHDOG_LIMIT_VARIABLE} must be a whole number of milliseconds, 1000 or more (got "${raw}")`);
  return parsed.data;
}

/**
 * Starts a thread that kills this process, after saying loudly what was running, once the main
 * thread's event loop has been blocked for longer than `limitMs`: a hung synchronous call turns
 * into a failed run. The main thread proves it is alive by bumping a counter in shared memory
 * every second; neither the heartbeat nor the thread keeps the process alive.
 */
export function startWatchdog(limitMs: number): Watchdog {
  const buffer = new SharedArrayBuffer(HEADER * Int32Array.BYTES_PER_ELEMENT + TEXT_BYTES);
  const slots = new Int32Array(buffer, 0, HEADER);
  const text = new Uint8Array(buffer, HEADER * Int32Array.BYTES_PER_ELEMENT);
  const thread = new Worker(new URL('./watchdog-thread.mjs', import.meta.url), {
    workerData: { buffer, limitMs, header: HEADER, beat: BEAT, textLength: TEXT_LENGTH, textOffset: HEADER * Int32Array.BYTES_PER_ELEMENT },
  });
  thread.unref();
  setInterval(() => Atomics.add(slots, BEAT, 1), HEARTBEAT_MS).unref();
  const encoder = new TextEncoder();
  return {
    running(activity) {
      const { written } = encoder.encodeInto(activity, text);
      Atomics.store(slots, TEXT_LENGTH, written);
    },
  };
}
