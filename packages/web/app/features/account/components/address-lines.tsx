import type { AddressWire, AreasWire } from '@storefront/contract';
import type { Language } from '@storefront/core/locale';

/** The names of an address's governorate and city in the page's language, from the region's areas (their codes until they arrive). */
export function areaNames(address: Pick<AddressWire, 'governorate' | 'city'>, areas: AreasWire | undefined, language: Language) {
  const governorate = areas?.governorates.find((item) => item.code === address.governorate);
  const city = governorate?.cities.find((item) => item.code === address.city);
  return { governorate: governorate?.name[language] ?? address.governorate, city: city?.name[language] ?? address.city };
}

/** An address as a postal block: name, street, city and governorate, postal code, phone. */
export function AddressLines({ address, areas, language }: { readonly address: AddressWire; readonly areas: AreasWire | undefined; readonly language: Language }) {
  const names = areaNames(address, areas, language);
  return (
    <address className="address-lines">
      <span>
        {address.firstName} {address.lastName}
      </span>
      <span>{address.line1}</span>
      {address.line2 && <span>{address.line2}</span>}
      <span>
        {names.city}, {names.governorate}
        {address.postalCode ? ` ${address.postalCode}` : ''}
      </span>
      <span dir="ltr" className="address-lines__phone">
        {address.phone}
      </span>
    </address>
  );
}
