import {
  ArrowLeftRight,
  CalendarDays,
  CircleUserRound,
  Compass,
  House,
  ListTodo,
  Newspaper,
  Route,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { MenuEntry } from '../components/layout/side-menu';
import { pages, signedInPaths, type MenuIcon } from './pages';

/** The icons a menu entry may have, by the name the page table gives (pages.ts, `menuIcon`). */
const MENU_ICONS: Record<MenuIcon, LucideIcon> = {
  house: House,
  newspaper: Newspaper,
  compass: Compass,
  listTodo: ListTodo,
  wallet: Wallet,
  calendarDays: CalendarDays,
  route: Route,
  arrowLeftRight: ArrowLeftRight,
  users: Users,
  circleUserRound: CircleUserRound,
};

/**
 * The side menu's entries, in the page table's order: each signed-in page with its icon, named by the
 * catalogue's `layout.menu[path]`. Kept out of pages.ts, which boot.ts loads: the icons are the layout's.
 */
export const MENU_ENTRIES: readonly MenuEntry[] = signedInPaths.map((path) => ({
  to: path,
  icon: MENU_ICONS[pages[path].menuIcon],
}));
