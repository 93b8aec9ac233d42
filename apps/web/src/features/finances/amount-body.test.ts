import { describe, expect, it } from 'vitest';
import { amountBody } from './amount-body';

const choice = { inTrip: true, currency: 'EUR', cents: 1250, typedRate: null, wasTyped: false };

describe('amountBody', () => {
  it('sends home cents as value, as every client did before two currencies', () => {
    expect(amountBody({ ...choice, inTrip: false, typedRate: '6.5', wasTyped: true })).toEqual({
      value: 1250,
    });
  });

  it('sends an amount in the trip currency without a rate: the server takes the day’s', () => {
    expect(amountBody(choice)).toEqual({ originalCurrency: 'EUR', originalValue: 1250 });
  });

  it('sends the rate typed', () => {
    expect(amountBody({ ...choice, typedRate: '6.5' })).toEqual({
      originalCurrency: 'EUR',
      originalValue: 1250,
      typedRate: '6.5',
    });
  });

  it('asks for the market rate again when a rate typed before was cleared', () => {
    expect(amountBody({ ...choice, wasTyped: true })).toEqual({
      originalCurrency: 'EUR',
      originalValue: 1250,
      typedRate: null,
    });
  });
});
