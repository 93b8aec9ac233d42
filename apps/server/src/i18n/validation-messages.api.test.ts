import { endpointContracts, endpoints, type Language } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { LISBON_TO_TOKYO } from '../testing/trips';
import { listBody } from '../todo/testing/todo-client';
import { newTrip, person, type Person } from '../trip/testing/shared-trip';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const DAY = Date.UTC(2027, 5, 10, 12);
const ACCEPT: Record<Language, string> = { en: 'en-US,en;q=0.9', 'pt-BR': 'pt-BR,pt;q=0.9' };

/** What no sentence for people holds: a schema path, or zod's own words in either language. */
const NOT_FOR_PEOPLE =
  /\b(body|querystring|params)\.|Too small|Too big|Invalid (input|option)|expected|Pequeno demais|Grande demais|esperava|Entrada inválida/;

/** A create route sent with one required field left empty or out, and what each reader is told. */
interface RefusedCreate {
  readonly path: (tripId: string) => string;
  readonly signedIn: boolean;
  readonly body: object;
  readonly said: Readonly<Record<Language, string>>;
}

const trip = { ...LISBON_TO_TOKYO, when: DAY };
const finance = { color: '#FFFD00', value: 1250, date: DAY };

const CREATES: Readonly<Record<string, RefusedCreate>> = {
  register: {
    path: () => '/user',
    signedIn: false,
    body: { name: ' ', email: uniqueEmail(), password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
    said: { en: 'Name is required.', 'pt-BR': 'O nome é obrigatório.' },
  },
  login: {
    path: () => '/login',
    signedIn: false,
    body: { email: uniqueEmail(), password: '' },
    said: { en: 'Password is required.', 'pt-BR': 'A senha é obrigatória.' },
  },
  socialLogin: {
    path: () => '/login/social',
    signedIn: false,
    body: { credential: '' },
    said: {
      en: "Send Google's ID token as 'credential': a name, e-mail or id sent in plain is not accepted.",
      'pt-BR':
        "Envie o token de ID do Google como 'credential': nome, e-mail ou id enviados em texto simples não são aceitos.",
    },
  },
  forgetPassword: {
    path: () => '/forgetpassword',
    signedIn: false,
    body: {},
    said: { en: 'E-mail is required.', 'pt-BR': 'O e-mail é obrigatório.' },
  },
  createTrip: {
    path: () => '/trip',
    signedIn: true,
    body: { ...trip, tripCity: '' },
    said: { en: 'Trip city is required.', 'pt-BR': 'A cidade da viagem é obrigatória.' },
  },
  inviteToTrip: {
    path: (tripId) => `/trips/${tripId}/invitations`,
    signedIn: true,
    body: { email: uniqueEmail() },
    said: { en: 'Role is required.', 'pt-BR': 'O papel é obrigatório.' },
  },
  createEntrance: {
    path: () => '/finances/entraces',
    signedIn: true,
    body: { ...finance, title: '' },
    said: { en: 'Title is required.', 'pt-BR': 'O título é obrigatório.' },
  },
  createGoal: {
    path: () => '/finances/goals',
    signedIn: true,
    body: { title: 'Flights', value: 90_000, color: '#FFFD00', type: 2 },
    said: { en: 'Icon is required.', 'pt-BR': 'O ícone é obrigatório.' },
  },
  createExpense: {
    path: () => '/finances/expenses',
    signedIn: true,
    body: { type: 1, title: 'Rent', color: '#FFFD00', date: DAY },
    said: { en: 'Value is required.', 'pt-BR': 'O valor é obrigatório.' },
  },
  createTodoList: {
    path: () => '/todolist',
    signedIn: true,
    body: listBody({ description: '  ' }),
    said: { en: 'Description is required.', 'pt-BR': 'A descrição é obrigatória.' },
  },
  createTodoTask: {
    path: () => '/todolist/tasks',
    signedIn: true,
    body: { title: '', description: 'Passport photos', toDoListId: UNKNOWN_ID },
    said: { en: 'Title is required.', 'pt-BR': 'O título é obrigatório.' },
  },
  createTodoComment: {
    path: () => '/todolist/comments',
    signedIn: true,
    body: { title: 'Consulate', toDoListId: UNKNOWN_ID },
    said: { en: 'Description is required.', 'pt-BR': 'A descrição é obrigatória.' },
  },
  createTodoAttachment: {
    path: () => '/todolist/attchaments',
    signedIn: true,
    body: { title: 'Ticket', toDoListId: UNKNOWN_ID },
    said: { en: 'Uploaded file is required.', 'pt-BR': 'O arquivo enviado é obrigatório.' },
  },
  createItineraryDay: {
    path: (tripId) => `/trips/${tripId}/itinerary/days`,
    signedIn: true,
    body: { date: 'soon' },
    said: {
      en: 'Date must be a real day as YYYY-MM-DD, in the years 1970 to 9999.',
      'pt-BR': 'A data precisa ser um dia que exista, como AAAA-MM-DD, entre os anos 1970 e 9999.',
    },
  },
  createItineraryItem: {
    path: (tripId) => `/trips/${tripId}/itinerary/items`,
    signedIn: true,
    body: { dayId: null, kind: 'place', title: '' },
    said: { en: 'Title is required.', 'pt-BR': 'O título é obrigatório.' },
  },
};

/** Every POST of the endpoint map that takes a JSON body: each is a create, and each is listed above. */
const postsWithBody = Object.entries(endpoints)
  .filter(([name, route]) => {
    const contract: object = endpointContracts[name as keyof typeof endpointContracts];
    return route.method === 'POST' && 'body' in contract;
  })
  .map(([name]) => name)
  .sort();

describe.each(engines)('validation messages in the reader’s language, on %s', (engine) => {
  let t: TestApp;
  const readers = {} as Record<Language, { person: Person; tripId: string }>;
  beforeAll(async () => {
    t = await startTestApp(engine);
    const [english, brazilian] = await Promise.all([
      person(t, 'Emma English'),
      person(t, 'Bruna Brasileira'),
    ]);
    await brazilian.call('PATCH', '/user', { language: 'pt-BR' });
    const [englishTrip, brazilianTrip] = await Promise.all([newTrip(english), newTrip(brazilian)]);
    readers.en = { person: english, tripId: englishTrip };
    readers['pt-BR'] = { person: brazilian, tripId: brazilianTrip };
  });
  afterAll(() => t.close());

  it('are checked for every create route of the endpoint map', () => {
    expect(Object.keys(CREATES).sort()).toEqual(postsWithBody);
  });

  describe.each(Object.entries(CREATES))('%s', (_name, refused) => {
    it.each(['en', 'pt-BR'] as const)('names the field in words, in %s', async (language) => {
      const { person: reader, tripId } = readers[language];
      // The other language asked by the browser: a signed-in reader is answered in the account's.
      const other = ACCEPT[language === 'en' ? 'pt-BR' : 'en'];
      const url = refused.path(tripId);
      const response = refused.signedIn
        ? await reader.call('POST', url, refused.body, { 'accept-language': other })
        : await t.app.inject({
            method: 'POST',
            url: `/api${url}`,
            payload: refused.body,
            headers: { 'accept-language': ACCEPT[language] },
          });
      expect(response.statusCode).toBe(400);
      const answer = response.json<{ error: string; message: string }>();
      expect(answer).toEqual({
        error: 'invalid_request',
        message: refused.said[language],
      });
      expect(answer.message).not.toMatch(NOT_FOR_PEOPLE);
    });
  });

  it('word a rule of core’s schemas and zod’s bounds and types with the field’s name', async () => {
    const said = async (language: Language, body: object) =>
      (await readers[language].person.call('POST', '/todolist', body)).json<{ message: string }>().message;
    expect(await said('en', listBody({ title: 'a'.repeat(201) }))).toBe('Title is at most 200 characters.');
    expect(await said('pt-BR', listBody({ title: 'a'.repeat(201) }))).toBe(
      'O título pode ter no máximo 200 caracteres.',
    );
    expect(await said('en', listBody({ color: 'yellow' }))).toBe('Color must be a #RRGGBB color.');
    expect(await said('pt-BR', listBody({ color: 'yellow' }))).toBe('A cor precisa ser uma cor #RRGGBB.');
    expect(await said('en', { ...listBody(), date: 'tomorrow' })).toBe('Date must be a number.');
    expect(await said('pt-BR', { ...listBody(), date: 'tomorrow' })).toBe('A data precisa ser um número.');
    expect(await said('pt-BR', listBody({ title: 'Visa\u0000' }))).toMatch(
      /^O título não pode ter caracteres de controle/,
    );
  });

  it('keep the spec’s own words for the sign-up’s passwords', async () => {
    const register = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user',
        headers,
        payload: {
          name: 'Nova',
          email: uniqueEmail(),
          password: STRONG_PASSWORD,
          confirmPassword: 'Other2026x',
        },
      });
    expect((await register({})).json()).toEqual({
      error: 'invalid_request',
      message: 'Passwords must be the same.',
    });
    expect((await register({ 'accept-language': ACCEPT['pt-BR'] })).json()).toMatchObject({
      message: 'As senhas precisam ser iguais.',
    });
  });
});
