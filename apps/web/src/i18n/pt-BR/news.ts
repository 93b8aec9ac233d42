import type { Messages } from '../messages';
import { plural } from '../plural';

export const news: Messages['news'] = {
  title: 'Notícias',
  creditLead: 'Notícias de',
  loading: 'Carregando as notícias',
  tabs: {
    label: 'Categorias de notícias',
    all: 'Todas as categorias',
    categories: {
      business: 'negócios',
      entertainment: 'entretenimento',
      environment: 'meio ambiente',
      science: 'ciência',
      health: 'saúde',
      sports: 'esportes',
      technology: 'tecnologia',
      food: 'gastronomia',
      politics: 'política',
      top: 'destaques',
      tourism: 'turismo',
      world: 'mundo',
    },
  },
  unavailable: 'As notícias não estão disponíveis agora.',
  noneInCategory: (category, country) =>
    `Nenhuma notícia de ${category} sobre ${country} agora. Tente outra categoria ou volte mais tarde.`,
  none: (country) => `Nenhuma notícia sobre ${country} agora. Volte mais tarde.`,
  last: 'Últimas notícias',
  other: 'Outras notícias',
  shown: (count) => plural('pt-BR', count, { one: '# notícia exibida', other: '# notícias exibidas' }),
  moreFailed: 'Não foi possível carregar mais notícias.',
  viewMore: 'Ver mais',
  article: {
    categories: 'Categorias',
    opensInNewTab: ' (abre em uma nova aba)',
    by: (names) => `Por ${names}`,
    and: ' e ',
  },
  widget: {
    unavailable: 'Notícias indisponíveis',
    previous: 'Notícia anterior',
    next: 'Próxima notícia',
    position: 'Notícia',
  },
};
