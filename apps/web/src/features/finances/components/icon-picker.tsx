import type { CSSProperties } from 'react';
import { ChoiceGroup, type ChoiceOption } from '@/components/ui/choice-group';
import { useMessages } from '@/i18n/language';
import { GOAL_ICONS } from '../goal-icons';
import './icon-picker.css';

interface IconPickerProps {
  value: number;
  onChange: (icon: number) => void;
  /** The goal's colour, which tints the chosen icon. */
  color: string;
}

/** The goal icons 1 to 20 as tiles, each named for what it stands for. */
export function IconPicker({ value, onChange, color }: IconPickerProps) {
  const t = useMessages().finances;
  const tiles: readonly ChoiceOption<number>[] = GOAL_ICONS.map(({ number, icon: Icon, key }) => ({
    value: number,
    name: t.icons[key],
    picture: <Icon size={20} />,
  }));
  return (
    <ChoiceGroup
      className="icon-picker"
      style={{ '--goal-color': color } as CSSProperties}
      legend={t.forms.icon}
      options={tiles}
      value={value}
      onChange={onChange}
    />
  );
}
