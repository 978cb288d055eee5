import type { TaxInvoice as Invoice, TaxInvoiceRow } from '@storefront/core/order';
import type { Language } from '@storefront/core/locale';
import { formatPrice } from '../../../lib/format-price';
import { useTranslation } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { formatOrderDate } from '../order-format';
import type { QrSquares } from '../../../lib/order-page';

/**
 * The document's title as the law names it, in both languages whatever the page's: KSA's simplified
 * tax invoice (ZATCA), a tax invoice in the UAE and Egypt.
 */
const TITLES = {
  simplified: { en: 'Simplified Tax Invoice', ar: 'فاتورة ضريبية مبسطة' },
  full: { en: 'Tax Invoice', ar: 'فاتورة ضريبية' },
} as const;

function QrCode({ qr, label }: { readonly qr: QrSquares; readonly label: string }) {
  return (
    <svg className="tax-invoice__qr" role="img" aria-label={label} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges" data-testid="invoice-qr">
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

/** Prints the page; the print stylesheet leaves the invoice alone on the paper. */
function PrintButton() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <button type="button" className="button button--quiet tax-invoice__print" disabled={!hydrated} onClick={() => window.print()}>
      {t('account.invoice.print')}
    </button>
  );
}

/**
 * A printable tax invoice: the seller and its VAT number, the invoice's number and date, every row
 * with its VAT, the totals without VAT, the VAT and with it, and in KSA the QR code drawn on the
 * server. `headingLevel` 1 on a page of its own, 2 below an order.
 */
export function TaxInvoice({ invoice, qr, language, headingLevel = 1 }: { readonly invoice: Invoice; readonly qr?: QrSquares | undefined; readonly language: Language; readonly headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const price = (amount: Invoice['total']) => formatPrice(amount, language, invoice.region);
  const title = invoice.region === 'sa' ? TITLES.simplified : TITLES.full;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const rowName = (row: TaxInvoiceRow) => row.name ?? t(`account.invoice.rows.${row.kind}`);
  const rate = `${invoice.vatRate / 100}%`;
  return (
    <article className="tax-invoice" id="tax-invoice" aria-labelledby="tax-invoice-title" data-testid="tax-invoice" data-region={invoice.region}>
      <header className="tax-invoice__head">
        <Heading id="tax-invoice-title" className="tax-invoice__title" tabIndex={-1}>
          <span lang="en" dir="ltr">
            {title.en}
          </span>
          <span aria-hidden="true"> / </span>
          <span lang="ar" dir="rtl">
            {title.ar}
          </span>
        </Heading>
        <PrintButton />
      </header>
      <div className="tax-invoice__parties">
        <dl className="tax-invoice__facts">
          <div>
            <dt>{t('account.invoice.seller')}</dt>
            <dd>{invoice.seller.name[language]}</dd>
          </div>
          <div>
            <dt>{t('account.invoice.sellerAddress')}</dt>
            <dd>{invoice.seller.address[language]}</dd>
          </div>
          <div>
            <dt>{t('account.invoice.vatNumber')}</dt>
            <dd dir="ltr" data-testid="invoice-vat-number">
              {invoice.seller.vatNumber}
            </dd>
          </div>
          <div>
            <dt>{t('account.invoice.number')}</dt>
            <dd dir="ltr">{invoice.number}</dd>
          </div>
          <div>
            <dt>{t('account.invoice.issued')}</dt>
            <dd>
              <time dateTime={invoice.issuedAt.toISOString()}>{formatOrderDate(invoice.issuedAt, language, invoice.region, true)}</time>
            </dd>
          </div>
        </dl>
        {qr && <QrCode qr={qr} label={t('account.invoice.qr')} />}
      </div>
      <div className="tax-invoice__table-wrap" tabIndex={0} role="region" aria-label={t('account.invoice.lines')}>
        <table className="tax-invoice__table">
          <thead>
            <tr>
              <th scope="col">{t('account.invoice.description')}</th>
              <th scope="col">{t('account.invoice.quantity')}</th>
              <th scope="col">{t('account.invoice.unitPrice')}</th>
              <th scope="col">{t('account.invoice.exVat')}</th>
              <th scope="col">{t('account.invoice.vat', { rate })}</th>
              <th scope="col">{t('account.invoice.withVat')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.rows.map((row, index) => (
              <tr key={`${row.kind}-${row.sku ?? ''}-${index}`}>
                <th scope="row">{rowName(row)}</th>
                <td>{row.quantity}</td>
                <td>{price(row.unitPrice)}</td>
                <td>{price(row.totalExVat)}</td>
                <td>{price(row.vat)}</td>
                <td>{price(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="tax-invoice__totals" data-testid="invoice-totals">
        <div>
          <dt>{t('account.invoice.totalExVat')}</dt>
          <dd>{price(invoice.totalExVat)}</dd>
        </div>
        <div>
          <dt>{t('account.invoice.vatTotal', { rate })}</dt>
          <dd>{price(invoice.vatTotal)}</dd>
        </div>
        <div className="tax-invoice__grand-total">
          <dt>{t('account.invoice.total')}</dt>
          <dd>{price(invoice.total)}</dd>
        </div>
      </dl>
    </article>
  );
}
