// Loaders and actions only (a `.server` module never reaches the browser): the order pages' data
// from the core's use cases, and the KSA invoice's QR code drawn on the server, so no script is needed.
import QRCode from 'qrcode';
import { areaNamesOf } from '@storefront/core/customer';
import type { Language } from '@storefront/core/locale';
import type { OrderDetail } from '@storefront/core/order';
import type { OrderPageData, QrSquares } from './order-page';

/** Squares of white around the code, as the QR specification asks (four modules). */
const QUIET_ZONE = 4;

/** The QR code of a payload as the squares of one SVG path (error correction M, as ZATCA's samples use). */
export function qrSquares(payload: string): QrSquares {
  const { size, data } = QRCode.create(payload, { errorCorrectionLevel: 'M' }).modules;
  const squares: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (data[row * size + column]) squares.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: size + 2 * QUIET_ZONE, path: squares.join('') };
}

/** The order's page: its detail, the names of its delivery area in the page's language, its invoice's QR code in KSA. */
export function orderPageOf(detail: OrderDetail, language: Language): OrderPageData {
  const { delivery, invoice } = detail;
  let area: OrderPageData['area'];
  if (delivery.kind === 'home') area = areaNamesOf(invoice.region, delivery.address, language);
  return {
    detail,
    ...(area === undefined ? {} : { area }),
    ...(invoice.qrPayload === undefined ? {} : { qr: qrSquares(invoice.qrPayload) }),
  };
}
