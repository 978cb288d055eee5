import type { FastifyInstance } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { ClockPort, InfrastructureError } from '@storefront/core/shared';

/** How often the sessions past their absolute end are deleted from the engine. */
export const SESSION_SWEEP_INTERVAL_MS = 15 * 60_000;

/** A session store that keeps sessions until told to forget them (the engine's). */
export interface EndedSessions {
  /** Deletes the sessions whose absolute end is at or before `before`; answers how many went. */
  deleteEnded(before: Date): ResultAsync<number, InfrastructureError>;
}

/**
 * The engine's sessions do not end on their own (decision 1282): once the server listens, and then
 * every quarter of an hour, the sessions past their absolute end are deleted. Stopped on close.
 */
export function registerSessionSweep(app: FastifyInstance, sessions: EndedSessions, clock: ClockPort, intervalMs = SESSION_SWEEP_INTERVAL_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = sessions.deleteEnded(clock.now()).match(
      (deleted) => {
        if (deleted > 0) app.log.info({ task: 'session-sweep', deleted }, 'ended sessions deleted');
      },
      (error) => app.log.error({ task: 'session-sweep', code: error.code }, 'ended sessions could not be deleted'),
    );
  };
  app.addHook('onListen', async () => {
    sweep();
    timer = setInterval(sweep, intervalMs);
    timer.unref();
  });
  // The sweep in hand finishes before the database closes.
  app.addHook('preClose', async () => {
    if (timer !== undefined) clearInterval(timer);
    await running;
  });
}
