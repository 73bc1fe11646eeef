import * as migration_20261122_092101_inicial from './20261122_092101_inicial';

export const migrations = [
  {
    up: migration_20261122_092101_inicial.up,
    down: migration_20261122_092101_inicial.down,
    name: '20261122_092101_inicial'
  },
];
