import type { Messages } from '../messages';
import { plural } from '../plural';

export const exchange: Messages['exchange'] = {
  title: 'Câmbio',
  ratesLead: 'Cotações:',
  dayLabel: (ago) => (ago === 0 ? 'Hoje' : `-${ago}d`),
  dayWords: (ago) =>
    ago === 0 ? 'Hoje' : ago === 1 ? 'Ontem' : plural('pt-BR', ago, { one: 'Há # dia', other: 'Há # dias' }),
  today: 'Hoje',
  noRate: 'Nenhuma cotação para mostrar',
  sameAsYesterday: 'Igual a ontem',
  up: (change) => `Subiu ${change} desde ontem`,
  down: (change) => `Caiu ${change} desde ontem`,
  pair: (trip, home) => `1 ${trip} em ${home}`,
  pairToday: (trip, home) => `1 ${trip} em ${home}, hoje`,
  pairWeek: (trip, home) => `1 ${trip} em ${home}, nos últimos 7 dias`,
  weekText: (trip, home, from, to) => `1 ${trip} em ${home} nos últimos 7 dias, de ${from} a ${to}`,
  history: {
    title: 'Cotação',
    namesWeek: (trip, home) => `${trip} em ${home}, nos últimos 7 dias`,
    sameCurrency: (trip, home) => `Sua casa e sua viagem usam a mesma moeda, então 1 ${trip} vale 1 ${home}.`,
    noPlaceCurrency:
      'As cotações precisam de uma moeda em casa e no destino, e um dos seus lugares não tem nenhuma.',
    loading: 'Carregando as cotações',
    noPairTitle: 'Nenhuma cotação para este par.',
    noPairText: (homeName, home, tripName, trip) =>
      `Nenhuma fonte que usamos tem cotações entre ${homeName} (${home}) e ${tripName} (${trip}).`,
    unavailable: 'As cotações não estão disponíveis agora.',
  },
  chart: {
    tooltip: (trip, rate, home) => `1 ${trip} = ${rate} ${home}`,
    day: 'Dia',
    rateIn: (home) => `Cotação em ${home}`,
  },
  widget: {
    noCurrenciesTitle: 'Nenhuma moeda para comparar',
    noCurrenciesText: 'Um dos seus lugares não tem moeda.',
    noPairTitle: 'Nenhuma cotação para este par',
    noPairText: (trip, home) => `Nenhuma fonte que usamos tem cotações de ${trip} em ${home}.`,
    unavailable: 'Cotações indisponíveis',
  },
  simulator: {
    title: 'Simulação de taxas',
    type: 'Tipo de câmbio',
    youPay: (from, to) => `Você paga em ${from} e recebe em ${to}.`,
    value: 'Valor',
    marketBefore: 'Na cotação de mercado, sem taxa, você receberia',
    marketAfter: '.',
  },
  services: {
    heading: 'Serviços de câmbio',
    name: (number) => `Serviço ${number}`,
    best: 'Melhor valor',
    youReceive: 'Você recebe',
    formula: (share, fixed, currency) => `${share}% da cotação de mercado + ${fixed} ${currency} fixos`,
    noRate: 'A simulação precisa da cotação de hoje, que não está disponível agora.',
    noPair: 'A simulação precisa de uma cotação, e nenhuma fonte tem uma para este par.',
    noValue: 'Digite um valor acima de 0 para ver quanto você recebe.',
    record: 'Registrar este câmbio',
  },
  record: {
    title: 'Registrar este câmbio',
    notRecorded: 'Não foi registrado',
    unreachable: 'Não foi possível falar com o servidor. Tente novamente.',
    youPay: 'Você paga',
    andReceive: 'e recebe',
    with: (service) => `com o ${service}`,
    rate: (trip, rate, home) => `: 1 ${trip} custou ${rate} ${home}, com as taxas`,
    savedAs: (summary) =>
      `. Isso é salvo nas suas finanças como uma entrada de ${summary}, com a data de hoje.`,
    done: 'Câmbio registrado',
    doneText: (summary) => `Uma entrada de ${summary} está nas suas finanças.`,
  },
};
