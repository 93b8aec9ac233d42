import type { Messages } from '../messages';

export const accountData: Messages['accountData'] = {
  failures: {
    noConnection: 'Não foi possível falar com o servidor. Confira sua conexão e tente novamente.',
    ourSide: 'Algo deu errado do nosso lado. Tente novamente.',
    tryAgain: 'Tente novamente.',
  },
  download: {
    title: 'Seus dados',
    lead: 'Baixe tudo o que o Wayfarer guarda sobre você, em um só arquivo ZIP:',
    contents: {
      account: 'sua conta: nome, e-mail, fuso horário e configurações, nunca sua senha;',
      trips: 'cada viagem de que você participa, com seu papel, o quadro, as metas e os custos dela;',
      money: 'seu próprio dinheiro: entradas, metas e custos nacionais (também como planilha, finances.csv);',
      calendar:
        'um arquivo de calendário dos itens com data (calendar.ics) e os arquivos anexados aos quadros.',
    },
    button: 'Baixar meus dados',
    done: { title: 'Seus dados foram baixados.', text: 'Procure o ZIP entre seus downloads.' },
    notDone: 'Seus dados não foram baixados',
    preparing: 'Preparando…',
    downloaded: (amount, unit) => `${amount} ${unit} baixados…`,
  },
  deletion: {
    title: 'Excluir conta',
    lead: 'Sua conta e tudo o que só você vê são apagados para sempre. As viagens que você compartilha continuam com seus companheiros. Baixe seus dados antes, se quiser guardá-los.',
    open: 'Excluir conta…',
    dialogTitle: 'Excluir sua conta?',
    confirm: 'Excluir minha conta',
    cannotUndo: 'Isto não pode ser desfeito.',
    googleFirst: 'Confirme com o Google primeiro.',
    typePassword: 'Digite sua senha.',
    googleLead: 'Confirme com a conta do Google com que você entra.',
    googleConfirmed: 'O Google confirmou que é você. Toque em Excluir minha conta para terminar.',
    passwordInstead: 'Confirmar com sua senha',
    passwordLabel: 'Sua senha',
    googleInstead: 'Cadastrou-se com o Google? Confirme com o Google',
    notDone: 'Sua conta não foi excluída',
    wrongPassword: 'Esta senha não está certa.',
    wrongGoogleAccount:
      'Esta conta do Google não é a que você usa para entrar. Escolha a conta deste e-mail.',
  },
  summary: {
    rule: 'Cada viagem que você compartilha e da qual é dono passa para o companheiro que entrou primeiro; as viagens só suas são excluídas com o quadro, as metas, os custos e os arquivos; você sai das viagens de outras pessoas, e o que você adicionou fica lá, marcado como “Ex-participante”.',
    handedOverTitle: 'Passadas adiante',
    deletedTitle: 'Excluídas',
    leftTitle: 'Deixadas',
    passesTo: (heir) => ` passa para ${heir}, que se torna o dono.`,
    firstCompanion: 'o companheiro que entrou primeiro',
    deleted: ' é excluída com o quadro, as metas, os custos e os arquivos.',
    left: ': você sai dela; o que você adicionou fica lá, marcado como “Ex-participante”.',
    ownTitle: 'Também excluídos',
    own: 'Sua conta, suas entradas, metas e custos nacionais, sua foto, suas notificações e lembretes, e seu feed de calendário.',
  },
};
