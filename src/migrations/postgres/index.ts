import * as migration_20261122_104119_inicial from './20261122_104119_inicial';
import * as migration_20261122_181955_noticias_banners_indicadores from './20261122_181955_noticias_banners_indicadores';
import * as migration_20261123_070616_financiamento_caixa_de_saida from './20261123_070616_financiamento_caixa_de_saida';
import * as migration_20261123_074826_fundos_casos_de_sucesso from './20261123_074826_fundos_casos_de_sucesso';
import * as migration_20261123_075740_contadores_acesso from './20261123_075740_contadores_acesso';
import * as migration_20261123_081259_remuneracao from './20261123_081259_remuneracao';
import * as migration_20261123_081547_diretorias from './20261123_081547_diretorias';
import * as migration_20261123_100554_transparencia_documentos from './20261123_100554_transparencia_documentos';
import * as migration_20261123_112705_indice_busca from './20261123_112705_indice_busca';
import * as migration_20261123_134148_mapa_alcance from './20261123_134148_mapa_alcance';
import * as migration_20261124_023812_atendimento_ao_cliente from './20261124_023812_atendimento_ao_cliente';
import * as migration_20261124_035933_formularios_cadastros_auditoria from './20261124_035933_formularios_cadastros_auditoria';
import * as migration_20261124_071854_atendimento_denuncias_anexos_de_email from './20261124_071854_atendimento_denuncias_anexos_de_email';
import * as migration_20261124_124145_retencao_cadastros_segundo_fator from './20261124_124145_retencao_cadastros_segundo_fator';
import * as migration_20261127_143839_confianca_padroes from './20261127_143839_confianca_padroes';
import * as migration_20261127_180243_sessao10_casos_fila_numeros_cet from './20261127_180243_sessao10_casos_fila_numeros_cet';
import * as migration_20261127_204558_acompanhar_linha_pagina_produto from './20261127_204558_acompanhar_linha_pagina_produto';
import * as migration_20261128_130907_filtros_salvos from './20261128_130907_filtros_salvos';

export const migrations = [
  {
    up: migration_20261122_104119_inicial.up,
    down: migration_20261122_104119_inicial.down,
    name: '20261122_104119_inicial',
  },
  {
    up: migration_20261122_181955_noticias_banners_indicadores.up,
    down: migration_20261122_181955_noticias_banners_indicadores.down,
    name: '20261122_181955_noticias_banners_indicadores',
  },
  {
    up: migration_20261123_070616_financiamento_caixa_de_saida.up,
    down: migration_20261123_070616_financiamento_caixa_de_saida.down,
    name: '20261123_070616_financiamento_caixa_de_saida',
  },
  {
    up: migration_20261123_074826_fundos_casos_de_sucesso.up,
    down: migration_20261123_074826_fundos_casos_de_sucesso.down,
    name: '20261123_074826_fundos_casos_de_sucesso',
  },
  {
    up: migration_20261123_075740_contadores_acesso.up,
    down: migration_20261123_075740_contadores_acesso.down,
    name: '20261123_075740_contadores_acesso',
  },
  {
    up: migration_20261123_081259_remuneracao.up,
    down: migration_20261123_081259_remuneracao.down,
    name: '20261123_081259_remuneracao',
  },
  {
    up: migration_20261123_081547_diretorias.up,
    down: migration_20261123_081547_diretorias.down,
    name: '20261123_081547_diretorias',
  },
  {
    up: migration_20261123_100554_transparencia_documentos.up,
    down: migration_20261123_100554_transparencia_documentos.down,
    name: '20261123_100554_transparencia_documentos',
  },
  {
    up: migration_20261123_112705_indice_busca.up,
    down: migration_20261123_112705_indice_busca.down,
    name: '20261123_112705_indice_busca',
  },
  {
    up: migration_20261123_134148_mapa_alcance.up,
    down: migration_20261123_134148_mapa_alcance.down,
    name: '20261123_134148_mapa_alcance',
  },
  {
    up: migration_20261124_023812_atendimento_ao_cliente.up,
    down: migration_20261124_023812_atendimento_ao_cliente.down,
    name: '20261124_023812_atendimento_ao_cliente',
  },
  {
    up: migration_20261124_035933_formularios_cadastros_auditoria.up,
    down: migration_20261124_035933_formularios_cadastros_auditoria.down,
    name: '20261124_035933_formularios_cadastros_auditoria',
  },
  {
    up: migration_20261124_071854_atendimento_denuncias_anexos_de_email.up,
    down: migration_20261124_071854_atendimento_denuncias_anexos_de_email.down,
    name: '20261124_071854_atendimento_denuncias_anexos_de_email',
  },
  {
    up: migration_20261124_124145_retencao_cadastros_segundo_fator.up,
    down: migration_20261124_124145_retencao_cadastros_segundo_fator.down,
    name: '20261124_124145_retencao_cadastros_segundo_fator',
  },
  {
    up: migration_20261127_143839_confianca_padroes.up,
    down: migration_20261127_143839_confianca_padroes.down,
    name: '20261127_143839_confianca_padroes',
  },
  {
    up: migration_20261127_180243_sessao10_casos_fila_numeros_cet.up,
    down: migration_20261127_180243_sessao10_casos_fila_numeros_cet.down,
    name: '20261127_180243_sessao10_casos_fila_numeros_cet',
  },
  {
    up: migration_20261127_204558_acompanhar_linha_pagina_produto.up,
    down: migration_20261127_204558_acompanhar_linha_pagina_produto.down,
    name: '20261127_204558_acompanhar_linha_pagina_produto',
  },
  {
    up: migration_20261128_130907_filtros_salvos.up,
    down: migration_20261128_130907_filtros_salvos.down,
    name: '20261128_130907_filtros_salvos'
  },
];
