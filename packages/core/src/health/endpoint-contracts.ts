import { answer, type ContractTable } from '../http/endpoint';
import type { healthEndpoints } from './endpoints';
import { healthSchema } from './schemas';

export const healthContracts = {
  getHealth: {
    tag: 'health',
    summary: 'Whether this instance serves: the process is up and its database answers (no session needed)',
    statuses: {
      200: answer('Up, and the database answers', healthSchema),
      503: answer('The database does not answer, or the instance is stopping: send traffic elsewhere'),
    },
  },
} as const satisfies ContractTable<typeof healthEndpoints>;
