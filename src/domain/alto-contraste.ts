/**
 * The 'Alto contraste' theme (eMAG 3.1): a class on <html>, remembered in the visitor's browser.
 * Kept in localStorage, not a cookie, because pages are kept per address and content version
 * (decision 0005): a theme chosen on the server would need a copy of every page per theme.
 */
export const CLASSE_ALTO_CONTRASTE = 'alto-contraste'
export const CHAVE_ALTO_CONTRASTE = 'fomento:alto-contraste'
/** Marks the switch (a plain server-rendered button) that the head script drives. */
export const ATRIBUTO_ALTERNADOR = 'data-alto-contraste'

/**
 * The script that runs in <head> before the first paint, so a reload in high contrast never flashes the
 * normal theme. It also drives the switch (one delegated click listener, aria-pressed kept in step), so
 * the theme needs no client component in every page's first-load JavaScript. Storage may be refused
 * (private modes, blocked storage): the theme then applies to the page and is not remembered.
 */
export const SCRIPT_ALTO_CONTRASTE = `(function(){
var d=document.documentElement,c=${JSON.stringify(CLASSE_ALTO_CONTRASTE)},k=${JSON.stringify(CHAVE_ALTO_CONTRASTE)},s='[${ATRIBUTO_ALTERNADOR}]';
try{if(localStorage.getItem(k)==='1')d.classList.add(c)}catch(e){}
function marcar(){var a=String(d.classList.contains(c));document.querySelectorAll(s).forEach(function(b){b.setAttribute('aria-pressed',a)})}
document.addEventListener('click',function(e){
var b=e.target instanceof Element&&e.target.closest(s);if(!b)return;
var ativo=d.classList.toggle(c);
try{if(ativo)localStorage.setItem(k,'1');else localStorage.removeItem(k)}catch(e){}
marcar()});
document.addEventListener('DOMContentLoaded',marcar)})()`
