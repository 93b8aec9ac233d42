import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tripChangeSchema, userChangeSchema } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { migrationsFolder } from '../paths';

/*
 * The changes' channel is written in SQL (`notify_change`, called by the version triggers) and read
 * through packages/core's schema: these tests read the functions as the migrations last define them and
 * hold the keys each call writes against the schema of its scope.
 */

/** Each function's body as the last migration to define it has it: a later CREATE OR REPLACE wins. */
function latestFunctionBodies(): Map<string, string> {
  const bodies = new Map<string, string>();
  const files = readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  for (const file of files) {
    const sql = readFileSync(path.join(migrationsFolder, file), 'utf8');
    for (const [, name, body] of sql.matchAll(
      /CREATE (?:OR REPLACE )?FUNCTION "(\w+)"([\s\S]*?\$\$[\s\S]*?\$\$)/g,
    )) {
      bodies.set(name!, body!);
    }
  }
  return bodies;
}

/** The arguments of every call of `callee` in `sql`, split at their top-level commas. */
function callArguments(sql: string, callee: string): string[][] {
  const calls: string[][] = [];
  for (const match of sql.matchAll(new RegExp(`${callee}\\(`, 'g'))) {
    const args: string[] = [];
    let depth = 0;
    let current = '';
    for (const char of sql.slice(match.index + match[0].length)) {
      if (depth === 0 && (char === ',' || char === ')')) {
        args.push(current.trim());
        current = '';
        if (char === ')') break;
        continue;
      }
      if (char === '(') depth += 1;
      if (char === ')') depth -= 1;
      current += char;
    }
    calls.push(args);
  }
  return calls;
}

/** The keys an object schema holds, and those of them it requires. */
function keysOf(schema: z.ZodObject) {
  const all = Object.keys(schema.shape);
  return { all, required: all.filter((key) => !schema.shape[key]!.safeParse(undefined).success) };
}

const bodies = latestFunctionBodies();
const notifyChange = bodies.get('notify_change');

describe('the changes’ channel as the migrations write it', () => {
  it('has notify_change build its payload from the scope and the counter', () => {
    expect(notifyChange).toBeDefined();
    const [built] = callArguments(notifyChange!, 'json_build_object');
    const keys = built!.filter((_, index) => index % 2 === 0);
    expect(keys).toEqual(['"scope"', "'topic'", "'version'", "'removed'"]);
  });

  it('writes, in every call, the keys the schema of its scope reads', () => {
    const schemas: Record<string, z.ZodObject> = { trip: tripChangeSchema, user: userChangeSchema };
    const calls = [...bodies.values()].flatMap((body) => callArguments(body, '"notify_change"'));
    expect(calls.length).toBeGreaterThan(0);
    for (const [scope, , , , removed] of calls) {
      const scopeKey = /^'(\w+)'$/.exec(scope!)?.[1];
      const schema = scopeKey === undefined ? undefined : schemas[scopeKey];
      expect(schema, `a scope of ${scope}`).toBeDefined();
      // json_strip_nulls leaves out `removed` when the call passes none.
      const written = [scopeKey!, 'topic', 'version', ...(removed === undefined ? [] : ['removed'])];
      const { all, required } = keysOf(schema!);
      expect(all).toEqual(expect.arrayContaining(written));
      expect(written).toEqual(expect.arrayContaining(required));
    }
  });
});
