/**
 * First focusable element of every page: jumps keyboard and screen-reader users past the header
 * to <main id="conteudo">. Hidden until focused.
 */
export function SkipLink() {
  return (
    <a
      href="#conteudo"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-md focus:bg-marca-800 focus:px-4 focus:py-3 focus:font-semibold focus:text-white focus:shadow-lg"
    >
      Pular para o conteúdo principal
    </a>
  )
}
