import { describe, expect, it } from 'vitest';
import { endpointContracts } from '../endpoint-contracts';
import { staleAnswer } from './answers';
import { staleSchema } from './schemas';

describe('the answers many endpoints share', () => {
  it('answers stale in the one words and shape wherever a write is refused as stale', () => {
    const stale = Object.entries(endpointContracts).flatMap(([name, { statuses }]) =>
      Object.values(statuses)
        .filter(({ meaning, schema }) => schema === staleSchema || meaning.startsWith('stale'))
        .map((answer) => ({ name, answer })),
    );
    expect(stale.length).toBeGreaterThan(0);
    // A 409 that may also mean another conflict (a day's date taken) says stale in the same words first.
    for (const { name, answer } of stale) {
      expect(answer.schema, name).toBe(staleSchema);
      expect(answer.meaning.startsWith(staleAnswer.meaning), name).toBe(true);
    }
  });
});
