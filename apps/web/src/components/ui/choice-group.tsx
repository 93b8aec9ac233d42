import { useId, type CSSProperties, type ReactNode } from 'react';
import './choice-group.css';

export interface ChoiceOption<T extends string | number> {
  value: T;
  /** The accessible name, shown as the option's text unless it has a picture. */
  name: string;
  /** What stands for the option instead of its name: hidden from screen readers, the name its tooltip. */
  picture?: ReactNode;
  style?: CSSProperties;
}

interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  options: readonly ChoiceOption<T>[];
  /** The chosen option's value; one no option has chooses none. */
  value: T | string;
  onChange: (value: T) => void;
  /** The group's look: a block class whose rules style the parts (see choice-group.css). */
  className: string;
  style?: CSSProperties;
}

/**
 * A native radio group drawn as swatches, tiles or segments: Tab enters at the chosen option, the arrow
 * keys choose another, and each option is named for screen readers.
 */
export function ChoiceGroup<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  className,
  style,
}: ChoiceGroupProps<T>) {
  const groupName = useId();
  return (
    <fieldset className={`choice-group ${className}`} style={style}>
      <legend className="field__label choice-group__legend">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label
            key={option.value}
            className="choice-group__option"
            title={option.picture ? option.name : undefined}
            style={option.style}
          >
            <input
              type="radio"
              className="choice-group__input"
              name={groupName}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.picture ? (
              <>
                <span className="choice-group__picture" aria-hidden="true">
                  {option.picture}
                </span>
                <span className="visually-hidden">{option.name}</span>
              </>
            ) : (
              <span className="choice-group__name">{option.name}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
