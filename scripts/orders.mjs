#!/usr/bin/env node
// `npm run orders -- ship SA-7K2M9Q --carrier Aramex --tracking 1234567890 [--url https://…]`: the
// merchant moves an order on from the command line, through the same use case as the operator API
// (AdvanceOrder): process, ship, deliver, cancel; `list --email x@example.com [--region sa]` lists
// the orders placed as a guest with that email (ViewOrders.ofGuestEmail). It opens the configured database (DATA_DIR or DATABASE_URL) through the
// composition: with the embedded database a running server holds it, so use the operator API then.
import { money, openStore, readCommand, regionOf, runAndExit, usageError } from './lib/operator-cli.mjs';

const USAGE = `Usage:
  npm run orders -- process <number>
  npm run orders -- ship <number> --carrier <name> --tracking <number> [--url <tracking address>]
  npm run orders -- deliver <number>
  npm run orders -- cancel <number>
  npm run orders -- list --email <address> [--region sa|ae|eg]   (orders placed as a guest)
The region is read from the order number (SA-…, AE-…, EG-…) unless --region names it.`;

const MOVES = ['process', 'ship', 'deliver', 'cancel'];

const { command, argument: reference, values } = readCommand(
  USAGE,
  { carrier: { type: 'string' }, tracking: { type: 'string' }, url: { type: 'string' }, email: { type: 'string' }, region: { type: 'string' } },
  [...MOVES, 'list'],
);
if (command !== 'list' && reference === undefined) usageError(`${command} needs the order number.`, USAGE);
if (command === 'list' && values.email === undefined) usageError('list needs --email.', USAGE);
const region = regionOf(values.region, reference);

const { config, TOKENS, container, runtime } = await openStore('Orders');
const checkout = container.get(TOKENS.Checkout);

await runAndExit(runtime, async () => {
  let exitCode = 0;
  if (command === 'list') {
    const orders = await checkout.viewOrders.ofGuestEmail({ region, email: values.email });
    if (orders.isErr()) throw Object.assign(new Error(orders.error.code), { domain: orders.error });
    if (orders.value.length === 0) console.log(`No orders for ${values.email} in ${region}.`);
    for (const order of orders.value) console.log(`${order.reference.padEnd(16)} ${order.status.padEnd(14)} ${order.placedAt.toISOString().slice(0, 16).replace('T', ' ')}  ${money(order.total)}`);
  } else {
    const move = command === 'ship' ? { kind: 'ship', tracking: { carrier: values.carrier ?? '', number: values.tracking ?? '', ...(values.url === undefined ? {} : { url: values.url }) } } : { kind: command };
    const origin = config.PUBLIC_ORIGIN ?? `http://127.0.0.1:${config.PORT}`;
    const moved = await checkout.advanceOrder.execute({ region, reference, move, origin });
    if (moved.isErr()) {
      const { code, params } = moved.error;
      const why = {
        NOT_FOUND: `No order ${reference} in ${region}.`,
        ORDER_TRANSITION_REFUSED: `${reference} is ${params.from}: it cannot become ${params.to}.`,
        ORDER_TRACKING_REQUIRED: 'Shipping needs --carrier and --tracking.',
        PAYMENT_PROVIDER_UNAVAILABLE: `The payment provider (${params.provider}) did not answer; nothing changed, try again.`,
      }[code];
      console.error(`✖ ${why ?? `${code} ${JSON.stringify(params)}`}`);
      exitCode = code === 'UNAVAILABLE' || code === 'PAYMENT_PROVIDER_UNAVAILABLE' ? 3 : 1;
    } else {
      const order = moved.value;
      console.log(`✔ ${order.reference} is now ${order.status}${order.tracking === undefined ? '' : ` (${order.tracking.carrier} ${order.tracking.number})`}.`);
    }
  }
  return exitCode;
});
