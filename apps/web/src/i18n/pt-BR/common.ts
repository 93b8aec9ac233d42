import type { Messages } from '../catalogue';
import { plural } from '../plural';

export const common: Messages['common'] = {
  brand: 'Wayfarer',
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
