import { READ_LIMITS } from './limits';

/*
 * JSON as vendors put it in their mails' JSON-LD: a trailing comma, two objects with no comma between
 * them, comments, single quotes, keys without quotes, raw line breaks inside strings. It is parsed by hand
 * (never evaluated), with the depth of nesting bounded so that no input can exhaust the stack.
 */

export class BrokenJson extends Error {
  constructor(at: number) {
    super(`JSON past repair at ${at}`);
    this.name = 'BrokenJson';
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const WORDS: Record<string, Json> = { true: true, false: false, null: null };
const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
const BARE = /[A-Za-z0-9_$@+\-.]/;

class Parser {
  private at = 0;

  constructor(private readonly text: string) {}

  /** Every value at the top, in order: one for well-formed JSON, more when vendors joined them. */
  values(): Json[] {
    const values: Json[] = [];
    this.skip();
    while (this.at < this.text.length) {
      values.push(this.value(0));
      this.skip();
    }
    return values;
  }

  private value(depth: number): Json {
    if (depth > READ_LIMITS.jsonDepth) throw new BrokenJson(this.at);
    const char = this.text[this.at];
    if (char === '{') return this.object(depth + 1);
    if (char === '[') return this.array(depth + 1);
    if (char === '"' || char === "'") return this.string(char);
    return this.bare();
  }

  private object(depth: number): Json {
    const object: Record<string, Json> = {};
    this.at += 1;
    for (;;) {
      this.skip();
      const char = this.text[this.at];
      if (char === undefined) throw new BrokenJson(this.at);
      if (char === '}') {
        this.at += 1;
        return object;
      }
      const key = char === '"' || char === "'" ? this.string(char) : this.bareWord();
      this.skip();
      if (this.text[this.at] !== ':') throw new BrokenJson(this.at);
      this.at += 1;
      this.skip();
      // Own keys only: a '__proto__' key is data here, never the object's prototype.
      Object.defineProperty(object, key, { value: this.value(depth), enumerable: true, writable: true });
      this.separator('}');
    }
  }

  private array(depth: number): Json {
    const array: Json[] = [];
    this.at += 1;
    for (;;) {
      this.skip();
      const char = this.text[this.at];
      if (char === undefined) throw new BrokenJson(this.at);
      if (char === ']') {
        this.at += 1;
        return array;
      }
      array.push(this.value(depth));
      this.separator(']');
    }
  }

  /** After a member: a comma, the closing bracket, or — the vendors' slip — the next member at once. */
  private separator(close: string): void {
    this.skip();
    if (this.text[this.at] === ',') this.at += 1;
    else if (this.text[this.at] === undefined) throw new BrokenJson(this.at);
    else if (this.text[this.at] !== close && !/["'{[A-Za-z0-9_$@-]/.test(this.text[this.at] ?? '')) {
      throw new BrokenJson(this.at);
    }
  }

  private string(quote: string): string {
    let result = '';
    this.at += 1;
    for (;;) {
      const char = this.text[this.at];
      if (char === undefined) throw new BrokenJson(this.at);
      this.at += 1;
      if (char === quote) return result;
      if (char !== '\\') {
        result += char;
        continue;
      }
      const escaped = this.text[this.at];
      if (escaped === undefined) throw new BrokenJson(this.at);
      this.at += 1;
      if (escaped === 'u') {
        const hex = this.text.slice(this.at, this.at + 4);
        if (/^[0-9a-fA-F]{4}$/.test(hex)) {
          result += String.fromCharCode(parseInt(hex, 16));
          this.at += 4;
        } else result += 'u';
      } else result += ESCAPES[escaped] ?? escaped;
    }
  }

  private bareWord(): string {
    const start = this.at;
    while (this.at < this.text.length && BARE.test(this.text[this.at] ?? '')) this.at += 1;
    if (this.at === start) throw new BrokenJson(this.at);
    return this.text.slice(start, this.at);
  }

  /** A number or true, false, null; any other bare word is refused, as a value cannot be guessed. */
  private bare(): Json {
    const start = this.at;
    const word = this.bareWord();
    if (Object.hasOwn(WORDS, word)) return WORDS[word] ?? null;
    if (/^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(word)) return Number(word);
    throw new BrokenJson(start);
  }

  /** Past white space and comments (`//` to the line's end, `/* … *\/`), and an HTML comment's ends. */
  private skip(): void {
    for (;;) {
      const rest = this.text.slice(this.at, this.at + 4);
      if (/^\s/.test(rest)) this.at += 1;
      else if (rest.startsWith('//')) {
        const end = this.text.indexOf('\n', this.at);
        this.at = end < 0 ? this.text.length : end + 1;
      } else if (rest.startsWith('/*')) {
        const end = this.text.indexOf('*/', this.at + 2);
        this.at = end < 0 ? this.text.length : end + 2;
      } else if (rest === '<!--') this.at += 4;
      else if (rest.startsWith('-->')) this.at += 3;
      else return;
    }
  }
}

/**
 * The values of a JSON text as vendors write it. Refuses (BrokenJson) text past repair: an unclosed
 * string or bracket, a bare word where a value goes, nesting past READ_LIMITS.jsonDepth.
 */
export function parseTolerantJson(text: string): unknown[] {
  return new Parser(text).values();
}
