/**
 * The country editions of Google News, by ISO country code: the language part of each edition's `ceid`
 * ('BR:pt-419'). A country with editions in several languages gets one here: the language most of its
 * readers use (Belgium Dutch, Switzerland German, India and Malaysia English).
 */
const EDITION_LANGUAGES: Readonly<Record<string, string>> = {
  // English
  AU: 'en',
  BW: 'en',
  CA: 'en',
  ET: 'en',
  GB: 'en',
  GH: 'en',
  IE: 'en',
  IN: 'en',
  KE: 'en',
  MY: 'en',
  NA: 'en',
  NG: 'en',
  NZ: 'en',
  PH: 'en',
  PK: 'en',
  SG: 'en',
  TZ: 'en',
  UG: 'en',
  US: 'en',
  ZA: 'en',
  ZW: 'en',
  // Spanish and Portuguese: Latin America has its own variants
  AR: 'es-419',
  CL: 'es-419',
  CO: 'es-419',
  CU: 'es-419',
  MX: 'es-419',
  PE: 'es-419',
  VE: 'es-419',
  ES: 'es',
  BR: 'pt-419',
  PT: 'pt-150',
  // French, German, Dutch
  FR: 'fr',
  MA: 'fr',
  SN: 'fr',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  NL: 'nl',
  BE: 'nl',
  // Rest of Europe
  IT: 'it',
  SE: 'sv',
  NO: 'no',
  PL: 'pl',
  CZ: 'cs',
  SK: 'sk',
  HU: 'hu',
  RO: 'ro',
  BG: 'bg',
  GR: 'el',
  LT: 'lt',
  LV: 'lv',
  SI: 'sl',
  RS: 'sr',
  RU: 'ru',
  UA: 'uk',
  TR: 'tr',
  // Middle East
  IL: 'he',
  AE: 'ar',
  EG: 'ar',
  LB: 'ar',
  SA: 'ar',
  // Asia
  JP: 'ja',
  KR: 'ko',
  CN: 'zh-Hans',
  TW: 'zh-Hant',
  HK: 'zh-Hant',
  ID: 'id',
  TH: 'th',
  VN: 'vi',
  BD: 'bn',
};

/** The three query parameters that pick an edition: interface language, country, and edition id. */
export interface GoogleNewsEdition {
  hl: string;
  gl: string;
  ceid: string;
}

/** The interface language Google pairs with an edition language ('pt-419' is read in 'pt-BR'). */
function interfaceLanguage(countryCode: string, language: string): string {
  switch (language) {
    case 'en':
      return `en-${countryCode}`;
    case 'pt-419':
      return 'pt-BR';
    case 'pt-150':
      return 'pt-PT';
    case 'zh-Hans':
      return 'zh-CN';
    case 'zh-Hant':
      return `zh-${countryCode}`;
    default:
      return language;
  }
}

/** The country's own edition, or null when Google News has none for it. */
export function googleNewsEdition(countryCode: string): GoogleNewsEdition | null {
  if (!Object.hasOwn(EDITION_LANGUAGES, countryCode)) return null;
  const language = EDITION_LANGUAGES[countryCode] ?? 'en';
  return {
    hl: interfaceLanguage(countryCode, language),
    gl: countryCode,
    ceid: `${countryCode}:${language}`,
  };
}

/** Countries without an edition read the US English one, searched for their name. */
export const FALLBACK_EDITION: GoogleNewsEdition = { hl: 'en-US', gl: 'US', ceid: 'US:en' };
