import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '@/i18n/language';
import { TextInput, type TextInputProps } from './text-input';

export type PasswordInputProps = Omit<TextInputProps, 'type' | 'trailing'>;

/**
 * Spec: the password is visible while the pointer is over the eye icon. Keyboard and touch users have no
 * hover, so pressing the icon button toggles it for them (aria-pressed tells which state it is in).
 */
export function PasswordInput(props: PasswordInputProps) {
  const t = useMessages();
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const eyeRef = useRef<HTMLButtonElement>(null);
  const lastPointer = useRef<string | null>(null);
  const visible = hovered || pinned;
  const Icon = visible ? EyeOff : Eye;

  // Native enter/leave listeners: React derives its onPointerLeave from pointerout, which is not always sent.
  useEffect(() => {
    const eye = eyeRef.current;
    if (!eye) return;
    const enter = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(true);
    };
    const leave = () => setHovered(false);
    eye.addEventListener('pointerenter', enter);
    eye.addEventListener('pointerleave', leave);
    return () => {
      eye.removeEventListener('pointerenter', enter);
      eye.removeEventListener('pointerleave', leave);
    };
  }, []);

  const eye = (
    <button
      ref={eyeRef}
      type="button"
      className="field__eye"
      aria-label={t.ui.password.show}
      aria-pressed={visible}
      onPointerDown={(event) => {
        lastPointer.current = event.pointerType;
      }}
      onClick={() => {
        // A mouse already shows the password by hovering; a keyboard press (no pointer) or a tap toggles it.
        if (lastPointer.current !== 'mouse') setPinned((value) => !value);
        lastPointer.current = null;
      }}
    >
      <Icon aria-hidden="true" size={20} />
    </button>
  );

  return (
    <TextInput
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={eye}
    />
  );
}
