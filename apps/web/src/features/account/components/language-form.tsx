import { LANGUAGES, type Account } from '@wayfarer/core';
import { useMessages } from '@/i18n/language';
import { showAccountLanguage } from '../account-language';
import { AccountSettingForm } from './account-setting-form';
import './language-form.css';

const showSavedLanguage = (saved: Account) => showAccountLanguage(saved.language);

/**
 * The account's language: the app's, its texts' from the server and its mails'. Anyone may change their
 * own, whatever their role in a trip. The user query's cache takes the saved account, so the layout
 * (useAccountLanguage) agrees with it; the app is drawn in the new language before the form says so.
 */
export function LanguageForm({ account }: { account: Account }) {
  const t = useMessages();
  const { label, saved, notSaved, names } = t.common.language;
  return (
    <AccountSettingForm
      className="language-form"
      account={account}
      field="language"
      choices={LANGUAGES.map((code) => ({ value: code, text: names[code], lang: code }))}
      words={{ label, saved, notSaved, hint: t.account.language.hint, save: t.account.language.save }}
      afterSave={showSavedLanguage}
    />
  );
}
