import { ADVICE_CATEGORIES, type ValidationRule } from '@wayfarer/core';

/** 'Title' from 'title': a field's words at the start of a sentence. */
const sentence = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

const count = (value: number) => value.toLocaleString('en');

/** How a rule of the request schemas is worded: with the field's words, and the values the rule gave. */
export type RuleText = (field: string, value: string) => string;

/** What zod's own checks found wrong, each worded with the field's words and its bound. */
export interface IssueTexts {
  readonly required: (field: string) => string;
  readonly tooShort: (field: string, min: number) => string;
  readonly tooLong: (field: string, max: number) => string;
  readonly tooFewItems: (field: string, min: number) => string;
  readonly tooManyItems: (field: string, max: number) => string;
  readonly atLeast: (field: string, min: number) => string;
  readonly above: (field: string, min: number) => string;
  readonly atMost: (field: string, max: number) => string;
  readonly below: (field: string, max: number) => string;
  readonly wrongType: (field: string, expected: string) => string;
  readonly oneOf: (field: string, values: readonly string[]) => string;
  readonly invalid: (field: string) => string;
  readonly unknownFields: (keys: readonly string[]) => string;
  /** What zod's `expected` of a wrong type is called, for the types a request's fields have. */
  readonly types: Readonly<Record<'string' | 'number' | 'int' | 'boolean' | 'array' | 'object', string>>;
  /** Several fields named in one sentence: 'city, state and country'. */
  readonly list: (words: readonly string[]) => string;
}

const list = new Intl.ListFormat('en', { type: 'conjunction' });
const alternatives = new Intl.ListFormat('en', { type: 'disjunction' });

/**
 * How a refused field of a request is told in English: its name in words, zod's own checks, and the rules
 * of core's schemas (i18n/validation-rules.ts there) by their keys. The spec's own words stay as it gives
 * them ('Passwords must be the same.').
 */
export const validationEn = {
  /**
   * Every field of a request, by the key a schema gives it, as a sentence names it in the middle; where
   * the whole body, query or path was refused, what that part is called.
   */
  fields: {
    body: 'the request body',
    querystring: 'the query',
    params: 'the address',
    headers: 'the headers',
    address: 'address',
    after: 'item to go after',
    before: 'item to go before',
    carrier: 'carrier',
    category: 'category',
    city: 'city',
    color: 'color',
    confirmPassword: 'password confirmation',
    country: 'country',
    credential: "Google's credential",
    currency: 'currency',
    currentCity: 'current city',
    currentCountry: 'current country',
    currentCountrySlug: 'current country code',
    currentCurrency: 'home currency',
    currentState: 'current state',
    date: 'date',
    dateDay: 'day',
    day: 'day',
    dayId: 'day',
    daysBefore: 'days before',
    description: 'description',
    dueDate: 'due date',
    email: 'e-mail',
    end: 'end',
    expires: 'link expiry',
    feed: 'calendar address',
    file: 'icon',
    fileName: 'file name',
    financesGoalId: 'goal',
    from: 'place of departure',
    icon: 'icon',
    id: 'id',
    kind: 'kind of item',
    language: 'language',
    lat: 'latitude',
    link: 'uploaded file',
    local: 'time',
    lon: 'longitude',
    mode: 'means of transport',
    name: 'name',
    notes: 'notes',
    number: 'number',
    originalCurrency: 'currency of the amount',
    originalValue: 'amount',
    osmId: 'OpenStreetMap id',
    osmType: 'OpenStreetMap type',
    page: 'page',
    password: 'password',
    place: 'place',
    position: 'position',
    q: 'search',
    query: 'search',
    read: 'read mark',
    remember: 'remember me',
    returnDate: 'return day',
    role: 'role',
    sig: 'link signature',
    start: 'start',
    status: 'status',
    time: 'time',
    timeZone: 'time zone',
    title: 'title',
    to: 'place of arrival',
    toDoListId: 'to-do list',
    token: 'link',
    tripCity: 'trip city',
    tripCountry: 'trip country',
    tripCountrySlug: 'trip country code',
    tripCurrency: 'trip currency',
    tripId: 'trip',
    tripLat: 'trip latitude',
    tripLon: 'trip longitude',
    tripState: 'trip state',
    type: 'kind',
    typedRate: 'rate',
    userId: 'member',
    value: 'value',
    version: 'version',
    when: 'trip date',
    whenDay: 'trip day',
    zone: 'time zone',
  },

  issues: {
    required: (field) => `${sentence(field)} is required.`,
    tooShort: (field, min) => `${sentence(field)} needs at least ${count(min)} characters.`,
    tooLong: (field, max) => `${sentence(field)} is at most ${count(max)} characters.`,
    tooFewItems: (field, min) => `${sentence(field)} needs at least ${count(min)} item(s).`,
    tooManyItems: (field, max) => `${sentence(field)} holds at most ${count(max)} item(s).`,
    atLeast: (field, min) => `${sentence(field)} must be at least ${count(min)}.`,
    above: (field, min) => `${sentence(field)} must be above ${count(min)}.`,
    atMost: (field, max) => `${sentence(field)} must be at most ${count(max)}.`,
    below: (field, max) => `${sentence(field)} must be below ${count(max)}.`,
    wrongType: (field, expected) => `${sentence(field)} must be ${expected}.`,
    oneOf: (field, values) => `${sentence(field)} must be ${alternatives.format(values)}.`,
    invalid: (field) => `${sentence(field)} is not valid.`,
    unknownFields: (keys) =>
      `${keys.length === 1 ? 'This field is' : 'These fields are'} not accepted: ${list.format(keys)}.`,
    types: {
      string: 'a text',
      number: 'a number',
      int: 'a whole number',
      boolean: 'true or false',
      array: 'a list',
      object: 'an object',
    },
    list: (words) => list.format(words),
  } satisfies IssueTexts as IssueTexts,

  rules: {
    required: (field) => `${sentence(field)} is required.`,
    singleLineText: (field) =>
      `${sentence(field)} cannot hold control characters (such as a line break, a tab or NUL).`,
    multiLineText: (field) =>
      `${sentence(field)} cannot hold control characters (such as NUL): only tabs and line breaks may be in it.`,
    invalidEmail: () => 'Enter a valid e-mail address.',
    weakPassword: () =>
      'The password needs at least 8 characters with an upper case letter, a lower case letter and a number.',
    passwordsDiffer: () => 'Passwords must be the same.',
    credentialOnly: () =>
      "Send Google's ID token as 'credential': a name, e-mail or id sent in plain is not accepted.",
    plainIdentityRefused: () =>
      "Google's ID token alone says who signs in: a name, e-mail or id sent in plain is not accepted.",
    photoName: (field) => `${sentence(field)} is not the name of a photo.`,
    passwordOrCredential: () =>
      "Send the account's password, or for an account without one Google's credential: one of them.",
    hexColor: (field) => `${sentence(field)} must be a #RRGGBB color.`,
    epochDate: (field) => `${sentence(field)} must be epoch ms, from 1970 to the end of 9999.`,
    calendarDay: (field) => `${sentence(field)} must be a real day as YYYY-MM-DD, in the years 1970 to 9999.`,
    timeZone: (field) => `${sentence(field)} must be one of the IANA database, such as Europe/Lisbon.`,
    timeOfDay: (field) => `${sentence(field)} must be HH:MM, from 00:00 to 23:59.`,
    dayOnce: () => 'Each day may appear once.',
    listOnce: () => 'Each list may appear once.',
    statusOrDueDate: () => 'Send the status, the due date or both.',
    placeFieldsTogether: (_field, fields) => `${sentence(fields)} change together: send all of them.`,
    wholeNumber: (field) => `${sentence(field)} must be a whole number.`,
    webLink: (field) => `${sentence(field)} must be an http or https address.`,
    nextPage: (field) => `${sentence(field)} must be the nextPage of a previous answer.`,
    countryCode: (field) => `${sentence(field)} must be a two-letter country code, such as BR.`,
    currencyCode: (field) => `${sentence(field)} must be a three-letter ISO 4217 currency code, such as EUR.`,
    unknownCountry: (_field, text) => `Unknown country '${text}': give a two-letter code, such as BR.`,
    unknownCurrency: (field, text) =>
      `${sentence(field)} '${text}' is not an ISO 4217 currency code, such as EUR.`,
    cityQueryTooShort: () => 'Type more than 3 characters to search for a city.',
    valueTooLarge: (field) => `${sentence(field)} is too large.`,
    typedRate: (field) =>
      `${sentence(field)} must be a number above 0 with up to 7 digits before the point, such as 6.2134.`,
    originalCurrencyWanted: (field) =>
      `${sentence(field)} is required with an amount or a rate in another currency.`,
    adviceCategory: (field) =>
      `${sentence(field)} must be ${alternatives.format(ADVICE_CATEGORIES.map(({ id }) => String(id)))}.`,
    wallTime: (field) =>
      `${sentence(field)} must be a real day and time as YYYY-MM-DDTHH:MM, in the years 1970 to 9999.`,
    afterOrBefore: () => 'Name the item to go after or the one to go before, not both.',
    transportOnly: (field) => `${sentence(field)} is only for a transport.`,
    endBeforeStart: () => 'The end cannot come before the start (each read in its own time zone).',
    returnDay: (field) => `${sentence(field)} must be the trip's day or later, within a year of it.`,
    payersSum: () => "What the payers paid must add up to the cost's amount.",
    splitSum: () => "The amounts of an exact split must add up to the cost's amount.",
    percentSum: () => 'The percents of a split must add up to 100.',
    memberOnce: () => 'Each member may appear once.',
    splitWeight: (field) => `${sentence(field)} must be a number above 0 with at most two decimals.`,
    splitAmount: (field) => `${sentence(field)} is required for each member of an exact split.`,
    splitModeField: (field) => `${sentence(field)} does not go with this way of splitting.`,
    selfSettlement: () => 'A payment goes from one member to another: the payer and the payee must differ.',
    pixKey: (field) =>
      `${sentence(field)} must be an e-mail, a +55 phone, a valid CPF or CNPJ, or a random key.`,
    pixText: (field) => `${sentence(field)} needs at least one letter or digit.`,
  } satisfies Record<ValidationRule, RuleText> as Record<ValidationRule, RuleText>,
};

export type ValidationWords = typeof validationEn;
