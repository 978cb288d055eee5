import { sql } from 'drizzle-orm';
import { serialiseCustomerAttributes, type CustomerAttributeUpdate } from '@storefront/core/customer';
import type { Database } from '../database/database.js';
import { customerAttributes } from '../database/schema/index.js';

type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Writes the attributes `update` names for a customer, each replacing the stored value (a `null`
 * stored blank); writes nothing for an empty update. Inside a transaction, pass its handle.
 */
export async function writeCustomerAttributes(db: Queryable, customerId: number, update: CustomerAttributeUpdate): Promise<void> {
  const raw = serialiseCustomerAttributes(update);
  if (raw.length === 0) return;
  await db
    .insert(customerAttributes)
    .values(raw.map((attribute) => ({ customerId, attributeId: attribute.attributeId, value: attribute.value })))
    .onConflictDoUpdate({ target: [customerAttributes.customerId, customerAttributes.attributeId], set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
}
