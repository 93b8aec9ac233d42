import type { Messages } from '../messages';

export const layout: Messages['layout'] = {
  pageTitles: {
    '/': 'Painel',
    '/todolist': 'Lista de tarefas',
    '/finances': 'Finanças',
    '/calendar': 'Calendário',
    '/itinerary': 'Roteiro',
    '/noticies': 'Notícias',
    '/advices': 'Dicas',
    '/exchange': 'Câmbio',
    '/companions': 'Companheiros',
    '/myaccount': 'Minha conta',
  },
  documentTitle: (page) => `Wayfarer — ${page}`,
  shell: {
    skipToContent: 'Pular para o conteúdo',
    menuLabel: 'Principal',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
  },
  menu: {
    '/': 'Início',
    '/noticies': 'Notícias',
    '/advices': 'Dicas',
    '/todolist': 'Lista de tarefas',
    '/finances': 'Finanças',
    '/calendar': 'Calendário',
    '/itinerary': 'Roteiro',
    '/exchange': 'Câmbio',
    '/companions': 'Companheiros',
    '/myaccount': 'Minha conta',
    exit: 'Sair',
  },
  header: {
    account: 'Minha conta',
  },
  boot: {
    loading: 'Carregando o Wayfarer',
  },
  placeholder: {
    loading: 'Carregando',
  },
  tripLoadFailed: {
    title: 'Não foi possível carregar sua viagem.',
    text: 'Verifique sua conexão e tente novamente.',
  },
  routeError: {
    documentTitle: 'Erro',
    title: 'Algo deu errado',
    text: 'Não foi possível mostrar esta página. Recarregar costuma resolver.',
    reload: 'Recarregar',
  },
};
