import { isIP } from 'node:net';
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

/** proxy-addr's names for address ranges, which Fastify's trustProxy takes beside addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (item: string) => {
  if (PROXY_RANGE_NAMES.includes(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
};

/**
 * Which proxies' X-Forwarded-For to believe: none (false), the last n hops, or the listed addresses and
 * ranges. "true", believing any, is refused: a client would then name its own address with the header,
 * and a new one per request escapes every per-address limit.
 */
const trustProxySchema = z
  .string()
  .default('false')
  .transform((value, context): false | number | string[] => {
    const text = value.trim();
    if (text === 'false') return false;
    if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
    const items = text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (text !== 'true' && items.length > 0 && items.every(isProxyAddress)) return items;
    context.addIssue({
      code: 'custom',
      message:
        text === 'true'
          ? 'true would believe any X-Forwarded-For, which a client writes itself: give the number of proxies in front of the app (e.g. 1), or their addresses (e.g. 10.0.0.5,10.1.0.0/16, or loopback)'
          : 'give false, the number of proxies in front of the app (e.g. 1), or their addresses or ranges separated by commas (e.g. 10.0.0.5,10.1.0.0/16, or loopback)',
    });
    return z.NEVER;
  });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  /** Where people reach the app: mailed links point there. Left out, the address the server listens on. */
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Wayfarer <no-reply@wayfarer.local>'),
  CORS_ORIGINS: listSchema(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Failed sign-ins for one e-mail from one client address. */
  LOGIN_MAX_FAILURES_PER_EMAIL: positiveInt(5),
  /** Failed sign-ins for one e-mail from all addresses together: guesses spread over many addresses. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(20),
  /** Failed sign-ins from one address over all e-mails; past it only a correct password gets in. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt(30),
  LOGIN_LOCK_MINUTES: z.coerce.number().positive().default(15),
  /** Confirmation and password-reset mails per e-mail, and per client address, within MAIL_LIMIT_MINUTES. */
  MAIL_MAX_PER_EMAIL: positiveInt(3),
  MAIL_MAX_PER_ADDRESS: positiveInt(10),
  MAIL_LIMIT_MINUTES: z.coerce.number().positive().default(60),
  /** Invitations a trip may have pending at once: a party planning together, not a mailing list. */
  INVITATION_MAX_PENDING_PER_TRIP: positiveInt(20),
  /** Invitations one account may send within a day, over all its trips, from every client address. */
  INVITATION_MAX_PER_DAY: positiveInt(50),
  /** Attachment uploads a user may keep that no list has claimed yet. */
  UPLOAD_MAX_PENDING: positiveInt(10),
  /** All of a user's attachment files together, in MB. */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(100),
  /** Profile photo changes per user and hour (each one is decoded and scaled). */
  PHOTO_MAX_CHANGES_PER_HOUR: positiveInt(10),
  /** Signs attachment links; instances behind one load balancer must share it (else each draws its own). */
  ATTACHMENT_SIGNING_SECRET: z.string().min(32).optional(),
  /**
   * Derives the calendar feeds' addresses; instances of one database must share it. Unset, one is made
   * once and kept in DATA_DIR.
   */
  CALENDAR_FEED_SECRET: z.string().min(32).optional(),
  /** How often each instance looks for reminders that are due, in seconds. */
  REMINDER_POLL_SECONDS: z.coerce.number().positive().default(60),
  TRUST_PROXY: trustProxySchema,
  /** Memory for held answers of GET /todolist and GET /finances (half each), compressed forms included. */
  HELD_ANSWERS_MB: z.coerce.number().positive().default(64),
  /** Live sockets one account may hold on one instance; past it, its oldest is closed (4409). */
  LIVE_MAX_SOCKETS_PER_ACCOUNT: positiveInt(20),
  /** On SIGTERM, how long the requests under way may take to finish before the process stops anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * How long a client may take to send a whole request, headers and body; past it the server answers 408
   * and closes the connection. Node's own default: a 10 MB attachment still gets through at 300 kbit/s.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(300_000),
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
  /** The feed cache's answers and keys together, in MB: past it, the periodic sweep drops the oldest. */
  FEED_CACHE_MAX_MB: z.coerce.number().positive().default(200),
  /** Feed answers one user may cause to be asked of an upstream (nothing cached to answer) per minute. */
  FEED_COLD_KEYS_PER_MINUTE: positiveInt(30),
  /** Requests a second to the Overpass server, all users together: the public one asks for about one. */
  OVERPASS_MAX_PER_SECOND: z.coerce.number().positive().default(1),
  /** Requests a day to Open-Meteo, all users together: its free API allows 10,000. */
  OPEN_METEO_MAX_PER_DAY: z.coerce.number().positive().default(10_000),
  /**
   * The OSRM server legs between a day's places are routed on; `{profile}` is replaced by foot, bike or car
   * (the public FOSSGIS server has one per profile), else the profile goes in the OSRM path only. `off`
   * draws straight lines with durations estimated by mode.
   */
  ROUTING_URL: z
    .union([z.literal('off'), z.url()])
    .default('https://routing.openstreetmap.de/routed-{profile}'),
  /** What ROUTING_URL speaks: OSRM's route service, or Valhalla's (one server for every profile). */
  ROUTING_ENGINE: z.enum(['osrm', 'valhalla']).default('osrm'),
  /** Requests a second to the routing server, all users together: the public FOSSGIS one asks for one. */
  ROUTING_MAX_PER_SECOND: z.coerce.number().positive().default(1),
  /** The Photon geocoder places are searched by name on (keyless; komoot's public one by default). */
  PHOTON_URL: z.url().default('https://photon.komoot.io'),
  /** Requests a second to Photon, all users together, within its public server's fair use. */
  PHOTON_MAX_PER_SECOND: z.coerce.number().positive().default(1),
  /** Google sign-in is on when set: the OAuth client id ID tokens must be issued to (their audience). */
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** Where Google publishes the keys its ID tokens are signed with (a local JWKS in tests). */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** The issuers a Google ID token may name; Google uses both forms. */
  GOOGLE_ISSUERS: listSchema('https://accounts.google.com,accounts.google.com'),
  /** Uploaded files go to this S3-compatible bucket when set, instead of DATA_DIR/uploads. */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  /** An S3-compatible server (MinIO, R2, B2…); AWS S3 itself when unset. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Both or neither: without them the AWS SDK's own chain (AWS_* variables, an instance role) is used. */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The bucket in the path rather than in the host name, as MinIO and most local servers want. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  TILE_URL_TEMPLATE: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
});

/** The bucket's settings, present when S3_BUCKET is set. */
export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & {
  /** PUBLIC_URL, or the address the server listens on when it is left out. */
  PUBLIC_URL: string;
  /** Whether PUBLIC_URL was set, and so may disagree with the address the server listens on. */
  publicUrlGiven: boolean;
  dataDir: string;
  s3: S3Config | undefined;
};

type ParsedConfig = z.infer<typeof configSchema>;

/** The S3 settings, or the problems that stop start-up: every S3_* needs S3_BUCKET, and a key its secret. */
function s3ConfigOf(parsed: ParsedConfig): S3Config | string[] | undefined {
  const { S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = parsed;
  const problems: string[] = [];
  if (Boolean(S3_ACCESS_KEY_ID) !== Boolean(S3_SECRET_ACCESS_KEY)) {
    const missing = S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(`${missing}: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither`);
  }
  if (!S3_BUCKET && (S3_ENDPOINT || S3_ACCESS_KEY_ID || S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_BUCKET: required when the other S3_* variables are set');
  }
  if (problems.length > 0) return problems;
  if (!S3_BUCKET) return undefined;
  return {
    bucket: S3_BUCKET,
    endpoint: S3_ENDPOINT,
    region: parsed.S3_REGION,
    credentials:
      S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
        ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE === 'true',
  };
}

const invalidConfiguration = (problems: string[]) =>
  new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);

/** Reads the environment once; a wrong value stops start-up with the variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw invalidConfiguration(problems);
  }
  const s3 = s3ConfigOf(parsed.data);
  if (Array.isArray(s3)) throw invalidConfiguration(s3);
  return {
    ...parsed.data,
    PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`,
    publicUrlGiven: parsed.data.PUBLIC_URL !== undefined,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    s3,
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What to say at start when PUBLIC_URL names this machine on another port than the server listens on:
 * every mailed link would lead nowhere. Undefined when they agree, or when PUBLIC_URL names another host
 * (a proxy in front), which the server cannot check.
 */
export function publicUrlMismatch(
  config: Pick<Config, 'PUBLIC_URL' | 'publicUrlGiven'>,
  port: number,
): string | undefined {
  if (!config.publicUrlGiven) return undefined;
  const url = new URL(config.PUBLIC_URL);
  if (!LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  const publicPort = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (publicPort === String(port)) return undefined;
  return `PUBLIC_URL is ${config.PUBLIC_URL} but the server listens on port ${port}: mailed links and the live channel point to the other port`;
}
