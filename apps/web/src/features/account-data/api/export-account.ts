import { accountExportFileName } from '@wayfarer/core';
import { api, type DownloadOptions } from '@/lib/api-client';
import { localDay } from '@/lib/calendar-day';
import { saveFile } from '@/lib/file-download';

/**
 * GET /account/export: the user's data as one ZIP, fetched with the session's token, then saved under the
 * name the server gave it.
 */
export async function downloadAccountData(options: DownloadOptions): Promise<void> {
  const { blob, fileName } = await api.download('exportAccount', options);
  saveFile(blob, fileName ?? accountExportFileName(localDay(Date.now())));
}
