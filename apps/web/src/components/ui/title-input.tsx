import { TextInput } from './text-input';

interface TitleInputProps {
  value: string;
  onChange: (title: string) => void;
  maxLength?: number;
}

/** The title a modal form starts with: focused when the modal opens, never autofilled. */
export function TitleInput({ value, onChange, maxLength }: TitleInputProps) {
  return (
    <TextInput
      label="Title"
      name="title"
      autoComplete="off"
      maxLength={maxLength}
      data-autofocus
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
