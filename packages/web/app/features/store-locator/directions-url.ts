/**
 * A maps address that opens directions to a position (Google Maps' documented URL scheme, which
 * phones hand to their maps app). Coordinates go with five decimals, about a metre.
 */
export function directionsUrl(latitude: number, longitude: number): string {
  const destination = `${latitude.toFixed(5)},${longitude.toFixed(5)}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** A `tel:` link for a phone number as written (`+966 11 234 5601` -> `tel:+966112345601`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
