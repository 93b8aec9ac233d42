import { useMessages } from '@/i18n/language';
import { TextInput } from './text-input';

interface TitleInputProps {
  value: string;
  onChange: (title: string) => void;
  maxLength?: number;
}

/** The title a modal form starts with: focused when the modal opens, never autofilled. */
export function TitleInput({ value, onChange, maxLength }: TitleInputProps) {
  const t = useMessages();
  return (
    <TextInput
      label={t.ui.titleInput.label}
      name="title"
      autoComplete="off"
      maxLength={maxLength}
      data-autofocus
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
