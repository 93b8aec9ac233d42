import type { ReactNode } from 'react';
import {
  ArrowLeftRight,
  CalendarDays,
  CircleUserRound,
  Compass,
  House,
  ListTodo,
  LogOut,
  Newspaper,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link, useRoute } from 'wouter';
import { Brand } from '../brand';
import './side-menu.css';

const items: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/', label: 'Home', icon: House },
  { to: '/noticies', label: 'Notices', icon: Newspaper },
  { to: '/advices', label: 'Advices', icon: Compass },
  { to: '/todolist', label: 'To Do List', icon: ListTodo },
  { to: '/finances', label: 'Finances', icon: Wallet },
  { to: '/calendar', label: 'Calendar', icon: CalendarDays },
  { to: '/exchange', label: 'Exchange', icon: ArrowLeftRight },
  { to: '/companions', label: 'Companions', icon: Users },
  { to: '/myaccount', label: 'My Account', icon: CircleUserRound },
];

interface SideMenuProps {
  onNavigate: () => void;
  onExit: () => void;
  exiting: boolean;
}

export function SideMenu({ onNavigate, onExit, exiting }: SideMenuProps) {
  return (
    <>
      <div className="side-menu__brand">
        <Brand tone="on-dark" />
      </div>
      <ul className="side-menu__list">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <MenuLink to={to} onNavigate={onNavigate}>
              <Icon aria-hidden="true" size={20} />
              <span>{label}</span>
            </MenuLink>
          </li>
        ))}
      </ul>
      <div className="side-menu__footer">
        <button
          type="button"
          className="side-menu__item side-menu__exit"
          onClick={onExit}
          disabled={exiting}
          aria-busy={exiting || undefined}
        >
          <LogOut aria-hidden="true" size={20} />
          <span>Exit</span>
        </button>
      </div>
    </>
  );
}

/** A menu entry: marked as the current page (for the eye and for assistive technology) while its path is shown. */
function MenuLink({ to, onNavigate, children }: { to: string; onNavigate: () => void; children: ReactNode }) {
  const [current] = useRoute(to);
  return (
    <Link
      to={to}
      className={current ? 'side-menu__item active' : 'side-menu__item'}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      {children}
    </Link>
  );
}
