import type { ReactNode } from 'react';
import { LogOut, type LucideIcon } from 'lucide-react';
import { Link, useRoute } from 'wouter';
import type { Messages } from '@/i18n/catalogue';
import { useMessages } from '@/i18n/language';
import { Brand } from '../brand';
import './side-menu.css';

/** A menu entry: a page's path, which names its words in the catalogue (`layout.menu[to]`), and its icon. */
export interface MenuEntry {
  to: Exclude<keyof Messages['layout']['menu'], 'exit'>;
  icon: LucideIcon;
}

interface SideMenuProps {
  /** The pages listed, in order (app/menu.ts builds them from the page table). */
  entries: readonly MenuEntry[];
  onNavigate: () => void;
  onExit: () => void;
  exiting: boolean;
}

export function SideMenu({ entries, onNavigate, onExit, exiting }: SideMenuProps) {
  const t = useMessages();
  return (
    <>
      <div className="side-menu__brand">
        <Brand tone="on-dark" />
      </div>
      <ul className="side-menu__list">
        {entries.map(({ to, icon: Icon }) => (
          <li key={to}>
            <MenuLink to={to} onNavigate={onNavigate}>
              <Icon aria-hidden="true" size={20} />
              <span>{t.layout.menu[to]}</span>
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
          <span>{t.layout.menu.exit}</span>
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
