import type { CSSProperties } from 'react';
import { ChoiceGroup, type ChoiceOption } from '../../../components/ui/choice-group';
import { GOAL_ICONS } from '../goal-icons';
import './icon-picker.css';

const TILES: readonly ChoiceOption<number>[] = GOAL_ICONS.map(({ number, icon: Icon, name }) => ({
  value: number,
  name,
  picture: <Icon size={20} />,
}));

interface IconPickerProps {
  value: number;
  onChange: (icon: number) => void;
  /** The goal's colour, which tints the chosen icon. */
  color: string;
}

/** The goal icons 1 to 20 as tiles, each named for what it stands for. */
export function IconPicker({ value, onChange, color }: IconPickerProps) {
  return (
    <ChoiceGroup
      className="icon-picker"
      style={{ '--goal-color': color } as CSSProperties}
      legend="Icon"
      options={TILES}
      value={value}
      onChange={onChange}
    />
  );
}
