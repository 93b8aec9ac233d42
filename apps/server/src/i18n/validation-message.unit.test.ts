import {
  createExpenseBodySchema,
  createTodoListBodySchema,
  deleteUserBodySchema,
  endpointContracts,
  newsQuerySchema,
  todoListMovesBodySchema,
  tripPatchBodySchema,
  type Language,
} from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messagesOf } from './messages';
import { validationMessage, type RefusedInput } from './validation-message';

/** The first issue of a refused input, in the form the request validator hands it to the error handler. */
function firstIssue(schema: z.ZodType, input: unknown): RefusedInput {
  const parsed = schema.safeParse(input);
  const issue = parsed.error?.issues[0];
  if (!issue) throw new Error('the input was accepted');
  const { code, path, message, ...params } = issue;
  return { keyword: code, instancePath: `/${path.join('/')}`, message, params };
}

const said = (language: Language, schema: z.ZodType, input: unknown, part = 'body') =>
  validationMessage(messagesOf(language).refusedFields, part, firstIssue(schema, input), input);

const list = { title: 'Visa', description: 'Consulate', color: '#FFFD00', date: Date.UTC(2027, 0, 15) };
const expense = { type: 1, title: 'Rent', color: '#FFFD00', date: Date.UTC(2027, 0, 15), value: 100 };

describe('a refused field, worded', () => {
  it('is required, with the article and gender of the field in Portuguese', () => {
    expect(said('en', createTodoListBodySchema, { ...list, title: '  ' })).toBe('Title is required.');
    expect(said('pt-BR', createTodoListBodySchema, { ...list, title: '  ' })).toBe('O título é obrigatório.');
    expect(said('pt-BR', createTodoListBodySchema, { ...list, description: '' })).toBe(
      'A descrição é obrigatória.',
    );
    const colourless = { ...list, color: undefined };
    expect(said('en', createTodoListBodySchema, colourless)).toBe('Color is required.');
    expect(said('pt-BR', createTodoListBodySchema, colourless)).toBe('A cor é obrigatória.');
  });

  it('says the bound of a length or a number, in the reader’s digits', () => {
    expect(said('en', createTodoListBodySchema, { ...list, description: 'a'.repeat(5001) })).toBe(
      'Description is at most 5,000 characters.',
    );
    expect(said('pt-BR', createTodoListBodySchema, { ...list, description: 'a'.repeat(5001) })).toBe(
      'A descrição pode ter no máximo 5.000 caracteres.',
    );
    expect(said('en', createExpenseBodySchema, { ...expense, value: 0 })).toBe('Value must be above 0.');
    expect(said('pt-BR', createExpenseBodySchema, { ...expense, value: 0 })).toBe(
      'O valor precisa ser maior que 0.',
    );
    expect(said('en', createExpenseBodySchema, { ...expense, value: 1.5 })).toBe(
      'Value must be a whole number.',
    );
  });

  it('names the field past a list’s index, and the choices of a closed set', () => {
    const moves = [{ id: '00000000-0000-4000-8000-000000000000', status: 4, position: 0 }];
    expect(said('en', todoListMovesBodySchema, moves)).toBe('Status must be 1, 2, or 3.');
    expect(said('pt-BR', todoListMovesBodySchema, moves)).toBe('O status precisa ser 1, 2 ou 3.');
  });

  it('tells a wrong type from a field left out', () => {
    expect(said('en', createTodoListBodySchema, { ...list, title: 42 })).toBe('Title must be a text.');
    expect(said('pt-BR', createTodoListBodySchema, { ...list, title: 42 })).toBe(
      'O título precisa ser um texto.',
    );
  });

  it('names the whole part when the part itself is wrong', () => {
    expect(said('en', createTodoListBodySchema, undefined)).toBe('The request body is required.');
    expect(said('pt-BR', createTodoListBodySchema, [])).toBe('O corpo da requisição precisa ser um objeto.');
  });

  it('words a rule of core’s schemas with the field and the rule’s values', () => {
    expect(said('en', createTodoListBodySchema, { ...list, color: 'red' })).toBe(
      'Color must be a #RRGGBB color.',
    );
    expect(said('pt-BR', tripPatchBodySchema, { tripCity: 'Porto' })).toBe(
      'A cidade da viagem, o estado da viagem, o país da viagem, o código do país da viagem, a latitude da viagem e a longitude da viagem mudam juntos: envie todos eles.',
    );
    expect(said('en', newsQuerySchema, { country: 'Atlantis' }, 'querystring')).toBe(
      "Unknown country 'Atlantis': give a two-letter code, such as BR.",
    );
    expect(said('pt-BR', newsQuerySchema, { country: 'Atlantis' }, 'querystring')).toBe(
      "País desconhecido 'Atlantis': informe um código de duas letras, como BR.",
    );
  });

  it('lists the fields a strict body does not take, as they were sent', () => {
    expect(said('en', deleteUserBodySchema, { password: 'x', email: 'a@b.co' })).toBe(
      'This field is not accepted: email.',
    );
    expect(said('pt-BR', deleteUserBodySchema, { password: 'x', email: 'a@b.co' })).toBe(
      'Este campo não é aceito: email.',
    );
  });
});

/** The names of every field of a schema, through the wrappers zod puts around objects. */
function fieldKeysOf(schema: unknown, into: Set<string>, depth = 0): Set<string> {
  if (depth > 12 || !(schema instanceof z.ZodType)) return into;
  const def = schema.def as unknown as Record<string, unknown>;
  const inner = ['innerType', 'in', 'out', 'element', 'left', 'right'].map((key) => def[key]);
  const options = Array.isArray(def['options']) ? (def['options'] as unknown[]) : [];
  if (def['type'] === 'object') {
    for (const [key, field] of Object.entries(def['shape'] as Record<string, unknown>)) {
      into.add(key);
      fieldKeysOf(field, into, depth + 1);
    }
  }
  for (const part of [...inner, ...options]) fieldKeysOf(part, into, depth + 1);
  return into;
}

describe('the catalogues’ field names', () => {
  it('name every field of every request of the endpoint map, in each language', () => {
    const keys = new Set<string>();
    for (const contract of Object.values(endpointContracts) as {
      body?: unknown;
      query?: unknown;
      params?: unknown;
    }[]) {
      for (const part of [contract.body, contract.query, contract.params]) fieldKeysOf(part, keys);
    }
    expect(keys.size).toBeGreaterThan(40);
    for (const language of ['en', 'pt-BR'] as const) {
      const fields: Readonly<Record<string, string>> = messagesOf(language).refusedFields.fields;
      expect(
        [...keys].filter((key) => fields[key] === undefined),
        language,
      ).toEqual([]);
    }
  });
});
