import type { Messages } from '../messages';
import { plural } from '../plural';

export const calendar: Messages['calendar'] = {
  page: {
    loadFailed: 'Não foi possível carregar suas datas.',
    loadFailedText: 'Verifique sua conexão e tente de novo.',
    loading: 'Carregando suas datas',
  },

  items: {
    tripTitle: (city) => `Viagem para ${city}`,
    tripDetail: (city, country) => `Chegada em ${city}, ${country}`,
    listDetail: 'Lista de tarefas',
    taskDetail: (list) => `Tarefa de ${list}`,
    entranceDetail: 'Entrada',
    homeExpenseDetail: 'Custo nacional',
    tripExpenseDetail: 'Custo da viagem',
    kinds: { trip: 'Viagem', list: 'Lista', task: 'Tarefa', entrance: 'Entrada', expense: 'Custo' },
    doneSuffix: ' · Concluída',
  },

  view: {
    nothingOnDay: 'Nada neste dia.',
    comingUp: 'Próximos dias',
    today: (day) => `Hoje · ${day}`,
    nothingAhead:
      'Nada com data de hoje em diante. Dê um prazo a uma tarefa ou uma data a uma lista, uma entrada ou um custo, e ele aparece aqui.',
  },

  month: {
    previous: 'Mês anterior',
    next: 'Próximo mês',
    today: 'hoje',
    itemCount: (count) => plural('pt-BR', count, { one: '# item', other: '# itens' }),
    nothingDated: 'nada com data',
  },

  feed: {
    title: 'Assine no seu app de calendário',
    note: 'Um link privado mostra as datas da sua viagem no Google Agenda, no Calendário da Apple ou no Outlook e as mantém atualizadas. Quem tiver o link pode ver as datas, então não o compartilhe com ninguém.',
    loadFailed: 'Não foi possível carregar o link do seu calendário.',
    somethingWrong: 'Algo deu errado. Tente de novo.',
    notMade: 'O link não foi criado.',
    create: 'Criar link privado',
    linkLabel: 'Seu link privado',
    copied: 'Copiado',
    copy: 'Copiar',
    copyFailed: 'Não foi possível copiar o link.',
    copyFailedText: 'Selecione-o no campo e copie-o você mesmo.',
    openInApp: 'Abrir no seu app de calendário',
    addToGoogle: 'Adicionar ao Google Agenda',
    newLink: 'Novo link',
    stopSharing: 'Parar de compartilhar',
    renewTitle: 'Criar um novo link?',
    renewConfirm: 'Criar novo link',
    renewFailed: 'O novo link não foi criado.',
    renewText:
      'O link que você tem agora deixa de funcionar: os calendários que o assinam não recebem mais atualizações até assinarem o novo.',
    stopTitle: 'Parar de compartilhar suas datas?',
    stopConfirm: 'Parar de compartilhar',
    stopFailed: 'O link continua funcionando.',
    stopText: 'O link deixa de funcionar: os calendários que o assinam não recebem mais atualizações.',
  },

  reminders: {
    loadFailed: 'Não foi possível carregar suas configurações de lembretes.',
    loading: 'Carregando suas configurações de lembretes',
    saved: 'Lembretes salvos.',
    notSaved: 'Lembretes não salvos',
    byEmail: 'Enviar lembretes por e-mail',
    remindMe: 'Lembrar-me',
    timeOfDay: 'Horário',
    timeHint: 'No seu fuso horário (abaixo).',
    timeInvalid: 'Informe um horário, como 09:00.',
    save: 'Salvar lembretes',
    onTheDay: 'No dia',
    daysBefore: (days) => plural('pt-BR', days, { one: '# dia antes', other: '# dias antes' }),
  },
};
