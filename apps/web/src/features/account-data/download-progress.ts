import { formats } from '@/i18n/formats';
import { currentLanguage, messages } from '@/i18n/language';

const KB = 1000;
const MB = 1000 * KB;

/**
 * How far the download has come, in words: the archive is made as it is sent, so its size is not known
 * ahead and only the bytes received can be told. Null before the first of them.
 */
export function downloadProgressText(received: number | null): string {
  const t = messages().accountData.download;
  if (received === null) return t.preparing;
  const { decimal } = formats(currentLanguage());
  if (received < MB) return t.downloaded(decimal(Math.max(1, Math.round(received / KB)), 0), 'KB');
  return t.downloaded(decimal(received / MB, 1), 'MB');
}
