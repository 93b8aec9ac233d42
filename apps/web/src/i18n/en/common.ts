import { plural } from '../plural';

/** Texts every part of the app shares: actions, states, the brand. */
export const common = {
  brand: 'Wayfarer',
  /** The page's description for search engines and link previews (index.html). */
  documentDescription:
    'Wayfarer: plan your trip — countdown, weather, news, advice, to-do lists, finances and exchange rates in one place.',
  /** The spinner's name while the app's first page loads (index.html). */
  loadingApp: 'Loading Wayfarer',
  loading: 'Loading…',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  delete: 'Delete',
  edit: 'Edit',
  retry: 'Try again',
  days: (count: number) => plural('en', count, { one: '# day', other: '# days' }),
  language: {
    label: 'Language',
    names: { en: 'English', 'pt-BR': 'Português (Brasil)' },
    saved: 'Language saved.',
    notSaved: 'The language could not be saved. Try again.',
  },
};
