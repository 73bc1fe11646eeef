/**
 * The `desktop` breakpoint of globals.css (`--breakpoint-desktop: 64rem`) as a media query, for the
 * few behaviours that must follow the same switch as the CSS (closing a menu whose trigger vanished).
 */
export const CONSULTA_DESKTOP = '(min-width: 64rem)'
