/** Demo directorates and areas; people's names are fictional. */
export const DIRETORIAS_SEED = [
  {
    nome: 'Presidência',
    responsavel: 'Helena Prates Vargas',
    telefone: '(51) 3210-4000',
    email: 'presidencia@fomento.rs.gov.br',
    areas: [
      { nome: 'Gabinete da Presidência', responsavel: 'Rafael Teixeira Lemos', telefone: '(51) 3210-4001', email: 'gabinete@fomento.rs.gov.br' },
      { nome: 'Ouvidoria', responsavel: 'Marta Quintana Reis', telefone: '(51) 3210-4010', email: 'ouvidoria@fomento.rs.gov.br' },
      { nome: 'Auditoria Interna', responsavel: 'Jorge Azambuja Lima', telefone: '(51) 3210-4012', email: 'auditoria@fomento.rs.gov.br' },
    ],
  },
  {
    nome: 'Diretoria de Operações',
    responsavel: 'Cláudio Bertoldo Souza',
    telefone: '(51) 3210-4100',
    email: 'operacoes@fomento.rs.gov.br',
    areas: [
      { nome: 'Agronegócio', responsavel: 'Luana Dornelles Kich', telefone: '(51) 3210-4110', email: 'agro@fomento.rs.gov.br' },
      { nome: 'Empresas', responsavel: 'Pedro Henrique Saraiva', telefone: '(51) 3210-4120', email: 'empresas@fomento.rs.gov.br' },
      { nome: 'Setor Público', responsavel: 'Ângela Müller Rosa', telefone: '(51) 3210-4130', email: 'municipios@fomento.rs.gov.br' },
      { nome: 'Inovação', responsavel: 'Tiago Farias Becker', telefone: '(51) 3210-4140', email: 'inovacao@fomento.rs.gov.br' },
    ],
  },
  {
    nome: 'Diretoria Financeira',
    responsavel: 'Beatriz Cavalheiro Nunes',
    telefone: '(51) 3210-4200',
    email: 'financeira@fomento.rs.gov.br',
    areas: [
      { nome: 'Tesouraria', responsavel: 'Sérgio Pacheco Alves', telefone: '(51) 3210-4210', email: 'tesouraria@fomento.rs.gov.br' },
      { nome: 'Contabilidade', responsavel: 'Vera Lúcia Fontoura', telefone: '(51) 3210-4220', email: 'contabilidade@fomento.rs.gov.br' },
    ],
  },
  {
    nome: 'Diretoria de Riscos e Controles',
    responsavel: 'Otávio Ramos Pilar',
    telefone: '(51) 3210-4300',
    email: 'riscos@fomento.rs.gov.br',
    areas: [
      { nome: 'Análise de Crédito', responsavel: 'Carolina Weber Silva', telefone: '(51) 3210-4310', email: 'credito@fomento.rs.gov.br' },
      { nome: 'Conformidade e Integridade', responsavel: 'Eduardo Brum Tavares', telefone: '(51) 3210-4320', email: 'integridade@fomento.rs.gov.br' },
    ],
  },
  {
    nome: 'Diretoria Administrativa',
    responsavel: 'Simone Rocha Figueiró',
    telefone: '(51) 3210-4400',
    email: 'administrativa@fomento.rs.gov.br',
    areas: [
      { nome: 'Gestão de Pessoas', responsavel: 'Márcio Antunes Prado', telefone: '(51) 3210-4410', email: 'pessoas@fomento.rs.gov.br' },
      { nome: 'Tecnologia da Informação', responsavel: 'Fernanda Goulart Reis', telefone: '(51) 3210-4420', email: 'ti@fomento.rs.gov.br' },
      { nome: 'Licitações e Contratos', responsavel: 'Roberto Cunha Machado', telefone: '(51) 3210-4430', email: 'licitacoes@fomento.rs.gov.br' },
    ],
  },
]
