/**
 * The 'Alto contraste' theme (eMAG 3.1): a class on <html>, remembered in the visitor's browser.
 * Kept in localStorage, not a cookie, because pages are kept per address and content version
 * (decision 0005): a theme chosen on the server would need a copy of every page per theme.
 */
export const CLASSE_ALTO_CONTRASTE = 'alto-contraste'
export const CHAVE_ALTO_CONTRASTE = 'fomento:alto-contraste'

/**
 * The script that runs in <head> before the first paint, so a reload in high contrast never flashes
 * the normal theme. Storage may be refused (private modes, blocked storage): then the page stays normal.
 */
export const SCRIPT_ALTO_CONTRASTE =
  `try{if(localStorage.getItem(${JSON.stringify(CHAVE_ALTO_CONTRASTE)})==='1')` +
  `document.documentElement.classList.add(${JSON.stringify(CLASSE_ALTO_CONTRASTE)})}catch(e){}`
