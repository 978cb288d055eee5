import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database/database.js';
import { facetLabels } from '../database/schema/index.js';
import type { FacetColumn } from '../import/catalogue-import.js';

/**
 * The product columns whose English values have Arabic labels. Products store facet values in
 * English (decision 0501); the Arabic facets show the labels the catalogue was imported with.
 */
export type LabelledFacet = FacetColumn;

/** The Arabic label of a facet value; a value without a label is shown as it is. */
export type ArabicLabels = (facet: LabelledFacet, value: string) => string;

/** Every label of the catalogue, read once for a whole refresh of the search index. */
export async function readArabicLabels(db: Database): Promise<ArabicLabels> {
  const rows = await db.select().from(facetLabels);
  const labels = new Map(rows.map((row) => [`${row.facet}|${row.valueEn}`, row.valueAr]));
  return (facet, value) => labels.get(`${facet}|${value}`) ?? value;
}

/** A facet column in the page's language, for a select: Arabic reads its label by primary key in the same statement. */
export function facetInLanguage(facet: LabelledFacet, column: AnyPgColumn, ar: boolean): SQL<string | null> {
  if (!ar) return sql<string | null>`${column}`;
  return sql<string | null>`coalesce((select ${facetLabels.valueAr} from ${facetLabels} where ${facetLabels.facet} = ${facet} and ${facetLabels.valueEn} = ${column}), ${column})`;
}
