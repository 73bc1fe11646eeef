import type { Field, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { EQUIPES_DAS_SUBMISSOES, linhaDeSubmissao, MATRIZ_COLECOES } from '@/access/matriz'
import { CADASTRO_FUNDOS } from '@/domain/cadastro/submissao'
import { DENUNCIA, ROTULOS_DA_IDENTIDADE } from '@/domain/denuncia/submissao'
import { MENSAGEM_CONTATO } from '@/domain/fale-conosco/submissao'
import { MANIFESTACAO_OUVIDORIA } from '@/domain/ouvidoria/submissao'
import { PROTOCOLO_DIGITAL } from '@/domain/protocolo/submissao'
import { SIMULACAO } from '@/domain/simulador/submissao'
import { SOLICITACAO_FINANCIAMENTO } from '@/domain/solicitacao/submissao'
import { catalogoDe, dadosDoAviso, definirSubmissao, valoresVazios } from '@/domain/submissao/definicao'
import { esquemaDe } from '@/domain/submissao/esquema'

import { ManifestacoesOuvidoria } from './ManifestacoesOuvidoria'
import { MensagensContato } from './MensagensContato'
import { Protocolos } from './Protocolos'
import { Simulacoes } from './Simulacoes'
import { SolicitacoesFinanciamento } from './SolicitacoesFinanciamento'
import { CadastrosFundos } from './CadastrosFundos'
import { Denuncias } from './Denuncias'
import { colecaoDaDefinicao } from './submissao'

// An eighth, throwaway kind of submission, declared by its definition alone: nothing
// else of it is written anywhere, and every piece below is derived from it.
const SUGESTAO_DE_PRODUTO = definirSubmissao({
  slug: 'sugestoes-produto',
  interfaceName: 'SugestaoProduto',
  rotulos: { singular: 'Sugestão de produto', plural: 'Sugestões de produto' },
  equipe: 'comercial',
  situacoes: [
    { value: 'nova', label: 'Nova' },
    { value: 'avaliada', label: 'Avaliada' },
  ],
  transicoes: { nova: ['avaliada'] },
  encerradas: ['avaliada'],
  protocolo: { prefixo: 'SUG' },
  campos: [
    { nome: 'nome', rotulo: 'Nome', widget: 'texto', maxLength: 60, minLength: 3, obrigatorio: true, coluna: true, busca: true, dadoPessoal: 'nome' },
    { nome: 'email', rotulo: 'E-mail', widget: 'texto', inputMode: 'email', maxLength: 100, regra: 'email', obrigatorio: true, dadoPessoal: 'e-mail' },
    {
      nome: 'publico',
      rotulo: 'Público',
      widget: 'selecao',
      opcoes: [
        { valor: 'rural', rotulo: 'Produtor rural' },
        { valor: 'empresa', rotulo: 'Empresa' },
      ],
      obrigatorio: true,
      coluna: true,
    },
    { nome: 'ideia', rotulo: 'Ideia', widget: 'area', maxLength: 500, invalido: 'Ideia inválida', busca: true, dadoPessoal: 'a sua ideia' },
    { nome: 'captcha', rotulo: 'Não sou um robô', widget: 'captcha' },
  ],
  vistaDaEquipe: [['publico', 'nome'], 'email', 'ideia'],
  lgpd: { finalidade: 'para avaliar a sua sugestão.', prazo: 'por 1 ano,' },
})

const mensagens = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))

/** The case fields every kind carries (collections/caso): summed up apart, once, below. */
const DO_CASO = ['responsavel', 'prazo', 'novidade', 'notas']

/** Name, type, label, required, read-only of each field, rows opened; the case fields left out. */
/** The replies' history: a case field of the kinds that answer by e-mail (checked below). */
const RESPOSTAS = 'respostas'

function resumo(campos: Field[]): unknown[] {
  return resumoComCaso(campos.filter((f) => !('name' in f && (DO_CASO.includes(f.name) || f.name === RESPOSTAS))))
}

function resumoComCaso(campos: Field[]): unknown[] {
  return campos.map((f) =>
    f.type === 'row' ? resumoComCaso(f.fields) : 'name' in f ? [f.name, f.type, 'label' in f ? f.label : undefined, 'required' in f ? Boolean(f.required) : false, Boolean(f.admin && 'readOnly' in f.admin && f.admin.readOnly)] : f.type,
  )
}

const req = (roles: string[] | null) => ({ req: { user: roles && { id: 1, roles }, payloadAPI: 'local' } as unknown as PayloadRequest })

describe('um oitavo tipo de submissão, só pela definição (issue 30)', () => {
  it('deriva o esquema: obrigatório, tamanho, regra nomeada, opções, campo opcional', () => {
    const esquema = esquemaDe(SUGESTAO_DE_PRODUTO)
    const valido = { nome: 'Ana', email: 'ana@exemplo.com', publico: 'rural' }
    expect(esquema.parse(valido)).toEqual({ ...valido, ideia: '' })
    expect(mensagens(esquema.safeParse({}))).toEqual({ nome: 'Campo Nome é obrigatório', email: 'Campo E-mail é obrigatório', publico: 'Campo Público é obrigatório' })
    expect(mensagens(esquema.safeParse({ nome: 'Jo', email: 'ana@', publico: 'outro', ideia: 'i'.repeat(501) }))).toEqual({
      nome: 'Nome inválido',
      email: 'E-mail inválido',
      publico: 'Público inválido',
      ideia: 'Ideia inválida',
    })
  })

  it('deriva o catálogo da página, os valores vazios e a lista de dados do aviso LGPD', () => {
    expect(catalogoDe(SUGESTAO_DE_PRODUTO).campos.map((c) => c.nome)).toEqual(['nome', 'email', 'publico', 'ideia', 'captcha'])
    expect(valoresVazios(SUGESTAO_DE_PRODUTO)).toEqual({ nome: '', email: '', publico: '', ideia: '', captcha: null })
    expect(dadosDoAviso(SUGESTAO_DE_PRODUTO)).toBe('nome, e-mail e a sua ideia')
  })

  it('deriva a coleção: rótulos, situações, protocolo, campos somente leitura na vista da equipe, colunas e busca', () => {
    const c = colecaoDaDefinicao(SUGESTAO_DE_PRODUTO)
    expect(c).toMatchObject({ slug: 'sugestoes-produto', labels: SUGESTAO_DE_PRODUTO.rotulos, typescript: { interface: 'SugestaoProduto' }, defaultSort: '-createdAt' })
    expect(c.admin).toMatchObject({ useAsTitle: 'protocolo', defaultColumns: ['protocolo', 'prazo', 'publico', 'nome', 'situacao', 'createdAt'], listSearchableFields: ['protocolo', 'nome', 'ideia'] })
    expect(resumo(c.fields)).toEqual([
      ['situacao', 'select', 'Acompanhamento', true, false],
      ['protocolo', 'text', 'Protocolo', false, true],
      [
        ['publico', 'select', 'Público', true, true],
        ['nome', 'text', 'Nome', true, true],
      ],
      ['email', 'email', 'E-mail', true, true],
      ['ideia', 'textarea', 'Ideia', false, true],
      ['chaveIdempotencia', 'text', undefined, false, false],
    ])
  })

  it('deriva a linha da matriz de acesso: a equipe e o administrador leem e acompanham, ninguém cria pela API, o administrador apaga', async () => {
    expect(linhaDeSubmissao(SUGESTAO_DE_PRODUTO.equipe)).toMatchObject({
      read: { quem: ['admin', 'comercial'] },
      create: { quem: [] },
      update: { quem: ['admin', 'comercial'] },
      delete: { quem: ['admin'] },
    })
    const acesso = colecaoDaDefinicao(SUGESTAO_DE_PRODUTO).access!
    const quem = async (op: 'read' | 'create' | 'update' | 'delete') =>
      Promise.all([['comercial'], ['ouvidoria'], ['admin'], null].map(async (r) => Boolean(await acesso[op]!(req(r) as never))))
    expect(await quem('read')).toEqual([true, false, true, false])
    expect(await quem('update')).toEqual([true, false, true, false])
    expect(await quem('create')).toEqual([false, false, false, false])
    expect(await quem('delete')).toEqual([false, false, true, false])
  })
})

describe('a Ouvidoria derivada da sua definição', () => {
  it('guarda a mesma coleção de antes: campos, rótulos, linhas, colunas e busca', () => {
    expect(ManifestacoesOuvidoria.admin).toMatchObject({
      group: 'Atendimento',
      useAsTitle: 'protocolo',
      defaultColumns: ['protocolo', 'prazo', 'situacao', 'naturezaManifestacao', 'assunto', 'nome', 'createdAt'],
      listSearchableFields: ['protocolo', 'nome', 'email', 'assunto'],
    })
    expect(resumo(ManifestacoesOuvidoria.fields)).toEqual([
      ['situacao', 'select', 'Acompanhamento', true, false],
      ['protocolo', 'text', 'Protocolo', false, true],
      ['prazoResposta', 'date', 'Prazo de resposta', false, true],
      ['prorrogada', 'checkbox', 'Prazo prorrogado (uma vez)', false, false],
      ['justificativaProrrogacao', 'textarea', 'Justificativa da prorrogação', false, false],
      ['prioridade', 'number', undefined, false, false],
      [
        ['naturezaManifestacao', 'select', 'Natureza da manifestação', true, true],
        ['assunto', 'text', 'Assunto', true, true],
      ],
      ['mensagem', 'textarea', 'Mensagem', true, true],
      [
        ['nome', 'text', 'Nome', true, true],
        ['cpfCnpj', 'text', 'CPF/CNPJ', true, true],
      ],
      [
        ['email', 'email', 'E-mail', true, true],
        ['telefone', 'text', 'Telefone', true, true],
      ],
      ['endereco', 'text', 'Endereço', true, true],
      ['quantidadeAnexos', 'number', 'Arquivos anexados', false, true],
      ['anexosDoCaso', 'ui', 'Arquivos enviados', false, false],
      ['resposta', 'textarea', 'Resposta ao cidadão', false, false],
      ['respostaEnviadaEm', 'date', 'Resposta enviada em', false, true],
      ['chaveIdempotencia', 'text', undefined, false, false],
    ])
  })

  it('a linha da matriz vem da equipe da definição', () => {
    expect(MATRIZ_COLECOES[MANIFESTACAO_OUVIDORIA.slug]).toEqual(linhaDeSubmissao('ouvidoria'))
    expect(dadosDoAviso(MANIFESTACAO_OUVIDORIA)).toBe('nome, CPF ou CNPJ, telefone, e-mail, endereço, a sua manifestação e os arquivos que você anexar')
  })
})

describe('o Fale Conosco derivado da sua definição', () => {
  it('guarda a mesma coleção de antes: campos, rótulos, linhas, colunas, busca e a linha da matriz', () => {
    expect(MensagensContato).toMatchObject({ slug: 'mensagens-contato', labels: { singular: 'Mensagem do Fale Conosco', plural: 'Mensagens do Fale Conosco' } })
    expect(MensagensContato.admin).toMatchObject({
      group: 'Atendimento',
      // Issue 32: every message has a number, its title and first column.
      useAsTitle: 'protocolo',
      defaultColumns: ['protocolo', 'prazo', 'nome', 'email', 'municipio', 'uf', 'situacao', 'createdAt'],
      listSearchableFields: ['protocolo', 'nome', 'email'],
    })
    expect(resumo(MensagensContato.fields)).toEqual([
      ['situacao', 'select', 'Acompanhamento', true, false],
      ['protocolo', 'text', 'Protocolo', false, true],
      [
        ['nome', 'text', 'Nome', true, true],
        ['empresa', 'text', 'Empresa', false, true],
      ],
      [
        ['email', 'email', 'E-mail', true, true],
        ['telefone', 'text', 'Telefone', true, true],
      ],
      [
        ['municipio', 'text', 'Município', true, true],
        ['uf', 'text', 'UF', true, true],
      ],
      ['mensagem', 'textarea', 'Mensagem', true, true],
      ['chaveIdempotencia', 'text', undefined, false, false],
    ])
    expect(MATRIZ_COLECOES[MENSAGEM_CONTATO.slug]).toEqual(linhaDeSubmissao('ouvidoria'))
    expect(dadosDoAviso(MENSAGEM_CONTATO)).toBe('nome, e-mail, telefone, empresa, município e a sua mensagem')
  })
})

describe('o Protocolo Digital derivado da sua definição', () => {
  const remetente = [
    [
      ['nome', 'text', 'Nome', true, true],
      ['cpfcnpj', 'text', 'CPF/CNPJ', true, true],
    ],
    [
      ['email', 'email', 'E-mail', true, true],
      ['telefone', 'text', 'Telefone', true, true],
    ],
    ['areaDestinataria', 'select', 'Área destinatária', false, true],
    ['descricao', 'textarea', 'Descrição', true, true],
  ]

  it('guarda a mesma coleção de antes: o remetente no protocolo e em cada envio posterior, colunas, busca e a linha da matriz', () => {
    expect(Protocolos).toMatchObject({ slug: 'protocolos', labels: { singular: 'Protocolo digital', plural: 'Protocolos digitais' }, defaultSort: ['prioridade', '-ultimoEnvio'] })
    expect(Protocolos.admin).toMatchObject({
      group: 'Atendimento',
      useAsTitle: 'protocolo',
      defaultColumns: ['protocolo', 'prazo', 'nome', 'areaDestinataria', 'situacao', 'ultimoEnvio'],
      listSearchableFields: ['protocolo', 'nome', 'email'],
    })
    const complementos = Protocolos.fields.find((f) => 'name' in f && f.name === 'complementos')
    expect(resumo(Protocolos.fields)).toEqual([
      ['situacao', 'select', 'Acompanhamento', true, false],
      ['protocolo', 'text', 'Protocolo', false, true],
      ['prioridade', 'number', undefined, false, false],
      ['ultimoEnvio', 'date', 'Último envio', false, true],
      ...remetente,
      ['anexosDoCaso', 'ui', 'Arquivos enviados', false, false],
      ['documentos', 'relationship', 'Documentos (todos os envios)', false, true],
      ['complementos', 'array', 'Envios posteriores', false, true],
      ['chaveIdempotencia', 'text', undefined, false, false],
    ])
    expect(complementos && 'fields' in complementos && resumo(complementos.fields)).toEqual([
      ['recebidoEm', 'date', 'Recebido em', true, true],
      ...remetente,
      ['documentos', 'relationship', 'Documentos', false, true],
      ['chave', 'text', undefined, false, false],
    ])
    expect(MATRIZ_COLECOES[PROTOCOLO_DIGITAL.slug]).toEqual(linhaDeSubmissao('ouvidoria'))
    expect(dadosDoAviso(PROTOCOLO_DIGITAL)).toBe('nome, CPF ou CNPJ, telefone, e-mail, a descrição e os documentos que você enviar')
  })
})

describe('a solicitação de financiamento derivada da sua definição', () => {
  it('guarda a mesma coleção de antes: o produto, os campos do visitante, rótulos, colunas, busca e a linha da matriz', () => {
    expect(SolicitacoesFinanciamento).toMatchObject({
      slug: 'solicitacoes-financiamento',
      labels: { singular: 'Solicitação de financiamento', plural: 'Solicitações de financiamento' },
      typescript: { interface: 'SolicitacaoFinanciamento' },
      defaultSort: '-createdAt',
    })
    expect(SolicitacoesFinanciamento.admin).toMatchObject({
      group: 'Financiamento',
      useAsTitle: 'protocolo',
      // Before: nome, produto, produtoTitulo, valor, municipio (the definition's columns now come first, in the staff view's order; the number, issue 32, before them).
      defaultColumns: ['protocolo', 'prazo', 'nome', 'municipio', 'valor', 'produto', 'produtoTitulo', 'situacao', 'createdAt'],
      listSearchableFields: ['protocolo', 'nome', 'cpfCnpj'],
    })
    expect(resumo(SolicitacoesFinanciamento.fields)).toEqual([
      ['situacao', 'select', 'Acompanhamento', true, false],
      ['protocolo', 'text', 'Protocolo', false, true],
      ['produto', 'relationship', 'Produto', false, true],
      ['produtoTitulo', 'text', 'Produto (como o visitante viu)', false, true],
      [
        ['nome', 'text', 'Nome', true, true],
        ['cpfCnpj', 'text', 'CPF/CNPJ', true, true],
      ],
      [
        ['email', 'email', 'E-mail', true, true],
        ['telefone', 'text', 'Telefone', true, true],
        ['municipio', 'text', 'Município', true, true],
      ],
      ['valor', 'number', 'Valor (R$)', true, true],
      ['motivo', 'textarea', 'Motivo', true, true],
      ['chaveIdempotencia', 'text', undefined, false, false],
    ])
    expect(MATRIZ_COLECOES[SOLICITACAO_FINANCIAMENTO.slug]).toEqual(linhaDeSubmissao('comercial'))
    expect(dadosDoAviso(SOLICITACAO_FINANCIAMENTO)).toBe('nome, CPF ou CNPJ, município, telefone, e-mail e o motivo do pedido')
    expect(valoresVazios(SOLICITACAO_FINANCIAMENTO)).toEqual({ nome: '', cpfCnpj: '', municipio: '', telefone: '', email: '', valor: null, motivo: '', captcha: null })
  })
})

describe('a simulação derivada da sua definição', () => {
  it('guarda a mesma coleção de antes: o resultado, o solicitante, os números da simulação, colunas, busca e a linha da matriz', () => {
    expect(Simulacoes).toMatchObject({ slug: 'simulacoes', labels: { singular: 'Simulação', plural: 'Simulações (leads)' }, typescript: { interface: 'Simulacao' }, defaultSort: '-createdAt' })
    expect(Simulacoes.admin).toMatchObject({
      group: 'Financiamento',
      useAsTitle: 'razaoSocial',
      defaultColumns: ['razaoSocial', 'prazo', 'valorFinanciamento', 'segmentacao', 'resultado', 'situacao', 'createdAt'],
      listSearchableFields: ['razaoSocial', 'cnpj'],
    })
    expect(resumo(Simulacoes.fields)).toEqual([
      ['situacao', 'select', 'Acompanhamento', true, false],
      ['resultado', 'select', 'Resultado', true, true],
      [
        ['razaoSocial', 'text', 'Razão social', true, true],
        ['cnpj', 'text', 'CNPJ', true, true],
      ],
      [
        ['emailSolicitante', 'email', 'E-mail', true, true],
        ['telefoneSolicitante', 'text', 'Telefone', true, true],
      ],
      [
        ['cidade', 'text', 'Cidade', true, true],
        ['uf', 'text', 'UF', true, true],
      ],
      [
        ['segmentacao', 'select', 'Segmento', true, true],
        ['objetivoFinanciamento', 'select', 'Objetivo', true, true],
      ],
      [
        ['faturamento', 'number', 'Faturamento anual (R$)', true, true],
        ['valorFinanciamento', 'number', 'Valor pedido (R$)', true, true],
        ['acimaDe300k', 'checkbox', 'Precisa de mais de R$ 500.000', false, true],
      ],
      ['linha', 'relationship', 'Linha escolhida', false, true],
      ['resposta', 'json', 'Resposta enviada ao site', false, true],
      ['chaveIdempotencia', 'text', undefined, false, false],
    ])
    // The CNPJ stays indexed (a lead is looked up by it).
    const cnpj = Simulacoes.fields.flatMap((f) => (f.type === 'row' ? f.fields : [f])).find((f) => 'name' in f && f.name === 'cnpj')
    expect(cnpj).toMatchObject({ index: true })
    expect(MATRIZ_COLECOES[SIMULACAO.slug]).toEqual(linhaDeSubmissao('comercial'))
    expect(dadosDoAviso(SIMULACAO)).toBe('razão social, CNPJ, telefone, e-mail e cidade')
  })
})

describe('o cadastro de fundos estaduais derivado da sua definição', () => {
  it('guarda a mesma coleção de antes: o resumo de quem enviou, o formulário inteiro em dados, a lista por nome e a linha da matriz', () => {
    expect(CadastrosFundos).toMatchObject({
      slug: 'cadastros-fundos',
      labels: { singular: 'Cadastro de fundos estaduais', plural: 'Cadastros de fundos estaduais' },
      typescript: { interface: 'CadastroFundos' },
      defaultSort: '-createdAt',
    })
    expect(CadastrosFundos.admin).toMatchObject({
      group: 'Cadastros',
      useAsTitle: 'nome',
      defaultColumns: ['nome', 'prazo', 'tipoFormulario', 'documento', 'papel', 'situacao', 'createdAt'],
      listSearchableFields: ['nome', 'documento'],
    })
    expect(resumo(CadastrosFundos.fields)).toEqual([
      ['situacao', 'select', 'Acompanhamento', true, false],
      ['protocolo', 'text', 'Protocolo', false, true],
      [
        ['tipoFormulario', 'select', 'Formulário', true, true],
        ['papel', 'text', 'Declarante', false, true],
      ],
      [
        ['nome', 'text', 'Nome ou razão social', true, true],
        ['documento', 'text', 'CPF ou CNPJ', true, true],
        ['email', 'email', 'E-mail', true, true],
      ],
      ['pdf', 'ui', 'PDF', false, false],
      ['dados', 'json', 'Formulário como enviado', true, true],
      ['chaveIdempotencia', 'text', undefined, false, false],
    ])
    const campos = CadastrosFundos.fields.flatMap((f) => (f.type === 'row' ? f.fields : [f]))
    const campo = (nome: string) => campos.find((f) => 'name' in f && f.name === nome)
    expect(campo('papel')).toMatchObject({ admin: { readOnly: true, description: 'Pessoa física: tomador ou fiador/avalista.' } })
    expect(campo('documento')).toMatchObject({ custom: { formato: 'documento' } })
    expect(campo('dados')).toMatchObject({ admin: { components: { Field: '@/components/admin/CadastroLegivel#CadastroLegivel' } } })
    expect(MATRIZ_COLECOES[CADASTRO_FUNDOS.slug]).toEqual(linhaDeSubmissao('cadastro'))
    expect(dadosDoAviso(CADASTRO_FUNDOS)).toBe(CADASTRO_FUNDOS.lgpd.dados)
  })
})

describe('a denúncia, selada, declarada pela sua definição', () => {
  it('dá à coleção o slug, os rótulos e as situações, e a linha selada: só a integridade lê e move, o administrador não lê nem apaga', () => {
    expect(Denuncias).toMatchObject({ slug: 'denuncias', labels: { singular: 'Denúncia', plural: 'Denúncias' }, typescript: { interface: 'Denuncia' } })
    expect(Denuncias.fields.find((f) => 'name' in f && f.name === 'status')).toMatchObject({
      defaultValue: 'recebida',
      options: [
        { value: 'recebida', label: 'Recebida' },
        { value: 'em-analise', label: 'Em análise' },
        { value: 'concluida', label: 'Concluída' },
        { value: 'arquivada', label: 'Arquivada' },
      ],
    })
    expect(DENUNCIA.encerradas).toEqual(['concluida', 'arquivada'])
    expect(MATRIZ_COLECOES.denuncias).toEqual({ read: { quem: ['integridade'] }, create: { quem: [] }, update: { quem: ['integridade'] }, delete: { quem: [] } })
    // Not a case kind: no attachments' filter, export or digest reaches it.
    expect(Object.keys(EQUIPES_DAS_SUBMISSOES)).not.toContain('denuncias')
  })

  it('deriva o catálogo da página e os rótulos da identidade que a equipe lê ao abrir', () => {
    expect(catalogoDe(DENUNCIA).campos.map((c) => c.nome)).toEqual(['anonimo', 'nome', 'cpfcnpj', 'telefone', 'email', 'endereco', 'sigilo', 'denuncia', 'Documentos', 'manterMetadados', 'declaracao', 'captcha'])
    expect(ROTULOS_DA_IDENTIDADE).toEqual({ nome: 'Nome', cpfcnpj: 'CPF/CNPJ', telefone: 'Telefone', email: 'E-mail', endereco: 'Endereço' })
  })

  it('uma definição selada não mostra campo algum à equipe', () => {
    expect(() => definirSubmissao({ ...DENUNCIA, vistaDaEquipe: ['denuncia'] })).toThrow('denuncias: uma submissão selada não tem campos na vista da equipe')
  })
})

describe('os campos do caso, derivados uma vez para todo tipo de submissão (issue 31)', () => {
  it('cada coleção de submissão tem responsável, prazo e novidade na lateral e as notas internas no fim', () => {
    for (const c of [Simulacoes, SolicitacoesFinanciamento, MensagensContato, ManifestacoesOuvidoria, Protocolos, CadastrosFundos]) {
      const caso = resumoComCaso(c.fields.filter((f) => 'name' in f && DO_CASO.includes(f.name)))
      expect(caso, c.slug).toEqual([
        ['responsavel', 'relationship', 'Responsável', false, false],
        ['prazo', 'date', 'Prazo de atendimento', false, true],
        ['novidade', 'checkbox', 'Novidade do cidadão', false, true],
        ['notas', 'array', 'Notas internas', false, false],
      ])
    }
  })

  it('toda lista mostra o prazo logo depois do número (ou do título), com a célula que lê o prazo e as situações encerradas do tipo', () => {
    expect(CadastrosFundos.admin?.defaultColumns).toEqual(['nome', 'prazo', 'tipoFormulario', 'documento', 'papel', 'situacao', 'createdAt'])
    expect(ManifestacoesOuvidoria.admin?.defaultColumns).not.toContain('prazoResposta')
    const prazo = ManifestacoesOuvidoria.fields.find((f) => 'name' in f && f.name === 'prazo')
    expect(prazo?.admin?.components).toEqual({ Cell: { path: '@/components/admin/CelulaPrazo#CelulaPrazo', clientProps: { encerradas: ['respondida', 'encerrada'] } } })
  })

  it('as respostas ao cidadão, só nos tipos que respondem por e-mail (Fale Conosco, protocolo, solicitação)', () => {
    const comRespostas = (c: { fields: Field[] }) => c.fields.some((f) => 'name' in f && f.name === RESPOSTAS)
    expect([MensagensContato, Protocolos, SolicitacoesFinanciamento].map(comRespostas)).toEqual([true, true, true])
    expect([Simulacoes, ManifestacoesOuvidoria, CadastrosFundos].map(comRespostas)).toEqual([false, false, false])
  })

  it('a lista dos arquivos dentro do caso, só nos tipos cujo formulário recebe anexos (Ouvidoria, protocolo)', () => {
    const comAnexos = (c: { fields: Field[] }) => c.fields.filter((f) => f.type === 'ui' && f.name === 'anexosDoCaso').map((f) => f.admin?.components?.Field)
    expect([ManifestacoesOuvidoria, Protocolos].map(comAnexos)).toEqual([['@/components/admin/AnexosDoCaso#AnexosDoCaso'], ['@/components/admin/AnexosDoCaso#AnexosDoCaso']])
    expect([Simulacoes, SolicitacoesFinanciamento, MensagensContato, CadastrosFundos].map(comAnexos)).toEqual([[], [], [], []])
  })
})
