#!/usr/bin/env node
// `npm run returns -- approve SA-R-7K2M9QXXXXXX`: the merchant moves a return on from the command
// line, through the same use case as the operator API (AdvanceReturn): approve, receive, inspect,
// refund (once: the provider's refund under the return's own key, or a bank transfer recorded),
// reject [--note "…"]; `flagged [--region sa]` lists the accounts whose returns look unusual. It
// opens the configured database (DATA_DIR or DATABASE_URL) through the composition: with the
// embedded database a running server holds it, so use the operator API then.
import { money, openStore, readCommand, regionOf, runAndExit, usageError } from './lib/operator-cli.mjs';

const USAGE = `Usage:
  npm run returns -- approve <return number>
  npm run returns -- receive <return number>
  npm run returns -- inspect <return number>
  npm run returns -- refund <return number>
  npm run returns -- reject <return number> [--note <text the shopper reads>]
  npm run returns -- flagged [--region sa|ae|eg]
The region is read from the return number (SA-R-…, AE-R-…, EG-R-…) unless --region names it.`;

const MOVES = ['approve', 'receive', 'inspect', 'refund', 'reject'];

const { command, argument: reference, values } = readCommand(USAGE, { note: { type: 'string' }, region: { type: 'string' } }, [...MOVES, 'flagged']);
if (command !== 'flagged' && reference === undefined) usageError(`${command} needs the return number.`, USAGE);
if (values.note !== undefined && command !== 'reject') usageError('--note goes with reject only.', USAGE);
const region = regionOf(values.region, reference);

const { TOKENS, container, runtime } = await openStore('Returns');
const returns = container.get(TOKENS.Returns);

await runAndExit(runtime, async () => {
  let exitCode = 0;
  if (command === 'flagged') {
    const flagged = await returns.flaggedAccounts.execute({ region });
    if (flagged.isErr()) throw Object.assign(new Error(flagged.error.code), { domain: flagged.error });
    if (flagged.value.length === 0) console.log(`No account flagged for review in ${region}.`);
    for (const account of flagged.value) {
      console.log(`${account.email.padEnd(36)} ${String(account.returnCount).padStart(3)} returns in ${account.windowDays} days, flagged ${account.flaggedAt.toISOString().slice(0, 16).replace('T', ' ')}`);
    }
  } else {
    const move = command === 'reject' ? { kind: 'reject', ...(values.note === undefined ? {} : { note: values.note }) } : { kind: command };
    const moved = await returns.advanceReturn.execute({ region, reference, move });
    if (moved.isErr()) {
      const { code, params } = moved.error;
      const why = {
        NOT_FOUND: `No return ${reference} in ${region}.`,
        RETURN_TRANSITION_REFUSED: `${reference} is ${params.from}: it cannot be moved by ${params.move}.`,
        PAYMENT_PROVIDER_UNAVAILABLE: `The payment provider (${params.provider}) did not refund; nothing changed, try again.`,
      }[code];
      console.error(`✖ ${why ?? `${code} ${JSON.stringify(params)}`}`);
      exitCode = code === 'UNAVAILABLE' || code === 'PAYMENT_PROVIDER_UNAVAILABLE' ? 3 : 1;
    } else {
      const entry = moved.value;
      const refund = entry.refunds.at(-1);
      const where =
        refund === undefined ? '' : refund.route === 'bank-transfer' ? ` (${money(refund.amount)} to transfer to ${entry.bankAccount?.holderName}, ${entry.bankAccount?.iban})` : ` (${money(refund.amount)} refunded to the way the order was paid)`;
      console.log(`✔ ${entry.reference} is now ${entry.status}${where}.`);
    }
  }
  return exitCode;
});
