import type { Messages } from '../messages';
import { plural } from '../plural';

export const todo: Messages['todo'] = {
  columns: { toDo: 'A fazer', inProgress: 'Em andamento', done: 'Concluído' },

  page: {
    addList: 'Adicionar lista de tarefas',
    loadFailed: 'Não foi possível carregar suas listas de tarefas.',
    loadFailedText: 'Verifique sua conexão e tente de novo.',
    loading: 'Carregando suas listas de tarefas',
  },

  shared: {
    viewerTitle: 'Você é leitor desta viagem.',
    viewerText:
      'Só o dono e os editores podem mudar o quadro: adicionar, editar, mover ou excluir listas, tarefas, comentários e anexos.',
    listTitle: 'Lista de tarefas',
    date: 'Data',
    done: 'concluída',
    notDone: 'não concluída',
  },

  column: {
    // Intl counts 0 with 1 in Portuguese ('one'); a column of none says '0 listas', as Brazilians do.
    countUnit: (count) =>
      count === 0 ? ' listas' : plural('pt-BR', count, { one: ' lista', other: ' listas' }),
    empty: {
      toDo: { text: 'Nada a fazer aqui.', hint: 'Adicione uma lista de tarefas para começar a planejar.' },
      inProgress: {
        text: 'Nada em andamento.',
        hint: 'Arraste uma lista para cá quando começar a trabalhar nela.',
      },
      done: {
        text: 'Nada concluído ainda.',
        hint: 'Arraste uma lista para cá quando ela estiver concluída.',
      },
    },
  },

  card: {
    move: (title) => `Mover ${title}`,
    late: 'Atrasada',
    tasksDone: (done, tasks) =>
      `${done} de ${plural('pt-BR', tasks, { one: '# tarefa concluída', other: '# tarefas concluídas' })}`,
    attachments: (count) => plural('pt-BR', count, { one: '# anexo', other: '# anexos' }),
    comments: (count) => plural('pt-BR', count, { one: '# comentário', other: '# comentários' }),
  },

  drag: {
    instructions:
      'Para mover uma lista, pressione Espaço ou Enter no botão de mover dela. Depois use as setas: para cima e ' +
      'para baixo dentro de uma coluna, para a esquerda e a direita para outra coluna. Pressione Espaço ou Enter ' +
      'para soltá-la, Esc para cancelar.',
    someList: 'A lista',
    someColumn: 'uma coluna',
    place: (column, position, of) => `${column}, posição ${position} de ${of}`,
    pickedUp: (title, place) => `${title} foi pega, em ${place}.`,
    over: (title, place) => `${title} está sobre ${place}.`,
    overNothing: (title) => `${title} não está sobre nenhuma coluna.`,
    dropped: (title, place) => `${title} foi solta em ${place}.`,
    droppedOutside: (title) => `${title} foi solta fora das colunas e não foi movida.`,
    cancelled: (title) => `A mudança de ${title} foi cancelada. Ela não foi movida.`,
  },

  addList: {
    title: 'Adicionar lista de tarefas',
    add: 'Adicionar',
    failed: 'A lista não foi adicionada.',
    failedText: 'Tente de novo.',
  },

  editList: {
    title: 'Editar lista de tarefas',
    confirmLabel: 'Confirmar exclusão',
    confirmBefore: 'Excluir ',
    confirmAfter: ' com as tarefas, os anexos e os comentários?',
    deleteList: 'Excluir lista',
  },

  fields: {
    description: 'Descrição',
    date: 'Data',
  },

  section: {
    countUnit: (count) =>
      count === 0 ? ' itens' : plural('pt-BR', count, { one: ' item', other: ' itens' }),
  },

  tasks: {
    title: 'Tarefas',
    empty: 'Nenhuma tarefa adicionada ainda.',
    add: 'Nova tarefa',
    form: {
      title: 'Título da tarefa',
      description: 'Descrição da tarefa',
      submit: 'Adicionar tarefa',
      failure: 'A tarefa não foi adicionada.',
    },
    setDue: (title) => `Definir prazo de ${title}`,
    changeDue: (title) => `Mudar prazo de ${title}`,
    delete: (title) => `Excluir tarefa ${title}`,
  },

  dueForm: {
    dueDateOptional: 'Prazo (opcional)',
    dueDateOf: (title) => `Prazo de ${title}`,
    wholeDate: 'Informe uma data completa ou apague-a.',
    clear: 'Remover prazo',
    save: 'Salvar prazo',
  },

  due: {
    task: {
      upcoming: (day) => `Vence em ${day}`,
      today: () => 'Vence hoje',
      overdue: (day) => `Atrasada · ${day}`,
    },
    card: {
      upcoming: (day) => `Tarefa vence em ${day}`,
      today: () => 'Tarefa vence hoje',
      overdue: (day) => `Tarefa atrasada · ${day}`,
    },
  },

  comments: {
    title: 'Comentários',
    empty: 'Nenhum comentário adicionado ainda.',
    add: 'Novo comentário',
    form: {
      title: 'Título do comentário',
      description: 'Comentário',
      submit: 'Adicionar comentário',
      failure: 'O comentário não foi adicionado.',
    },
    delete: (title) => `Excluir comentário ${title}`,
  },

  attachments: {
    title: 'Anexos',
    empty: 'Nenhum anexo adicionado ainda.',
    add: 'Anexar arquivo',
    opensInNewTab: '(abre em uma nova aba)',
    delete: (title) => `Excluir anexo ${title}`,
    notAttached: 'O arquivo não foi anexado.',
    titleLabel: 'Título do anexo',
    file: 'Arquivo',
    uploadingLabel: 'Enviando',
    uploading: 'Enviando…',
    uploaded: (name, size) => `${name} · ${size} enviado`,
    accepted: 'pdf, doc, docx, jpeg ou png, no máximo 10 MB',
    attach: 'Anexar',
    wrongType: 'Este tipo de arquivo não pode ser anexado.',
    wrongTypeText: 'Anexe um arquivo pdf, doc, docx, jpeg ou png.',
    tooLarge: 'Este arquivo é grande demais.',
    tooLargeText: (megabytes) => `Os anexos podem ter no máximo ${megabytes} MB.`,
    uploadFailed: 'Não foi possível enviar o arquivo.',
    uploadFailedText: 'Tente de novo.',
    quotaFull: 'Seus anexos estão cheios.',
    tooManyPending: 'Há arquivos demais esperando para ser anexados.',
    kilobytes: (size) => `${size} KB`,
    megabytes: (size) => `${size} MB`,
  },

  failures: {
    somethingWrong: 'Algo deu errado.',
    refusal: (reason) => `${reason} O quadro mostra o que está salvo.`,
    listNotDeleted: 'A lista não foi excluída.',
    listNotSaved: 'A lista não foi salva.',
    moveNotSaved: 'A mudança de lugar não foi salva.',
    taskNotUpdated: 'A tarefa não foi atualizada.',
    taskNotDeleted: 'A tarefa não foi excluída.',
    commentNotDeleted: 'O comentário não foi excluído.',
    attachmentNotDeleted: 'O anexo não foi excluído.',
  },

  conflicts: {
    title: 'Título',
    description: 'Descrição',
    color: 'Cor',
    date: 'Data',
    column: 'Coluna',
    done: 'Concluída',
    due: 'Prazo',
    isDone: 'Concluída',
    notDone: 'Não concluída',
    noDue: 'Nenhum',
    deleteAnyway: 'Excluir mesmo assim',
    place: (column, position) => `${column}, posição ${position}`,
    list: (title) => `a lista “${title}”`,
    task: (title) => `a tarefa “${title}”`,
    comment: (title) => `o comentário “${title}”`,
    attachment: (title) => `o anexo “${title}”`,
    movedLists: 'as listas que você moveu',
  },

  summary: {
    title: 'Lista de tarefas',
    loadFailed: 'Não foi possível carregar suas listas de tarefas.',
    empty: 'Nenhuma lista de tarefas ainda.',
    planFirst: 'Planeje sua primeira lista',
    nextUp: 'A seguir',
    allDone: 'Todas as listas estão concluídas.',
    late: ' (atrasada)',
    loading: 'Carregando suas listas de tarefas',
  },
};
