import type { Messages } from '../messages';
import { plural } from '../plural';

export const common: Messages['common'] = {
  brand: 'Wayfarer',
  documentDescription:
    'Wayfarer: planeje sua viagem — contagem regressiva, clima, notícias, dicas, listas de tarefas, finanças e câmbio em um só lugar.',
  loadingApp: 'Carregando o Wayfarer',
  loading: 'Carregando…',
  save: 'Salvar',
  cancel: 'Cancelar',
  close: 'Fechar',
  delete: 'Excluir',
  edit: 'Editar',
  retry: 'Tentar novamente',
  days: (count) => plural('pt-BR', count, { one: '# dia', other: '# dias' }),
  language: {
    label: 'Idioma',
    names: { en: 'English', 'pt-BR': 'Português (Brasil)' },
    saved: 'Idioma salvo.',
    notSaved: 'Não foi possível salvar o idioma. Tente novamente.',
  },
};
