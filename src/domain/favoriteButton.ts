export interface FavoriteButtonInput {
  /** The favourites feature flag. */
  favorites: boolean;
  /** An account integration is configured and started. */
  accounts: boolean;
  showLogin: boolean;
  showRegister: boolean;
}

/**
 * spec: browsing 6 — the favourite button shows only when favourites are enabled and, where the site
 * has accounts, a login or register button is enabled; a site without accounts keeps favourites on the
 * device. One rule for the movie and the series page (readings in the test).
 */
export function favoriteButtonShown({ favorites, accounts, showLogin, showRegister }: FavoriteButtonInput) {
  return favorites && (!accounts || showLogin || showRegister);
}
