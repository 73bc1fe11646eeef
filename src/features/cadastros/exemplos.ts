/**
 * Valid registrations (one single beneficiary, one married beneficiary who is
 * a PEP with a spouse who employs, one legal entity with an alphanumeric CNPJ),
 * for the schema's unit tests, the route's integration tests and the browser
 * tests. Dates hold until 31/12/2026 for 'Data Base' (the tests that run on
 * the real day pass `dataBase` from opcoesDataBase).
 */
const endereco = (s: string) => ({
  [`cep${s}`]: '90010-000',
  [`prefixo${s}`]: 'RUA',
  [`logradouro${s}`]: 'SETE DE SETEMBRO',
  [`numero${s}`]: '1000',
  [`semNumero${s}`]: false,
  [`complemento${s}`]: '',
  [`bairro${s}`]: 'CENTRO HISTÓRICO',
  [`uf${s}`]: 'RS',
  [`cidade${s}`]: 'PORTO ALEGRE',
})

const pessoa = (s: string, cpf: string, nascimento: string) => ({
  [`nomeCompleto${s}`]: `Pessoa ${s} da Silva`,
  [`cpf${s}`]: cpf,
  [`dataNascimento${s}`]: nascimento,
  [`sexo${s}`]: 'FEMININO',
  [`profissao${s}`]: 'AGRICULTOR',
  [`tipoDocumento${s}`]: 'CARTEIRA DE IDENTIDADE',
  [`numeroDocumento${s}`]: '1234567890',
  [`orgaoEmissor${s}`]: 'SSP/RS',
  [`dataEmissao${s}`]: '10/01/2010',
  [`nomeMae${s}`]: 'Mãe da Silva',
  [`nomePai${s}`]: '',
  [`nacionalidade${s}`]: 'BRASIL',
  [`uf${s}`]: 'RS',
  [`naturalidade${s}`]: 'PASSO FUNDO',
  [`pep${s}`]: 'NAO',
  [`pepFamiliar${s}`]: 'NAO',
  [`pepEnquadramento${s}`]: '',
  [`parteRelacionada${s}`]: 'NAO',
  [`opcaoParteRelacionada${s}`]: '',
})

export const solteira = {
  papel: 'TOMADOR',
  ...pessoa('Beneficiario', '529.982.247-25', '15/03/1980'),
  estadoCivilBeneficiario: 'SOLTEIRO(A)',
  regimeBensBeneficiario: '',
  situacaoEmpregadorBeneficiario: 'NAO SOU EMPREGADOR',
  numeroCEIBeneficiario: '',
  rendaAnualBeneficiario: 85000.5,
  dataBaseBeneficiario: '31/12/2025',
  emailContatoBeneficiario: 'maria@exemplo.com.br',
  telefoneContatoFormatadoBeneficiario: '(54) 99876-5432',
  ...endereco('Residencial'),
}

export const casada = {
  ...solteira,
  estadoCivilBeneficiario: 'CASADO(A)',
  regimeBensBeneficiario: 'COMUNHÃO PARCIAL DE BENS',
  pepBeneficiario: 'SIM',
  pepEnquadramentoBeneficiario: 'DETENTOR DE MANDATO ELETIVO',
  ...pessoa('Conjuge', '111.444.777-35', '02/07/1978'),
  sexoConjuge: 'MASCULINO',
  situacaoEmpregadorConjuge: 'SOU EMPREGADOR',
  numeroCEIConjuge: '123456789012',
  emailContatoConjuge: '',
  telefoneContatoFormatadoConjuge: '',
}

export const empresa = {
  razaoSocial: 'Cooperativa Exemplo Ltda',
  cnpjEntidade: '12.ABC.345/01DE-35',
  naturezaJuridica: 'SOCIEDADE EMPRESÁRIA LIMITADA',
  ramoAtividadePrincipal: '0111-3/01 - CULTIVO DE ARROZ',
  dataConstituicao: '05/05/2005',
  receitaAnual: 1_500_000,
  dataBase: '31/12/2025',
  parteRelacionadaEntidade: 'NAO',
  opcaoParteRelacionadaEntidade: '',
  ...pessoa('RepresentanteLegal', '529.982.247-25', '15/03/1980'),
  estadoCivilRepresentanteLegal: 'DIVORCIADO',
  regimeBensRepresentanteLegal: '',
  emailRepresentanteLegal: 'joao@exemplo.com.br',
  telefoneRepresentanteLegalFormatado: '(51) 3210-9876',
  // The representative's address: its UF is named ufRepresentanteLegalEndereco (the person's UF of birth is ufRepresentanteLegal).
  ...endereco('RepresentanteLegal'),
  ufRepresentanteLegal: 'RS',
  ufRepresentanteLegalEndereco: 'SC',
  ...endereco('Entidade'),
  banco: 'BANRISUL',
  agencia: '0100',
  numeroContaCorrente: '12345-6',
  contatoPrincipal: 'Ana',
  telefoneContatoPrincipalFormatado: '(51) 3210-9876',
  contatoSecundario: 'Rui',
  telefoneContatoSecundarioFormatado: '(51) 99999-1234',
  emailContato: 'contato@exemplo.com.br',
}

