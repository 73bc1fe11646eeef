// Stands in for Next's `polyfill-module` (see next.config.ts): every browser Next 16 supports
// (Chrome/Edge/Firefox 111+, Safari 16.4+) has what it patches natively, so the first load of
// every page carries nothing here.
export {}
