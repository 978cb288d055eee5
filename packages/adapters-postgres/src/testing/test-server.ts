import pg from 'pg';

/** The server that integration tests create their throwaway databases on. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ServerAvailability {
  readonly available: boolean;
  readonly reason?: string;
}

let availability: Promise<ServerAvailability> | undefined;

/** Whether a PostgreSQL server answers at TEST_SERVER_URL; asked once per process. */
export function postgresServerAvailability(): Promise<ServerAvailability> {
  availability ??= (async () => {
    const client = new pg.Client({ connectionString: TEST_SERVER_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('select 1');
      return { available: true };
    } catch (error) {
      return { available: false, reason: (error as Error).message };
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return availability;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
