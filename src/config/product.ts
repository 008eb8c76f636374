/** spec: browsing 1, Start-up step 4 — the fixed product name that replaces the config's siteName. */
export const PRODUCT_NAME = 'Open OTT';
