import type { Messages } from '../messages';

export const radio: Messages['radio'] = {
  title: 'Rádio',
  creditLead: 'Estações de',
  unavailable: 'O rádio não está disponível agora.',
  loading: 'Carregando as estações de rádio',
  empty: (country) => `Ainda não há estações de rádio listadas para ${country}.`,
  notAnswering: ' não está respondendo agora.',
  tryNext: 'Tentar a próxima estação',
  listening: 'Você está ouvindo',
  position: (at, count) => `${at} de ${count}`,
  status: { paused: 'Pausado', connecting: 'Conectando…', playing: 'Tocando' },
  controls: {
    label: 'Reprodução',
    previous: 'Estação anterior',
    next: 'Próxima estação',
    play: 'Tocar',
    pause: 'Pausar',
  },
  volume: 'Volume',
};
