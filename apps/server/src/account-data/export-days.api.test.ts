import { noonUtcOf, type Expense, type TodoListAnswer } from '@wayfarer/core';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companionsInZones,
  KIRITIMATI,
  lateEveningInSaoPaulo,
  NEW_YORK,
  SAO_PAULO,
  TOKYO,
  type Companion,
} from '../calendar/testing/companions-in-zones';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { listBody } from '../todo/testing/todo-client';
import type { ExportDocument } from './export-document';
import { unzip } from './testing/unzip';

/*
 * Every member's export holds each day as its author meant it: a trip's day, a list, a trip cost and an
 * income Ana entered at 23:30 in São Paulo (the next day in UTC and east of it, as epoch ms alone, the way
 * the seed's original client sends them) are her days in data.json, finances.csv and calendar.ics of
 * members in New York, Tokyo and Kiritimati, where even noon UTC is the next day.
 */

const TRIP_DAY = '2027-02-15';
const DAY = '2026-12-06';

interface Exported {
  document: ExportDocument;
  csvLines: string[];
  calendar: string;
}

describe.each(engines)('the days in an export, on %s', (engine) => {
  let t: TestApp;
  let ana: Companion;
  let others: Companion[];
  let list: TodoListAnswer;
  let cost: Expense;
  const exports = new Map<Companion, Exported>();

  const created = async <T>(answer: Promise<{ statusCode: number; body: string; json<U>(): U }>) => {
    const response = await answer;
    expect(response.statusCode, response.body).toBe(201);
    return response.json<T>();
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const trip = await companionsInZones(t, [SAO_PAULO, NEW_YORK, TOKYO, KIRITIMATI]);
    [ana, ...others] = trip.companions;
    const patched = await ana.call('PATCH', '/trip', { when: lateEveningInSaoPaulo(TRIP_DAY) });
    expect(patched.statusCode, patched.body).toBe(200);
    list = await created(
      ana.call('POST', '/todolist', listBody({ title: 'Museum day', date: lateEveningInSaoPaulo(DAY) })),
    );
    cost = await created(
      ana.call('POST', '/finances/expenses', {
        type: 2,
        title: 'Pastéis de nata',
        color: '#F5455C',
        date: lateEveningInSaoPaulo(DAY),
        financesGoalId: null,
        originalCurrency: 'EUR',
        originalValue: 1250,
        typedRate: '6.1',
      }),
    );
    await created(
      ana.call('POST', '/finances/entraces', {
        title: 'Salary',
        color: '#FFFD00',
        value: 300_000,
        date: lateEveningInSaoPaulo(DAY),
      }),
    );
    for (const member of [ana, ...others]) {
      const response = await member.call('GET', '/account/export');
      expect(response.statusCode, response.body).toBe(200);
      const files = await unzip(response.rawPayload);
      exports.set(member, {
        document: JSON.parse(files.get('data.json')!.toString()) as ExportDocument,
        csvLines: files.get('finances.csv')!.toString().split('\r\n'),
        calendar: files.get('calendar.ics')!.toString(),
      });
    }
  });
  afterAll(() => t.close());

  const exportOf = (member: Companion) => exports.get(member)!;

  it('gives the trip’s day, the list’s and the cost’s in every member’s data.json, with noon UTC beside it', () => {
    for (const member of [ana, ...others]) {
      const [trip] = exportOf(member).document.trips;
      expect(trip, member.timeZone).toMatchObject({ day: TRIP_DAY, when: noonUtcOf(TRIP_DAY) });
      expect(
        trip?.board.find(({ id }) => id === list.id),
        member.timeZone,
      ).toMatchObject({
        dateDay: DAY,
        date: noonUtcOf(DAY),
      });
      expect(
        trip?.costs.find(({ id }) => id === cost.id),
        member.timeZone,
      ).toMatchObject({
        dateDay: DAY,
        date: noonUtcOf(DAY),
      });
    }
    expect(exportOf(ana).document.finances.entrances).toEqual([
      expect.objectContaining({ title: 'Salary', dateDay: DAY, date: noonUtcOf(DAY) }),
    ]);
  });

  it('writes the cost on her day in every member’s finances.csv, and her income in hers', () => {
    for (const member of [ana, ...others]) {
      expect(exportOf(member).csvLines, member.timeZone).toContain(
        `trip cost,"Lisbon, Portugal",Pastéis de nata,${DAY},76.25,12.50,EUR,6.1`,
      );
    }
    expect(exportOf(ana).csvLines).toContain(`entrance,,Salary,${DAY},3000.00,,,`);
  });

  it('puts the list and the trip on her days in every member’s calendar.ics', () => {
    for (const member of [ana, ...others]) {
      const starts = new ICAL.Component(ICAL.parse(exportOf(member).calendar))
        .getAllSubcomponents('vevent')
        .map((event) => [
          String(event.getFirstPropertyValue('summary')),
          String(event.getFirstPropertyValue('dtstart')),
        ]);
      expect(starts, member.timeZone).toEqual(
        expect.arrayContaining([
          ['Museum day · Lisbon', DAY],
          ['Trip to Lisbon', TRIP_DAY],
        ]),
      );
    }
  });
});
