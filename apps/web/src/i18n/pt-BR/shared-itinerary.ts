import type { Messages } from '../messages';

export const sharedItinerary: Messages['sharedItinerary'] = {
  documentTitle: 'Roteiro compartilhado',
  loading: 'Carregando o roteiro',
  heading: (destination) => `Uma viagem para ${destination}`,
  dates: (from, to) => (to === null ? `A partir de ${from}` : `De ${from} a ${to}`),
  lead: 'Compartilhado só para leitura pelo dono da viagem. Cada horário é o do relógio de onde acontece.',
  undated: 'Um dia ainda sem data',
  nothingPlanned: 'Nada planejado para este dia ainda.',
  noDays: 'Nada foi planejado ainda.',
  kinds: { place: 'Lugar', stay: 'Hospedagem', transport: 'Transporte', note: 'Nota' },
  modes: {
    flight: 'Voo',
    train: 'Trem',
    bus: 'Ônibus',
    ferry: 'Balsa',
    car: 'Carro',
    walk: 'A pé',
    bike: 'Bicicleta',
    other: 'Transporte',
  },
  fromTo: (from, to) => `De ${from} a ${to}`,
  span: (start, end) => `${start} – ${end}`,
  until: (end) => `até ${end}`,
  inZone: (time, zone) => `${time}, horário de ${zone}`,
  onDay: (time, day) => `${time}, ${day}`,
  notFound: {
    title: 'Este link não compartilha nenhum roteiro',
    text: 'Nunca compartilhou, ou o dono da viagem deixou de compartilhá-lo. Peça um link novo a ele.',
  },
  loadFailed: 'Não foi possível carregar o roteiro.',
  tooMany: 'Este roteiro foi aberto vezes demais a partir da sua rede. Tente de novo em um minuto.',
};
