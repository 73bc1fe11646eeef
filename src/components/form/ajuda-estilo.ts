/** The info button's look, shared by the plain button and the popover's trigger that replaces it. */
export const CLASSE_BOTAO_AJUDA =
  'ml-1 inline-flex size-6 items-center justify-center rounded-full border border-marca-700 align-middle text-sm font-bold text-marca-700 hover:bg-marca-50 focus-visible:outline-2 focus-visible:outline-offset-2'
