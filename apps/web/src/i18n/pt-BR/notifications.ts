import type { Messages } from '../messages';
import { plural } from '../plural';

export const notifications: Messages['notifications'] = {
  title: 'Notificações',
  bellLabel: (unread) =>
    unread > 0
      ? plural('pt-BR', unread, { one: 'Notificações, # não lida', other: 'Notificações, # não lidas' })
      : 'Notificações',
  loadFailed: 'Não foi possível carregar suas notificações.',
  empty: 'Nada ainda. Os lembretes das suas datas aparecem aqui.',
  unread: 'Não lida: ',
  justNow: 'agora mesmo',
};
