import type { Messages } from '../messages';
import { plural } from '../plural';

export const offline: Messages['offline'] = {
  banner: (time) => `Sem conexão — mostrando o que foi salvo às ${time}`,
  bannerNothingSaved: 'Sem conexão — nada foi salvo neste dispositivo ainda',
  waitingChanges: (count) =>
    plural('pt-BR', count, {
      one: '# alteração aguarda envio',
      other: '# alterações aguardam envio',
    }),
  sendingChanges: 'Enviando as alterações feitas sem conexão…',
  waiting: 'Aguardando envio',
  /** Over a placeholder offline: what it stands for was never loaded on this device. */
  neverSaved: 'Não salvo neste aparelho — precisa de conexão',
  uploadNeedsConnection: 'Envios de arquivos precisam de conexão.',
  refused: {
    title: 'Uma alteração feita sem conexão não foi aceita',
    text: (subject, reason) => `${subject}: ${reason}`,
    discard: 'Descartar',
    retry: 'Tentar de novo',
  },
  exitWithWaiting: (count) =>
    plural('pt-BR', count, {
      one: '# alteração feita sem conexão ainda não foi enviada e será perdida. Sair mesmo assim?',
      other: '# alterações feitas sem conexão ainda não foram enviadas e serão perdidas. Sair mesmo assim?',
    }),
  exitAnyway: 'Sair mesmo assim',
  stay: 'Ficar',
  updateReady: 'Nova versão — recarregar',
  updateLater: 'Agora não',
  subjects: {
    list: (title) => `A lista “${title}”`,
    task: (title) => `A tarefa “${title}”`,
    comment: (title) => `O comentário “${title}”`,
    financeItem: (title) => `“${title}”`,
    lists: 'A ordem das listas',
  },
};
