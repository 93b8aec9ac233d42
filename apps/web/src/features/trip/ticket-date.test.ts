import { describe, expect, it } from 'vitest';
import { ticketDate } from './ticket-date';

describe('ticketDate', () => {
  it('writes the day with two digits, the short month and the year', () => {
    expect(ticketDate('2027-12-05')).toBe('05 Dec 2027');
    expect(ticketDate('2026-09-30')).toBe('30 Sep 2026');
    expect(ticketDate('2026-01-01')).toBe('01 Jan 2026');
  });
});

describe('ticketDate in Portuguese', () => {
  it('writes the day, the short month and the year as Intl does in pt-BR, on that very day', () => {
    expect(ticketDate('2027-12-05', 'pt-BR')).toMatch(/^05 de dez\.? de 2027$/);
    expect(ticketDate('2027-02-15', 'pt-BR')).toMatch(/^15 de fev\.? de 2027$/);
  });
});
