// `node --import tsx apps/server/src/bookings/readers/bench/read-mail.ts`: how long a 2 MB confirmation
// mail takes to read (issue 63 asks ≤ 200 ms): an HTML part of the fixture's flight among 1.9 MB of
// vendor markup, and a PDF attachment of 20 pages with a boarding pass's string, base64 in the mail.
import { readFileSync } from 'node:fs';
import { minimalPdf } from '../fixtures/minimal-pdf';
import { readBookingFile } from '../read-booking';

const flight = readFileSync(new URL('../fixtures/flight-json-ld.html', import.meta.url), 'utf8');
const row =
  '<tr><td style="padding:4px;font-family:Arial">Baggage allowance and fare rules</td><td>1 × 23 kg</td></tr>\n';
const html = flight.replace(
  '<body>',
  `<body><table>${row.repeat(Math.ceil(1_950_000 / row.length))}</table>`,
);
const pages = Array.from({ length: 20 }, (_, page) =>
  Array.from(
    { length: 40 },
    (_, line) => `Page ${page + 1}, line ${line + 1}: conditions of carriage and notices`,
  ),
);
pages[0]?.push('M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100');
const pdf = Buffer.from(minimalPdf(pages)).toString('base64').replace(/.{76}/g, '$&\r\n');
const mail = [
  'From: Airline <noreply@airline.example>',
  'To: traveller@example.org',
  'Subject: Your flight',
  'Date: Fri, 20 Nov 2026 10:00:00 +0000',
  'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="b"',
  '',
  '--b',
  'Content-Type: text/html; charset=utf-8',
  '',
  html,
  '--b',
  'Content-Type: application/pdf; name="pass.pdf"',
  'Content-Transfer-Encoding: base64',
  'Content-Disposition: attachment; filename="pass.pdf"',
  '',
  pdf,
  '--b--',
  '',
].join('\r\n');
const bytes = new TextEncoder().encode(mail);

const times: number[] = [];
let drafts = 0;
for (let run = 0; run < 12; run += 1) {
  const started = performance.now();
  const reading = await readBookingFile(bytes, { name: 'mail.eml' });
  times.push(performance.now() - started);
  drafts = reading.drafts.length;
}
// The first two runs load and compile the readers' code; the rest are what a server that runs reads.
const warm = times.slice(2).sort((one, other) => one - other);
const median = warm[Math.floor(warm.length / 2)] ?? 0;
console.log(
  `${(bytes.length / 1024 / 1024).toFixed(2)} MB mail, ${drafts} drafts: first ${times[0]?.toFixed(0)} ms, ` +
    `median ${median.toFixed(0)} ms, worst warm ${warm.at(-1)?.toFixed(0)} ms`,
);
