/*
 * The static PIX code (BR Code) of a transfer, as the Central Bank's "Manual de Padrões para Iniciação do
 * Pix" lays it out over EMV's merchant-presented QR: fields of a two-digit id, a two-digit length and
 * the value, ending in a CRC16-CCITT-FALSE of everything before it. Any Brazilian bank app reads it,
 * pasted as text or scanned as a QR code.
 */

const PIX_GUI = 'br.gov.bcb.pix';
/** ISO 4217's number for the real: a PIX code is always in BRL. */
const BRL = '986';
export const PIX_NAME_MAX_LENGTH = 25;
export const PIX_CITY_MAX_LENGTH = 15;
export const PIX_TXID_MAX_LENGTH = 25;
/** The largest amount field 54 holds in its 13 characters: R$ 9.999.999.999,99. */
export const PIX_MAX_CENTS = 999_999_999_999;
/** A static code's txid when the payee names none: the manual's "***". */
const NO_TXID = '***';

/** CRC16-CCITT-FALSE (polynomial 0x1021, start 0xFFFF, no reflection) of ASCII text, as 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (let index = 0; index < text.length; index += 1) {
    crc ^= text.charCodeAt(index) << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One field: its id, its length in two digits, its value (at most 99 characters). */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`A BR Code field holds at most 99 characters: ${id}`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * A name or city as a BR Code holds it: accents taken off ('São Paulo' → 'Sao Paulo'), what is not a
 * plain letter, digit or common sign made a space, spaces run together, cut to `max` characters.
 */
export function pixText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 .,'&/-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** A txid as a BR Code holds it: letters and digits only, at most 25; "***" for none. */
const pixTxid = (txid = '') => txid.replace(/[^A-Za-z0-9]/g, '').slice(0, PIX_TXID_MAX_LENGTH) || NO_TXID;

export interface BrCodeInput {
  /** A PIX key as the directory writes it (canonicalPixKey). */
  key: string;
  name: string;
  city: string;
  /** Minor units of BRL, up to PIX_MAX_CENTS; left out, the payer types the amount. */
  amount?: number;
  txid?: string;
}

/** Centavos as the code writes them: 12050 → '120.50'. */
const amountText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The static BR Code of a payment to `key`: payload format 01, the merchant account (the PIX GUI and the
 * key), category 0000, BRL, the amount when there is one, BR, the name and city (pixText), the txid, and the
 * CRC of all that with its own id and length.
 */
export function brCode({ key, name, city, amount, txid }: BrCodeInput): string {
  if (amount !== undefined && !(Number.isInteger(amount) && amount > 0 && amount <= PIX_MAX_CENTS)) {
    throw new RangeError(`Not centavos above 0 that a PIX code holds: ${amount}`);
  }
  const payload = [
    field('00', '01'),
    field('26', field('00', PIX_GUI) + field('01', key)),
    field('52', '0000'),
    field('53', BRL),
    amount === undefined ? '' : field('54', amountText(amount)),
    field('58', 'BR'),
    field('59', pixText(name, PIX_NAME_MAX_LENGTH)),
    field('60', pixText(city, PIX_CITY_MAX_LENGTH)),
    field('62', field('05', pixTxid(txid))),
    '6304',
  ].join('');
  return payload + crc16CcittFalse(payload);
}

/** The fields of a run of TLV text by id, or null when a length runs past the end or is not two digits. */
function fieldsOf(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  for (let at = 0; at < text.length;) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length) || at + 4 + Number(length) > text.length) return null;
    fields.set(id, text.slice(at + 4, at + 4 + Number(length)));
    at += 4 + Number(length);
  }
  return fields;
}

export interface ReadBrCode {
  key: string;
  name: string;
  city: string;
  /** Minor units of BRL, or null when the code leaves the amount to the payer. */
  amount: number | null;
  txid: string;
}

/**
 * A static PIX code read back: its key, name, city, amount and txid; null when it is not one: a length
 * that runs past its field, a CRC that does not match, no PIX merchant account, a currency other than
 * BRL or an amount that is not centavos.
 */
export function parseBrCode(code: string): ReadBrCode | null {
  const crcAt = code.length - 8;
  if (crcAt < 0 || code.slice(crcAt, crcAt + 4) !== '6304') return null;
  if (crc16CcittFalse(code.slice(0, -4)) !== code.slice(-4).toUpperCase()) return null;
  const fields = fieldsOf(code.slice(0, crcAt));
  if (!fields || fields.get('00') !== '01' || fields.get('53') !== BRL) return null;
  const account = fieldsOf(fields.get('26') ?? '');
  const key = account?.get('01');
  if (account?.get('00')?.toLowerCase() !== PIX_GUI || !key) return null;
  const amountField = fields.get('54');
  const amountMatch = amountField === undefined ? null : /^(\d+)(?:\.(\d{1,2}))?$/.exec(amountField);
  if (amountField !== undefined && !amountMatch) return null;
  const amount = amountMatch
    ? Number(amountMatch[1]) * 100 + Number((amountMatch[2] ?? '').padEnd(2, '0'))
    : null;
  return {
    key,
    name: fields.get('59') ?? '',
    city: fields.get('60') ?? '',
    amount,
    txid: fieldsOf(fields.get('62') ?? '')?.get('05') ?? '',
  };
}
