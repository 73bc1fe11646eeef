import * as migration_20261122_092105_inicial from './20261122_092105_inicial';
import * as migration_20261122_095104_conteudo_rico from './20261122_095104_conteudo_rico';
import * as migration_20261122_102029_resumo from './20261122_102029_resumo';

export const migrations = [
  {
    up: migration_20261122_092105_inicial.up,
    down: migration_20261122_092105_inicial.down,
    name: '20261122_092105_inicial',
  },
  {
    up: migration_20261122_095104_conteudo_rico.up,
    down: migration_20261122_095104_conteudo_rico.down,
    name: '20261122_095104_conteudo_rico',
  },
  {
    up: migration_20261122_102029_resumo.up,
    down: migration_20261122_102029_resumo.down,
    name: '20261122_102029_resumo'
  },
];
