import type { Account } from '@wayfarer/core';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { SelectField } from '@/components/ui/select-field';
import { saveFailure } from '@/lib/save-failure';
import { useUpdateUser } from '../api/update-user';
import './account-setting-form.css';

/** The account's settings chosen from a list, each saved on its own. */
type SettingField = 'language' | 'timeZone';

export interface SettingChoice<V extends string> {
  value: V;
  text: string;
  /** The language the choice's text is written in, when not the page's (a language's own name). */
  lang?: string;
}

export interface SettingWords {
  label: string;
  hint: string;
  save: string;
  saved: string;
  notSaved: string;
}

interface AccountSettingFormProps<F extends SettingField> {
  account: Account;
  field: F;
  choices: readonly SettingChoice<Account[F]>[];
  /** Read at each render, so that a message shows in the language the app is drawn in by then. */
  words: SettingWords;
  /** What the saved account brings about before the form says it is saved. */
  afterSave?: (saved: Account) => Promise<void>;
  className?: string;
}

/** What the last save came to: the message is made when drawn, not when the save settled. */
type Outcome = { saved: true } | { saved: false; error: unknown } | null;

/** One of the account's settings: a select, a hint, and a save that says how it went. */
export function AccountSettingForm<F extends SettingField>({
  account,
  field,
  choices,
  words,
  afterSave,
  className,
}: AccountSettingFormProps<F>) {
  const update = useUpdateUser();
  const [value, setValue] = useState<Account[F]>(account[field]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const unchanged = value === account[field];

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (unchanged || update.isPending) return;
    setOutcome(null);
    let saved: Account;
    try {
      saved = await update.mutateAsync({ [field]: value });
    } catch (error) {
      setOutcome({ saved: false, error });
      return;
    }
    await afterSave?.(saved);
    setOutcome({ saved: true });
  }

  const message: Message | null =
    outcome === null
      ? null
      : outcome.saved
        ? { type: 'success', title: words.saved }
        : saveFailure(words.notSaved, outcome.error);

  return (
    <form
      className={['account-setting-form', className].filter(Boolean).join(' ')}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <SelectField
        label={words.label}
        name={field}
        value={value}
        onChange={(event) => {
          setValue(choices.find((choice) => choice.value === event.target.value)?.value ?? account[field]);
          setOutcome(null);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} lang={choice.lang}>
            {choice.text}
          </option>
        ))}
      </SelectField>
      <p className="account-setting-form__hint">{words.hint}</p>
      {message && <MessageBox {...message} onClose={() => setOutcome(null)} />}
      <Button type="submit" variant="secondary" block inactive={unchanged} busy={update.isPending}>
        {words.save}
      </Button>
    </form>
  );
}
