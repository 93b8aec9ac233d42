import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { newTrip, person, type Person } from './testing/shared-trip';

const ENGLISH_BROWSER = { 'accept-language': 'en-US,en;q=0.9' };
const PORTUGUESE_BROWSER = { 'accept-language': 'pt-BR,pt;q=0.9' };

/*
 * Which language an invitation mail is in: the invited account's when the address has one; else the one
 * the invite form chose for it; else, for a request that names none, the inviter's. Never the browser's
 * the invite was sent from, which is the inviter's and says nothing of the companion.
 */
describe.each(engines)('the language of an invitation mail, on %s', (engine) => {
  let t: TestApp;
  let bruna: Person;
  let emma: Person;
  let brunaTrip: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    [bruna, emma] = await Promise.all([person(t, 'Bruna Brasileira'), person(t, 'Emma English')]);
    await bruna.call('PATCH', '/user', { language: 'pt-BR' });
    brunaTrip = await newTrip(bruna);
  });
  afterAll(() => t.close());

  const invite = (from: Person, tripId: string, body: object, headers = {}) =>
    from.call('POST', `/trips/${tripId}/invitations`, { role: 'editor', ...body }, headers);

  async function mailOf(from: Person, tripId: string, email: string, body: object = {}, headers = {}) {
    const sent = await invite(from, tripId, { email, ...body }, headers);
    expect(sent.statusCode, sent.body).toBe(201);
    return t.smtp.nextMailTo(email);
  }

  it('is the invited account’s, whatever the form chose and the inviter reads', async () => {
    const mail = await mailOf(bruna, brunaTrip, emma.email, { language: 'pt-BR' }, PORTUGUESE_BROWSER);
    expect(mail.subject).toBe('Bruna Brasileira invites you to plan a trip to Tokyo on Wayfarer');
    expect(mail.text).toContain('plan their trip to Tokyo, Japan, together');
  });

  it('is the form’s choice for an address without an account, the country named in it', async () => {
    const english = await mailOf(bruna, brunaTrip, uniqueEmail('companion'), { language: 'en' });
    expect(english.subject).toBe('Bruna Brasileira invites you to plan a trip to Tokyo on Wayfarer');
    expect(english.html).toContain('lang="en"');

    const emmaTrip = await newTrip(emma);
    const portuguese = await mailOf(emma, emmaTrip, uniqueEmail('amiga'), { language: 'pt-BR' });
    expect(portuguese.subject).toBe(
      'Emma English convida você para planejar uma viagem para Tokyo no Wayfarer',
    );
    expect(portuguese.text).toContain('a viagem para Tokyo, Japão, no Wayfarer');
  });

  it('is the inviter’s account language when the request names none, not their browser’s', async () => {
    const mail = await mailOf(bruna, brunaTrip, uniqueEmail('semconta'), {}, ENGLISH_BROWSER);
    expect(mail.subject).toBe(
      'Bruna Brasileira convida você para planejar uma viagem para Tokyo no Wayfarer',
    );
  });

  it('refuses a language Wayfarer does not speak, naming the field, and sends nothing', async () => {
    const email = uniqueEmail('french');
    const refused = await invite(bruna, brunaTrip, { email, language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('O idioma precisa ser en ou pt-BR.');
    expect((await mailOf(bruna, brunaTrip, email, { language: 'en' })).subject).toMatch(/invites you/);
  });

  it('gives the invitation page the country’s code, to name it in its reader’s language', async () => {
    const mail = await mailOf(bruna, brunaTrip, uniqueEmail('page'));
    const token = mail.link.split('/').pop();
    const page = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(page.json()).toMatchObject({ tripCity: 'Tokyo', tripCountry: 'Japan', tripCountrySlug: 'JP' });
  });
});
