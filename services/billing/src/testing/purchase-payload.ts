/**
 * A purchase request as the web app sends it (the Visa test card, the monthly plan, no promotion
 * code), with `overrides`. No imports: the package's index exports it to other packages' tests.
 */
export const purchasePayload = (overrides: Record<string, unknown> = {}) => ({
  paymentMethodId: 'pm_card_visa',
  promotionCodeId: null,
  priceName: 'StandardMonthly',
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1: '12 Analytical Way',
  line2: 'Suite 3',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  ...overrides,
});
