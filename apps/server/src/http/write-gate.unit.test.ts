import { describe, expect, it } from 'vitest';
import { createWriteGate } from './write-gate';

describe('a user’s turns to write', () => {
  it('runs as many as allowed, lines up the next in order, and turns away the rest', async () => {
    const gate = createWriteGate({ running: 1, waiting: 2 });
    const order: string[] = [];
    const first = await gate.enter('ana');
    expect(first).toBeTypeOf('function');
    const second = gate.enter('ana').then((leave) => (order.push('second'), leave));
    const third = gate.enter('ana').then((leave) => (order.push('third'), leave));
    expect(await gate.enter('ana')).toBe(false);
    expect(order).toEqual([]);

    if (!first) throw new Error('no turn');
    first();
    first();
    const secondLeave = await second;
    expect(order).toEqual(['second']);
    if (!secondLeave) throw new Error('no turn');
    secondLeave();
    expect(await third).toBeTypeOf('function');
    expect(order).toEqual(['second', 'third']);
  });

  it('keeps each user’s turns apart', async () => {
    const gate = createWriteGate({ running: 1, waiting: 0 });
    expect(await gate.enter('ana')).toBeTypeOf('function');
    expect(await gate.enter('ana')).toBe(false);
    expect(await gate.enter('rui')).toBeTypeOf('function');
  });

  it('starts a user afresh once every turn is given back', async () => {
    const gate = createWriteGate({ running: 1, waiting: 0 });
    const leave = await gate.enter('ana');
    if (!leave) throw new Error('no turn');
    leave();
    expect(await gate.enter('ana')).toBeTypeOf('function');
  });
});
