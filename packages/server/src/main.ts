#!/usr/bin/env node
// The embedded default: one process serves the storefront (server-rendered) and /api on one port.
import { DataFolderLockedError } from '@storefront/adapters-postgres';
import { loadConfigOrExit, openRuntime } from '@storefront/composition';
import { LOCALES, formatLocale } from '@storefront/core/locale';
import { WEB_TOKENS, loadStorefrontHandler, type StorefrontServices } from '@storefront/web/server';
import { buildHost } from './host.js';
import { createServerContainer } from './server-container.js';

const config = loadConfigOrExit();
let runtime;
try {
  runtime = await openRuntime(config, { report: (line) => console.log(line) });
} catch (error) {
  if (error instanceof DataFolderLockedError) {
    console.error(`\n✖ ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const container = createServerContainer(config, runtime);
const app = await buildHost(
  container,
  config,
  await loadStorefrontHandler(
    container.get<StorefrontServices>(WEB_TOKENS.StorefrontServices),
    config.NODE_ENV === 'development' ? 'development' : 'production',
  ),
);
app.addHook('onClose', () => runtime.close());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
const port = (app.server.address() as { port: number }).port;
const origin = `http://localhost:${port}`;
console.log(`\nThe storefront is ready at ${origin}`);
for (const locale of LOCALES) console.log(`  ${formatLocale(locale).padEnd(6)} ${origin}/${formatLocale(locale)}`);
// Without a mail server the store keeps its emails (verification, password reset) in its own
// mailbox, whose page is the way to read them (decision 1032).
if (config.SMTP_URL === undefined) console.log(`\nEmails are not sent (no SMTP_URL); read them in the mailbox at ${origin}/mailbox`);
