import { useMessages } from '@/i18n/language';
import { TextInput } from './text-input';

interface TitleInputProps {
  value: string;
  onChange: (title: string) => void;
  maxLength?: number;
  /** What keeps the form from being sent, shown under the field (lib/use-send-attempt.ts). */
  problem?: string;
}

/** The title a modal form starts with: focused when the modal opens, never autofilled. */
export function TitleInput({ value, onChange, maxLength, problem }: TitleInputProps) {
  const t = useMessages();
  return (
    <TextInput
      label={t.ui.titleInput.label}
      name="title"
      autoComplete="off"
      maxLength={maxLength}
      data-autofocus
      invalid={problem !== undefined}
      hint={problem}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
