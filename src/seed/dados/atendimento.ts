import type { SlugCanal } from '@/domain/atendimento'

/**
 * Demo texts of the customer-service channels (spec 3 §2). The wording is ours;
 * legal references are real (LGPD, Lei 13.460/2017, Lei 12.527/2011, CMN
 * Resolution 4.860/2020). The phone, hours and the data officer are not written
 * here: the pages take them from the site settings.
 */
export interface CanalSeed {
  canal: SlugCanal
  titulo: string
  resumo: string
  secoes: { titulo?: string; html: string }[]
  perguntas?: { pergunta: string; html: string }[]
}

const CENTRAL = 'pela central de atendimento (telefone e horário no quadro desta página)'

const PERGUNTAS: CanalSeed['perguntas'] = [
  {
    pergunta: 'Como entro em contato com a agência?',
    html: `<p>Você pode falar conosco ${CENTRAL} ou escrever pelo <a href="/atendimento-ao-cliente/fale-conosco">Fale Conosco</a>, que a equipe de atendimento responde pelo e-mail informado. Para enviar documentos, use o <a href="/atendimento-ao-cliente/protocolo">Protocolo Digital</a>.</p>`,
  },
  {
    pergunta: 'Quando devo procurar a Ouvidoria?',
    html: '<p>A Ouvidoria é a instância para quando o atendimento habitual não resolveu o seu caso, ou para registrar reclamações, elogios, sugestões e denúncias sobre os serviços da agência. Registre sua manifestação na <a href="/atendimento-ao-cliente/ouvidoria">Ouvidoria</a>: ela recebe um número de protocolo e é respondida {{prazos-ouvidoria}}.</p>',
  },
  {
    pergunta: 'Quero um financiamento. Com quem falo?',
    html: '<p>Conheça as linhas de crédito de cada público em <a href="/agronegocio">Agronegócio</a>, <a href="/empresa">Empresa</a>, <a href="/municipio">Município</a> e <a href="/inovacao">Inovação</a>. Em cada produto, o botão de solicitação envia seus dados à equipe comercial, que entra em contato. Você também pode fazer uma simulação na página inicial ou escrever pelo <a href="/atendimento-ao-cliente/fale-conosco">Fale Conosco</a>.</p>',
  },
  {
    pergunta: 'Como atualizo meus dados cadastrais?',
    html: '<p>Quem já é cliente atualiza endereço, telefone e e-mail pela Área do Cliente (link no topo do site). Para mudanças que exigem documentos (sócios, representantes legais, razão social), envie a ficha cadastral preenchida e os comprovantes pelo <a href="/atendimento-ao-cliente/protocolo">Protocolo Digital</a>; os formulários estão em <a href="/documentos-para-download-clientes">Documentos para Clientes</a>.</p>',
  },
  {
    pergunta: 'Como peço a renegociação do meu financiamento?',
    html: `<p>Fale com a agência ${CENTRAL} ou pelo <a href="/atendimento-ao-cliente/fale-conosco">Fale Conosco</a>, informando o número do contrato e o motivo do pedido (queda de safra, perda de faturamento, evento climático). Depois, envie a solicitação de renegociação e os comprovantes pelo <a href="/atendimento-ao-cliente/protocolo">Protocolo Digital</a>. As condições possíveis dependem das regras da linha de crédito e da fonte dos recursos, e todo pedido passa por análise.</p>`,
  },
  {
    pergunta: 'Estou com parcelas em atraso. O que fazer?',
    html: `<p>Procure a agência o quanto antes, ${CENTRAL}. Parcelas em atraso têm os encargos previstos no contrato (juros de mora e multa) e podem levar o nome do devedor e dos garantidores aos cadastros de inadimplentes. Você pode emitir o boleto atualizado em <a href="/atendimento-ao-cliente/boleto">Boletos</a> e, se não conseguir pagar, pedir uma renegociação.</p>`,
  },
  {
    pergunta: 'Como me cadastro na Área do Cliente?',
    html: '<p>Clique em Área do Cliente, no topo do site, e escolha o primeiro acesso. Informe o CPF ou CNPJ do titular do contrato e o e-mail que está no seu cadastro: a senha inicial é enviada para esse e-mail. Se o e-mail do cadastro mudou, atualize seus dados antes (veja a pergunta sobre atualização cadastral).</p>',
  },
  {
    pergunta: 'Como emito o boleto de uma parcela?',
    html: '<p>Em <a href="/atendimento-ao-cliente/boleto">Boletos</a> está o acesso à emissão: informe o CPF ou CNPJ e o contrato e escolha a parcela. Parcelas vencidas saem com os encargos calculados até a data de pagamento.</p>',
  },
  {
    pergunta: 'Onde consigo o informe de rendimentos para o Imposto de Renda?',
    html: '<p>O informe com o saldo devedor em 31 de dezembro e os valores pagos no ano fica na Área do Cliente até o último dia útil de fevereiro. Veja o passo a passo em <a href="/atendimento-ao-cliente/ir">Imposto de Renda</a>.</p>',
  },
  {
    pergunta: 'Quitei meu financiamento. Como obtenho o termo de quitação?',
    html: '<p>Depois que o pagamento da última parcela for compensado, peça o termo de quitação pelo <a href="/atendimento-ao-cliente/fale-conosco">Fale Conosco</a> ou pelo <a href="/atendimento-ao-cliente/protocolo">Protocolo Digital</a>, informando o número do contrato. Quando houver garantia registrada (hipoteca, alienação fiduciária ou penhor), a agência entrega também a autorização para o cancelamento do registro no cartório ou no órgão de trânsito; as custas do cartório são do cliente.</p>',
  },
  {
    pergunta: 'Onde encontro os editais de licitação?',
    html: '<p>Os editais, com seus anexos, esclarecimentos e resultados, estão em <a href="/licitacoes">Licitações</a>. Documentos de transparência de cada exercício, como os de 2022, estão em <a href="/transparencia/2022">Transparência</a>.</p>',
  },
]

export const CANAIS_SEED: readonly CanalSeed[] = [
  {
    canal: 'fale-conosco',
    titulo: 'Fale Conosco',
    resumo: 'Dúvidas sobre financiamentos, pedidos de informação e sugestões: escreva para a equipe de atendimento da agência.',
    secoes: [
      {
        html: '<p>Use o Fale Conosco para tirar dúvidas sobre as nossas linhas de crédito, pedir informações sobre um financiamento em andamento ou enviar sugestões. A mensagem chega à equipe de atendimento, que responde pelo e-mail informado em até 5 dias úteis.</p><p>Para reclamar de um atendimento que não resolveu o seu caso, use a <a href="/atendimento-ao-cliente/ouvidoria">Ouvidoria</a>; para enviar documentos, o <a href="/atendimento-ao-cliente/protocolo">Protocolo Digital</a>.</p>',
      },
    ],
  },
  {
    canal: 'protocolo',
    titulo: 'Protocolo Digital',
    resumo: 'Envie documentos à agência pela internet e receba um número de protocolo para anexar novos documentos depois.',
    secoes: [
      {
        html: '<p>Pelo Protocolo Digital você envia documentos à agência sem sair de casa: documentos de um pedido de financiamento, respostas a exigências da análise, propostas de projetos de inovação, comprovações de aplicação dos recursos e pedidos de acesso à informação.</p><p>Cada envio gera um <strong>número de protocolo</strong>. Guarde-o: com ele você anexa novos documentos ao mesmo protocolo, marcando a opção "Anexar a um protocolo já existente". A área escolhida como destinatária analisa os documentos e responde pelo e-mail informado.</p>',
      },
      { titulo: 'Arquivos aceitos', html: '<p>PDF, DOC, DOCX, TXT, JPG, JPEG e PNG, com até 5 MB cada arquivo e 10 MB no total por envio.</p>' },
    ],
  },
  {
    canal: 'ouvidoria',
    titulo: 'Ouvidoria',
    resumo: 'Reclamações, denúncias, elogios, sugestões e solicitações sobre os serviços da agência, com número de protocolo e prazo de resposta.',
    secoes: [
      {
        html: '<p>A Ouvidoria atua como canal de última instância: procure-a quando o atendimento habitual não resolveu o seu caso, ou para registrar reclamações, denúncias, elogios, sugestões e solicitações sobre os serviços da agência. Ela é independente das áreas que atendem você e acompanha cada caso até a resposta.</p>',
      },
      {
        titulo: 'Prazos',
        html: '<p>Cada manifestação recebe um número de protocolo, enviado também por e-mail. A resposta é dada {{prazos-ouvidoria}} (Resolução CMN nº 4.860/2020 e Lei nº 13.460/2017); havendo prorrogação, você é avisado do motivo.</p><p>Para relatar fraude, corrupção ou desvio de conduta, inclusive sem se identificar, use o <a href="/atendimento-ao-cliente/denuncias">Canal de Denúncias</a>.</p>',
      },
    ],
  },
  {
    canal: 'denuncias',
    titulo: 'Canal de Denúncias',
    resumo: 'Relate fraude, corrupção, assédio ou desvio de conduta, com ou sem identificação, e acompanhe o andamento pelo protocolo.',
    secoes: [
      {
        html: '<p>O Canal de Denúncias recebe relatos de fraude, corrupção, assédio, conflito de interesses, descumprimento do Código de Ética e Conduta ou de leis e normas, envolvendo empregados, dirigentes, fornecedores, parceiros ou clientes da agência.</p><p>Você escolhe se identificar ou não, e pode pedir sigilo dos seus dados. Os relatos são tratados pela área de Integridade, com confidencialidade, e nenhuma retaliação é admitida contra quem denuncia de boa-fé. Ao enviar, você recebe um número de protocolo para acompanhar o andamento na aba Consultar Denúncia.</p>',
      },
    ],
  },
  {
    canal: 'perguntas',
    titulo: 'Perguntas Frequentes',
    resumo: 'Respostas às dúvidas mais comuns: contato, ouvidoria, renegociação, boletos, informe de rendimentos, termo de quitação e licitações.',
    secoes: [{ html: '<p>Escolha uma pergunta para ver a resposta. Não encontrou o que procurava? Escreva pelo <a href="/atendimento-ao-cliente/fale-conosco">Fale Conosco</a>.</p>' }],
    perguntas: PERGUNTAS,
  },
  {
    canal: 'falabr',
    titulo: 'Fala.BR',
    resumo: 'O Fala.BR, plataforma de ouvidoria e acesso à informação da Controladoria-Geral da União: o que é e como usar.',
    secoes: [
      {
        html: '<p>O Fala.BR é a Plataforma Integrada de Ouvidoria e Acesso à Informação mantida pela Controladoria-Geral da União (CGU). Nele qualquer pessoa registra manifestações (denúncias, reclamações, solicitações, sugestões e elogios) e pedidos de acesso à informação, e acompanha as respostas pelo número de protocolo.</p>',
      },
      {
        titulo: 'Como usar',
        html: '<ol><li>Acesse <a href="https://falabr.cgu.gov.br">falabr.cgu.gov.br</a> e entre com a sua conta gov.br (ou cadastre um acesso).</li><li>Escolha o tipo de manifestação ou "Acesso à Informação" e o órgão destinatário.</li><li>Descreva o pedido, anexe documentos se quiser e guarde o número de protocolo.</li></ol><p>Os prazos de resposta são os da Lei nº 13.460/2017 para manifestações (30 dias, prorrogáveis por mais 30) e da Lei nº 12.527/2011 para pedidos de informação (20 dias, prorrogáveis por mais 10). Você também pode falar diretamente com a nossa <a href="/atendimento-ao-cliente/ouvidoria">Ouvidoria</a>.</p>',
      },
    ],
  },
  {
    canal: 'juro',
    titulo: 'Juro Zero',
    resumo: 'Juro Zero: programa do Governo do Estado que paga os juros de pequenos financiamentos de quem paga em dia.',
    secoes: [
      {
        html: '<p>O Juro Zero é um programa do Governo do Estado do Rio Grande do Sul para os pequenos negócios: o Estado assume os juros de financiamentos de pequeno valor de quem paga as parcelas em dia, e o empreendedor devolve apenas o valor emprestado.</p><p>O programa é operado com instituições parceiras (agentes de microcrédito, cooperativas de crédito e bancos), que atendem os interessados, analisam o crédito e fazem a contratação.</p>',
      },
      {
        titulo: 'Quem pode participar',
        html: '<p>Microempreendedores individuais, microempresas e empreendedores informais, conforme os critérios de cada edição. Valores, prazos, público e instituições participantes são definidos pelas regras vigentes do programa, publicadas pelo Governo do Estado, e todo pedido está sujeito à análise de crédito.</p>',
      },
      {
        titulo: 'Como participar',
        html: '<p>Procure uma das instituições parceiras do programa na sua região ou fale com a nossa central de atendimento, que orienta sobre as regras em vigor e os demais produtos para <a href="/empresa">empresas</a>.</p>',
      },
    ],
  },
  {
    canal: 'encarregado',
    titulo: 'Encarregado de Dados',
    resumo: 'O encarregado pelo tratamento de dados pessoais (LGPD): contato, horário e como exercer os seus direitos de titular.',
    secoes: [
      {
        html: '<p>O encarregado pelo tratamento de dados pessoais é a pessoa indicada pela agência para ser o canal de comunicação entre a agência, os titulares dos dados e a Autoridade Nacional de Proteção de Dados (ANPD), como prevê o art. 41 da Lei Geral de Proteção de Dados (Lei nº 13.709/2018).</p>',
      },
      {
        titulo: 'Seus direitos (art. 18 da LGPD)',
        html: '<p>Como titular, você tem direito de obter da agência, a qualquer momento e mediante requisição:</p><ol><li>a confirmação da existência de tratamento dos seus dados;</li><li>o acesso aos dados;</li><li>a correção de dados incompletos, inexatos ou desatualizados;</li><li>a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;</li><li>a portabilidade dos dados a outro fornecedor de serviço ou produto, conforme a regulamentação da ANPD;</li><li>a eliminação dos dados tratados com o seu consentimento, exceto nos casos de guarda previstos no art. 16;</li><li>a informação das entidades públicas e privadas com as quais a agência compartilhou os seus dados;</li><li>a informação sobre a possibilidade de não fornecer consentimento e sobre as consequências da negativa;</li><li>a revogação do consentimento.</li></ol><p>Você também pode peticionar à ANPD sobre os seus dados.</p>',
      },
      {
        titulo: 'Como exercer os seus direitos',
        html: '<p>Escreva ou telefone ao encarregado (contato nesta página) informando seu nome, o direito que quer exercer e como prefere receber a resposta. Para proteger os seus dados, podemos pedir a confirmação da sua identidade antes de responder. O atendimento é gratuito; a confirmação de existência e o acesso aos dados são fornecidos de imediato em formato simplificado, ou por declaração completa em até 15 dias (art. 19 da LGPD).</p><p>Dados que a lei ou o contrato de financiamento obrigam a guardar (por exemplo, os exigidos pelo Banco Central) não podem ser eliminados antes do prazo legal; nesse caso, informamos o motivo.</p>',
      },
    ],
  },
  {
    canal: 'ir',
    titulo: 'Imposto de Renda',
    resumo: 'Como obter o informe de rendimentos dos seus financiamentos para a declaração do Imposto de Renda.',
    secoes: [
      {
        html: '<p>O informe de rendimentos traz o saldo devedor de cada financiamento em 31 de dezembro e os valores pagos no ano. Pessoas físicas o usam na declaração anual do Imposto de Renda (ficha Dívidas e Ônus Reais); empresas e municípios, na sua contabilidade.</p>',
      },
      {
        titulo: 'Como obter',
        html: '<ol><li>Entre na Área do Cliente (link no topo do site) com o CPF ou CNPJ do titular do contrato.</li><li>Abra o menu Informe de Rendimentos e escolha o ano-calendário.</li><li>Baixe o informe em PDF e guarde-o com os documentos da declaração.</li></ol><p>Os informes do ano anterior ficam disponíveis até o último dia útil de fevereiro. Sem acesso à Área do Cliente, peça o informe pelo <a href="/atendimento-ao-cliente/fale-conosco">Fale Conosco</a>, com o número do contrato: ele é enviado ao e-mail do seu cadastro.</p>',
      },
    ],
  },
  {
    canal: 'boleto',
    titulo: 'Boletos',
    resumo: 'Como emitir o boleto de uma parcela do seu financiamento, em dia ou em atraso.',
    secoes: [
      {
        html: '<ol><li>Abra a emissão de boletos pelo botão desta página.</li><li>Informe o CPF ou CNPJ do titular e o número do contrato.</li><li>Escolha a parcela e gere o boleto. Parcelas vencidas saem com os encargos calculados até a data de pagamento.</li><li>Pague em qualquer banco, lotérica, internet banking ou aplicativo, até a data indicada no boleto.</li></ol>',
      },
      {
        titulo: 'Cuidado com golpes',
        html: '<p>Antes de pagar, confira se o beneficiário do boleto é a agência. Desconfie de boletos recebidos por mensagem ou e-mail que você não pediu e, na dúvida, fale com a central de atendimento.</p>',
      },
    ],
  },
]
