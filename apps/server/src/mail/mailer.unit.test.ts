import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderActionMail } from './layout';
import { createMailer } from './mailer';

describe('mailer without SMTP', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes each mail as an .eml file with both parts and logs its link', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'wayfarer-outbox-'));
    const logged: string[] = [];
    const mailer = createMailer({
      from: 'Wayfarer <no-reply@wayfarer.local>',
      outboxDir: path.join(dir, 'outbox'),
      log: { info: (_details, message) => logged.push(message) },
    });
    const link = 'http://localhost:3000/confirmemail/abc';
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Confirm',
      link,
      ...renderActionMail({
        greeting: 'Hi <Ana>',
        lines: ['Welcome'],
        action: 'Confirm',
        link,
        footer: 'Bye',
      }),
    });

    const files = await readdir(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('To: ana@example.com');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(logged.join('\n')).toContain(link);
  });

  it('refuses an address that is not one mailbox and writes nothing', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'wayfarer-outbox-'));
    const mailer = createMailer({
      from: 'Wayfarer <no-reply@wayfarer.local>',
      outboxDir: path.join(dir, 'outbox'),
      log: { info: () => undefined },
    });
    const mail = { subject: 'Hi', text: 'Hi', html: '<p>Hi</p>', link: 'http://localhost/' };
    for (const to of ['ana@example.com,eve@example.com', 'Eve <eve@example.com>']) {
      await expect(mailer.send({ ...mail, to })).rejects.toThrow(/one mailbox/);
    }
    await expect(readdir(path.join(dir, 'outbox'))).rejects.toThrow(/ENOENT/);
  });
});

describe('renderActionMail', () => {
  it('escapes user text in the HTML part and keeps the link in both parts', () => {
    const link = 'http://localhost:3000/forgetpassword/xyz';
    const { text, html } = renderActionMail({
      greeting: 'Hello <b>Eve</b>,',
      lines: ['a & b'],
      action: 'Go',
      link,
      footer: 'f',
    });
    expect(html).not.toContain('<b>Eve</b>');
    expect(html).toContain('&#60;b&#62;Eve');
    expect(html).toContain('a &#38; b');
    expect(text).toContain(`Go: ${link}`);
    expect(html).toContain(`href="${link}"`);
  });
});
