import { describe, expect, it } from 'vitest';
import { endpointContracts } from './endpoint-contracts';
import { endpoints, endpointTablesByFeature } from './endpoints';

describe('the endpoint map', () => {
  it('gives every name to one feature only', () => {
    const names = endpointTablesByFeature.flatMap((table) => Object.keys(table));
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });

  it('declares each method and path once', () => {
    const routes = Object.values(endpoints).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('has a contract with a success status for every endpoint', () => {
    for (const [name, contract] of Object.entries(endpointContracts)) {
      const successes = Object.keys(contract.statuses).filter((status) => Number(status) < 300);
      expect(successes, name).not.toEqual([]);
    }
  });

  it('writes paths below the API base, with parameters only as whole segments', () => {
    for (const { path } of Object.values(endpoints)) {
      expect(path).toMatch(/^(\/([a-z-]+|:[a-zA-Z]+))+$/);
    }
  });
});
