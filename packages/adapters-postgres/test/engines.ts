import { postgresServerAvailability, type Engine } from '../src/testing/test-database.js';

const server = await postgresServerAvailability();

/** Every engine a suite runs on, with whether it can run here (global-setup reports a skip loudly). */
export const ENGINES: readonly { engine: Engine; available: boolean }[] = [
  { engine: 'pglite', available: true },
  { engine: 'postgres', available: server.available },
];
