/**
 * The cold-key flood (bench/support/cold-key-flood.ts) on its own: the production build started by
 * `npm start`'s script, its feeds pointed at the local fake upstream, one user with a trip flooding it
 * with feed keys nobody asked for before; prints the answers by status and the requests that reached
 * each provider.
 *
 *   npm run bench:cold-keys      (COLD_KEY_FLOOD_SECONDS, default 25)
 */
import { userWithTrip } from '../e2e/support/accounts';
import { startServer } from '../e2e/support/server';
import { startFakeUpstream } from '../apps/server/src/feeds/testing/fake-upstream';
import { coldKeyFlood, describeColdKeyFlood } from './support/cold-key-flood';

const fake = await startFakeUpstream();
const server = await startServer(fake.env);
try {
  const attacker = await userWithTrip(server, 'Attacker Traveller');
  const result = await coldKeyFlood({
    baseUrl: server.url,
    token: attacker.token,
    fake,
    seconds: Number(process.env.COLD_KEY_FLOOD_SECONDS ?? 25),
  });
  console.log(describeColdKeyFlood(result));
} finally {
  await server.stop();
  await fake.close();
}
