import type { EndpointTable } from '../http/endpoint';

/** A person's data as theirs: all of it in one download, and the account deleted. */
export const accountDataEndpoints = {
  exportAccount: { method: 'GET', path: '/account/export', signedIn: true },
  deleteUser: { method: 'DELETE', path: '/user', signedIn: true },
} as const satisfies EndpointTable;

/** The archive's name for a day ('YYYY-MM-DD'): what the browser saves it as. */
export const accountExportFileName = (day: string) => `wayfarer-export-${day}.zip`;
