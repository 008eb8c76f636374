/** The header buttons' focus keys, which their menus (lazy chunks) give focus back to. */
export const LANGUAGE_BUTTON_KEY = 'header-language';
