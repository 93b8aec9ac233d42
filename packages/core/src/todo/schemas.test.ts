import { describe, expect, it } from 'vitest';
import { PALETTE } from '../colors/palette';
import {
  createTodoAttachmentBodySchema,
  createTodoListBodySchema,
  todoListMovesBodySchema,
  todoListSchema,
  todoTaskSchema,
} from './schemas';

const id = '0b5e3c7a-6f0e-4d7e-9a51-2f6f1d3c9b10';
const otherId = '7d1f2a9e-3c4b-4e8f-8a6d-5b9c0e1f2a3b';

describe('palette', () => {
  it('holds 20 distinct colours starting with #FFFD00', () => {
    expect(PALETTE).toHaveLength(20);
    expect(PALETTE[0]).toBe('#FFFD00');
    expect(new Set(PALETTE).size).toBe(20);
    for (const color of PALETTE) expect(color).toMatch(/^#[0-9A-F]{6}$/);
  });
});

describe('to-do schemas', () => {
  const list = { title: ' Visa ', description: 'Book it', color: '#FFFD00', date: 1_760_000_000_000 };

  it('trims titles and accepts a list without a status', () => {
    expect(createTodoListBodySchema.parse(list)).toEqual({ ...list, title: 'Visa' });
  });

  it("accepts any #RRGGBB colour, in any case, as upper case: another client's palette is not ours", () => {
    expect(createTodoListBodySchema.parse({ ...list, color: '#ff7600' }).color).toBe('#FF7600');
    expect(createTodoListBodySchema.parse({ ...list, color: '#025EB1' }).color).toBe('#025EB1');
  });

  it.each([
    ['a colour that is not #RRGGBB', { ...list, color: '#12345G' }],
    ['a colour by name', { ...list, color: 'orange' }],
    ['a blank title', { ...list, title: '  ' }],
    ['a fractional date', { ...list, date: 1.5 }],
    ['a status of 4', { ...list, status: 4 }],
    ['a date given as text', { ...list, date: '2026-01-01' }],
  ])('refuses %s', (_case, body) => {
    expect(createTodoListBodySchema.safeParse(body).success).toBe(false);
  });

  it('accepts moves carrying the whole item and keeps only id, status and position', () => {
    const moves = todoListMovesBodySchema.parse([
      { id, status: 2, position: 0, title: 'Visa', toDoListTasks: [] },
    ]);
    expect(moves).toEqual([{ id, status: 2, position: 0 }]);
  });

  it('refuses a batch naming one list twice, a negative position and a non-uuid id', () => {
    const twice = [
      { id, status: 1, position: 0 },
      { id, status: 2, position: 1 },
    ];
    expect(todoListMovesBodySchema.safeParse(twice).success).toBe(false);
    expect(todoListMovesBodySchema.safeParse([{ id, status: 1, position: -1 }]).success).toBe(false);
    expect(todoListMovesBodySchema.safeParse([{ id: '42', status: 1, position: 0 }]).success).toBe(false);
    expect(
      todoListMovesBodySchema.safeParse([
        { id, status: 1, position: 0 },
        { id: otherId, status: 1, position: 1 },
      ]).success,
    ).toBe(true);
  });

  it('accepts only stored file names as an attachment link', () => {
    const body = { title: 'Ticket', toDoListId: id };
    expect(
      createTodoAttachmentBodySchema.safeParse({ ...body, link: `${'a1'.repeat(16)}.pdf` }).success,
    ).toBe(true);
    for (const link of ['../../etc/passwd', `${'a1'.repeat(16)}.exe`, `${'A1'.repeat(16)}.pdf`, '']) {
      expect(createTodoAttachmentBodySchema.safeParse({ ...body, link }).success).toBe(false);
    }
  });

  it('describes a list with its tasks, attachments and comments', () => {
    const parsed = todoListSchema.parse({
      id,
      version: 1,
      ...list,
      dateDay: '2025-10-09',
      status: 1,
      position: 0,
      toDoListTasks: [
        {
          id: otherId,
          version: 1,
          title: 't',
          description: 'd',
          status: false,
          dueDate: null,
          toDoListId: id,
          can: { edit: true, delete: true },
        },
      ],
      toDoListAttchaments: [],
      toDoListComments: [],
      can: { edit: false, delete: false },
    });
    expect(parsed.toDoListTasks).toHaveLength(1);
    expect(parsed.can).toEqual({ edit: false, delete: false });
  });

  it('refuses an item that does not say what its reader may do with it', () => {
    const task = {
      id,
      version: 1,
      title: 't',
      description: 'd',
      status: false,
      dueDate: null,
      toDoListId: id,
    };
    expect(todoTaskSchema.safeParse(task).success).toBe(false);
  });
});
