import { describe, expect, it } from 'vitest';
import { canAddTodoAttachment, canAddTodoItem, canAddTodoList, canEditTodoList } from './rules';

const form = {
  title: 'Visa',
  description: 'Book the appointment',
  color: '#FFFD00',
  date: 1_760_000_000_000,
};

describe('to-do list form', () => {
  it.each([canAddTodoList, canEditTodoList])('%o is enabled when every field is filled', (rule) => {
    expect(rule(form)).toBe(true);
  });

  it.each([
    ['an empty title', { ...form, title: '' }],
    ['a blank description', { ...form, description: '   ' }],
    ['no colour', { ...form, color: '' }],
    ['a date of 0', { ...form, date: 0 }],
    ['a cleared date input', { ...form, date: Number.NaN }],
  ])('is disabled for %s', (_case, incomplete) => {
    expect(canAddTodoList(incomplete)).toBe(false);
    expect(canEditTodoList(incomplete)).toBe(false);
  });
});

describe('task, attachment and comment forms', () => {
  it('need a title and a description for tasks and comments', () => {
    expect(canAddTodoItem({ title: 'Pack', description: 'Adapters' })).toBe(true);
    expect(canAddTodoItem({ title: '', description: 'Adapters' })).toBe(false);
    expect(canAddTodoItem({ title: 'Pack', description: ' ' })).toBe(false);
  });

  it('need a title and an uploaded file for attachments', () => {
    expect(canAddTodoAttachment({ title: 'Ticket', fileName: 'a'.repeat(32) + '.pdf' })).toBe(true);
    expect(canAddTodoAttachment({ title: 'Ticket', fileName: '' })).toBe(false);
    expect(canAddTodoAttachment({ title: '', fileName: 'a'.repeat(32) + '.pdf' })).toBe(false);
  });
});
