/**
 * Build-time settings. `import.meta.env` exists under Vite; under jest it does not, hence the guard.
 * VITE_STRIPE_PUBLISHABLE_KEY: Stripe's publishable key (live on the production host, test elsewhere).
 * Without it the card field is the local payment simulator's test-card field.
 */
const env: Record<string, string | undefined> = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

export const config = {
  stripePublishableKey: env.VITE_STRIPE_PUBLISHABLE_KEY?.trim() || null,
  /** A production build (`vite build`): only it has the offline service worker. */
  isProductionBuild: (env as Record<string, unknown>).PROD === true,
};

/** Toasts hide after 5000 ms (spec 01 §9). antd counts seconds. */
export const TOAST_MS = 5000;

/** How often the app asks whether a newer build is deployed. */
export const VERSION_POLL_MS = 3 * 60_000;

/** The first year of the copyright range in the footer. */
export const COPYRIGHT_FROM = 2020;

/** The list screens' page sizes and default (spec 01 §9). */
export const PAGE_SIZES = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** A list filter is applied once typing pauses this long (spec 01 §9). */
export const FILTER_DEBOUNCE_MS = 350;
