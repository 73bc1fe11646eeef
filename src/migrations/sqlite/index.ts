import * as migration_20261122_092101_inicial from './20261122_092101_inicial';
import * as migration_20261122_095059_conteudo_rico from './20261122_095059_conteudo_rico';
import * as migration_20261122_102023_resumo from './20261122_102023_resumo';

export const migrations = [
  {
    up: migration_20261122_092101_inicial.up,
    down: migration_20261122_092101_inicial.down,
    name: '20261122_092101_inicial',
  },
  {
    up: migration_20261122_095059_conteudo_rico.up,
    down: migration_20261122_095059_conteudo_rico.down,
    name: '20261122_095059_conteudo_rico',
  },
  {
    up: migration_20261122_102023_resumo.up,
    down: migration_20261122_102023_resumo.down,
    name: '20261122_102023_resumo'
  },
];
