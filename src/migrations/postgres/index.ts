import * as migration_20261121_212302_initial from './20261121_212302_initial';

export const migrations = [
  {
    up: migration_20261121_212302_initial.up,
    down: migration_20261121_212302_initial.down,
    name: '20261121_212302_initial'
  },
];
