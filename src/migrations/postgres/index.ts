import * as migration_20261122_104119_inicial from './20261122_104119_inicial';

export const migrations = [
  {
    up: migration_20261122_104119_inicial.up,
    down: migration_20261122_104119_inicial.down,
    name: '20261122_104119_inicial'
  },
];
