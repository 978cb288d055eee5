import type { AddressWire, AreasWire } from '@storefront/contract';
import type { Language } from '@storefront/core/locale';

/** The names of an address's governorate and city in the page's language, from the region's areas (their codes until they arrive). */
export function areaNames(address: Pick<AddressWire, 'governorate' | 'city'>, areas: AreasWire | undefined, language: Language) {
  const governorate = areas?.governorates.find((item) => item.code === address.governorate);
  const city = governorate?.cities.find((item) => item.code === address.city);
  return { governorate: governorate?.name[language] ?? address.governorate, city: city?.name[language] ?? address.city };
}

/**
 * An address as a postal block: name (unless the block's own label shows it), street, city and
 * governorate, postal code, phone. What the shopper typed keeps its own direction (a Latin street
 * starting with its number reads "12 Olaya Street" on an Arabic page too); the area names are
 * joined with the page language's comma.
 */
export function AddressLines({
  address,
  areas,
  language,
  named = true,
  areaNamesShown,
}: {
  readonly address: Pick<AddressWire, 'firstName' | 'lastName' | 'phone' | 'line1' | 'line2' | 'governorate' | 'city' | 'postalCode'>;
  readonly areas: AreasWire | undefined;
  readonly language: Language;
  readonly named?: boolean;
  /** The city's and governorate's names when the page has them already (an order's own). */
  readonly areaNamesShown?: { readonly city: string; readonly governorate: string } | undefined;
}) {
  const names = areaNamesShown ?? areaNames(address, areas, language);
  const comma = language === 'ar' ? '، ' : ', ';
  return (
    <address className="address-lines">
      {named && (
        <span dir="auto" className="address-lines__typed">
          {address.firstName} {address.lastName}
        </span>
      )}
      <span dir="auto" className="address-lines__typed">
        {address.line1}
      </span>
      {address.line2 && (
        <span dir="auto" className="address-lines__typed">
          {address.line2}
        </span>
      )}
      <span>{`${names.city}${comma}${names.governorate}${address.postalCode ? ` ${address.postalCode}` : ''}`}</span>
      <span dir="ltr" className="address-lines__phone">
        {address.phone}
      </span>
    </address>
  );
}
