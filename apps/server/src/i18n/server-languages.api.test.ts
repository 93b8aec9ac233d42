import { RegisterStatus, type TodoListAnswer, type TodoTask } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueReminders, makeReminders, sendReminderMails } from '../calendar/reminders';
import { STRONG_PASSWORD, tokenFromLink, uniqueEmail } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { listBody } from '../todo/testing/todo-client';
import { newTrip, person, type Person } from '../trip/testing/shared-trip';

const PORTUGUESE = { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const silent = { warn: () => undefined };

/*
 * The server speaks the reader's language: the signed-in account's, else the one Accept-Language asks
 * for; its mails speak the recipient's account language.
 */
describe.each(engines)('the server in English and Brazilian Portuguese, on %s', (engine) => {
  let t: TestApp;
  let english: Person;
  let brazilian: Person;
  beforeAll(async () => {
    t = await startTestApp(engine);
    [english, brazilian] = await Promise.all([person(t, 'Emma English'), person(t, 'Bruna Brasileira')]);
    await brazilian.call('PATCH', '/user', { language: 'pt-BR' });
  });
  afterAll(() => t.close());

  const messageOf = async (answer: Promise<{ statusCode: number; json<T>(): T }>, status: number) => {
    const response = await answer;
    expect(response.statusCode).toBe(status);
    return response.json<{ message: string }>().message;
  };
  const anonymous = (method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers });

  describe('the account’s language', () => {
    it('is English until told, takes pt-BR beside the time zone, and refuses another with 400 naming it', async () => {
      const me = await person(t);
      expect((await me.call('GET', '/user')).json()).toMatchObject({ language: 'en', timeZone: 'UTC' });
      const changed = await me.call('PATCH', '/user', { language: 'pt-BR', timeZone: 'America/Sao_Paulo' });
      expect(changed.json()).toMatchObject({ language: 'pt-BR', timeZone: 'America/Sao_Paulo' });
      expect((await me.call('PATCH', '/user', { timeZone: 'Europe/Lisbon' })).json()).toMatchObject({
        language: 'pt-BR',
        timeZone: 'Europe/Lisbon',
      });
      expect((await me.call('GET', '/user')).json()).toMatchObject({ language: 'pt-BR' });
      for (const language of ['pt', 'fr', 'pt-br', '', 7, null]) {
        const refused = await me.call('PATCH', '/user', { language });
        expect(refused.statusCode, String(language)).toBe(400);
        expect(refused.json<{ message: string }>().message).toBe('O idioma precisa ser en ou pt-BR.');
      }
      expect((await me.call('PATCH', '/user', { language: 'en' })).json()).toMatchObject({ language: 'en' });
    });

    it('is the one sign-up names, else the browser’s', async () => {
      const signUp = async (email: string, extra: object, headers = {}) => {
        const body = { name: 'Nova', email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD };
        expect((await anonymous('POST', '/user', { ...body, ...extra }, headers)).statusCode).toBe(200);
        const mail = await t.smtp.nextMailTo(email);
        await t.app.inject({ method: 'PATCH', url: `/api/confirmemail/${tokenFromLink(mail.link)}` });
        const login = await anonymous('POST', '/login', { email, password: STRONG_PASSWORD });
        const auth = { authorization: `Bearer ${login.json<{ result: string }>().result}` };
        return (await t.app.inject({ method: 'GET', url: '/api/user', headers: auth })).json();
      };
      expect(await signUp(uniqueEmail(), { language: 'pt-BR' })).toMatchObject({ language: 'pt-BR' });
      expect(await signUp(uniqueEmail(), { language: 'en' }, PORTUGUESE)).toMatchObject({ language: 'en' });
      expect(await signUp(uniqueEmail(), {}, { 'accept-language': 'pt-PT' })).toMatchObject({
        language: 'pt-BR',
      });
      expect(await signUp(uniqueEmail(), {})).toMatchObject({ language: 'en' });
      const refused = await anonymous('POST', '/user', {
        name: 'Nova',
        email: uniqueEmail(),
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
        language: 'es',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe('Language must be en or pt-BR.');
    });
  });

  describe('error messages', () => {
    it('follow the signed-in account’s language, whatever the browser asks', async () => {
      const missing = (as: Person, headers = {}) =>
        messageOf(as.call('PATCH', `/notifications/${UNKNOWN_ID}`, { read: true }, headers), 404);
      expect(await missing(english)).toBe('Notification not found.');
      expect(await missing(english, PORTUGUESE)).toBe('Notification not found.');
      expect(await missing(brazilian)).toBe('Notificação não encontrada.');
      expect(await missing(brazilian, { 'accept-language': 'en' })).toBe('Notificação não encontrada.');
    });

    it('word a rule of the schemas, and zod’s own checks, in the account’s language', async () => {
      const badZone = (as: Person, timeZone: unknown) =>
        messageOf(as.call('PATCH', '/user', { timeZone }), 400);
      expect(await badZone(english, 'Mars/Olympus')).toBe(
        'Time zone must be one of the IANA database, such as Europe/Lisbon.',
      );
      expect(await badZone(brazilian, 'Mars/Olympus')).toBe(
        'O fuso horário precisa ser um do banco de dados IANA, como America/Sao_Paulo.',
      );
      expect(await badZone(english, 42)).toBe('Time zone must be a text.');
      expect(await badZone(brazilian, 42)).toBe('O fuso horário precisa ser um texto.');
    });

    it('say a text with values in the account’s language', async () => {
      const unknownCity = (as: Person) =>
        messageOf(as.call('GET', '/cities/weather?city=Atlantis&country=FR'), 404);
      expect(await unknownCity(english)).toBe("No city called 'Atlantis' is known in France.");
      expect(await unknownCity(brazilian)).toBe(
        "Não conhecemos nenhuma cidade chamada 'Atlantis' em França.",
      );
    });

    it('follow Accept-Language without a session', async () => {
      expect(await messageOf(anonymous('GET', '/user'), 401)).toBe(
        'Sign in again: the session is missing, expired or revoked.',
      );
      expect(await messageOf(anonymous('GET', '/user', undefined, PORTUGUESE), 401)).toBe(
        'Entre de novo: a sessão não existe, expirou ou foi encerrada.',
      );
      const wrongPassword = { email: brazilian.email, password: 'Wrong2026x' };
      expect(await messageOf(anonymous('POST', '/login', wrongPassword, PORTUGUESE), 401)).toBe(
        'E-mail ou senha incorretos!',
      );
      expect(await messageOf(anonymous('POST', '/login', wrongPassword), 401)).toBe(
        'Email or password incorrect!',
      );
      const badEmail = { email: 'not an address', password: 'x' };
      expect(await messageOf(anonymous('POST', '/login', badEmail, PORTUGUESE), 400)).toBe(
        'Informe um endereço de e-mail válido.',
      );
      expect(await messageOf(anonymous('POST', '/login', badEmail), 400)).toBe(
        'Enter a valid e-mail address.',
      );
      expect(await messageOf(anonymous('GET', '/nowhere', undefined, { 'accept-language': 'pt' }), 404)).toBe(
        'Não existe a rota GET /api/nowhere.',
      );
      expect(
        await messageOf(anonymous('GET', '/nowhere', undefined, { 'accept-language': 'fr, en' }), 404),
      ).toBe('No route GET /api/nowhere.');
    });

    it('answer the account’s other messages in the browser’s language', async () => {
      const email = uniqueEmail();
      const body = { name: 'Nova', email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD };
      expect(await messageOf(anonymous('POST', '/user', body, PORTUGUESE), 200)).toBe(
        'Cadastro feito. Confira sua caixa de entrada para confirmar seu e-mail.',
      );
      await t.smtp.nextMailTo(email);
      expect(await messageOf(anonymous('POST', '/user', body), RegisterStatus.emailUsed)).toBe(
        'This e-mail is already used by an account.',
      );
    });
  });

  describe('mails', () => {
    it('confirm a new account and reset its password in the language it registered with', async () => {
      const email = uniqueEmail();
      const body = { name: 'Bia', email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD };
      await anonymous('POST', '/user', { ...body, language: 'pt-BR' });
      const confirmation = await t.smtp.nextMailTo(email);
      expect(confirmation.subject).toBe('Confirme seu e-mail no Wayfarer');
      expect(confirmation.text).toContain('Olá, Bia,');
      expect(confirmation.text).toContain('Confirmar meu e-mail: http');
      expect(confirmation.text).toContain('expira em 48 horas');
      expect(confirmation.html).toContain('lang="pt-BR"');
      expect(confirmation.html).toContain('Ou abra este link:');

      // Asked for from an English browser: the mail is still the account's language.
      await anonymous('POST', '/forgetpassword', { email }, { 'accept-language': 'en' });
      const reset = await t.smtp.nextMailTo(email);
      expect(reset.subject).toBe('Escolha uma nova senha do Wayfarer');
      expect(reset.text).toContain('Escolher uma nova senha: http');
      expect(reset.text).toContain('sua senha continua a mesma');

      await anonymous('POST', '/forgetpassword', { email: english.email });
      expect((await t.smtp.nextMailTo(english.email)).subject).toBe('Choose a new Wayfarer password');
    });

    it('invite an account in its own language, and an address without one in the inviter’s', async () => {
      const tripId = await newTrip(english);
      await english.call('POST', `/trips/${tripId}/invitations`, { email: brazilian.email, role: 'viewer' });
      const toBrazilian = await t.smtp.nextMailTo(brazilian.email);
      expect(toBrazilian.subject).toBe(
        'Emma English convida você para planejar uma viagem para Tokyo no Wayfarer',
      );
      expect(toBrazilian.text).toContain('Como leitor, você pode ver a lista de tarefas');
      expect(toBrazilian.text).toContain('Ver o convite: http');

      const newcomer = uniqueEmail('newcomer');
      const ownTrip = await newTrip(brazilian);
      await brazilian.call('POST', `/trips/${ownTrip}/invitations`, { email: newcomer, role: 'editor' });
      const toNewcomer = await t.smtp.nextMailTo(newcomer);
      expect(toNewcomer.subject).toMatch(/^Bruna Brasileira convida você/);
      expect(toNewcomer.text).toContain(`Entre ou cadastre-se com este endereço de e-mail (${newcomer})`);

      const another = uniqueEmail('another');
      await english.call('POST', `/trips/${tripId}/invitations`, { email: another, role: 'editor' });
      expect((await t.smtp.nextMailTo(another)).subject).toBe(
        'Emma English invites you to plan a trip to Tokyo on Wayfarer',
      );
    });

    it('remind in the language of each person reminded: the bell and the mail', async () => {
      const me = await person(t, 'Rita Lembrete');
      await me.call('PATCH', '/user', { language: 'pt-BR' });
      const list = (
        await me.call('POST', '/todolist', {
          ...listBody({ title: 'Consulado' }),
          date: Date.now() + 86_400_000,
        })
      ).json<TodoListAnswer>();
      const task = (
        await me.call('POST', '/todolist/tasks', {
          title: 'Levar o passaporte',
          description: 'Levar.',
          toDoListId: list.id,
          dueDate: '2031-03-10',
        })
      ).json<TodoTask>();
      expect(task.dueDate).toBe('2031-03-10');

      expect(await makeReminders(t.db, await dueReminders(t.db, Date.parse('2031-03-09T09:00:00Z')))).toBe(1);
      const [reminder] = (await me.call('GET', '/notifications')).json<{ title: string; body: string }[]>();
      expect(reminder).toMatchObject({
        title: 'Tarefa que vence amanhã: Levar o passaporte',
        body: 'A tarefa “Levar o passaporte” vence amanhã, segunda-feira, 10 de março de 2031.',
      });

      expect(await sendReminderMails(t.db, t.mailer, t.config.PUBLIC_URL, silent)).toBe(1);
      const mail = await t.smtp.nextMailTo(me.email);
      expect(mail.subject).toBe('Tarefa que vence amanhã: Levar o passaporte');
      expect(mail.text).toContain('Olá,');
      expect(mail.text).toContain('Abrir no Wayfarer: http');
      expect(mail.text).toContain('configurações em Minha conta');
    });
  });
});
