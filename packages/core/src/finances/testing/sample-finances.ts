import type { Finances } from '../finances';
import { at, entrance, expense, goal } from './finance-builders';

/*
 * One household's finances around March 2026, the figures of the hand-computed tests:
 *
 *   March entrances   3,000.00 + 500.00 (at 00:00 on the 1st)                          = 3,500.00
 *   March domestic    1,200.00 rent + 150.25 + 99.75 food (the last ms of the month) + 30.00 = 1,480.00
 *   March trip          600.00 flights + 45.50 insurance                                 =   645.50
 *   Outside March     800.00 entrance in February, 1,000.00 at 00:00 on 1 April,
 *                      50.00 food in February, 300.00 hotel in January
 */

export const rent = goal('Rent', 120_000, 1, 3);
export const food = goal('Food', 40_000, 1, 7);
export const flights = goal('Flights', 200_000, 2, 12);
export const hotel = goal('Hotel', 150_000, 2, 15);

export const salary = entrance('Salary', 300_000, at(2026, 2, 5, 9));
export const freelance = entrance('Freelance', 50_000, at(2026, 2, 1));
export const februaryBonus = entrance('Bonus', 80_000, at(2026, 1, 28, 12));
export const aprilSalary = entrance('April salary', 100_000, at(2026, 3, 1));

export const rentPaid = expense('Rent', 120_000, at(2026, 2, 1), 1, rent.id);
export const groceries = expense('Groceries', 15_025, at(2026, 2, 10, 18), 1, food.id);
export const lateGroceries = expense('Late groceries', 9_975, at(2026, 3, 1) - 1, 1, food.id);
export const pharmacy = expense('Pharmacy', 3_000, at(2026, 2, 12, 11), 1);
export const februaryFood = expense('February food', 5_000, at(2026, 1, 20), 1, food.id);

export const flightDeposit = expense('Flight deposit', 60_000, at(2026, 2, 20, 15), 2, flights.id);
export const insurance = expense('Insurance', 4_550, at(2026, 2, 22, 10), 2);
export const hotelBooking = expense('Hotel booking', 30_000, at(2026, 0, 15), 2, hotel.id);

export const sampleFinances: Finances = {
  entrances: [aprilSalary, salary, freelance, februaryBonus],
  domestic: {
    goals: [rent, food],
    expenses: [lateGroceries, pharmacy, groceries, rentPaid, februaryFood],
  },
  trip: { goals: [flights, hotel], expenses: [insurance, flightDeposit, hotelBooking] },
};

export const march2026 = { year: 2026, monthIndex: 2 };
