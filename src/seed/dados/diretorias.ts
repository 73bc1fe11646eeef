/** Demo directorates and areas; people's names are fictional. */

/** A directorate or area: the phone is an extension of the switchboard, the e-mail a box of the agency's domain. */
const unidade = (nome: string, responsavel: string, ramal: string, caixa: string) => ({ nome, responsavel, telefone: `(51) 3210-${ramal}`, email: `${caixa}@fomento.rs.gov.br` })

export const DIRETORIAS_SEED = [
  {
    ...unidade('Presidência', 'Helena Prates Vargas', '4000', 'presidencia'),
    areas: [
      unidade('Gabinete da Presidência', 'Rafael Teixeira Lemos', '4001', 'gabinete'),
      unidade('Ouvidoria', 'Marta Quintana Reis', '4010', 'ouvidoria'),
      unidade('Auditoria Interna', 'Jorge Azambuja Lima', '4012', 'auditoria'),
    ],
  },
  {
    ...unidade('Diretoria de Operações', 'Cláudio Bertoldo Souza', '4100', 'operacoes'),
    areas: [
      unidade('Agronegócio', 'Luana Dornelles Kich', '4110', 'agro'),
      unidade('Empresas', 'Pedro Henrique Saraiva', '4120', 'empresas'),
      unidade('Setor Público', 'Ângela Müller Rosa', '4130', 'municipios'),
      unidade('Inovação', 'Tiago Farias Becker', '4140', 'inovacao'),
    ],
  },
  {
    ...unidade('Diretoria Financeira', 'Beatriz Cavalheiro Nunes', '4200', 'financeira'),
    areas: [
      unidade('Tesouraria', 'Sérgio Pacheco Alves', '4210', 'tesouraria'),
      unidade('Contabilidade', 'Vera Lúcia Fontoura', '4220', 'contabilidade'),
    ],
  },
  {
    ...unidade('Diretoria de Riscos e Controles', 'Otávio Ramos Pilar', '4300', 'riscos'),
    areas: [
      unidade('Análise de Crédito', 'Carolina Weber Silva', '4310', 'credito'),
      unidade('Conformidade e Integridade', 'Eduardo Brum Tavares', '4320', 'integridade'),
    ],
  },
  {
    ...unidade('Diretoria Administrativa', 'Simone Rocha Figueiró', '4400', 'administrativa'),
    areas: [
      unidade('Gestão de Pessoas', 'Márcio Antunes Prado', '4410', 'pessoas'),
      unidade('Tecnologia da Informação', 'Fernanda Goulart Reis', '4420', 'ti'),
      unidade('Licitações e Contratos', 'Roberto Cunha Machado', '4430', 'licitacoes'),
    ],
  },
]
