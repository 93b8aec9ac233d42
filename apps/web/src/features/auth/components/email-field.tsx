import { TextInput, type TextInputProps } from '@/components/ui/text-input';
import { useMessages } from '@/i18n/language';

/** The account forms' Email field: the same label, type and autofill hints on every form. */
export function EmailField(
  props: Omit<TextInputProps, 'label' | 'type' | 'name' | 'autoComplete' | 'inputMode'>,
) {
  const t = useMessages();
  return (
    <TextInput
      label={t.auth.fields.email}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      {...props}
    />
  );
}
