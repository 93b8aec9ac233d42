import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { useMessages } from '@/i18n/language';
import { Spinner } from './spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /** A request is running: shows the loading image and ignores clicks, but keeps focus where it is. */
  busy?: boolean;
  /** What the loading image tells a screen reader is happening; 'Saving…' unless told. */
  busyLabel?: string;
  /** The action is not available yet (spec: "ignores clicks when inactive"); same as `disabled`. */
  inactive?: boolean;
  /**
   * A submit button whose form lacks something: drawn as inactive and announced so, but still pressed,
   * so that the form can say what is missing (useSendAttempt) instead of giving no reason.
   */
  unready?: boolean;
  /** Leading icon, decorative. */
  icon?: ReactNode;
  /** Takes the full width of its container. */
  block?: boolean;
  /** The icon alone in a round button of the touch target's size; name it with aria-label. */
  iconOnly?: boolean;
}

export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  inactive = false,
  unready = false,
  disabled = false,
  icon,
  block = false,
  iconOnly = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const t = useMessages();

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // A busy submit button must not submit the form a second time either.
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  const classes = [
    'button',
    `button--${variant}`,
    block && 'button--block',
    iconOnly && 'button--icon',
    busy && 'button--busy',
    unready && !busy && 'button--unready',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || inactive}
      aria-busy={busy || undefined}
      aria-disabled={busy || unready || undefined}
      onClick={handleClick}
    >
      <span className="button__content">
        {icon}
        {children}
      </span>
      {busy && (
        <span className="button__spinner">
          <Spinner label={busyLabel ?? t.ui.spinner.saving} />
        </span>
      )}
    </button>
  );
}
