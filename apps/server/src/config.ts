import path from 'node:path';
import { z } from 'zod';

/** A comma-separated list, blanks dropped. */
const listSchema = (fallback = '') =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Wayfarer <no-reply@wayfarer.local>'),
  CORS_ORIGINS: listSchema(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  LOGIN_LOCK_MINUTES: z.coerce.number().positive().default(15),
  /** Signs attachment links; instances behind one load balancer must share it (else each draws its own). */
  ATTACHMENT_SIGNING_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Memory for held answers of GET /todolist and GET /finances (half each), compressed forms included. */
  HELD_ANSWERS_MB: z.coerce.number().positive().default(64),
  /** Under test the feeds' upstream client refuses every host that is not this machine. */
  NODE_ENV: z.string().default('production'),

  // Destination feeds: each provider's base address, so that tests (and mirrors) can stand in for it.
  OPEN_METEO_URL: z.url().default('https://api.open-meteo.com'),
  OPENWEATHER_URL: z.url().default('https://api.openweathermap.org'),
  FRANKFURTER_URL: z.url().default('https://api.frankfurter.dev'),
  CURRENCY_API_URL: z.url().default('https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api'),
  RADIO_BROWSER_URL: z.url().default('https://all.api.radio-browser.info'),
  GOOGLE_NEWS_URL: z.url().default('https://news.google.com/rss'),
  NEWSDATA_URL: z.url().default('https://newsdata.io/api/1'),
  OVERPASS_URL: z.url().default('https://overpass-api.de/api'),
  FOURSQUARE_URL: z.url().default('https://api.foursquare.com/v3'),
  /** Keyed providers are used instead of the keyless defaults when their key is set. */
  OPENWEATHER_API_KEY: z.string().optional(),
  NEWSDATA_API_KEY: z.string().optional(),
  FOURSQUARE_API_KEY: z.string().optional(),
  /** How long one refresh of a feed may take, all its upstream calls together. */
  FEED_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5000),
  /** Google sign-in is on when set: the OAuth client id ID tokens must be issued to (their audience). */
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** Where Google publishes the keys its ID tokens are signed with (a local JWKS in tests). */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** The issuers a Google ID token may name; Google uses both forms. */
  GOOGLE_ISSUERS: listSchema('https://accounts.google.com,accounts.google.com'),
  TILE_URL_TEMPLATE: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

/** Reads the environment once; a wrong value stops start-up with the variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
