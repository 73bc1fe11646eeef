import * as migration_20261122_104113_inicial from './20261122_104113_inicial';
import * as migration_20261122_181949_noticias_banners_indicadores from './20261122_181949_noticias_banners_indicadores';
import * as migration_20261123_070609_financiamento_caixa_de_saida from './20261123_070609_financiamento_caixa_de_saida';
import * as migration_20261123_074818_fundos_casos_de_sucesso from './20261123_074818_fundos_casos_de_sucesso';
import * as migration_20261123_075730_contadores_acesso from './20261123_075730_contadores_acesso';
import * as migration_20261123_081250_remuneracao from './20261123_081250_remuneracao';
import * as migration_20261123_081539_diretorias from './20261123_081539_diretorias';
import * as migration_20261123_100549_transparencia_documentos from './20261123_100549_transparencia_documentos';
import * as migration_20261123_112656_indice_busca from './20261123_112656_indice_busca';
import * as migration_20261123_134141_mapa_alcance from './20261123_134141_mapa_alcance';
import * as migration_20261124_023800_atendimento_ao_cliente from './20261124_023800_atendimento_ao_cliente';
import * as migration_20261124_035918_formularios_cadastros_auditoria from './20261124_035918_formularios_cadastros_auditoria';
import * as migration_20261124_071844_atendimento_denuncias_anexos_de_email from './20261124_071844_atendimento_denuncias_anexos_de_email';
import * as migration_20261124_124139_retencao_cadastros_segundo_fator from './20261124_124139_retencao_cadastros_segundo_fator';
import * as migration_20261127_143833_confianca_padroes from './20261127_143833_confianca_padroes';
import * as migration_20261127_180237_sessao10_casos_fila_numeros_cet from './20261127_180237_sessao10_casos_fila_numeros_cet';
import * as migration_20261127_204521_acompanhar_linha_pagina_produto from './20261127_204521_acompanhar_linha_pagina_produto';
import * as migration_20261128_130839_filtros_salvos from './20261128_130839_filtros_salvos';

export const migrations = [
  {
    up: migration_20261122_104113_inicial.up,
    down: migration_20261122_104113_inicial.down,
    name: '20261122_104113_inicial',
  },
  {
    up: migration_20261122_181949_noticias_banners_indicadores.up,
    down: migration_20261122_181949_noticias_banners_indicadores.down,
    name: '20261122_181949_noticias_banners_indicadores',
  },
  {
    up: migration_20261123_070609_financiamento_caixa_de_saida.up,
    down: migration_20261123_070609_financiamento_caixa_de_saida.down,
    name: '20261123_070609_financiamento_caixa_de_saida',
  },
  {
    up: migration_20261123_074818_fundos_casos_de_sucesso.up,
    down: migration_20261123_074818_fundos_casos_de_sucesso.down,
    name: '20261123_074818_fundos_casos_de_sucesso',
  },
  {
    up: migration_20261123_075730_contadores_acesso.up,
    down: migration_20261123_075730_contadores_acesso.down,
    name: '20261123_075730_contadores_acesso',
  },
  {
    up: migration_20261123_081250_remuneracao.up,
    down: migration_20261123_081250_remuneracao.down,
    name: '20261123_081250_remuneracao',
  },
  {
    up: migration_20261123_081539_diretorias.up,
    down: migration_20261123_081539_diretorias.down,
    name: '20261123_081539_diretorias',
  },
  {
    up: migration_20261123_100549_transparencia_documentos.up,
    down: migration_20261123_100549_transparencia_documentos.down,
    name: '20261123_100549_transparencia_documentos',
  },
  {
    up: migration_20261123_112656_indice_busca.up,
    down: migration_20261123_112656_indice_busca.down,
    name: '20261123_112656_indice_busca',
  },
  {
    up: migration_20261123_134141_mapa_alcance.up,
    down: migration_20261123_134141_mapa_alcance.down,
    name: '20261123_134141_mapa_alcance',
  },
  {
    up: migration_20261124_023800_atendimento_ao_cliente.up,
    down: migration_20261124_023800_atendimento_ao_cliente.down,
    name: '20261124_023800_atendimento_ao_cliente',
  },
  {
    up: migration_20261124_035918_formularios_cadastros_auditoria.up,
    down: migration_20261124_035918_formularios_cadastros_auditoria.down,
    name: '20261124_035918_formularios_cadastros_auditoria',
  },
  {
    up: migration_20261124_071844_atendimento_denuncias_anexos_de_email.up,
    down: migration_20261124_071844_atendimento_denuncias_anexos_de_email.down,
    name: '20261124_071844_atendimento_denuncias_anexos_de_email',
  },
  {
    up: migration_20261124_124139_retencao_cadastros_segundo_fator.up,
    down: migration_20261124_124139_retencao_cadastros_segundo_fator.down,
    name: '20261124_124139_retencao_cadastros_segundo_fator',
  },
  {
    up: migration_20261127_143833_confianca_padroes.up,
    down: migration_20261127_143833_confianca_padroes.down,
    name: '20261127_143833_confianca_padroes',
  },
  {
    up: migration_20261127_180237_sessao10_casos_fila_numeros_cet.up,
    down: migration_20261127_180237_sessao10_casos_fila_numeros_cet.down,
    name: '20261127_180237_sessao10_casos_fila_numeros_cet',
  },
  {
    up: migration_20261127_204521_acompanhar_linha_pagina_produto.up,
    down: migration_20261127_204521_acompanhar_linha_pagina_produto.down,
    name: '20261127_204521_acompanhar_linha_pagina_produto',
  },
  {
    up: migration_20261128_130839_filtros_salvos.up,
    down: migration_20261128_130839_filtros_salvos.down,
    name: '20261128_130839_filtros_salvos'
  },
];
