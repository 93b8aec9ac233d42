import type { Messages } from './messages.en';
import { validationPtBR } from './validation.pt-BR';

const plural = new Intl.PluralRules('pt-BR');

/** '1 minuto', '15 minutos'. */
const count = (value: number, one: string, other: string) =>
  `${value.toLocaleString('pt-BR')} ${plural.select(value) === 'one' ? one : other}`;

const tryAgainIn = (minutes: number) => `Tente de novo em ${count(minutes, 'minuto', 'minutos')}.`;

/** '0,1 MB': megabytes to one decimal. */
const megabytes = (bytes: number) =>
  `${(Math.round((bytes / 1024 / 1024) * 10) / 10).toLocaleString('pt-BR')} MB`;

const regionNames = new Intl.DisplayNames(['pt-BR'], { type: 'region' });
const currencyNames = new Intl.DisplayNames(['pt-BR'], { type: 'currency' });

const CONTENT_NAMES = { tasks: 'tarefas', comments: 'comentários', attachments: 'anexos' } as const;

/** What the server says in Brazilian Portuguese: the English catalogue's keys, no more and no fewer. */
export const ptBR = {
  errors: {
    notFound: 'Não encontrado.',
    noRoute: (method, path) => `Não existe a rota ${method} ${path}.`,
    internalError: 'Algo deu errado do nosso lado. Tente de novo.',
    unauthorized: 'Entre de novo: a sessão não existe, expirou ou foi encerrada.',
    writeConflict:
      'Outra alteração estava sendo salva no mesmo instante e a sua não pôde ser: nada foi salvo. Tente de novo.',
    stale:
      'Outra pessoa mudou isto depois que você abriu: nada foi salvo. Veja a mudança dela e decida se fica a sua ou a dela.',
    clientGone: 'O cliente encerrou a requisição.',
    tooManyWrites:
      'Muitas alterações desta conta estão sendo salvas ao mesmo tempo: espere que terminem e tente de novo.',
    invalidIdempotencyKey:
      'O cabeçalho Idempotency-Key deve ter de 1 a 255 caracteres ASCII visíveis, sem espaços.',
    idempotencyKeyReused:
      'Esta Idempotency-Key foi usada nas últimas 24 horas para outra requisição: mande uma chave nova com uma nova alteração.',
    idempotencyInProgress:
      'A requisição enviada primeiro com esta Idempotency-Key ainda está sendo respondida: mande de novo daqui a pouco.',
    idempotencyKeyOnUpload: 'Envios de arquivo não aceitam Idempotency-Key: mande o arquivo de novo sem ela.',
    bodyTooDeep: 'O corpo da requisição tem aninhamento profundo demais.',
    invalidUpload: 'Não foi possível ler o envio: mande um arquivo em multipart/form-data.',
    notMultipart: 'Envie o arquivo como multipart/form-data.',
    missingFile: 'Envie o arquivo no campo multipart "file".',
    storageUnavailable: 'O armazenamento de arquivos não está disponível agora. Tente de novo daqui a pouco.',
    databaseUnreachable: 'O banco de dados não responde.',
    originRefused: 'Esta origem não pode abrir o canal ao vivo.',

    userNotFound: 'Usuário não encontrado.',
    emailNotFound: 'E-mail não encontrado!',
    wrongCredentials: 'E-mail ou senha incorretos!',
    invalidLink: 'Este link não é válido.',
    expiredLink: 'Este link expirou. Peça um novo.',
    tooManyMailsAsked: (minutes) =>
      `Foram pedidos e-mails demais para este endereço. Confira sua caixa de entrada e a pasta de spam. ${tryAgainIn(minutes)}`,
    tooManySignIns: (minutes) => `Tentativas de entrar sem sucesso demais. ${tryAgainIn(minutes)}`,
    tooManySignInsFromNetwork: (minutes) =>
      `Tentativas de entrar sem sucesso demais a partir da sua rede. ${tryAgainIn(minutes)}`,
    googleDisabled: 'O login com o Google não está ativado neste servidor.',
    googleUnavailable: 'O login com o Google não está disponível agora. Tente de novo em instantes.',
    googleUnreachable: 'Não foi possível falar com o Google agora. Tente de novo em instantes.',
    googleUnverified: 'Não foi possível verificar o login com o Google. Tente de novo.',
    googleNameRefused:
      'O nome desta conta do Google não pode ser usado em uma conta aqui. Cadastre-se com uma senha.',
    googleEmailRefused:
      'O endereço de e-mail desta conta do Google não pode ser usado em uma conta aqui. Cadastre-se com uma senha.',
    googleEmailNotVerified:
      'O Google não verificou este endereço de e-mail. Verifique-o no Google ou cadastre-se com uma senha.',
    googleAccountConflict: 'Este e-mail pertence a uma conta vinculada a outra conta do Google.',
    googleSignInFailed: 'Não foi possível entrar com esta conta do Google. Tente de novo.',
    wrongPassword: 'Esta não é a senha desta conta.',
    wrongGoogleAccount: 'Esta conta do Google não é a desta conta.',
    exportUnderWay: 'Seus dados já estão sendo exportados: deixe esse download terminar e peça de novo.',
    photoNotFound: 'Foto não encontrada.',
    photoTooLarge: (megabytes) => `A foto deve ter no máximo ${megabytes.toLocaleString('pt-BR')} MB.`,
    tooManyPhotoChanges: (minutes) =>
      `Sua foto foi trocada vezes demais na última hora. ${tryAgainIn(minutes)}`,
    photoNotAnImage: 'Não foi possível ler a foto como imagem: escolha outro JPEG ou PNG.',
    sharedLinkNotValid:
      'Este link não compartilha nenhum roteiro: nunca compartilhou, ou o dono deixou de compartilhá-lo.',
    tooManySharedReads: (minutes) =>
      `Roteiros compartilhados foram abertos vezes demais a partir da sua rede. ${tryAgainIn(minutes)}`,
    photoTypeRefused: (mimeType) =>
      `A foto deve ser uma imagem JPEG ou PNG; este arquivo ${mimeType ? `é ${mimeType}` : 'não é uma imagem'}.`,

    noTrip: 'Ainda não há viagem: crie-a primeiro com todos os campos da viagem.',
    tripNotFound: 'Nenhuma viagem sua tem este id.',
    memberNotFound: 'Nenhum membro desta viagem tem este id.',
    ownerRole: 'O papel do dono só muda quando ele passa a viagem para outro membro.',
    ownerCannotLeave: 'Passe a viagem para outro membro antes de sair dela: toda viagem tem um dono.',
    roles: { owner: 'dono', editor: 'editor', viewer: 'leitor' },
    tripActions: {
      read: 'ver esta viagem',
      write: 'mudar a lista de tarefas, o roteiro nem as metas e os custos da viagem',
      editDetails: 'mudar as datas e os lugares da viagem',
      manageMembers: 'convidar pessoas nem mudar quem planeja a viagem',
      shareItinerary: 'compartilhar o roteiro por um link nem deixar de compartilhá-lo',
      deleteTrip: 'excluir a viagem',
      leave: 'sair da viagem antes de passá-la para outro membro',
    },
    onlyAuthor: 'Só quem adicionou isto pode alterá-lo.',
    onlyAuthorOrOwner: 'Só quem adicionou isto, ou o dono da viagem, pode fazer isso.',
    forbiddenRole: (role, action) => `Como ${role} desta viagem, você não pode ${action}.`,
    tripsFull: (max) =>
      `Uma pessoa pode planejar no máximo ${count(max, 'viagem', 'viagens')}, as suas e aquelas em que entrou: exclua ou saia de uma para adicionar outra.`,
    invitationNotFound: 'Este link de convite não é válido.',
    pendingInvitationNotFound: 'Nenhum convite pendente desta viagem tem este id.',
    invitationUsed: 'Este convite já foi usado.',
    invitationRevoked: 'Este convite foi cancelado pelo dono da viagem.',
    invitationExpired: 'Este convite expirou: peça um novo ao dono da viagem.',
    invitationForAnotherAccount:
      'Este convite é para outro endereço de e-mail: entre com a conta para a qual ele foi enviado.',
    alreadyMember: 'Este endereço já pertence a um membro da viagem.',
    tooManyInvitationMails: (minutes) =>
      `Foram enviados e-mails demais para este endereço ou a partir da sua rede. ${tryAgainIn(minutes)}`,
    tripHandedOver:
      'Esta viagem foi passada a outro membro enquanto isso: só o novo dono pode mudar quem a planeja.',
    tooManyPendingInvitations: (max) =>
      `Uma viagem tem no máximo ${max} convites pendentes: revogue um, ou espere que um seja aceito, para convidar outra pessoa.`,
    tooManyInvitationsToday: (max, hours) =>
      `Você enviou ${max} convites em um dia, o máximo permitido. Tente de novo em ${count(hours, 'hora', 'horas')}.`,

    dayNotFound: 'Nenhum dia desta viagem tem este id.',
    itineraryItemNotFound: 'Nenhum item desta viagem tem este id.',
    dateTaken: 'Outro dia desta viagem já tem esta data.',
    anchorMoved:
      'O item ao lado do qual colocar este não está mais nesse dia: nada foi alterado. Veja o dia de novo e coloque-o.',
    itineraryDaysFull: (max) =>
      `Um roteiro tem no máximo ${max.toLocaleString('pt-BR')} dias: exclua um para adicionar outro.`,
    itineraryItemsFull: (max) =>
      `Um roteiro tem no máximo ${max.toLocaleString('pt-BR')} itens: exclua um para adicionar outro.`,

    listNotFound: 'Lista de tarefas não encontrada.',
    taskNotFound: 'Tarefa não encontrada.',
    commentNotFound: 'Comentário não encontrado.',
    attachmentNotFound: 'Anexo não encontrado.',
    movedListNotFound: 'Uma lista desta mudança não foi encontrada; nada foi movido.',
    boardFull: (max) =>
      `Um quadro comporta no máximo ${count(max, 'lista', 'listas')}: exclua uma para adicionar outra.`,
    listFull: (max, content) =>
      `Uma lista comporta no máximo ${max.toLocaleString('pt-BR')} ${CONTENT_NAMES[content]}: exclua um item para adicionar outro.`,
    fileTypeRefused: 'Anexe um arquivo pdf, doc, docx, jpeg ou png.',
    fileTooLarge: (megabytes) => `O arquivo deve ter no máximo ${megabytes.toLocaleString('pt-BR')} MB.`,
    tooManyPendingUploads: (pending) =>
      `${count(pending, 'arquivo enviado por você ainda não está anexado', 'arquivos enviados por você ainda não estão anexados')} a uma lista. ` +
      'Anexe-os ou tente de novo amanhã: arquivos não anexados em um dia são apagados.',
    uploadQuotaExceeded: (usedBytes, quotaBytes) =>
      `Seus anexos ocupam ${megabytes(usedBytes)} dos seus ${megabytes(quotaBytes)}: exclua alguns para anexar este arquivo.`,
    uploadNotFound: 'Envio não encontrado: envie o arquivo primeiro.',
    alreadyAttached: 'Este envio já está anexado; envie-o de novo.',
    attachmentLinkExpired: 'Este link expirou: abra o anexo de novo pela lista de tarefas.',

    entranceNotFound: 'Entrada não encontrada.',
    goalNotFound: 'Meta não encontrada.',
    expenseNotFound: 'Custo não encontrado.',
    goalKindMismatch: 'Um custo só pode contar para uma meta do mesmo tipo (nacional ou da viagem).',
    financesFull: (max) =>
      `Suas finanças comportam no máximo ${max.toLocaleString('pt-BR')} entradas, metas e custos: exclua um para adicionar outro.`,
    noTripForAmount: 'Descreva sua viagem primeiro: um valor é informado na moeda dela ou na da sua casa.',
    currencyNotOfTrip: (allowed, currency) =>
      `Informe o valor em ${allowed.join(' ou ')}: ${currency} não é uma moeda da sua viagem.`,
    tripFinancesFull: (max) =>
      `As finanças desta viagem comportam no máximo ${max.toLocaleString('pt-BR')} metas e custos: exclua um para adicionar outro.`,
    lessThanACent: (rate, homeCurrency) =>
      `Com a cotação ${rate}, este valor vale menos de um centavo de ${currencyNames.of(homeCurrency) ?? homeCurrency}.`,
    valueTooLarge: 'Com esta cotação, o valor fica grande demais.',
    rateUnavailable: (currency, homeCurrency, day) =>
      `Não se conhece uma cotação de ${currency} para ${homeCurrency} em ${day}: as fontes de câmbio não responderam ou não a conhecem. Digite a cotação que você conseguiu.`,

    feedUnavailable:
      'Esta informação não está disponível agora: a fonte dela não respondeu. Tente de novo mais tarde.',
    tooManyFeedRequests: (seconds) =>
      `Você pediu mais informações novas sobre o destino em um minuto do que um usuário pode. Tente de novo em ${count(seconds, 'segundo', 'segundos')}; o que já foi consultado continua aparecendo.`,
    unknownCity: (city, countryCode) =>
      `Não conhecemos nenhuma cidade chamada '${city}' em ${regionNames.of(countryCode.toUpperCase()) ?? countryCode}.`,
    noSuchIcon: 'Este ícone não existe.',
    calendarNotFound: 'Nenhum calendário tem este endereço.',
    notificationNotFound: 'Notificação não encontrada.',
  },

  validation: {
    noRatesBetween: (currency, homeCurrency) =>
      `Não se conhece nenhuma cotação entre ${currency} e ${homeCurrency}.`,
    noEcbRates: (currency, homeCurrency) =>
      `O BCE não publica cotações de ${currency} para ${homeCurrency} nestes dias.`,
    noRateOn: (currency, homeCurrency, day) =>
      `Não se conhece uma cotação de ${currency} para ${homeCurrency} em ${day}.`,
  },

  refusedFields: validationPtBR,

  answers: {
    emailUsed: 'Este e-mail já é usado por uma conta.',
    registered: 'Cadastro feito. Confira sua caixa de entrada para confirmar seu e-mail.',
    tokenAlreadyUsed: 'Este token já foi usado.',
    emailConfirmed: 'E-mail confirmado.',
    confirmationSentAgain: 'E-mail não confirmado: o e-mail de confirmação foi enviado de novo.',
    resetMailSent: 'Enviamos um e-mail com as instruções.',
    resetTokenUsed: 'Este token já foi usado.',
    passwordChanged: 'Senha alterada.',
    signedOut: 'Você saiu.',
  },

  mails: {
    signature: '— Wayfarer',
    orOpenThisLink: 'Ou abra este link:',
    hello: 'Olá,',
    helloName: (name) => `Olá, ${name},`,
    confirmEmail: {
      subject: 'Confirme seu e-mail no Wayfarer',
      line: 'Boas-vindas ao Wayfarer! Confirme seu endereço de e-mail para começar a planejar sua viagem.',
      action: 'Confirmar meu e-mail',
      footer:
        'O link funciona uma vez só e expira em 48 horas. Se você não se cadastrou, ignore este e-mail.',
    },
    resetPassword: {
      subject: 'Escolha uma nova senha do Wayfarer',
      line: 'Alguém pediu para trocar a senha da sua conta do Wayfarer. Escolha uma nova pelo link abaixo.',
      action: 'Escolher uma nova senha',
      footer:
        'O link funciona uma vez só e expira em 1 hora. Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
    },
    invitation: {
      subject: (inviter, city) => `${inviter} convida você para planejar uma viagem para ${city} no Wayfarer`,
      line: (inviter, city, country) =>
        `${inviter} convida você para planejar juntos a viagem para ${city}, ${country}, no Wayfarer.`,
      editor:
        'Como editor, você pode adicionar e mudar itens da lista de tarefas, das metas e dos custos, além das datas e dos lugares da viagem.',
      viewer: 'Como leitor, você pode ver a lista de tarefas, as metas e os custos, sem mudá-los.',
      signInWith: (email) => `Entre ou cadastre-se com este endereço de e-mail (${email}) para aceitar.`,
      action: 'Ver o convite',
      footer:
        'O link funciona uma vez só e expira em 7 dias. Se você não conhece quem enviou, ignore este e-mail.',
    },
    handOver: {
      subject: (city) => `Agora você é o dono da viagem para ${city} no Wayfarer`,
      line: (formerOwner, city, country) =>
        `${formerOwner} excluiu a conta no Wayfarer. A viagem para ${city}, ${country} passou para você, o participante que entrou primeiro: agora você é o dono dela.`,
      keptAsTheyWere:
        'A lista de tarefas, as metas e os custos continuam como estavam; o que essa pessoa adicionou aparece como adicionado por um ex-participante.',
      asOwner:
        'Como dono, você pode convidar companheiros, mudar os papéis deles, passar a viagem adiante ou excluí-la.',
      action: 'Ver os companheiros',
      footer: 'Você recebe este e-mail porque planeja esta viagem no Wayfarer.',
    },
    reminder: {
      action: 'Abrir no Wayfarer',
      footer:
        'Você recebe este lembrete por causa das suas configurações em Minha conta, onde pode mudá-las.',
      digestSubject: (first, more) => `${first}, e mais ${count(more, 'lembrete', 'lembretes')}`,
      digestIntro: (total) => `Você tem ${total} lembretes:`,
      digestMore: (more) => `…e mais ${more}, listados no sino do Wayfarer.`,
    },
  },

  places: {
    country: (stored, code) => {
      try {
        return regionNames.of(code.toUpperCase()) ?? stored;
      } catch {
        // A code Intl refuses (a row stored by hand): its stored name, then.
        return stored;
      }
    },
  },

  financesCsv: {
    cellSeparator: ';',
    decimalSeparator: ',',
    columns: {
      kind: 'tipo',
      trip: 'viagem',
      title: 'título',
      date: 'data',
      amount: 'valor',
      originalAmount: 'valor_original',
      originalCurrency: 'moeda_original',
      rate: 'cotação',
    },
    kinds: {
      entrance: 'entrada',
      domesticGoal: 'meta nacional',
      domesticCost: 'custo nacional',
      tripGoal: 'meta da viagem',
      tripCost: 'custo da viagem',
    },
  },

  calendarFeed: {
    tripTitle: (city) => `Viagem para ${city}`,
    taskTitle: (title) => `Prazo: ${title}`,
  },

  reminders: {
    locale: 'pt-BR',
    howSoon: (daysAhead) =>
      daysAhead === 0 ? 'hoje' : daysAhead === 1 ? 'amanhã' : `em ${count(daysAhead, 'dia', 'dias')}`,
    ofTrip: (city) => ` (viagem para ${city})`,
    taskTitle: (howSoon, title) => `Tarefa que vence ${howSoon}: ${title}`,
    taskBody: (title, ofTrip, when) => `A tarefa “${title}”${ofTrip} vence ${when}.`,
    listTitle: (howSoon, title) => `Lista de tarefas ${howSoon}: ${title}`,
    listBody: (title, ofTrip, when) => `A data da lista de tarefas “${title}”${ofTrip} é ${when}.`,
    tripTitle: (city, howSoon) => `Sua viagem para ${city} é ${howSoon}`,
    tripBody: (city, when) => `Sua viagem para ${city} é ${when}.`,
  },
} satisfies Messages;
