import { DEFAULT_LANGUAGE, type Language } from '@wayfarer/core';
import { messagesOf } from '../i18n/messages';

/** Escapes text placed into the HTML part, so a user's name can never inject markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

interface ActionMail {
  greeting: string;
  lines: string[];
  action: string;
  link: string;
  footer: string;
  /** The reader's, for the words every mail shares. */
  language?: Language;
}

/** One look for every mail: a plain-text part and a simple, inline-styled HTML part. */
export function renderActionMail({
  greeting,
  lines,
  action,
  link,
  footer,
  language = DEFAULT_LANGUAGE,
}: ActionMail): {
  text: string;
  html: string;
} {
  const { mails } = messagesOf(language);
  const text = [greeting, '', ...lines, '', `${action}: ${link}`, '', footer, '', mails.signature].join('\n');
  const paragraphs = lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('');
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f3f5f8;font-family:system-ui,sans-serif;color:#1b2330">
<div style="max-width:520px;margin:32px auto;background:#fff;border-radius:16px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">Wayfarer</h1>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#3461e0;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#5b6575">${escapeHtml(mails.orOpenThisLink)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="margin:16px 0 0;font-size:14px;color:#5b6575">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { text, html };
}
