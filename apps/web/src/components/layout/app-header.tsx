import { Menu } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'wouter';
import { useMessages } from '@/i18n/language';
import { Skeleton } from '../ui/skeleton';
import { Avatar } from './avatar';
import './app-header.css';

export interface HeaderUser {
  name: string;
  /** Photo address, or null for the initials avatar. */
  photoSrc: string | null;
}

interface AppHeaderProps {
  /** Undefined while the user is loading. */
  user: HeaderUser | undefined;
  /** The trip's city and country, the switcher between the user's trips; its placeholder while undefined. */
  trip?: ReactNode;
  /** The notifications' bell; its placeholder while undefined. */
  notifications?: ReactNode;
  menuOpen: boolean;
  menuId: string;
  onOpenMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

export function AppHeader({
  user,
  trip,
  notifications,
  menuOpen,
  menuId,
  onOpenMenu,
  menuButtonRef,
}: AppHeaderProps) {
  const t = useMessages();
  return (
    <header className="app-header">
      <button
        ref={menuButtonRef}
        type="button"
        className="app-header__menu-button"
        aria-label={t.layout.shell.openMenu}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onOpenMenu}
      >
        <Menu aria-hidden="true" size={24} />
      </button>
      <div className="app-header__trip">
        {trip ?? <Skeleton shape="pill" className="app-header__trip-placeholder" />}
      </div>
      <div className="app-header__user">
        {notifications ?? <Skeleton shape="circle" />}
        {user ? (
          <p className="app-header__name">{user.name}</p>
        ) : (
          <Skeleton className="app-header__name-placeholder" />
        )}
        {user ? (
          // Named by the picture inside, not by an aria-label that would hide the initials it shows.
          <Link to="/myaccount" className="app-header__photo">
            <Avatar name={user.name} src={user.photoSrc} label={t.layout.header.account} />
          </Link>
        ) : (
          <Skeleton shape="circle" />
        )}
      </div>
    </header>
  );
}
