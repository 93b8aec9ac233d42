import { describe, expect, it } from 'vitest';
import { ticketDate } from './ticket-date';

describe('ticketDate', () => {
  it('writes the local day with two digits, the short month and the year', () => {
    expect(ticketDate(new Date(2027, 11, 5, 9, 30).getTime())).toBe('05 Dec 2027');
    expect(ticketDate(new Date(2026, 8, 30).getTime())).toBe('30 Sep 2026');
  });

  it('keeps the calendar day at both ends of it', () => {
    expect(ticketDate(new Date(2026, 0, 1, 0, 0, 0, 0).getTime())).toBe('01 Jan 2026');
    expect(ticketDate(new Date(2026, 0, 1, 23, 59, 59, 999).getTime())).toBe('01 Jan 2026');
  });
});

describe('ticketDate in Portuguese', () => {
  it('writes the day, the short month and the year as Intl does in pt-BR', () => {
    const text = ticketDate(new Date(2027, 11, 5, 9, 30).getTime(), 'pt-BR');
    expect(text).toMatch(/^05 de dez\.? de 2027$/);
  });
});
