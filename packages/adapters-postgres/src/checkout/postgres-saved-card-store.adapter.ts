import { and, desc, eq, inArray } from 'drizzle-orm';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { SavedCard, SavedCardStore } from '@storefront/core/checkout';
import type { Region } from '@storefront/core/locale';
import { notFound, unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import { paymentInstruments } from '../database/schema/index.js';

const MAX_ROW_ID = 2_147_483_647;
const isRowId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID;
const brandSchema = z.enum(['visa', 'mastercard', 'mada']);

type InstrumentRow = typeof paymentInstruments.$inferSelect;

/** Only cards are listed: an instrument of another kind (a wallet) is not a saved card. */
function toCard(row: InstrumentRow): SavedCard[] {
  const brand = brandSchema.safeParse(row.brand);
  if (!brand.success) return [];
  return [
    {
      id: row.id,
      token: row.providerTokenRef,
      brand: brand.data,
      last4: row.last4,
      expiryMonth: row.expiryMonth,
      expiryYear: row.expiryYear,
      isDefault: row.isDefault,
      savedAt: row.createdAt,
    },
  ];
}

/** Customers' saved cards on the built-in engine (`payment_instruments`): a customer sees and removes only their own. */
export class PostgresSavedCardStore implements SavedCardStore {
  constructor(private readonly db: Database) {}

  list(region: Region, customerId: number): ResultAsync<readonly SavedCard[], InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        if (!isRowId(customerId)) return [];
        const rows = await this.db
          .select()
          .from(paymentInstruments)
          .where(and(eq(paymentInstruments.customerId, customerId), eq(paymentInstruments.region, region)))
          .orderBy(desc(paymentInstruments.createdAt), desc(paymentInstruments.id));
        return rows.flatMap(toCard);
      })(),
      (cause) => unavailable('saved-cards', cause),
    );
  }

  remove(region: Region, customerId: number, cardId: number): ResultAsync<SavedCard, InfrastructureError> {
    const gone = notFound('saved-card', String(cardId));
    if (!isRowId(customerId) || !isRowId(cardId)) return errAsync(gone);
    return ResultAsync.fromPromise(
      this.db
        .delete(paymentInstruments)
        .where(
          and(
            eq(paymentInstruments.id, cardId),
            eq(paymentInstruments.customerId, customerId),
            eq(paymentInstruments.region, region),
            inArray(paymentInstruments.brand, brandSchema.options),
          ),
        )
        .returning(),
      (cause) => unavailable('saved-cards', cause),
    ).andThen((rows) => {
      const [card] = rows.flatMap(toCard);
      return card === undefined ? errAsync(gone) : okAsync(card);
    });
  }
}
