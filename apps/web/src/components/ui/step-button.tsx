import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, type ButtonProps } from './button';

export interface StepButtonProps extends Omit<ButtonProps, 'variant' | 'iconOnly' | 'icon' | 'children'> {
  direction: 'previous' | 'next';
}

/** The round arrow that steps a row, a pager or a rotation back or on; name it with aria-label. */
export function StepButton({ direction, ...rest }: StepButtonProps) {
  const Chevron = direction === 'previous' ? ChevronLeft : ChevronRight;
  return <Button {...rest} variant="secondary" iconOnly icon={<Chevron aria-hidden="true" size={20} />} />;
}
