import { LANGUAGES, languageOf, type Account, type Language } from '@wayfarer/core';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { MessageBox, type Message } from '../../../components/ui/message-box';
import { SelectField } from '../../../components/ui/select-field';
import { useMessages } from '../../../i18n/language';
import { showAccountLanguage } from '../account-language';
import { useUpdateUser } from '../api/update-user';
import './language-form.css';

/** What the last save came to; its message is drawn in the language shown, the new one after a change. */
type Outcome = 'saved' | 'failed' | null;

/**
 * The account's language: the app's, its texts' from the server and its mails'. Anyone may change their
 * own, whatever their role in a trip. The user query's cache takes the saved account, so the layout
 * (useAccountLanguage) agrees with it.
 */
export function LanguageForm({ account }: { account: Account }) {
  const t = useMessages();
  const update = useUpdateUser();
  const [language, setLanguage] = useState<Language>(account.language);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (language === account.language || update.isPending) return;
    setOutcome(null);
    let saved: Account;
    try {
      saved = await update.mutateAsync({ language });
    } catch {
      setOutcome('failed');
      return;
    }
    await showAccountLanguage(saved.language);
    setOutcome('saved');
  }

  const message: Message | null =
    outcome === 'saved'
      ? { type: 'success', title: t.common.language.saved }
      : outcome === 'failed'
        ? { type: 'error', title: t.common.language.notSaved }
        : null;

  return (
    <form className="language-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <SelectField
        label={t.common.language.label}
        name="language"
        value={language}
        onChange={(event) => {
          setLanguage(languageOf(event.target.value) ?? account.language);
          setOutcome(null);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t.common.language.names[code]}
          </option>
        ))}
      </SelectField>
      <p className="language-form__hint">{t.account.language.hint}</p>
      {message && <MessageBox {...message} onClose={() => setOutcome(null)} />}
      <Button
        type="submit"
        variant="secondary"
        block
        inactive={language === account.language}
        busy={update.isPending}
      >
        {t.account.language.save}
      </Button>
    </form>
  );
}
