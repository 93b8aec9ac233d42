import type { Messages } from '../messages';

export const dashboard: Messages['dashboard'] = {
  loading: 'Carregando o painel',
  widgets: {
    deal: 'Oferta',
    countdown: 'Contagem regressiva',
    weather: 'Tempo',
    advices: 'Dicas',
    exchange: 'Câmbio',
    finances: 'Finanças',
    news: 'Notícias',
    radio: 'Rádio',
    todo: 'Lista de tarefas',
  },
  widgetFailed: {
    title: (widget) => `${widget}: indisponível`,
    text: 'Não foi possível mostrar este cartão.',
  },
};
