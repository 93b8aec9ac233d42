/** A member of an object written a piece at a time: its key and its value (a StreamedArray for items read one by one). */
export type JsonMember = readonly [key: string, value: unknown];

/** An array value whose items are read, and written, one at a time. */
export class StreamedArray {
  constructor(readonly items: AsyncIterable<object>) {}
}

/** A value as JSON.stringify(value, null, 2) writes it, with its lines indented to `depth`. */
const pretty = (value: unknown, depth: number) =>
  (JSON.stringify(value, null, 2) ?? 'null').replaceAll('\n', `\n${'  '.repeat(depth)}`);

/**
 * An object as JSON.stringify(object, null, 2) writes it, a piece at a time: each member when its turn
 * comes, and a StreamedArray's items one at a time, so that only one item is ever held as text. An
 * undefined member is left out, as JSON.stringify leaves it out.
 */
export async function* prettyJsonPieces(
  members: AsyncIterable<JsonMember> | Iterable<JsonMember>,
): AsyncGenerator<string> {
  let written = 0;
  for await (const [key, value] of members) {
    if (value === undefined) continue;
    yield `${written === 0 ? '{' : ','}\n  ${JSON.stringify(key)}: `;
    written += 1;
    if (!(value instanceof StreamedArray)) {
      yield pretty(value, 1);
      continue;
    }
    let items = 0;
    for await (const item of value.items) {
      yield `${items === 0 ? '[' : ','}\n    ${pretty(item, 2)}`;
      items += 1;
    }
    yield items === 0 ? '[]' : '\n  ]';
  }
  yield written === 0 ? '{}' : '\n}';
}
