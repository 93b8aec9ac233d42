import {
  addDays,
  dayIn,
  noonUtcOf,
  type Entrance,
  type Expense,
  type FinanceRate,
  type FinancesAnswer,
  type Invitation,
  type TodoListAnswer,
  type Trip,
  type TripSummary,
} from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedsApp, type FeedsHarness } from '../feeds/testing/feeds-harness';
import { engines } from '../testing/test-database';
import { SAO_PAULO_TO_LISBON } from '../testing/trips';
import { listBody } from '../todo/testing/todo-client';
import { person, type Person } from './testing/shared-trip';

/*
 * A day is the same day for everyone. Ana, in São Paulo, enters the trip's day, a list, an income and a
 * trip cost at 23:30 her time, as the seed's original client sends them (epoch ms alone): already the
 * next day in UTC and in Tokyo. Bruno in New York and Kenji in Tokyo read every one of them as her day,
 * the cost's rate is that day's, and a client sending back the noon UTC it read keeps the day, even from
 * the one zone past UTC+12.
 */

const SAO_PAULO = 'America/Sao_Paulo';
const NEW_YORK = 'America/New_York';
const TOKYO = 'Asia/Tokyo';
const KIRITIMATI = 'Pacific/Kiritimati';

/** 23:30 of a day in São Paulo, which has kept UTC−3 all year since 2019. */
const lateEveningInSaoPaulo = (day: string) => Date.parse(`${day}T23:30:00-03:00`);

const TRIP_DAY = '2027-02-15';
const LIST_DAY = '2026-12-20';
const SENT_LIST_DAY = '2026-12-24';
const ENTRANCE_DAY = '2026-12-06';

/** A day as every answer carries it: the day, and noon UTC of it in the epoch ms beside it. */
const asWhen = (whenDay: string) => ({ when: noonUtcOf(whenDay), whenDay });
const asDate = (dateDay: string) => ({ date: noonUtcOf(dateDay), dateDay });

describe.each(engines)('a day is the same day for everyone on %s', (engine) => {
  let h: FeedsHarness;
  let ana: Person;
  let bruno: Person;
  let kenji: Person;
  let tripId: string;
  /** A working day of the last few, in São Paulo: the exchange fixture has its rate. */
  let costDay: string;
  let invitation: Invitation;

  const inZone = async (member: Person, timeZone: string) => {
    const changed = await member.call('PATCH', '/user', { timeZone });
    expect(changed.statusCode, changed.body).toBe(200);
  };
  const expectStatus = <T>(status: number, response: { statusCode: number; body: string; json(): T }) => {
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };
  const board = async (member: Person) =>
    expectStatus<TodoListAnswer[]>(200, await member.call('GET', '/todolist'));
  const finances = async (member: Person) =>
    expectStatus<FinancesAnswer>(200, await member.call('GET', '/finances'));

  beforeAll(async () => {
    h = await startFeedsApp(engine);
    [ana, bruno, kenji] = await Promise.all([person(h.t, 'Ana'), person(h.t, 'Bruno'), person(h.t, 'Kenji')]);
    await inZone(ana, SAO_PAULO);
    await inZone(bruno, NEW_YORK);
    await inZone(kenji, TOKYO);

    const posted = await ana.call('POST', '/trip', {
      ...SAO_PAULO_TO_LISBON,
      when: lateEveningInSaoPaulo(TRIP_DAY),
    });
    expectStatus(200, posted);
    const trips = expectStatus<TripSummary[]>(200, await ana.call('GET', '/trips'));
    tripId = trips[0]!.id;

    for (const [index, member] of [bruno, kenji].entries()) {
      const invited = await ana.call('POST', `/trips/${tripId}/invitations`, {
        email: member.email,
        role: 'editor',
      });
      expectStatus(201, invited);
      const token = (await h.t.smtp.nextMailTo(member.email)).link.split('/').pop() ?? '';
      if (index === 0) {
        invitation = expectStatus<Invitation>(
          200,
          await h.t.app.inject({ method: 'GET', url: `/api/invitations/${token}` }),
        );
      }
      expectStatus(200, await member.call('POST', `/invitations/${token}/accept`));
    }

    let day = dayIn(Date.now() - 3 * 86_400_000, SAO_PAULO);
    while ([0, 6].includes(new Date(noonUtcOf(day)).getUTCDay())) day = addDays(day, -1);
    costDay = day;
  });
  afterAll(() => h.close());

  it("reads the trip's day as its author's in every member's answers and in the invitation", async () => {
    expect(invitation).toMatchObject(asWhen(TRIP_DAY));
    for (const member of [ana, bruno, kenji]) {
      const trip = expectStatus<Trip>(200, await member.call('GET', '/trip'));
      expect(trip, member.name).toMatchObject(asWhen(TRIP_DAY));
      const trips = expectStatus<TripSummary[]>(200, await member.call('GET', '/trips'));
      expect(trips, member.name).toEqual([expect.objectContaining({ id: tripId, ...asWhen(TRIP_DAY) })]);
    }
  });

  it("reads a list's day as its author's, whether she sent the day or her evening's epoch ms alone", async () => {
    const fromDate = expectStatus<TodoListAnswer>(
      201,
      await ana.call('POST', '/todolist', listBody({ title: 'Visa', date: lateEveningInSaoPaulo(LIST_DAY) })),
    );
    expect(fromDate).toMatchObject(asDate(LIST_DAY));
    // The day wins over an epoch ms that names another.
    const fromDay = expectStatus<TodoListAnswer>(
      201,
      await ana.call(
        'POST',
        '/todolist',
        listBody({ title: 'Gifts', date: lateEveningInSaoPaulo(LIST_DAY), dateDay: SENT_LIST_DAY }),
      ),
    );
    expect(fromDay).toMatchObject(asDate(SENT_LIST_DAY));

    for (const member of [ana, bruno, kenji]) {
      const days = (await board(member)).map(({ title, date, dateDay }) => [title, date, dateDay]);
      expect(days, member.name).toEqual(
        expect.arrayContaining([
          ['Visa', noonUtcOf(LIST_DAY), LIST_DAY],
          ['Gifts', noonUtcOf(SENT_LIST_DAY), SENT_LIST_DAY],
        ]),
      );
    }
  });

  it("keeps an income on its author's day, whatever zone she reads it in later", async () => {
    const created = expectStatus<Entrance>(
      201,
      await ana.call('POST', '/finances/entraces', {
        title: 'Salary',
        color: '#FFFD00',
        value: 300_000,
        date: lateEveningInSaoPaulo(ENTRANCE_DAY),
      }),
    );
    expect(created).toMatchObject(asDate(ENTRANCE_DAY));
    try {
      await inZone(ana, TOKYO);
      const entrance = (await finances(ana)).entraces.find(({ id }) => id === created.id);
      expect(entrance).toMatchObject(asDate(ENTRANCE_DAY));
    } finally {
      await inZone(ana, SAO_PAULO);
    }
  });

  it("converts a trip cost at its author's day's rate, and every member reads that day", async () => {
    const rateOfDay = expectStatus<FinanceRate>(
      200,
      await ana.call('GET', `/finances/rate?currency=EUR&day=${costDay}`),
    );
    expect(rateOfDay.rateDate).toBe(costDay);
    const cost = expectStatus<Expense>(
      201,
      await ana.call('POST', '/finances/expenses', {
        type: 2,
        title: 'Pastéis de nata',
        color: '#F5455C',
        originalCurrency: 'EUR',
        originalValue: 1250,
        date: lateEveningInSaoPaulo(costDay),
        financesGoalId: null,
      }),
    );
    expect(cost).toMatchObject({ ...asDate(costDay), rate: rateOfDay.rate, rateDate: costDay });
    // Her evening's epoch ms, asked for in her zone, are that day's rate too.
    const rateOfHerEvening = await ana.call(
      'GET',
      `/finances/rate?currency=EUR&date=${lateEveningInSaoPaulo(costDay)}`,
    );
    expect(expectStatus<FinanceRate>(200, rateOfHerEvening)).toMatchObject({ rateDate: costDay });

    for (const member of [ana, bruno, kenji]) {
      const read = (await finances(member)).trip.expenses.find(({ id }) => id === cost.id);
      expect(read, member.name).toMatchObject({ ...asDate(costDay), rateDate: costDay });
      for (const query of [`day=${costDay}`, `date=${noonUtcOf(costDay)}`]) {
        const rate = expectStatus<FinanceRate>(
          200,
          await member.call('GET', `/finances/rate?currency=EUR&${query}`),
        );
        expect(rate, `${member.name}: ${query}`).toMatchObject({ rate: rateOfDay.rate, rateDate: costDay });
      }
    }
  });

  it('keeps the day when a client sends back the noon UTC it read, from any zone, Kiritimati’s too', async () => {
    const list = expectStatus<TodoListAnswer>(
      201,
      await ana.call(
        'POST',
        '/todolist',
        listBody({ title: 'Tickets', date: lateEveningInSaoPaulo(LIST_DAY) }),
      ),
    );
    const cost = expectStatus<Expense>(
      201,
      await ana.call('POST', '/finances/expenses', {
        type: 2,
        title: 'Tram',
        color: '#F5455C',
        originalCurrency: 'EUR',
        originalValue: 300,
        date: lateEveningInSaoPaulo(costDay),
        financesGoalId: null,
      }),
    );
    for (const timeZone of [TOKYO, NEW_YORK, KIRITIMATI]) {
      await inZone(kenji, timeZone);
      // The seed's original client knows no day: it sends the epoch ms alone, as it read them.
      const trip = expectStatus<Trip>(200, await kenji.call('GET', '/trip'));
      const patchedTrip = await kenji.call('PATCH', '/trip', { when: trip.when });
      expect(expectStatus<Trip>(200, patchedTrip), timeZone).toMatchObject(asWhen(TRIP_DAY));

      const listEdit = { ...list, dateDay: undefined, title: `Tickets (${timeZone})`, version: undefined };
      const patchedList = await kenji.call('PATCH', '/todolist', listEdit);
      expect(patchedList.statusCode, patchedList.body).toBe(204);
      const listRead = (await board(kenji)).find(({ id }) => id === list.id);
      expect(listRead, timeZone).toMatchObject(asDate(LIST_DAY));

      const { id, type, title, color, date, financesGoalId, originalCurrency, originalValue } = cost;
      const costEdit = { id, type, title: `${title} (${timeZone})`, color, date, financesGoalId };
      const costRead = expectStatus<Expense>(
        200,
        await kenji.call('PATCH', '/finances/expenses', { ...costEdit, originalCurrency, originalValue }),
      );
      expect(costRead, timeZone).toMatchObject({ ...asDate(costDay), rateDate: costDay });
    }
  });
});
