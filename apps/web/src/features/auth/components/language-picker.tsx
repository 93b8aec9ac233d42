import { LANGUAGES, languageOf } from '@wayfarer/core';
import { SelectField } from '@/components/ui/select-field';
import { useLanguage, useMessages } from '@/i18n/language';
import { chooseLanguage } from '../language-choice';

/** The sign-in page's choice of language, before there is an account to hold one. */
export function LanguagePicker({ className }: { className?: string }) {
  const t = useMessages();
  const language = useLanguage();
  return (
    <SelectField
      className={className}
      label={t.common.language.label}
      name="language"
      value={language}
      onChange={(event) => {
        const chosen = languageOf(event.target.value);
        if (!chosen) return;
        // A catalogue that could not be loaded (offline) leaves the page, and the choice shown, as they were.
        chooseLanguage(chosen).catch((error: unknown) =>
          console.error('The language could not be loaded:', error),
        );
      }}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {t.common.language.names[code]}
        </option>
      ))}
    </SelectField>
  );
}
