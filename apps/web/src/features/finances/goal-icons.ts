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

export interface GoalIcon {
  /** 1 to 20: what the server stores. */
  number: number;
  icon: LucideIcon;
  /** The picker's accessible name. */
  name: string;
}

/** The one place a goal's icon number (spec: 1 to 20) becomes a picture: home life first, then the trip. */
const ICONS: readonly [LucideIcon, string][] = [
  [House, 'Home'],
  [ShoppingCart, 'Groceries'],
  [Utensils, 'Eating out'],
  [Car, 'Car'],
  [Zap, 'Bills'],
  [HeartPulse, 'Health'],
  [GraduationCap, 'Education'],
  [Shirt, 'Clothes'],
  [Gift, 'Gifts'],
  [Popcorn, 'Entertainment'],
  [PiggyBank, 'Savings'],
  [Smartphone, 'Phone'],
  [Dumbbell, 'Sport'],
  [PawPrint, 'Pets'],
  [Plane, 'Flights'],
  [BedDouble, 'Lodging'],
  [Luggage, 'Luggage'],
  [Camera, 'Sightseeing'],
  [Ticket, 'Tickets'],
  [TreePalm, 'Leisure'],
];

export const GOAL_ICONS: readonly GoalIcon[] = ICONS.slice(0, GOAL_ICON_COUNT).map(([icon, name], index) => ({
  number: index + 1,
  icon,
  name,
}));

/** The icon a new goal starts with: 1 for a domestic goal, the plane for a trip goal. */
export const DEFAULT_DOMESTIC_ICON = 1;
export const DEFAULT_TRIP_ICON = 15;

/** A goal's icon; a number outside 1 to 20 (never sent by the server) shows a plain target. */
export function goalIcon(number: number): LucideIcon {
  return GOAL_ICONS[number - 1]?.icon ?? Target;
}
