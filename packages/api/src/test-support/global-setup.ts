import { startTemplateRun } from '@storefront/adapters-postgres/testing';

/** Begins the run's database templates: each demo store is seeded once and copied by every suite; the teardown drops them. */
export default function setup(): Promise<() => Promise<void>> {
  return startTemplateRun();
}
