import * as migration_20261122_092105_inicial from './20261122_092105_inicial';

export const migrations = [
  {
    up: migration_20261122_092105_inicial.up,
    down: migration_20261122_092105_inicial.down,
    name: '20261122_092105_inicial'
  },
];
