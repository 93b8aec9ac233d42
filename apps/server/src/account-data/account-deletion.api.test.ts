import { RegisterStatus, type TodoListAnswer, type TripMember } from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/accounts-schema';
import { trips as tripsTable } from '../trip/trip-schema';
import { startFakeGoogle, type FakeGoogle } from '../accounts/testing/fake-google';
import { STRONG_PASSWORD, uniqueEmail } from '../testing/accounts-flow';
import { backends, startTestStorage, type TestStorage } from '../testing/storage-backends';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { samplePdf, samplePng } from '../todo/testing/sample-attachments';
import { listBody, multipartFile, todoClient } from '../todo/testing/todo-client';
import { newTrip, person, sharedTrip, type Person } from '../trip/testing/shared-trip';

const deleteMe = (someone: Person, body: object) => someone.call('DELETE', '/user', body);
const userRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe.each(engines)('DELETE /user on %s', (engine) => {
  let t: TestApp;
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await startTestApp(engine, google.env);
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('refuses a wrong password with 403 and changes nothing', async () => {
    const me = await person(t);
    await newTrip(me);
    const response = await deleteMe(me, { password: 'Not-my-password-1' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'wrong_password' });
    expect(await userRow(t, me.userId)).toBeDefined();
    expect((await me.call('GET', '/trips')).json()).toHaveLength(1);
  });

  it('refuses a body with neither or both proofs with 400', async () => {
    const me = await person(t);
    expect((await deleteMe(me, {})).statusCode).toBe(400);
    expect((await deleteMe(me, { password: STRONG_PASSWORD, credential: 'x' })).statusCode).toBe(400);
    expect(await userRow(t, me.userId)).toBeDefined();
  });

  it('deletes the account with its password: 204, its sessions dead, and the e-mail free to register again', async () => {
    const me = await person(t);
    const response = await deleteMe(me, { password: STRONG_PASSWORD });
    expect(response.statusCode, response.body).toBe(204);
    expect(await userRow(t, me.userId)).toBeUndefined();
    expect((await me.call('GET', '/user')).statusCode).toBe(401);
    expect((await me.call('GET', '/account/export')).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: {
        name: 'Ana Again',
        email: me.email,
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      },
    });
    expect(again.statusCode).toBe(RegisterStatus.registered);
  });

  it('deletes an account without a password with a Google token of that account, not of another', async () => {
    const claims = { sub: `10${Date.now()}`, email: uniqueEmail('google'), name: 'Gabriela Google' };
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login/social',
      payload: { credential: await google.sign(claims) },
    });
    const auth = { authorization: `Bearer ${signIn.json<{ result: string }>().result}` };
    const call = (payload: object) =>
      t.app.inject({ method: 'DELETE', url: '/api/user', headers: auth, payload });

    const other = await call({ credential: await google.sign({ ...claims, sub: `${claims.sub}9` }) });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: 'wrong_credential' });
    const password = await call({ password: STRONG_PASSWORD });
    expect(password.statusCode).toBe(403);

    expect((await call({ credential: await google.sign(claims) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: auth })).statusCode).toBe(401);
  });

  it('mails the member a trip passed to in their own language', async () => {
    const { owner, editor } = await sharedTrip(t);
    expect((await editor.call('PATCH', '/user', { language: 'pt-BR' })).statusCode).toBe(200);
    expect((await deleteMe(owner, { password: STRONG_PASSWORD })).statusCode).toBe(204);
    const mail = await t.smtp.nextMailTo(editor.email);
    expect(mail.subject).toBe('Agora você é o dono da viagem para Tokyo no Wayfarer');
    expect(mail.text).toContain(`${owner.name} excluiu a conta no Wayfarer`);
    expect(mail.text).toContain('Ver os companheiros');
    expect(mail.html).toContain('<html lang="pt-BR">');
  });

  it('hands a shared trip to the member who joined first, who is mailed, and keeps what the owner added, by a former member', async () => {
    const { tripId, owner, editor, viewer } = await sharedTrip(t);
    const list = (
      await owner.call('POST', '/todolist', listBody({ title: 'Tickets' }))
    ).json<TodoListAnswer>();
    const task = await owner.call('POST', '/todolist/tasks', {
      toDoListId: list.id,
      title: 'Buy them',
      description: 'Before March',
    });
    expect(task.statusCode).toBe(201);
    const attachment = await todoClient(t, owner.auth).newAttachment(list.id, samplePdf(), 'E-ticket');
    const cost = await owner.call('POST', '/finances/expenses', {
      type: 2,
      title: 'Flights',
      color: '#F5455C',
      value: 90_000,
      date: Date.UTC(2026, 2, 1, 12),
      financesGoalId: null,
    });
    expect(cost.statusCode).toBe(201);

    expect((await deleteMe(owner, { password: STRONG_PASSWORD })).statusCode).toBe(204);

    const { members } = (await editor.call('GET', `/trips/${tripId}/members`)).json<{
      members: TripMember[];
    }>();
    expect(members.map(({ name, role }) => ({ name, role }))).toEqual([
      { name: editor.name, role: 'owner' },
      { name: viewer.name, role: 'viewer' },
    ]);
    const mail = await t.smtp.nextMailTo(editor.email);
    expect(mail.subject).toBe('You are now the owner of the trip to Tokyo on Wayfarer');
    expect(mail.text).toContain(`${owner.name} deleted their Wayfarer account`);

    const [kept] = (await viewer.call('GET', '/todolist')).json<TodoListAnswer[]>();
    expect(kept).toMatchObject({ id: list.id, createdBy: null });
    expect(kept!.toDoListTasks).toEqual([expect.objectContaining({ title: 'Buy them', createdBy: null })]);
    expect(kept!.toDoListAttchaments).toEqual([
      expect.objectContaining({ id: attachment.id, title: 'E-ticket', createdBy: null }),
    ]);
    const file = await todoClient(t, viewer.auth).open(kept!.toDoListAttchaments[0]!.link);
    expect(file.rawPayload).toEqual(samplePdf());
    const finances = (await viewer.call('GET', '/finances')).json<{ trip: { expenses: object[] } }>();
    expect(finances.trip.expenses).toEqual([expect.objectContaining({ title: 'Flights', createdBy: null })]);
  });

  it('counts wrong passwords as /login does: past the limit 429 with Retry-After, the right one too', async () => {
    const me = await person(t);
    for (let attempt = 1; attempt <= t.config.LOGIN_MAX_FAILURES_PER_EMAIL; attempt += 1) {
      expect((await deleteMe(me, { password: `Wrong-guess-${attempt}` })).statusCode).toBe(403);
    }
    const locked = await deleteMe(me, { password: STRONG_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await userRow(t, me.userId)).toBeDefined();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: me.email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(429);
  });
});

describe.each(engines.flatMap((engine) => backends.map((backend) => [engine, backend] as const)))(
  'DELETE /user on %s with files on %s',
  (engine, backend) => {
    let storage: TestStorage;
    let t: TestApp;
    beforeAll(async () => {
      storage = await startTestStorage(backend);
      t = await startTestApp(engine, storage.env);
    });
    afterAll(async () => {
      await t?.close();
      await storage?.close();
    });
    const keys = (prefix: string) => storage.keys(t.config.dataDir, prefix);

    it('removes a trip it alone plans with its files, its pending uploads and its photo', async () => {
      const { stranger: bystander } = await sharedTrip(t);
      const theirs = await todoClient(t, bystander.auth).newList();
      await todoClient(t, bystander.auth).newAttachment(theirs.id, samplePdf(), 'Not mine');
      const before = await keys('attachments/');

      const me = await person(t, 'Solo Sam');
      const mine = todoClient(t, me.auth);
      const tripId = await newTrip(me);
      const tripList = await mine.newList({ title: 'Trip list' });
      await mine.newAttachment(tripList.id, samplePdf(), 'Trip file');
      await mine.newUpload(samplePdf());
      const { payload, headers } = multipartFile(samplePng(), {
        filename: 'me.png',
        contentType: 'image/png',
      });
      expect((await me.call('POST', '/user/photo', payload, headers)).statusCode).toBe(200);
      expect((await keys('attachments/')).length).toBe(before.length + 2);
      expect(await keys('user/')).toHaveLength(1);

      expect((await deleteMe(me, { password: STRONG_PASSWORD })).statusCode).toBe(204);

      expect(await keys('attachments/')).toEqual(before);
      expect(await keys('user/')).toEqual([]);
      const trips = await t.db
        .select({ id: tripsTable.id })
        .from(tripsTable)
        .where(eq(tripsTable.id, tripId));
      expect(trips).toEqual([]);
    });

    it('removes the files of the board it made before any trip', async () => {
      const before = await keys('attachments/');
      const me = await person(t, 'Nomad Nia');
      const mine = todoClient(t, me.auth);
      const ownList = await mine.newList({ title: 'Before any trip' });
      await mine.newAttachment(ownList.id, samplePdf(), 'Own board file');
      expect((await keys('attachments/')).length).toBe(before.length + 1);

      expect((await deleteMe(me, { password: STRONG_PASSWORD })).statusCode).toBe(204);

      expect(await keys('attachments/')).toEqual(before);
    });
  },
);
