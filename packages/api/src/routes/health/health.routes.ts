import type { FastifyInstance } from 'fastify';
import type { Runtime } from '@storefront/composition';

type CheckState = 'up' | 'down';

async function check(probe: () => Promise<unknown>, timeoutMs: number): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** `/healthz`: the process is up. `/readyz`: it can serve, because its database (and Redis, if any) answer. */
export function registerHealthRoutes(app: FastifyInstance, runtime: Runtime): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const checks: Record<string, CheckState> = {
      database: await check(() => runtime.database.ping(), 2000),
    };
    if (runtime.redis) checks.redis = await check(() => runtime.redis!.ping(), 2000);
    const ready = Object.values(checks).every((state) => state === 'up');
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}
