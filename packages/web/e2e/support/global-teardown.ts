import { rmSync } from 'node:fs';

/** The server's throwaway data folder goes once the run is over. */
export default function globalTeardown(): void {
  const dir = process.env.STOREFRONT_E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
