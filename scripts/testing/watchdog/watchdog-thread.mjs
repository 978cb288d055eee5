// The watchdog's own thread (see watchdog.ts). It shares one buffer with the test process's main
// thread: a heartbeat counter the main thread bumps every second, and a line saying what the main
// thread is running. When the counter stops moving for longer than the limit, the main thread's
// event loop is stuck (an embedded PostgreSQL whose backend died spins forever in a synchronous
// loop, for one), so this thread writes what it knows straight to the process's stderr and kills
// the process: the run fails in minutes instead of hanging until the CI job's limit.
import { writeSync } from 'node:fs';
import { workerData } from 'node:worker_threads';

// The layout of the buffer is watchdog.ts's: the slots' places come with it.
const { buffer, limitMs, header, beat: BEAT, textLength: TEXT_LENGTH, textOffset } = workerData;
const slots = new Int32Array(buffer, 0, header);
const text = new Uint8Array(buffer, textOffset);

let lastBeat = Atomics.load(slots, BEAT);
let lastChange = Date.now();

function activity() {
  const length = Math.min(Atomics.load(slots, TEXT_LENGTH), text.length);
  return length === 0 ? '(nothing recorded yet: the test file was loading)' : new TextDecoder().decode(text.slice(0, length));
}

const seconds = (ms) => `${Number((ms / 1000).toFixed(1))} s`;

function report(blockedMs) {
  const bar = '!'.repeat(78);
  const memory = process.memoryUsage();
  const lines = [
    '',
    bar,
    `! TEST WATCHDOG: the main thread of process ${process.pid} has not run for ${seconds(blockedMs)} (limit ${seconds(limitMs)}).`,
    `! Running: ${activity()}`,
    `! Last heartbeat: ${new Date(lastChange).toISOString()}; memory: ${Math.round(memory.rss / 1048576)} MB resident.`,
    '! A synchronous loop never returned (PGlite, for one, spins forever when its backend dies: electric-sql/pglite#1058).',
    '! The process is killed now so the run fails instead of hanging.',
    bar,
    '',
  ];
  writeSync(2, lines.join('\n'));
}

const timer = setInterval(
  () => {
    const beat = Atomics.load(slots, BEAT);
    const now = Date.now();
    if (beat !== lastBeat) {
      lastBeat = beat;
      lastChange = now;
      return;
    }
    if (now - lastChange <= limitMs) return;
    clearInterval(timer);
    report(now - lastChange);
    // SIGKILL: a blocked event loop would never run a handler for a gentler signal.
    process.kill(process.pid, 'SIGKILL');
  },
  Math.max(50, Math.min(1000, Math.floor(limitMs / 4))),
);
