/** The server's list of modules against its folders and the modules declared in common/modules. */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODULE_NAMES } from '../../common/modules';
import { SERVER_MODULES } from './index';

describe('server/modules/index.ts', () => {
  it('registers every module of a folder of server/modules, and only the declared modules', () => {
    const folders = readdirSync(__dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...SERVER_MODULES].sort()).toEqual(folders.sort());
    expect([...SERVER_MODULES].sort()).toEqual([...MODULE_NAMES].sort());
  });
});
