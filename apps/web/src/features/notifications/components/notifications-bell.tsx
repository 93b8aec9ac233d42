import type { AppNotification } from '@wayfarer/core';
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/i18n/language';
import { menuKeyTarget } from '@/lib/menu-keys';
import { useNow } from '@/lib/use-now';
import { useNotifications, useReadNotification } from '../api/notifications';
import { relativeTime } from '../relative-time';
import './notifications-bell.css';

/** Above this the badge says "9+": the button's name still says how many. */
const BADGE_MOST = 9;

/**
 * The header's bell: how many notifications are unread, and a panel of them all, newest first. Choosing
 * one marks it read and opens what it is about. The arrows move between them; Escape closes the panel
 * and gives focus back to the bell; Tab out of it or a click elsewhere closes it.
 */
export function NotificationsBell() {
  const t = useMessages();
  const [, navigate] = useLocation();
  const notifications = useNotifications();
  const markRead = useReadNotification();
  const now = useNow();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const list = notifications.data ?? [];
  const unread = list.filter((notification) => !notification.read).length;

  useEffect(() => {
    if (!open) return;
    const first = panelRef.current?.querySelector<HTMLElement>('.notifications__item');
    (first ?? panelRef.current)?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function choose(notification: AppNotification) {
    if (!notification.read) markRead.mutate(notification.id);
    // On the bell, not lost with the panel: the page opened takes it if it has somewhere to put it.
    close();
    navigate(notification.link);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    const items = [...(panelRef.current?.querySelectorAll<HTMLElement>('.notifications__item') ?? [])];
    const next = menuKeyTarget(event.key, items.indexOf(document.activeElement as HTMLElement), items.length);
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) {
      setOpen(false);
    }
  }

  return (
    <div ref={rootRef} className="notifications" onBlur={handleBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="notifications__button"
        aria-label={t.notifications.bellLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Bell aria-hidden="true" size={20} />
        {unread > 0 && (
          <span className="notifications__badge" aria-hidden="true">
            {unread > BADGE_MOST ? `${BADGE_MOST}+` : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="region"
          aria-labelledby={titleId}
          tabIndex={-1}
          className="notifications__panel"
          onKeyDown={handleKeyDown}
        >
          <h2 id={titleId} className="notifications__title">
            {t.notifications.title}
          </h2>
          {notifications.isPending ? (
            <p className="notifications__note" role="status">
              <span aria-hidden="true">
                <Spinner size={16} />
              </span>
              {t.common.loading}
            </p>
          ) : notifications.isError && list.length === 0 ? (
            <p className="notifications__note notifications__note--error" role="alert">
              {t.notifications.loadFailed}
            </p>
          ) : list.length === 0 ? (
            <p className="notifications__note">{t.notifications.empty}</p>
          ) : (
            <ul className="notifications__list">
              {list.map((notification) => (
                <li key={notification.id}>
                  <button
                    type="button"
                    className="notifications__item"
                    data-unread={!notification.read}
                    onClick={() => choose(notification)}
                  >
                    <span className="notifications__item-title">
                      {!notification.read && (
                        <span className="visually-hidden">{t.notifications.unread}</span>
                      )}
                      {notification.title}
                    </span>
                    <span className="notifications__item-body">{notification.body}</span>
                    <time className="notifications__item-time" dateTime={notification.at}>
                      {relativeTime(Date.parse(notification.at), now)}
                    </time>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
