/**
 * Demo financing products of the fictional agency Fomento RS, one table for the four audiences.
 * `descricao` is the card summary (one <p>); `texto` is the HTML body of the detail page;
 * `imagem` is a file name in src/seed/imagens/.
 */

export type Perfil = 'AGRO' | 'ICS' | 'PUB' | 'INV'

export interface ProdutoSeed {
  id: number
  perfil: Perfil
  titulo: string
  /** Short HTML, a single <p>. */
  descricao: string
  /** HTML body of the detail page. */
  texto: string
  /** File name in src/seed/imagens/. */
  imagem: string
  link?: string
  emailContato: string
}

const EMAIL_AGRO = 'agro@fomento.rs.gov.br'
const EMAIL_EMPRESAS = 'empresas@fomento.rs.gov.br'
const EMAIL_MUNICIPIOS = 'municipios@fomento.rs.gov.br'
const EMAIL_INOVACAO = 'inovacao@fomento.rs.gov.br'

// ---------------------------------------------------------------- Agronegócio

const AGRO: ProdutoSeed[] = [
  {
    id: 10,
    perfil: 'AGRO',
    titulo: 'Pronaf Custeio',
    descricao:
      '<p>Recursos para as despesas da safra e da criação de animais do agricultor familiar, com juros subsidiados pelo Plano Safra.</p>',
    texto: `<h2>Custeio agrícola e pecuário para a agricultura familiar</h2>
<p>O <strong>Pronaf Custeio</strong> financia as despesas normais do ciclo produtivo de lavouras e criações, permitindo que o agricultor familiar compre insumos e pague serviços no momento certo, sem descapitalizar a propriedade.</p>
<h3>Quem pode solicitar</h3>
<ul>
<li>Agricultores familiares com inscrição ativa no Cadastro Nacional da Agricultura Familiar (CAF) ou Declaração de Aptidão ao Pronaf (DAP) válida;</li>
<li>Pescadores artesanais, aquicultores, silvicultores e extrativistas enquadrados no Pronaf.</li>
</ul>
<h3>O que é financiado</h3>
<ul>
<li>Sementes, mudas, fertilizantes, corretivos de solo e defensivos;</li>
<li>Ração, sal mineral, medicamentos e vacinas para a criação;</li>
<li>Serviços de preparo do solo, plantio, colheita e assistência técnica.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 14 meses para o custeio agrícola e de até 12 meses para o pecuário, com pagamento em parcela única após a colheita ou a venda da produção. Taxas de juros a partir de 0,5% ao ano, conforme a finalidade e as regras do Plano Safra vigente.</p>`,
    imagem: 'lavoura.svg',
    emailContato: EMAIL_AGRO,
  },
  {
    id: 11,
    perfil: 'AGRO',
    titulo: 'Pronaf Investimento',
    descricao:
      '<p>Financiamento de longo prazo para estruturar e modernizar a propriedade familiar, de benfeitorias a animais e equipamentos.</p>',
    texto: `<h2>Investimento para fortalecer a agricultura familiar</h2>
<p>Com o <strong>Pronaf Investimento</strong>, o agricultor familiar amplia a capacidade produtiva da propriedade e melhora a renda da família com crédito de longo prazo e juros reduzidos.</p>
<h3>O que é financiado</h3>
<ul>
<li>Construção e reforma de galpões, estufas, aviários, estábulos e cercas;</li>
<li>Aquisição de matrizes, reprodutores e animais de serviço;</li>
<li>Correção e recuperação do solo, pomares e culturas permanentes;</li>
<li>Tratores, implementos e equipamentos de pequeno porte.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 10 anos, com carência de até 3 anos conforme o projeto. Taxas de juros a partir de 0,5% ao ano, definidas pelo Plano Safra de acordo com a finalidade do investimento. As garantias são ajustadas ao valor financiado e podem incluir aval, penhor ou hipoteca.</p>
<h3>Documentos</h3>
<p>CAF ou DAP ativa, documentos pessoais, comprovante de posse ou uso da terra, projeto técnico ou orçamento dos itens e licença ambiental, quando exigida.</p>`,
    imagem: 'trator.svg',
    emailContato: EMAIL_AGRO,
  },
  {
    id: 12,
    perfil: 'AGRO',
    titulo: 'Pronamp',
    descricao: '<p>Custeio e investimento para o médio produtor rural.</p>',
    texto: `<h2>Programa Nacional de Apoio ao Médio Produtor Rural</h2>
<p>O <strong>Pronamp</strong> apoia o médio produtor rural no custeio da safra e em investimentos que aumentem a produtividade e a renda da atividade agropecuária.</p>
<h3>Quem pode solicitar</h3>
<p>Produtores rurais, pessoas físicas, com renda bruta agropecuária anual dentro do limite estabelecido pelo Plano Safra e que tenham pelo menos 80% da renda bruta originada da atividade rural.</p>
<h3>O que é financiado</h3>
<ul>
<li><strong>Custeio:</strong> insumos, serviços e despesas do ciclo de lavouras e criações;</li>
<li><strong>Investimento:</strong> máquinas, benfeitorias, correção do solo, aquisição de animais e formação de pastagens.</li>
</ul>
<h3>Condições</h3>
<p>No custeio, prazo de até 14 meses; no investimento, prazo de até 8 anos com carência de até 3 anos. Taxas de juros prefixadas conforme o Plano Safra vigente, com limites de crédito por beneficiário e por ano agrícola.</p>`,
    imagem: 'lavoura.svg',
    emailContato: EMAIL_AGRO,
  },
  {
    id: 13,
    perfil: 'AGRO',
    titulo: 'Irrigação e Reservação de Água',
    descricao:
      '<p>Crédito para implantar sistemas de irrigação, açudes e cisternas que protegem a lavoura contra a estiagem e garantem a colheita.</p>',
    texto: `<h2>Água na propriedade, segurança na produção</h2>
<p>As estiagens recorrentes no Rio Grande do Sul mostram a importância de armazenar água e irrigar com eficiência. Esta linha financia projetos que reduzem o risco climático e elevam a produtividade.</p>
<h3>O que é financiado</h3>
<ul>
<li>Pivôs centrais, sistemas de gotejamento e aspersão;</li>
<li>Construção e recuperação de açudes, barragens e cisternas;</li>
<li>Bombas, tubulações, redes elétricas e automação da irrigação;</li>
<li>Projetos técnicos e licenciamento ambiental.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 10 anos, incluída carência de até 3 anos. Taxas de juros a partir de 8% ao ano para médios e grandes produtores, com condições diferenciadas para agricultores familiares enquadrados no Pronaf. É necessária a outorga de uso da água ou o protocolo do pedido junto ao órgão estadual competente.</p>`,
    imagem: 'irrigacao.svg',
    emailContato: EMAIL_AGRO,
  },
  {
    id: 14,
    perfil: 'AGRO',
    titulo: 'Armazenagem na Propriedade Rural',
    descricao:
      '<p>Financiamento de silos, secadores e armazéns para que o produtor guarde a safra e escolha o melhor momento de vender.</p>',
    texto: `<h2>Armazenar para vender melhor</h2>
<p>Com estrutura própria de armazenagem, o produtor reduz perdas, diminui custos com frete na colheita e ganha poder de negociação. A linha segue as condições do Programa para Construção e Ampliação de Armazéns.</p>
<h3>O que é financiado</h3>
<ul>
<li>Construção, ampliação e reforma de silos e armazéns graneleiros;</li>
<li>Secadores, máquinas de pré-limpeza, balanças e sistemas de aeração;</li>
<li>Instalações elétricas e obras civis vinculadas ao projeto.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 12 anos, com carência de até 3 anos. Participação de até 100% do valor do projeto, conforme análise de crédito. Podem solicitar produtores rurais, pessoas físicas ou jurídicas, e cooperativas de produção.</p>`,
    imagem: 'silo.svg',
    emailContato: EMAIL_AGRO,
  },
  {
    id: 15,
    perfil: 'AGRO',
    titulo: 'Máquinas e Equipamentos Agrícolas',
    descricao: '<p>Tratores, colheitadeiras e implementos novos com repasse de recursos do BNDES.</p>',
    texto: `<h2>Mecanização com crédito de longo prazo</h2>
<p>Linha com recursos repassados do BNDES para a compra de <strong>máquinas e equipamentos agrícolas novos</strong>, de fabricação nacional e credenciados no sistema do BNDES.</p>
<h3>Itens financiáveis</h3>
<ul>
<li>Tratores, colheitadeiras, plantadeiras e pulverizadores;</li>
<li>Implementos agrícolas e equipamentos de agricultura de precisão;</li>
<li>Caminhões e equipamentos para o transporte da produção.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 7 anos, com carência de até 14 meses. Taxas de juros a partir de 9% ao ano, variáveis conforme o programa do BNDES e o porte do cliente. A própria máquina costuma ser a garantia da operação, por alienação fiduciária.</p>
<h3>Documentos</h3>
<p>Orçamento ou proposta do fornecedor com o código do equipamento no BNDES, documentos pessoais ou da empresa e comprovação da atividade rural.</p>`,
    imagem: 'trator.svg',
    emailContato: EMAIL_AGRO,
  },
  {
    id: 16,
    perfil: 'AGRO',
    titulo: 'Agroindústria Familiar',
    descricao:
      '<p>Apoio para instalar e regularizar pequenas agroindústrias que agregam valor à produção da família, como queijarias e vinícolas.</p>',
    texto: `<h2>Agregar valor à produção da família</h2>
<p>Transformar leite em queijo, uva em suco e vinho ou cana em melado aumenta a renda do agricultor e gera empregos no meio rural. Esta linha apoia empreendimentos familiares de beneficiamento e industrialização.</p>
<h3>Quem pode solicitar</h3>
<ul>
<li>Agricultores familiares com CAF ou DAP ativa;</li>
<li>Cooperativas e associações da agricultura familiar.</li>
</ul>
<h3>O que é financiado</h3>
<ul>
<li>Construção e adequação de instalações conforme as exigências sanitárias;</li>
<li>Máquinas, equipamentos, câmaras frias e embalagens;</li>
<li>Capital de giro associado ao investimento.</li>
</ul>
<p>Prazo de até 10 anos, com carência de até 3 anos e taxas do Pronaf Agroindústria. Empreendimentos inscritos no programa estadual de agroindústria familiar têm prioridade na análise.</p>`,
    imagem: 'agroindustria.svg',
    emailContato: EMAIL_AGRO,
  },
  {
    id: 17,
    perfil: 'AGRO',
    titulo: 'Energia Renovável no Campo',
    descricao:
      '<p>Crédito para geração própria de energia solar, biogás e biomassa na propriedade rural, reduzindo a conta de luz e os custos.</p>',
    texto: `<h2>Energia limpa e mais barata na propriedade</h2>
<p>A geração própria de energia diminui custos fixos de atividades como avicultura, suinocultura, leite e irrigação, e contribui para uma produção mais sustentável.</p>
<h3>O que é financiado</h3>
<ul>
<li>Sistemas fotovoltaicos conectados à rede;</li>
<li>Biodigestores e geradores a biogás;</li>
<li>Caldeiras e secadores a biomassa;</li>
<li>Instalação, projeto e homologação junto à distribuidora.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 10 anos, com carência de até 1 ano, e taxas a partir de 7% ao ano, conforme o enquadramento do produtor (Pronaf, Pronamp ou demais produtores). A economia na conta de energia costuma cobrir boa parte das parcelas.</p>`,
    imagem: 'energia-solar.svg',
    emailContato: EMAIL_AGRO,
  },
]

// ---------------------------------------------------------------- Empresa

const ICS: ProdutoSeed[] = [
  {
    id: 1,
    perfil: 'ICS',
    titulo: 'Inovação nas Empresas',
    descricao:
      '<p>Crédito para empresas gaúchas que desenvolvem novos produtos, processos e serviços ou incorporam tecnologia ao negócio.</p>',
    texto: `<h2>Inovação nas Empresas</h2>
<p>Inovar é essencial para competir. A Fomento RS apoia empresas de todos os portes que desejam desenvolver <strong>novos produtos, processos ou modelos de negócio</strong>, ou adotar tecnologias que aumentem a produtividade.</p>
<h3>O que pode ser apoiado</h3>
<ul>
<li>Pesquisa, desenvolvimento e engenharia de novos produtos e processos;</li>
<li>Aquisição de máquinas, softwares e equipamentos associados ao projeto inovador;</li>
<li>Contratação de serviços tecnológicos, consultorias e certificações;</li>
<li>Registro de patentes e proteção da propriedade intelectual.</li>
</ul>
<h3>Como funciona</h3>
<p>O projeto é avaliado pela equipe técnica da agência, que indica a linha mais adequada ao porte da empresa e ao estágio da inovação. As principais linhas operadas com recursos da Finep estão relacionadas abaixo.</p>`,
    imagem: 'engrenagens.svg',
    emailContato: EMAIL_EMPRESAS,
  },
  {
    id: 20,
    perfil: 'ICS',
    titulo: 'Máquinas e Equipamentos',
    descricao:
      '<p>Financiamento de máquinas e equipamentos novos, nacionais e credenciados no BNDES, para indústria, comércio e serviços.</p>',
    texto: `<h2>Renove e amplie o parque produtivo</h2>
<p>Linha com recursos repassados pelo BNDES, nos moldes do <strong>BNDES Finame</strong>, para a aquisição isolada de máquinas e equipamentos novos de fabricação nacional.</p>
<h3>Quem pode solicitar</h3>
<p>Empresas de todos os portes sediadas no Rio Grande do Sul, empresários individuais e cooperativas, com cadastro regular e sem restrições.</p>
<h3>Itens financiáveis</h3>
<ul>
<li>Máquinas industriais, equipamentos de informática e automação;</li>
<li>Caminhões, ônibus e veículos utilitários;</li>
<li>Sistemas industriais e bens de capital credenciados no BNDES.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 10 anos, com carência de até 24 meses. Taxas a partir de TLP ou taxa prefixada acrescida de spread, conforme o porte e a classificação de risco da empresa. Garantia por alienação fiduciária do bem e, quando necessário, aval dos sócios.</p>`,
    imagem: 'engrenagens.svg',
    emailContato: EMAIL_EMPRESAS,
  },
  {
    id: 21,
    perfil: 'ICS',
    titulo: 'Expansão e Modernização Industrial',
    descricao:
      '<p>Projetos de investimento para construir, ampliar ou modernizar plantas industriais no Rio Grande do Sul, com prazos longos.</p>',
    texto: `<h2>Investimento para crescer</h2>
<p>Financia projetos completos de implantação, ampliação e modernização de empreendimentos industriais, incluindo obras, equipamentos e o capital de giro necessário para colocar o projeto em operação.</p>
<h3>O que é financiado</h3>
<ul>
<li>Obras civis, instalações e montagens;</li>
<li>Máquinas e equipamentos nacionais e, em casos específicos, importados;</li>
<li>Estudos, projetos, treinamento e capital de giro associado (até 30% do investimento fixo).</li>
</ul>
<h3>Condições</h3>
<p>Prazo total de até 12 anos, com carência de até 3 anos, definida conforme o cronograma físico-financeiro. Taxas de juros a partir de TLP acrescida de spread, variando com o porte e o risco. Garantias reais e pessoais, de acordo com a análise de crédito.</p>
<h3>Documentos</h3>
<p>Projeto de investimento, demonstrações contábeis dos três últimos exercícios, documentos societários e licenças ambientais do empreendimento.</p>`,
    imagem: 'fabrica.svg',
    emailContato: EMAIL_EMPRESAS,
  },
  {
    id: 22,
    perfil: 'ICS',
    titulo: 'Turismo',
    descricao: '<p>Crédito para hotéis, pousadas, restaurantes e agências de turismo.</p>',
    texto: `<h2>Crédito para o turismo gaúcho</h2>
<p>Da Serra ao Litoral, passando pelas Missões e pela Campanha, o turismo gera emprego e renda em todo o estado. Com recursos do <strong>Fundo Geral do Turismo (Fungetur)</strong>, a Fomento RS financia empresas do setor.</p>
<h3>Quem pode solicitar</h3>
<p>Empresas com cadastro ativo no <a href="https://cadastur.turismo.gov.br">Cadastur</a>, como meios de hospedagem, restaurantes, agências, transportadoras turísticas, parques temáticos e organizadoras de eventos.</p>
<h3>O que é financiado</h3>
<ul>
<li>Construção, reforma e ampliação de empreendimentos turísticos;</li>
<li>Máquinas, equipamentos, mobiliário e veículos;</li>
<li>Capital de giro isolado ou associado ao investimento.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 20 anos para obras e de até 5 anos para capital de giro, com carência de até 5 anos. Taxas a partir de 5% ao ano acrescidas da Selic ou do IPCA, conforme as regras do Fungetur.</p>`,
    imagem: 'turismo.svg',
    link: 'https://cadastur.turismo.gov.br',
    emailContato: EMAIL_EMPRESAS,
  },
  {
    id: 23,
    perfil: 'ICS',
    titulo: 'Energia Solar e Eficiência Energética',
    descricao:
      '<p>Financiamento de usinas fotovoltaicas e de projetos de eficiência energética para empresas que querem gastar menos com energia.</p>',
    texto: `<h2>Economia de energia que paga o investimento</h2>
<p>Empresas que geram a própria energia ou reduzem o consumo ficam mais competitivas e diminuem a emissão de gases de efeito estufa.</p>
<h3>O que é financiado</h3>
<ul>
<li>Sistemas de geração fotovoltaica em telhados, solo ou estacionamentos;</li>
<li>Substituição de motores, compressores e iluminação por modelos eficientes;</li>
<li>Sistemas de gestão e monitoramento do consumo de energia.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 8 anos, com carência de até 6 meses, e taxas a partir de 1,1% ao mês, conforme o porte e a classificação de risco. Financiamento de até 100% dos equipamentos e da instalação, mediante orçamento de integrador habilitado.</p>`,
    imagem: 'energia-solar.svg',
    emailContato: EMAIL_EMPRESAS,
  },
  {
    id: 24,
    perfil: 'ICS',
    titulo: 'Transporte e Logística',
    descricao: '<p>Caminhões, implementos rodoviários e estruturas logísticas para empresas de transporte.</p>',
    texto: `<h2>Renovação de frota e estrutura logística</h2>
<p>Linha voltada a transportadoras, operadores logísticos e empresas com frota própria que precisam renovar veículos ou ampliar centros de distribuição.</p>
<h3>O que é financiado</h3>
<ul>
<li>Caminhões, cavalos mecânicos, reboques e semirreboques novos;</li>
<li>Equipamentos de movimentação de carga e armazenagem;</li>
<li>Construção e ampliação de armazéns e centros de distribuição.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 8 anos para veículos e de até 10 anos para obras, com carência de até 12 meses. Taxas a partir de TLP ou prefixadas, acrescidas de spread conforme o risco. Garantia por alienação fiduciária dos veículos financiados.</p>`,
    imagem: 'caminhao.svg',
    emailContato: EMAIL_EMPRESAS,
  },
  {
    id: 25,
    perfil: 'ICS',
    titulo: 'Comércio e Serviços',
    descricao:
      '<p>Crédito para micro e pequenas empresas do comércio e dos serviços reformarem lojas, comprarem equipamentos e ampliarem o atendimento.</p>',
    texto: `<h2>Apoio ao pequeno negócio</h2>
<p>Microempreendedores individuais, microempresas e empresas de pequeno porte do comércio e dos serviços encontram nesta linha crédito simples para investir no próprio negócio.</p>
<h3>O que é financiado</h3>
<ul>
<li>Reforma e ampliação de lojas, escritórios e pontos de atendimento;</li>
<li>Móveis, equipamentos, computadores e sistemas de gestão;</li>
<li>Capital de giro associado ao investimento.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 5 anos, com carência de até 6 meses, e taxas a partir de 1,2% ao mês. Operações podem contar com garantia complementar de fundos garantidores, reduzindo a exigência de garantias reais.</p>
<h3>Documentos</h3>
<p>Contrato social ou certificado do MEI, documentos dos sócios, faturamento dos últimos 12 meses e orçamento dos itens.</p>`,
    imagem: 'loja.svg',
    emailContato: EMAIL_EMPRESAS,
  },
  {
    id: 35,
    perfil: 'ICS',
    titulo: 'Capital de Giro',
    descricao:
      '<p>Recursos para reforçar o caixa, comprar estoques e pagar fornecedores, com parcelas adequadas ao fluxo da empresa.</p>',
    texto: `<h2>Fôlego para o dia a dia da empresa</h2>
<p>O <strong>Capital de Giro</strong> da Fomento RS ajuda empresas gaúchas a manterem as operações, formarem estoques e aproveitarem oportunidades de compra, com prazos maiores que os do crédito bancário tradicional.</p>
<h3>Quem pode solicitar</h3>
<p>Empresas de todos os portes com sede ou unidade produtiva no Rio Grande do Sul, com pelo menos um ano de atividade e cadastro regular.</p>
<h3>Condições</h3>
<ul>
<li>Prazo de até 48 meses, com carência de até 6 meses;</li>
<li>Taxas a partir de 1,15% ao mês, conforme o porte e a classificação de risco;</li>
<li>Garantias: aval dos sócios, recebíveis, bens ou fundos garantidores.</li>
</ul>
<h3>Documentos</h3>
<p>Documentos societários, demonstrações contábeis ou declaração de faturamento, relação de endividamento bancário e documentos dos sócios. Use o simulador da página inicial para estimar as parcelas antes de solicitar.</p>`,
    imagem: 'moedas.svg',
    emailContato: EMAIL_EMPRESAS,
  },
]

// ---------------------------------------------------------------- Município

const PUB: ProdutoSeed[] = [
  {
    id: 45,
    perfil: 'PUB',
    titulo: 'Iluminação Pública Eficiente',
    descricao:
      '<p>Financiamento para trocar a iluminação pública por luminárias de LED, reduzindo o consumo de energia e melhorando a segurança.</p>',
    texto: `<h2>Cidades mais iluminadas e econômicas</h2>
<p>A modernização do parque de iluminação pública com tecnologia LED reduz em até 60% o consumo de energia, diminui a manutenção e aumenta a sensação de segurança da população.</p>
<h3>O que é financiado</h3>
<ul>
<li>Substituição de luminárias por modelos LED;</li>
<li>Sistemas de telegestão e controle remoto da iluminação;</li>
<li>Iluminação de praças, parques, ginásios e prédios públicos;</li>
<li>Projeto luminotécnico e cadastro georreferenciado dos pontos.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 10 anos, com carência de até 12 meses. Taxas a partir de CDI acrescido de spread, conforme a capacidade de pagamento do município. A arrecadação da Contribuição para Custeio do Serviço de Iluminação Pública (Cosip) pode ser vinculada como garantia.</p>`,
    imagem: 'iluminacao.svg',
    emailContato: EMAIL_MUNICIPIOS,
  },
  {
    id: 46,
    perfil: 'PUB',
    titulo: 'Modernização da Gestão Municipal',
    descricao:
      '<p>Investimentos em tecnologia, cadastro e capacitação para modernizar a administração tributária e a gestão pública municipal.</p>',
    texto: `<h2>Gestão mais eficiente e arrecadação própria maior</h2>
<p>Nos moldes do Programa de Modernização da Administração Tributária (PMAT), esta linha apoia municípios que desejam melhorar a arrecadação própria, a qualidade do gasto e o atendimento ao cidadão.</p>
<h3>O que é financiado</h3>
<ul>
<li>Recadastramento imobiliário, planta genérica de valores e geoprocessamento;</li>
<li>Sistemas de gestão tributária, financeira e de protocolo eletrônico;</li>
<li>Equipamentos de informática, redes e centros de dados;</li>
<li>Capacitação de servidores e consultorias especializadas.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 8 anos, com carência de até 24 meses. A operação depende de lei municipal autorizativa, da verificação de limites e condições pela Secretaria do Tesouro Nacional e da vinculação de cotas do FPM ou do ICMS como garantia.</p>`,
    imagem: 'prefeitura.svg',
    emailContato: EMAIL_MUNICIPIOS,
  },
  {
    id: 47,
    perfil: 'PUB',
    titulo: 'Máquinas e Equipamentos Rodoviários',
    descricao: '<p>Retroescavadeiras, motoniveladoras e caminhões para manter as estradas do município.</p>',
    texto: `<h2>Estradas vicinais em boas condições o ano inteiro</h2>
<p>Estradas municipais bem conservadas garantem o escoamento da safra, o transporte escolar e o acesso a serviços de saúde. Esta linha financia a renovação da frota de máquinas da prefeitura.</p>
<h3>Itens financiáveis</h3>
<ul>
<li>Motoniveladoras, retroescavadeiras, escavadeiras e pás carregadeiras;</li>
<li>Rolos compactadores e caminhões basculantes;</li>
<li>Caminhões-pipa, ambulâncias e veículos de serviço.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 8 anos, com carência de até 12 meses. Os bens devem ser novos, de fabricação nacional e adquiridos por licitação. Garantia por vinculação de cotas de repartição de receitas, após autorização legislativa e verificação da Secretaria do Tesouro Nacional.</p>`,
    imagem: 'maquinas-rodoviarias.svg',
    emailContato: EMAIL_MUNICIPIOS,
  },
  {
    id: 48,
    perfil: 'PUB',
    titulo: 'Pavimentação e Infraestrutura Urbana',
    descricao:
      '<p>Crédito para pavimentar ruas, construir calçadas acessíveis e obras de drenagem que melhoram a mobilidade e a qualidade de vida.</p>',
    texto: `<h2>Infraestrutura que transforma a cidade</h2>
<p>Linha destinada a obras de infraestrutura urbana planejadas pelo município, com apoio técnico da Fomento RS desde a elaboração da proposta até a prestação de contas.</p>
<h3>O que é financiado</h3>
<ul>
<li>Pavimentação asfáltica, em blocos de concreto ou paralelepípedos;</li>
<li>Drenagem pluvial, meio-fio e sarjetas;</li>
<li>Calçadas com acessibilidade, ciclovias e sinalização viária;</li>
<li>Requalificação de praças e espaços públicos.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 12 anos, com carência de até 24 meses, e taxas compatíveis com operações de crédito do setor público. É necessário apresentar projeto básico, orçamento de referência e lei autorizativa.</p>
<h3>Passo a passo</h3>
<p>Após a aprovação da proposta, o município encaminha o Pedido de Verificação de Limites e Condições (PVL) à Secretaria do Tesouro Nacional. Com o parecer favorável, o contrato é assinado e os recursos são liberados conforme a medição das obras.</p>`,
    imagem: 'estrada.svg',
    emailContato: EMAIL_MUNICIPIOS,
  },
  {
    id: 49,
    perfil: 'PUB',
    titulo: 'Escolas, Creches e Unidades de Saúde',
    descricao: '<p>Construção, reforma e equipamento de escolas, creches e postos de saúde.</p>',
    texto: `<h2>Serviços públicos mais perto do cidadão</h2>
<p>Financiamento de obras e equipamentos que ampliam e qualificam a rede municipal de educação e saúde.</p>
<h3>O que é financiado</h3>
<ul>
<li>Construção, ampliação e reforma de escolas, creches e unidades básicas de saúde;</li>
<li>Mobiliário, equipamentos médicos e de informática;</li>
<li>Veículos para transporte escolar e para a saúde;</li>
<li>Adequações de acessibilidade e de prevenção contra incêndio.</li>
</ul>
<p>Prazo de até 10 anos, com carência de até 24 meses. As condições seguem as regras das operações de crédito de municípios, com análise da capacidade de pagamento e vinculação de receitas em garantia.</p>`,
    imagem: 'escola.svg',
    emailContato: EMAIL_MUNICIPIOS,
  },
]

// ---------------------------------------------------------------- Inovação

const INV: ProdutoSeed[] = [
  {
    id: 6,
    perfil: 'INV',
    titulo: 'Inovacred',
    descricao:
      '<p>Linha da Finep operada pela Fomento RS para financiar projetos de inovação de micro, pequenas e médias empresas gaúchas.</p>',
    texto: `<h2>Finep Inovacred</h2>
<p>O <strong>Inovacred</strong> é a linha da Financiadora de Estudos e Projetos (Finep) operada de forma descentralizada por agentes financeiros credenciados, como a Fomento RS. Financia empresas que querem desenvolver ou aprimorar produtos, processos e serviços.</p>
<h3>Quem pode solicitar</h3>
<p>Empresas com sede no Rio Grande do Sul e receita operacional bruta anual dentro dos limites definidos pela Finep para micro, pequenas e médias empresas.</p>
<h3>O que é financiado</h3>
<ul>
<li>Despesas de pesquisa, desenvolvimento e engenharia;</li>
<li>Aquisição de máquinas, equipamentos e softwares do projeto;</li>
<li>Serviços tecnológicos, consultorias e capacitação;</li>
<li>Introdução de inovações no mercado.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 8 anos, incluída carência de até 2 anos. Taxas a partir de TJLP acrescida de spread, conforme o porte da empresa. Saiba mais no portal da <a href="https://www.finep.gov.br">Finep</a>.</p>`,
    imagem: 'lampada.svg',
    link: 'https://www.finep.gov.br',
    emailContato: EMAIL_INOVACAO,
  },
  {
    id: 37,
    perfil: 'INV',
    titulo: 'Inovacred Expresso',
    descricao: '<p>Crédito ágil e simplificado para pequenos projetos de inovação.</p>',
    texto: `<h2>Inovacred Expresso</h2>
<p>Modalidade simplificada do Inovacred para <strong>projetos de menor valor</strong>, com análise mais rápida e documentação reduzida. Ideal para a primeira experiência da empresa com crédito para inovação.</p>
<h3>Exemplos de projetos</h3>
<ul>
<li>Desenvolvimento de protótipos e novas versões de produtos;</li>
<li>Implantação de softwares de gestão e de comércio eletrônico;</li>
<li>Certificações, ensaios laboratoriais e registro de marcas e patentes.</li>
</ul>
<h3>Condições</h3>
<p>Financiamento de até 100% do projeto, com prazo de até 5 anos e carência de até 1 ano. Taxas a partir de TJLP acrescida de spread. Podem ser aceitas garantias de fundos garantidores.</p>`,
    imagem: 'foguete.svg',
    emailContato: EMAIL_INOVACAO,
  },
  {
    id: 39,
    perfil: 'INV',
    titulo: 'Inovacred 4.0',
    descricao:
      '<p>Financiamento para implantar tecnologias da Indústria 4.0, como automação, sensores, robótica e análise de dados na produção.</p>',
    texto: `<h2>Inovacred 4.0</h2>
<p>Apoia a <strong>transformação digital da produção</strong> com a contratação de soluções de integradores e fornecedores de tecnologia habilitados pela Finep.</p>
<h3>Tecnologias apoiadas</h3>
<ul>
<li>Internet das coisas industrial e sensoriamento de máquinas;</li>
<li>Robótica colaborativa e manufatura aditiva;</li>
<li>Computação em nuvem, inteligência artificial e análise de dados;</li>
<li>Sistemas de execução da manufatura (MES) e gêmeos digitais.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 8 anos, com carência de até 2 anos. O projeto é elaborado em conjunto com o integrador, que realiza um diagnóstico da maturidade digital da empresa antes da implantação.</p>`,
    imagem: 'circuito.svg',
    emailContato: EMAIL_INOVACAO,
  },
  {
    id: 40,
    perfil: 'INV',
    titulo: 'Inovacred Conecta',
    descricao:
      '<p>Crédito para projetos de inovação desenvolvidos em parceria com universidades, institutos de pesquisa e parques tecnológicos.</p>',
    texto: `<h2>Inovacred Conecta</h2>
<p>Estimula a cooperação entre empresas e <strong>Instituições Científicas, Tecnológicas e de Inovação (ICTs)</strong>, financiando projetos em que a empresa contrata pesquisa, desenvolvimento ou serviços tecnológicos dessas instituições.</p>
<h3>O que é financiado</h3>
<ul>
<li>Contratos de pesquisa e desenvolvimento com universidades e institutos;</li>
<li>Uso de laboratórios, ensaios e serviços tecnológicos;</li>
<li>Bolsas e equipes dedicadas ao projeto conjunto;</li>
<li>Equipamentos e materiais necessários ao desenvolvimento.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 8 anos, com carência de até 2 anos, e condições diferenciadas em relação ao Inovacred tradicional, como reconhecimento ao esforço de cooperação.</p>`,
    imagem: 'rede.svg',
    emailContato: EMAIL_INOVACAO,
  },
  {
    id: 41,
    perfil: 'INV',
    titulo: 'Inovacred Empreendedor',
    descricao: '<p>Apoio a microempresas e empresas nascentes que estruturam o primeiro projeto inovador.</p>',
    texto: `<h2>Inovacred Empreendedor</h2>
<p>Voltado a <strong>microempresas e empresas de pequeno porte</strong> em fase de crescimento, inclusive as graduadas em incubadoras, que precisam de recursos para levar uma solução inovadora ao mercado.</p>
<h3>O que é financiado</h3>
<ul>
<li>Finalização de produtos e validação com clientes;</li>
<li>Equipamentos, softwares e adequação de instalações;</li>
<li>Ações de marketing e inserção no mercado;</li>
<li>Capital de giro associado ao projeto.</li>
</ul>
<h3>Documentos</h3>
<p>Plano de negócios ou descrição do projeto, documentos societários, faturamento dos últimos 12 meses e, quando houver, declaração da incubadora ou do parque tecnológico.</p>`,
    imagem: 'laboratorio.svg',
    emailContato: EMAIL_INOVACAO,
  },
  {
    id: 42,
    perfil: 'INV',
    titulo: 'Inovacred Sustentabilidade',
    descricao:
      '<p>Crédito para inovações que reduzem emissões, economizam recursos naturais e promovem a economia circular nas empresas gaúchas.</p>',
    texto: `<h2>Inovacred Sustentabilidade</h2>
<p>Financia projetos inovadores com <strong>impacto ambiental positivo</strong>, alinhados à transição para uma economia de baixo carbono.</p>
<h3>Exemplos de projetos</h3>
<ul>
<li>Novos processos que reduzem o consumo de água, energia e matérias-primas;</li>
<li>Reaproveitamento de resíduos e desenvolvimento de materiais recicláveis;</li>
<li>Soluções de energia renovável e armazenamento de energia;</li>
<li>Tecnologias de rastreabilidade e certificação ambiental.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 8 anos, com carência de até 2 anos. Os ganhos ambientais esperados devem ser descritos no projeto e acompanhados por indicadores durante a execução.</p>`,
    imagem: 'folha.svg',
    emailContato: EMAIL_INOVACAO,
  },
  {
    id: 44,
    perfil: 'INV',
    titulo: 'Ambientes de Inovação',
    descricao:
      '<p>Parcerias com parques tecnológicos, incubadoras e aceleradoras do Rio Grande do Sul para aproximar empresas inovadoras do crédito.</p>',
    texto: `<h2>Ambientes de Inovação</h2>
<p>A Fomento RS mantém parcerias com <strong>parques tecnológicos, incubadoras, aceleradoras e centros de inovação</strong> de todas as regiões do estado. O objetivo é aproximar as empresas desses ambientes das linhas de crédito e dos programas de apoio disponíveis.</p>
<h3>Como a parceria funciona</h3>
<ul>
<li>Atendimento presencial periódico da equipe de inovação nos ambientes parceiros;</li>
<li>Oficinas sobre elaboração de projetos e acesso a crédito;</li>
<li>Indicação de empresas residentes e graduadas para as linhas Inovacred;</li>
<li>Divulgação conjunta de editais de subvenção e programas estaduais.</li>
</ul>
<p>Esta página é informativa. Ambientes de inovação interessados em firmar parceria podem entrar em contato pelo e-mail inovacao@fomento.rs.gov.br.</p>`,
    imagem: 'parque-tecnologico.svg',
    emailContato: EMAIL_INOVACAO,
  },
  {
    id: 55,
    perfil: 'INV',
    titulo: 'Transformação Digital',
    descricao:
      '<p>Financiamento para micro e pequenas empresas digitalizarem vendas, atendimento e gestão com sistemas, equipamentos e consultoria.</p>',
    texto: `<h2>Transformação Digital</h2>
<p>Empresas digitalizadas vendem mais, controlam melhor os custos e atendem os clientes por diversos canais. Esta linha apoia <strong>micro e pequenas empresas</strong> na adoção de ferramentas digitais.</p>
<h3>O que é financiado</h3>
<ul>
<li>Lojas virtuais, integração com marketplaces e meios de pagamento;</li>
<li>Sistemas de gestão empresarial (ERP), de relacionamento com clientes (CRM) e emissão fiscal;</li>
<li>Computadores, redes e equipamentos de segurança da informação;</li>
<li>Consultoria e capacitação da equipe para uso das novas ferramentas.</li>
</ul>
<h3>Condições</h3>
<p>Prazo de até 5 anos, com carência de até 6 meses. Taxas a partir de TJLP acrescida de spread, com possibilidade de garantia complementar de fundos garantidores.</p>`,
    imagem: 'digital.svg',
    emailContato: EMAIL_INOVACAO,
  },
  {
    id: 56,
    perfil: 'INV',
    titulo: 'Startups e Empresas de Base Tecnológica',
    descricao: '<p>Crédito para startups em fase de tração escalarem seus produtos e equipes.</p>',
    texto: `<h2>Startups e Empresas de Base Tecnológica</h2>
<p>Startups com produto validado e receita recorrente podem contar com crédito para acelerar o crescimento sem diluir a participação dos sócios.</p>
<h3>Quem pode solicitar</h3>
<ul>
<li>Empresas de base tecnológica com sede no Rio Grande do Sul;</li>
<li>Com faturamento comprovado nos últimos 12 meses;</li>
<li>Preferencialmente vinculadas a incubadoras, aceleradoras ou parques tecnológicos.</li>
</ul>
<h3>O que é financiado</h3>
<p>Desenvolvimento de novas funcionalidades, infraestrutura de nuvem, contratação de equipe técnica, expansão comercial e proteção da propriedade intelectual.</p>
<h3>Condições</h3>
<p>Prazo de até 6 anos, com carência de até 18 meses. A análise considera indicadores do negócio, como receita recorrente, crescimento e base de clientes, além das garantias oferecidas.</p>`,
    imagem: 'foguete.svg',
    emailContato: EMAIL_INOVACAO,
  },
]

export const PRODUTOS_SEED: ProdutoSeed[] = [...AGRO, ...ICS, ...PUB, ...INV]
