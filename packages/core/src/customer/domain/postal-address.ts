/**
 * An address as the account's address book keeps one and an order is delivered to: the governorate
 * and city are codes of the region's areas (`AREAS`), the phone is E.164 once the region's phone rule
 * has read it (`parsePhoneNumber`).
 */
export interface PostalAddress {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly line1: string;
  readonly line2?: string | undefined;
  readonly governorate: string;
  readonly city: string;
  readonly postalCode?: string | undefined;
}
