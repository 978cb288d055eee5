import { postgresServerAvailability, type Engine } from '@storefront/adapters-postgres/testing';

/**
 * The engine the API's route suites run on (decision 1370): PostgreSQL where a server answers,
 * else the embedded PGlite. The adapters' contract suites run every port on both engines, and the
 * browser tests drive the whole store on PGlite; here the subject is the routes, and PostgreSQL's
 * real concurrency is the harder test of their "ten at once" cases.
 */
export const API_ENGINE: Engine = (await postgresServerAvailability()).available ? 'postgres' : 'pglite';
