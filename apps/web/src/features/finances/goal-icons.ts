import {
  BedDouble,
  Camera,
  Car,
  Dumbbell,
  Gift,
  GraduationCap,
  HeartPulse,
  House,
  Luggage,
  PawPrint,
  PiggyBank,
  Plane,
  Popcorn,
  Shirt,
  ShoppingCart,
  Smartphone,
  Target,
  Ticket,
  TreePalm,
  Utensils,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { GOAL_ICON_COUNT } from '@wayfarer/core';
import type { Messages } from '@/i18n/catalogue';

/** What a goal icon stands for: its name in the catalogue (finances.icons). */
export type GoalIconKey = keyof Messages['finances']['icons'];

export interface GoalIcon {
  /** 1 to 20: what the server stores. */
  number: number;
  icon: LucideIcon;
  /** The picker's accessible name, in the catalogue: finances.icons[key]. */
  key: GoalIconKey;
}

/** The one place a goal's icon number (spec: 1 to 20) becomes a picture: home life first, then the trip. */
const ICONS: readonly [LucideIcon, GoalIconKey][] = [
  [House, 'home'],
  [ShoppingCart, 'groceries'],
  [Utensils, 'eatingOut'],
  [Car, 'car'],
  [Zap, 'bills'],
  [HeartPulse, 'health'],
  [GraduationCap, 'education'],
  [Shirt, 'clothes'],
  [Gift, 'gifts'],
  [Popcorn, 'entertainment'],
  [PiggyBank, 'savings'],
  [Smartphone, 'phone'],
  [Dumbbell, 'sport'],
  [PawPrint, 'pets'],
  [Plane, 'flights'],
  [BedDouble, 'lodging'],
  [Luggage, 'luggage'],
  [Camera, 'sightseeing'],
  [Ticket, 'tickets'],
  [TreePalm, 'leisure'],
];

export const GOAL_ICONS: readonly GoalIcon[] = ICONS.slice(0, GOAL_ICON_COUNT).map(([icon, key], index) => ({
  number: index + 1,
  icon,
  key,
}));

/** The icon a new goal starts with: 1 for a domestic goal, the plane for a trip goal. */
export const DEFAULT_DOMESTIC_ICON = 1;
export const DEFAULT_TRIP_ICON = 15;

/** A goal's icon; a number outside 1 to 20 (never sent by the server) shows a plain target. */
export function goalIcon(number: number): LucideIcon {
  return GOAL_ICONS[number - 1]?.icon ?? Target;
}
