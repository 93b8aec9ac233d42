import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useMessages } from '@/i18n/language';
import { AppHeader, type HeaderUser } from './app-header';
import { SideMenu, type MenuEntry } from './side-menu';
import './app-shell.css';

/** Below this width the side menu folds into a drawer opened from the header. */
const DRAWER_QUERY = '(max-width: 960px)';

interface AppShellProps {
  /** The side menu's entries. */
  menu: readonly MenuEntry[];
  user: HeaderUser | undefined;
  trip?: ReactNode;
  notifications?: ReactNode;
  onExit: () => void;
  exiting: boolean;
  children: ReactNode;
}

/** The shared layout of the signed-in pages: dark side menu, header with the user, and the page. */
export function AppShell({ menu, user, trip, notifications, onExit, exiting, children }: AppShellProps) {
  const t = useMessages();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!drawerOpen) return;
    menuRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const media = window.matchMedia(DRAWER_QUERY);
    const closeOnWide = () => {
      if (!media.matches) setDrawerOpen(false);
    };
    media.addEventListener('change', closeOnWide);
    return () => media.removeEventListener('change', closeOnWide);
  }, [drawerOpen]);

  function closeDrawer({ returnFocus }: { returnFocus: boolean }) {
    if (!drawerOpen) return;
    setDrawerOpen(false);
    if (returnFocus) menuButtonRef.current?.focus();
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') closeDrawer({ returnFocus: true });
  }

  return (
    <div className={['app-shell', drawerOpen && 'app-shell--drawer-open'].filter(Boolean).join(' ')}>
      <a className="app-shell__skip" href="#main">
        {t.layout.shell.skipToContent}
      </a>
      <nav
        ref={menuRef}
        id={menuId}
        className="app-shell__menu side-menu"
        aria-label={t.layout.shell.menuLabel}
        onKeyDown={handleMenuKeyDown}
      >
        <button
          type="button"
          className="app-shell__close"
          aria-label={t.layout.shell.closeMenu}
          onClick={() => closeDrawer({ returnFocus: true })}
        >
          <X aria-hidden="true" size={20} />
        </button>
        <SideMenu
          entries={menu}
          onNavigate={() => closeDrawer({ returnFocus: false })}
          onExit={onExit}
          exiting={exiting}
        />
      </nav>
      {drawerOpen && (
        <div
          className="app-shell__backdrop"
          aria-hidden="true"
          onClick={() => closeDrawer({ returnFocus: true })}
        />
      )}
      <div className="app-shell__body" inert={drawerOpen}>
        <AppHeader
          user={user}
          trip={trip}
          notifications={notifications}
          menuOpen={drawerOpen}
          menuId={menuId}
          onOpenMenu={() => setDrawerOpen(true)}
          menuButtonRef={menuButtonRef}
        />
        <main id="main" className="app-shell__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
