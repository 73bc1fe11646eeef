import * as migration_20261122_104113_inicial from './20261122_104113_inicial';

export const migrations = [
  {
    up: migration_20261122_104113_inicial.up,
    down: migration_20261122_104113_inicial.down,
    name: '20261122_104113_inicial'
  },
];
