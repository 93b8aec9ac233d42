import { TextInput, type TextInputProps } from '../../../components/ui/text-input';

/** The account forms' Email field: the same label, type and autofill hints on every form. */
export function EmailField(
  props: Omit<TextInputProps, 'label' | 'type' | 'name' | 'autoComplete' | 'inputMode'>,
) {
  return (
    <TextInput label="Email" type="email" name="email" autoComplete="email" inputMode="email" {...props} />
  );
}
