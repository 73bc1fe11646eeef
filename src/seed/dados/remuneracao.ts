/** The pay table of spec 2 §9 (monthly, per person). */
export const REMUNERACAO_SEED = {
  referencia: 'novembro de 2026',
  cargos: [
    { cargo: 'Diretor-Presidente', quantidade: 1, honorarios: 19_858.84, verbaRepresentacao: 19_858.84 },
    { cargo: 'Diretor Vice-Presidente', quantidade: 1, honorarios: 18_865.9, verbaRepresentacao: 18_865.9 },
    { cargo: 'Diretor', quantidade: 4, honorarios: 16_880, verbaRepresentacao: 16_880 },
  ],
}
