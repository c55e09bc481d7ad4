/** Demo data of the organisation structure. */
import type { Db } from '../client';
import type { Random } from './random';

export async function seedStructure(_db: Db, _random: Random, _scale: number): Promise<void> {
  // Filled in with employee types, titles, additional types and roles by the structure module.
}
