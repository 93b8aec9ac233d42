import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSearch } from 'wouter';
import { useMessages } from '@/i18n/language';
import { wantsRegisterTab } from '@/lib/return-path';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import './auth-tabs.css';

const tabs = [{ key: 'login' }, { key: 'register' }] as const;
type TabKey = (typeof tabs)[number]['key'];

/** The Login / Register tabs (WAI-ARIA tabs: arrows, Home and End move between them). */
export function AuthTabs() {
  const t = useMessages();
  const search = useSearch();
  // `/login?tab=register`: a page sending its reader to register (an invitation) opens that tab.
  const [selected, setSelected] = useState<TabKey>(() => (wantsRegisterTab(search) ? 'register' : 'login'));
  const baseId = useId();
  const tabRefs = useRef<Record<TabKey, HTMLButtonElement | null>>({ login: null, register: null });
  const tabId = (key: TabKey) => `${baseId}-tab-${key}`;
  const panelId = (key: TabKey) => `${baseId}-panel-${key}`;

  function select(key: TabKey) {
    setSelected(key);
    tabRefs.current[key]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (tab) select(tab.key);
  }

  return (
    <div className="auth-tabs">
      <div
        className="auth-tabs__list"
        role="tablist"
        aria-label={t.auth.tabs.label}
        onKeyDown={handleKeyDown}
      >
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                tabRefs.current[tab.key] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              className="auth-tabs__tab"
              aria-selected={isSelected}
              aria-controls={panelId(tab.key)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.key)}
            >
              {t.auth.tabs[tab.key]}
            </button>
          );
        })}
      </div>
      {/* Only the selected panel is mounted, so each screen has one 'Email' and one 'Password' field. */}
      <div
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        className="auth-tabs__panel"
      >
        {selected === 'login' ? <LoginForm /> : <RegisterForm />}
      </div>
    </div>
  );
}
