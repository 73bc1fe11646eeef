/**
 * The pages a public body owes its visitors, as the site starts with them (required content, written
 * with or without the demo: src/seed/paginas-direitos.ts): the accessibility statement (LBI art. 63,
 * eMAG 3.1), the privacy policy (LGPD art. 9 and 18) and the access-to-information hub (LAI art. 8, in
 * the order of the CGU's transparency guide). Staff keep them in the back-office (Páginas institucionais);
 * the facts about the site (what each form asks, who reads it) are this codebase's, the periods are the
 * agency's policy and editable.
 */

export interface PaginaDireitosSeed {
  rota: 'acessibilidade' | 'politica-de-privacidade' | 'acesso-a-informacao'
  titulo: string
  resumo: string
  secoes: { titulo: string; html: string }[]
}

const ACESSIBILIDADE: PaginaDireitosSeed = {
  rota: 'acessibilidade',
  titulo: 'Acessibilidade',
  resumo: 'Como este site atende às pessoas com deficiência: padrões seguidos (ABNT NBR 17225:2025, WCAG 2.2 e eMAG 3.1), atalhos de teclado, alto contraste, limitações conhecidas e como relatar uma barreira.',
  secoes: [
    {
      titulo: 'Nosso compromisso',
      html: '<p>Este site foi construído para que qualquer pessoa consiga usá-lo, inclusive quem navega só pelo teclado, usa leitor de tela, amplia a tela ou acessa por um celular simples, como determina o artigo 63 da Lei Brasileira de Inclusão (Lei nº 13.146/2015).</p><p>Seguimos a norma brasileira <strong>ABNT NBR 17225:2025</strong> (Acessibilidade em conteúdo e aplicações web), construída sobre as <strong>Diretrizes de Acessibilidade para Conteúdo Web (WCAG 2.2), nível AA</strong>, e o <strong>Modelo de Acessibilidade em Governo Eletrônico (eMAG 3.1)</strong>. Cada página é verificada automaticamente, em computador e em celular, antes de cada publicação do sistema.</p>',
    },
    {
      titulo: 'Conformidade e avaliação',
      html: '<p>O site busca atender a todos os requisitos de nível AA da WCAG 2.2, como pede a ABNT NBR 17225:2025: alvos de toque de pelo menos 24 × 24 pixels, foco do teclado sempre visível e nunca escondido pelo cabeçalho fixo, títulos em ordem, todo o conteúdo dentro de regiões da página com nome e HTML válido.</p><p>A cada nova versão do sistema, todas as páginas passam por verificadores automáticos (axe-core nas duas larguras de tela, o validador de HTML do W3C e uma busca por links quebrados). As limitações conhecidas estão listadas abaixo.</p><p>Na revisão de 28 de novembro de 2026, conferimos um a um os critérios que a WCAG 2.2 acrescentou:</p><ul><li><strong>3.2.6 Ajuda consistente</strong>: a ajuda deve estar no mesmo lugar e na mesma ordem em todas as páginas. Os canais de atendimento, o telefone e o horário da central e o e-mail ficam no rodapé de todas as páginas, e o menu do cabeçalho, o menu do celular e o rodapé listam os canais na mesma ordem em todas as páginas.</li><li><strong>3.3.7 Entrada redundante</strong>: o que a pessoa já informou no mesmo processo não deve ser pedido de novo. Nos cadastros dos fundos estaduais, os endereços comercial e de correspondência são os mesmos do endereço principal, a menos que você marque que são diferentes; no cadastro de pessoa jurídica, um botão preenche o endereço da entidade e o contato principal com os dados do representante legal; antes do envio, todas as respostas aparecem juntas para conferir e alterar. No Protocolo Digital, Enviar mais documentos traz preenchidos os dados de quem acabou de enviar. Anexar documentos a um protocolo em outra visita pede os dados de novo, porque preenchê-los pelo número mostraria os dados pessoais de alguém a quem tivesse só o número.</li><li><strong>3.3.8 Autenticação acessível (mínimo)</strong>: entrar não pode exigir memorizar, transcrever nem resolver enigmas. No painel administrativo, a entrada, a criação da senha pelo convite, o código da verificação em duas etapas e a frase secreta da área de integridade aceitam colar e o preenchimento por gerenciadores de senha, e o celular pode sugerir o código recebido; nenhuma etapa pede para resolver enigmas ou reconhecer imagens.</li></ul><p><strong>Data da última revisão desta declaração: 28 de novembro de 2026.</strong></p>',
    },
    {
      titulo: 'Atalhos de teclado',
      html: '<p>A barra de acessibilidade, no alto de todas as páginas, leva direto a cada parte da página:</p><ul><li><strong>1</strong>: ir para o conteúdo;</li><li><strong>2</strong>: ir para o menu;</li><li><strong>3</strong>: ir para a busca;</li><li><strong>4</strong>: ir para o rodapé.</li></ul><p>Para usar um atalho, pressione a tecla do número junto com: <strong>Alt</strong> no Chrome e no Edge (Windows); <strong>Alt + Shift</strong> no Firefox (Windows e Linux); <strong>Control + Option</strong> no Safari e nos navegadores do Mac.</p><p>A tecla <strong>Tab</strong> percorre links, botões e campos na ordem da página; <strong>Enter</strong> ou <strong>Espaço</strong> abre menus e botões; <strong>Esc</strong> fecha menus e janelas.</p>',
    },
    {
      titulo: 'Alto contraste',
      html: '<p>O botão <strong>Alto contraste</strong>, na barra de acessibilidade, mostra o site com texto branco sobre fundo preto e links em amarelo, com contraste acima de 7:1. A escolha fica guardada neste navegador e vale para todas as páginas até ser desligada no mesmo botão.</p><p>O tamanho do texto pode ser aumentado com <strong>Ctrl +</strong> (ou <strong>Cmd +</strong> no Mac) até 200%, sem perda de conteúdo.</p>',
    },
    {
      titulo: 'Outros recursos',
      html: '<ul><li>O site funciona sem JavaScript: todo o conteúdo é lido e os formulários de busca e filtros funcionam.</li><li>Imagens informativas têm texto alternativo; vídeos têm legendas e transcrição.</li><li>Carrosséis podem ser pausados e param sozinhos para quem pede menos movimento no sistema.</li><li>Os formulários indicam cada campo obrigatório e explicam cada erro junto ao campo.</li></ul>',
    },
    {
      titulo: 'Limitações conhecidas',
      html: '<ul><li>O botão de alto contraste precisa de JavaScript; sem ele, o site aparece nas cores normais (que já têm contraste de pelo menos 4,5:1).</li><li>Os documentos em PDF publicados pelas áreas da agência não passam pela verificação automática das páginas: alguns podem ser imagens digitalizadas, sem texto selecionável. Se precisar de um deles em formato acessível, peça pelo Fale Conosco: enviaremos uma versão em texto.</li><li>Não há, por enquanto, tradução dos conteúdos para Libras.</li></ul>',
    },
    {
      titulo: 'Encontrou uma barreira?',
      html: '<p>Se alguma parte do site não funcionar para você, conte para nós pelo <a href="/atendimento-ao-cliente/fale-conosco">Fale Conosco</a> ou pela <a href="/atendimento-ao-cliente/ouvidoria">Ouvidoria</a>, dizendo a página, o que tentou fazer e, se quiser, o navegador e a tecnologia assistiva que usa. O prazo de resposta de cada canal está na <a href="/carta-de-servicos">Carta de Serviços</a>.</p>',
    },
  ],
}

const POLITICA_PRIVACIDADE: PaginaDireitosSeed = {
  rota: 'politica-de-privacidade',
  titulo: 'Política de Privacidade',
  resumo: 'Quais dados pessoais cada formulário do site coleta, para quê, com que base legal, por quanto tempo, quem os recebe e como exercer seus direitos pela LGPD.',
  secoes: [
    {
      titulo: 'Quem trata seus dados',
      html: '<p>A agência é a controladora dos dados pessoais enviados por este site, conforme a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018). Tratamos apenas os dados necessários para atender o pedido que você fez e para cumprir as obrigações de uma instituição financeira pública.</p>',
    },
    {
      titulo: 'Cookies e navegação',
      html: '<p><strong>Este site não usa cookies de rastreamento, de publicidade nem de estatísticas de terceiros</strong>, e por isso não mostra aviso de cookies. Nenhuma página carrega scripts, fontes ou imagens de outros sites.</p><ul><li>O contador de acessos soma visitas por página, sem identificar quem visitou.</li><li>A preferência de alto contraste e os dados de uma simulação ficam guardados só no seu navegador e não são enviados para nós.</li><li>Ao enviar arquivos pelo Protocolo Digital, um cookie técnico (<code>fas-protocolo-lote</code>) liga os arquivos ao seu envio por até 6 horas; ele não identifica você e só é lido pelo próprio envio.</li><li>O único outro cookie é o de sessão dos empregados que entram no painel administrativo.</li></ul>',
    },
    {
      titulo: 'Simulação de financiamento',
      html: '<p><strong>O que coletamos:</strong> razão social ou nome, CPF ou CNPJ, e-mail, telefone, cidade, segmento, objetivo, faturamento e valor pretendido.</p><p><strong>Para quê:</strong> calcular a simulação e permitir que a equipe comercial ofereça a linha de crédito adequada. <strong>Base legal:</strong> procedimentos preliminares a contrato, a pedido do titular (LGPD art. 7º, V). <strong>Por quanto tempo:</strong> 12 meses após a simulação. <strong>Quem recebe:</strong> a equipe comercial da agência.</p>',
    },
    {
      titulo: 'Solicitação de financiamento',
      html: '<p><strong>O que coletamos:</strong> nome, CPF ou CNPJ, e-mail, telefone, município, valor e motivo do pedido.</p><p><strong>Para quê:</strong> analisar o pedido e entrar em contato. <strong>Base legal:</strong> procedimentos preliminares a contrato (art. 7º, V) e, quando o financiamento é contratado, obrigações legais e regulatórias do sistema financeiro (art. 7º, II). <strong>Por quanto tempo:</strong> 5 anos após o fim da análise ou do contrato, como exige a regulação bancária. <strong>Quem recebe:</strong> a equipe comercial e, quando o crédito usa recursos de repasse, o agente financeiro de origem (como o BNDES).</p>',
    },
    {
      titulo: 'Ouvidoria, Fale Conosco e Protocolo Digital',
      html: '<p><strong>O que coletamos:</strong> na Ouvidoria, nome, CPF ou CNPJ, telefone, e-mail, endereço, assunto, mensagem e documentos anexados; no Fale Conosco, nome, e-mail, telefone, empresa, município, UF e mensagem; no Protocolo Digital, nome, CPF ou CNPJ, telefone, e-mail, área destinatária, descrição e documentos.</p><p><strong>Para quê:</strong> responder à sua manifestação ou encaminhar o documento protocolado. <strong>Base legal:</strong> cumprimento de obrigação legal (art. 7º, II: Lei nº 13.460/2017 e normas do Conselho Monetário Nacional sobre ouvidorias) e execução de políticas públicas (art. 7º, III). <strong>Por quanto tempo:</strong> 5 anos após a resposta. <strong>Quem recebe:</strong> a equipe de ouvidoria e atendimento, e a área a que o assunto se refere.</p>',
    },
    {
      titulo: 'Canal de Denúncias',
      html: '<p><strong>O que coletamos:</strong> o relato e os documentos; nome, CPF ou CNPJ, telefone, e-mail e endereço só quando você escolhe se identificar. Denúncias anônimas são aceitas.</p><p><strong>Para quê:</strong> apurar a denúncia. <strong>Base legal:</strong> cumprimento de obrigação legal (art. 7º, II: Lei nº 13.303/2016, art. 9º, e Lei nº 12.846/2013). <strong>Por quanto tempo:</strong> 5 anos após o encerramento da apuração. <strong>Quem recebe:</strong> apenas a área de integridade e conformidade; quando você pede sigilo, sua identidade não é repassada a mais ninguém.</p>',
    },
    {
      titulo: 'Cadastros de pessoa física e jurídica (fundos estaduais)',
      html: '<p><strong>O que coletamos:</strong> dados de identificação, documentos, filiação, estado civil e dados do cônjuge, renda ou receita, endereços, contatos, dados bancários, e as declarações de pessoa exposta politicamente e de parte relacionada; na pessoa jurídica, também os do representante legal.</p><p><strong>Para quê:</strong> cadastrar tomadores, fiadores e avalistas de financiamentos com recursos de fundos estaduais (como o FEAPER). <strong>Base legal:</strong> execução de contrato (art. 7º, V), obrigações legais de prevenção à lavagem de dinheiro (art. 7º, II: Lei nº 9.613/1998) e proteção do crédito (art. 7º, X). <strong>Por quanto tempo:</strong> enquanto durar o contrato e 10 anos depois, como exige a lei de prevenção à lavagem de dinheiro. <strong>Quem recebe:</strong> a equipe de cadastro, a equipe de crédito e o gestor do fundo estadual.</p>',
    },
    {
      titulo: 'Seus direitos',
      html: '<p>A LGPD (art. 18) garante a você, a qualquer momento e sem custo:</p><ul><li>confirmar se tratamos seus dados e ter acesso a eles;</li><li>corrigir dados incompletos, inexatos ou desatualizados;</li><li>pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desacordo com a lei;</li><li>pedir a portabilidade dos dados;</li><li>saber com quem compartilhamos seus dados;</li><li>revogar um consentimento e ser informado das consequências de não o dar.</li></ul><p>Dados que a lei nos obriga a guardar (por exemplo, os de um contrato de financiamento) são eliminados só ao fim do prazo legal.</p>',
    },
    {
      titulo: 'Como exercer seus direitos',
      html: '<p>Fale com o encarregado pelo tratamento de dados pessoais, pelos contatos indicados nesta página ou pelo canal <a href="/atendimento-ao-cliente/encarregado">Encarregado de Dados</a>. Para proteger você, podemos pedir que confirme sua identidade antes de responder. A resposta vem em até 15 dias. Se não ficar satisfeito, você pode recorrer à Autoridade Nacional de Proteção de Dados (ANPD).</p>',
    },
    {
      titulo: 'Segurança',
      html: '<p>Os dados trafegam criptografados (HTTPS), ficam em servidores da agência e só são vistos pela equipe que precisa deles, cada uma com o seu acesso. Os registros do sistema não guardam dados pessoais.</p>',
    },
  ],
}

const ACESSO_INFORMACAO: PaginaDireitosSeed = {
  rota: 'acesso-a-informacao',
  titulo: 'Acesso à Informação',
  resumo: 'As informações que a agência publica por força da Lei de Acesso à Informação (Lei nº 12.527/2011), na ordem do guia de transparência ativa da CGU.',
  secoes: [
    {
      titulo: 'Institucional',
      html: '<p>Competências, estrutura, base jurídica, endereço, telefones e horário de atendimento:</p><ul><li><a href="/historia">Quem Somos</a></li><li><a href="/publicacoes/9">Estatuto Social</a></li><li><a href="/diretorias">Diretorias</a> e <a href="/administracao-e-orgaos-auxiliares">Administração e Órgãos Auxiliares</a></li><li><a href="/organograma">Organograma</a></li><li><a href="/publicacoes/11">Carta Anual de Governança</a></li></ul><p>Endereço, telefone e horário de atendimento estão no rodapé de todas as páginas.</p>',
    },
    {
      titulo: 'Ações e programas',
      html: '<ul><li>Linhas de financiamento: <a href="/agronegocio">Agronegócio</a>, <a href="/empresa">Empresa</a>, <a href="/municipio">Município</a> e <a href="/inovacao">Inovação</a></li><li><a href="/fundos-governamentais">Fundos governamentais</a></li><li><a href="/projetos-sociais">Projetos Sociais</a></li><li><a href="/publicacoes/10066">Plano de Negócios</a></li></ul>',
    },
    {
      titulo: 'Participação social',
      html: '<ul><li><a href="/atendimento-ao-cliente/ouvidoria">Ouvidoria</a></li><li><a href="/atendimento-ao-cliente/fale-conosco">Fale Conosco</a></li><li><a href="/atendimento-ao-cliente/falabr">Fala.BR</a></li></ul><p>A agência não mantém conselhos com participação da sociedade além dos órgãos estatutários, nem realiza audiências ou consultas públicas.</p>',
    },
    {
      titulo: 'Auditorias',
      html: '<ul><li><a href="/publicacoes/35">Atas do Comitê de Auditoria</a></li><li><a href="/publicacoes/8">Relatórios da Administração</a>, com o balanço do exercício e o parecer dos auditores independentes</li><li><a href="/publicacoes/7">Relatórios de Riscos</a></li></ul>',
    },
    {
      titulo: 'Convênios e transferências',
      html: '<p><strong>Não se aplica:</strong> a agência não recebe nem faz transferências voluntárias de recursos por convênio. Os recursos de fundos estaduais que ela opera estão descritos em <a href="/fundos-governamentais">Fundos governamentais</a>.</p>',
    },
    {
      titulo: 'Receitas e despesas',
      html: '<ul><li><a href="/transparencia">Transparência</a></li><li><a href="/publicacoes/64">Demonstrações contábeis trimestrais</a> e <a href="/publicacoes/8">Relatórios da Administração</a></li><li>Execução orçamentária do Estado: <a href="https://www.transparencia.rs.gov.br">Portal da Transparência RS</a></li></ul>',
    },
    {
      titulo: 'Licitações e contratos',
      html: '<ul><li><a href="/licitacoes">Licitações</a>: editais, resultados e contratos, como manda a Lei nº 13.303/2016</li><li><a href="/publicacoes/62">Relação de Parceiros de Negócio</a></li></ul>',
    },
    {
      titulo: 'Empregados',
      html: '<ul><li><a href="/remuneracao">Remuneração</a>: a tabela de cargos e salários</li><li><a href="/diretorias">Diretorias</a> e <a href="/administracao-e-orgaos-auxiliares">órgãos de administração</a>, com os currículos</li></ul>',
    },
    {
      titulo: 'Informações classificadas',
      html: '<p><strong>Não se aplica:</strong> a agência não tem informações classificadas em grau de sigilo (Lei nº 12.527/2011, art. 27). O sigilo bancário dos clientes (Lei Complementar nº 105/2001) continua protegido.</p>',
    },
    {
      titulo: 'Serviço de Informação ao Cidadão (SIC)',
      html: '<p>Qualquer pessoa pode pedir informações à agência, sem dizer o motivo. O pedido é feito pelo <a href="/atendimento-ao-cliente/protocolo">Protocolo Digital</a> ou pelo <a href="https://www.lai.rs.gov.br">portal de Acesso à Informação do Estado</a>. A resposta vem em até 20 dias, prorrogáveis por mais 10 com justificativa.</p>',
    },
    {
      titulo: 'Perguntas frequentes',
      html: '<p><a href="/atendimento-ao-cliente/perguntas">Perguntas Frequentes</a></p>',
    },
    {
      titulo: 'Dados abertos',
      html: '<p>A lista de publicações está disponível em formato aberto: <a href="/dados-abertos/publicacoes/todas.csv">CSV</a> e <a href="/dados-abertos/publicacoes/todas.json">JSON</a>. Cada página de publicações oferece também os seus arquivos.</p>',
    },
  ],
}

export const PAGINAS_DIREITOS_SEED: readonly PaginaDireitosSeed[] = [ACESSIBILIDADE, POLITICA_PRIVACIDADE, ACESSO_INFORMACAO]
