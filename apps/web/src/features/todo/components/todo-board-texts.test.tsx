import type { TodoList } from '@wayfarer/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Active, Over } from '@dnd-kit/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { showLanguage } from '@/i18n/language';
import { ptBR } from '@/i18n/pt-BR';
import { ConflictChoiceProvider } from '@/lib/conflict-choice';
import { useBoardDrag } from '../use-board-drag';
import { TodoColumn } from './todo-column';

const nothing = () => undefined;

const list = (id: string, title: string, status: 1 | 2 | 3, position: number) =>
  ({ id, title, status, position, date: 0, tasks: [], attachments: [], comments: [] }) as unknown as TodoList;

const emptyColumn = () =>
  renderToStaticMarkup(
    <TodoColumn status={2} title="In Progress" lists={[]} depth={4} now={0} onOpen={nothing} />,
  );

/** What a screen reader hears as a card is picked up, moved over a column and dropped. */
function heard(lists: TodoList[]): string {
  let said: string[] = [];
  function Probe() {
    const { accessibility } = useBoardDrag(lists).dndContextProps;
    const say = accessibility!.announcements!;
    const active = { id: 'a' } as Active;
    const over = { id: 'column-3' } as Over;
    said = [
      accessibility!.screenReaderInstructions!.draggable,
      say.onDragStart({ active })!,
      say.onDragOver({ active, over })!,
      say.onDragEnd({ active, over: null })!,
      say.onDragCancel({ active, over: null })!,
    ];
    return null;
  }
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ConflictChoiceProvider>
        <Probe />
      </ConflictChoiceProvider>
    </QueryClientProvider>,
  );
  return said.join('\n');
}

describe('the board’s words', () => {
  afterEach(() => showLanguage('en', en));

  it('tell an empty column as the spec does, and in Portuguese', () => {
    expect(emptyColumn()).toContain('Nothing in progress.');
    expect(emptyColumn()).toContain('<span class="visually-hidden"> lists</span>');
    showLanguage('pt-BR', ptBR);
    expect(emptyColumn()).toContain('Nada em andamento.');
    expect(emptyColumn()).toContain('<span class="visually-hidden"> listas</span>');
  });

  it('announce a drag in the language drawn in', () => {
    const lists = [list('a', 'Visa', 1, 0), list('b', 'Bags', 1, 1)];
    expect(heard(lists).split('\n').slice(1)).toEqual([
      'Picked up Visa, in To do, position 1 of 2.',
      'Visa is over Done.',
      'Visa was dropped outside the columns and did not move.',
      'Moving Visa was cancelled. It did not move.',
    ]);
    showLanguage('pt-BR', ptBR);
    expect(heard(lists).split('\n').slice(1, 3)).toEqual([
      'Visa foi pega, em A fazer, posição 1 de 2.',
      'Visa está sobre Concluído.',
    ]);
  });
});
