/** Demo news items (fictional facts about the fictional agency Fomento RS). */
export interface NoticiaSeed {
  titulo: string
  resumo: string
  /** Legacy-style HTML body; converted to the editor's rich text when seeded. */
  corpo: string
  imagem: string
  data: string
  destaque?: boolean
}

const p = (...paragrafos: string[]) => paragrafos.map((t) => `<p>${t}</p>`).join('')

export const NOTICIAS_SEED: NoticiaSeed[] = [
  {
    titulo: 'Fomento RS libera R$ 120 milhões para a safra de verão 2026/2027',
    resumo:
      'A agência abriu as contratações do crédito de custeio para a safra de verão com R$ 120 milhões disponíveis para produtores rurais e agricultores familiares de todas as regiões do Estado. O recurso atende lavouras de soja, milho, arroz e feijão, além da fruticultura e da olericultura, com prazos ajustados ao ciclo de cada cultura. Cooperativas parceiras e os conselhos regionais de desenvolvimento ajudam a levar as informações a quem está no campo, e os pedidos podem ser feitos pelo site ou pelos agentes credenciados. Pequenos produtores têm atendimento prioritário e condições diferenciadas, e a análise leva em conta a produtividade média da região e o histórico de cada propriedade.',
    corpo: p(
      'A Fomento RS abriu nesta semana as contratações do crédito de custeio para a safra de verão 2026/2027, com <strong>R$ 120 milhões</strong> disponíveis.',
      'O recurso atende lavouras de soja, milho, arroz e feijão, além da fruticultura e da olericultura. Os prazos acompanham o ciclo de cada cultura e a primeira parcela vence depois da colheita.',
      'Os pedidos podem ser feitos pelo site, na página de <a href="/agronegocio">Agronegócio</a>, ou pelos agentes credenciados nas cooperativas parceiras.',
    ),
    imagem: 'lavoura.svg',
    data: '2026-11-18T13:00:00.000Z',
    destaque: true,
  },
  {
    titulo: 'Programa de energia solar para empresas ganha nova etapa',
    resumo:
      'Micro, pequenas e médias empresas gaúchas podem financiar a instalação de painéis fotovoltaicos com prazo de até 96 meses e carência de seis meses, pagando as parcelas com a economia na conta de luz.',
    corpo: p(
      'A nova etapa do programa de energia solar amplia o prazo de pagamento para até 96 meses, com seis meses de carência.',
      'Empresas de todos os setores podem participar. O projeto precisa ser elaborado por instalador com registro no conselho profissional.',
    ),
    imagem: 'energia-solar.svg',
    data: '2026-11-12T14:30:00.000Z',
    destaque: true,
  },
  {
    titulo: 'Municípios da Serra contratam máquinas rodoviárias com crédito da agência',
    resumo:
      'Doze prefeituras da Serra Gaúcha assinaram contratos para a compra de retroescavadeiras, motoniveladoras e caminhões, que vão reforçar a manutenção das estradas do interior antes do escoamento da safra.',
    corpo: p(
      'Doze prefeituras da Serra Gaúcha assinaram contratos de financiamento para a compra de máquinas rodoviárias.',
      'Os equipamentos vão reforçar a manutenção das estradas vicinais, essenciais para o escoamento da produção agrícola.',
    ),
    imagem: 'maquinas-rodoviarias.svg',
    data: '2026-11-05T12:00:00.000Z',
    destaque: true,
  },
  {
    titulo: 'Startups gaúchas têm nova linha para projetos de inovação',
    resumo: 'A linha financia desenvolvimento de produtos, registro de patentes e contratação de pesquisadores, com taxas reduzidas para empresas incubadas em parques tecnológicos do Estado.',
    corpo: p('A nova linha para startups financia desenvolvimento de produtos, registro de patentes e contratação de pesquisadores.'),
    imagem: 'foguete.svg',
    data: '2026-10-28T15:00:00.000Z',
    destaque: true,
  },
  {
    titulo: 'Agência participa da Expointer com atendimento a produtores',
    resumo: 'Durante a feira, a equipe da agência atendeu mais de 1.800 produtores e recebeu propostas de financiamento para máquinas, irrigação e armazenagem.',
    corpo: p('A equipe da agência atendeu mais de 1.800 produtores durante a Expointer, em Esteio.'),
    imagem: 'trator.svg',
    data: '2026-09-08T13:00:00.000Z',
  },
  {
    titulo: 'Crédito para irrigação ajuda a enfrentar a estiagem',
    resumo: 'Produtores que investem em irrigação e reservação de água contam com prazos de até 10 anos e carência de até 3 anos para pagar.',
    corpo: p('Os financiamentos para irrigação e reservação de água têm prazo de até 10 anos e carência de até 3 anos.'),
    imagem: 'irrigacao.svg',
    data: '2026-08-20T13:00:00.000Z',
  },
  {
    titulo: 'Iluminação pública em LED reduz gastos de prefeituras',
    resumo: 'Os municípios que trocaram as lâmpadas da iluminação pública por LED com crédito da agência reduziram, em média, 45% do consumo de energia.',
    corpo: p('A troca para LED reduziu, em média, 45% do consumo de energia da iluminação pública nos municípios atendidos.'),
    imagem: 'iluminacao.svg',
    data: '2026-07-30T13:00:00.000Z',
  },
  {
    titulo: 'Capital de giro com taxa menor para o comércio',
    resumo: 'Lojistas e prestadores de serviço podem contratar capital de giro com taxa reduzida e parcelas fixas, com análise de crédito simplificada.',
    corpo: p('A linha de capital de giro para o comércio tem taxa reduzida e parcelas fixas.'),
    imagem: 'loja.svg',
    data: '2026-07-02T13:00:00.000Z',
  },
  {
    titulo: 'Agência publica relatório anual de sustentabilidade',
    resumo: 'O relatório mostra os investimentos em energia renovável, agricultura de baixo carbono e projetos sociais apoiados no último ano.',
    corpo: p('O relatório anual de sustentabilidade está disponível na área de publicações.'),
    imagem: 'folha.svg',
    data: '2026-06-10T13:00:00.000Z',
  },
  {
    titulo: 'Agroindústrias familiares ampliam produção com financiamento',
    resumo: 'Queijarias, vinícolas e padarias coloniais investiram em equipamentos e adequação sanitária para vender em todo o Estado.',
    corpo: p('Agroindústrias familiares investiram em equipamentos e adequação sanitária.'),
    imagem: 'agroindustria.svg',
    data: '2026-05-14T13:00:00.000Z',
  },
  {
    titulo: 'Escolas municipais recebem reformas financiadas pela agência',
    resumo: 'Dezoito escolas de municípios do Vale do Taquari foram reformadas e ampliadas com recursos de linhas para infraestrutura urbana.',
    corpo: p('Dezoito escolas do Vale do Taquari foram reformadas com recursos de infraestrutura urbana.'),
    imagem: 'escola.svg',
    data: '2026-04-09T13:00:00.000Z',
  },
  {
    titulo: 'Parques tecnológicos e agência firmam parceria',
    resumo: 'A parceria leva atendimento da agência às empresas instaladas nos parques tecnológicos e facilita o acesso ao crédito para inovação.',
    corpo: p('A parceria com os parques tecnológicos leva atendimento às empresas inovadoras.'),
    imagem: 'parque-tecnologico.svg',
    data: '2026-03-03T13:00:00.000Z',
  },
]
