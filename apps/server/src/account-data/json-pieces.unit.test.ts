import { describe, expect, it } from 'vitest';
import { prettyJsonPieces, StreamedArray, type JsonMember } from './json-pieces';

async function* itemsOf<Item extends object>(items: Item[]): AsyncGenerator<Item> {
  for (const item of items) yield item;
}

async function written(members: JsonMember[]): Promise<string> {
  let text = '';
  for await (const piece of prettyJsonPieces(members)) text += piece;
  return text;
}

describe('prettyJsonPieces', () => {
  const trips = [
    { id: 'a', board: [{ title: 'Visa', tasks: [] }], when: 1 },
    { id: 'b', board: [], note: 'two\nlines "quoted"' },
  ];

  it('writes what JSON.stringify with two spaces writes, an array streamed item by item', async () => {
    const text = await written([
      ['format', 'wayfarer-export/1'],
      ['account', { name: 'Ana', photoFile: null }],
      ['trips', new StreamedArray(itemsOf(trips))],
      ['finances', { entrances: [{ value: 5 }] }],
    ]);
    expect(text).toBe(
      JSON.stringify(
        {
          format: 'wayfarer-export/1',
          account: { name: 'Ana', photoFile: null },
          trips,
          finances: { entrances: [{ value: 5 }] },
        },
        null,
        2,
      ),
    );
  });

  it('writes an empty streamed array as [], and leaves an undefined member out', async () => {
    const text = await written([
      ['trips', new StreamedArray(itemsOf([]))],
      ['ownBoard', undefined],
      ['day', null],
    ]);
    expect(text).toBe(JSON.stringify({ trips: [], ownBoard: undefined, day: null }, null, 2));
  });

  it('writes an object without members as {}', async () => {
    expect(await written([['gone', undefined]])).toBe('{}');
  });
});
