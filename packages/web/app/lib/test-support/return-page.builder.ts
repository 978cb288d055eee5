import type { ReturnDetailView, ReturnFormState, ReturnFormView, ReturnableLineView, ReturnSummaryView } from '../return-page';

const sar = (amountMinor: number) => ({ amountMinor, currency: 'SAR' as const });

/** A line of a delivered order on the return form: returnable unless refusals are given. */
export function aReturnableLine(overrides: Partial<ReturnableLineView> = {}): ReturnableLineView {
  return {
    lineId: 'line-1',
    name: 'Diamond Solitaire Ring',
    sku: 'RING-0001',
    options: [{ name: 'Size', value: '52' }],
    imageUrl: '/images/RING-0001.svg',
    ordered: 1,
    returnable: 1,
    unitPrice: sar(250_000),
    pierced: false,
    refusals: [],
    ...overrides,
  };
}

/** A delivered card order's return form in KSA with a ring that can go back and a gold coin that cannot. */
export function aReturnForm(view: Partial<ReturnFormView> = {}, state: Partial<Omit<ReturnFormState, 'view'>> = {}): ReturnFormState {
  return {
    view: {
      orderReference: 'SA-7K2M9Q',
      lines: [
        aReturnableLine(),
        aReturnableLine({ lineId: 'line-2', name: 'Gold Coin 8 g', sku: 'COIN-0008', options: [], refusals: [{ code: 'RETURN_GOLD_COIN_OR_BAR', params: { lineId: 'line-2' } }] }),
      ],
      refund: 'original-method',
      needsBankAccount: false,
      windowEndsAt: new Date('2026-03-20T10:00:00Z'),
      boutiques: [{ id: 3, name: 'Riyadh Park Mall' }],
      ...view,
    },
    idempotencyKey: 'key-1',
    ...state,
  };
}

/** A requested return of one ring, refunded to the card. */
export function aReturnDetail(overrides: Partial<ReturnDetailView> = {}): ReturnDetailView {
  return {
    reference: 'SA-R-7K2M9Q',
    orderReference: 'SA-7K2M9Q',
    status: 'requested',
    history: [{ status: 'requested', at: new Date('2026-03-06T10:00:00Z') }],
    lines: [{ lineId: 'line-1', name: 'Diamond Solitaire Ring', sku: 'RING-0001', imageUrl: '/images/RING-0001.svg', quantity: 1, refund: sar(250_000) }],
    reason: 'bought-by-mistake',
    handover: { kind: 'courier-pickup' },
    refund: { route: 'original-method', amount: sar(250_000) },
    ...overrides,
  };
}

export function aReturnSummary(overrides: Partial<ReturnSummaryView> = {}): ReturnSummaryView {
  return { reference: 'SA-R-7K2M9Q', orderReference: 'SA-7K2M9Q', status: 'requested', requestedAt: new Date('2026-03-06T10:00:00Z'), refund: sar(250_000), lineCount: 1, ...overrides };
}
