import type { ShellMessages } from './en.ts';

/** Brazilian Portuguese, the variant most of our Portuguese-speaking audience reads. */
const pt: ShellMessages = {
  common: {
    appName: 'Guildsmith',
    loading: 'Carregando…',
    error: 'Ocorreu um erro',
  },
  a11y: {
    skipToContent: 'Pular para o conteúdo',
  },
  nav: {
    label: 'Principal',
    features: 'Recursos',
    pricing: 'Preços',
    about: 'Sobre',
    security: 'Segurança',
    login: 'Entrar',
    menu: 'Menu',
    styles: 'Estilos',
    dashboard: 'Painel',
    servers: 'Servidores',
  },
  theme: {
    dark: 'Modo escuro',
  },
  language: {
    label: 'Idioma',
  },
  demo: {
    label: 'Modo de demonstração',
    message: 'Modo de demonstração: pagamentos, Discord e e-mails são simulados localmente.',
    mailbox: 'Abrir a caixa de entrada de teste',
    hide: 'Ocultar o aviso de demonstração',
  },
  footer: {
    tagline: 'Layouts de servidores do Discord prontos para usar, criados com um único comando.',
    groups: {
      product: 'Produto',
      community: 'Comunidade',
      company: 'Empresa',
    },
    links: {
      features: 'Recursos',
      pricing: 'Preços',
      documentation: 'Documentação',
      support: 'Suporte',
      community: 'Servidor da comunidade',
      about: 'Sobre',
      privacy: 'Política de Privacidade',
      terms: 'Termos de Serviço',
    },
    newTab: '(abre em uma nova aba)',
    copyright: '© {year} Guildsmith. Todos os direitos reservados.',
    disclaimer: 'O Guildsmith não é afiliado à Discord Inc. nem endossado por ela.',
  },
  toast: {
    label: 'Notificação',
    viewport: 'Notificações ({hotkey})',
    close: 'Fechar notificação',
  },
  home: {
    documentTitle: 'Guildsmith: layouts de servidores do Discord prontos para usar',
    hero: {
      eyebrow: 'Layouts de servidores do Discord, prontos para montar',
      title: 'Seu servidor do Discord completo, criado com um só comando',
      tagline:
        'Escolha um estilo, digite /activate no seu servidor e o Guildsmith cria os cargos, canais, permissões, a verificação e os tickets para você. Ele nunca apaga o que você já tem.',
      viewPlans: 'Ver planos e preços',
      viewFeatures: 'Ver recursos',
      viewPermissions: 'Ver permissões do bot',
      status: {
        label: 'Status de login',
        checking: 'Verificando seu login…',
        signedIn: 'Conectado como {name}',
        plan: 'Seu plano: {plan}',
        dashboard: 'Ir para o painel',
        signedOut: 'Você não está conectado',
        signedOutText: 'Entre com o Discord para escolher um plano e receber sua chave de licença.',
        signIn: 'Entrar',
      },
    },
    features: {
      title: 'Tudo o que um servidor novo precisa',
      intro:
        'Cada estilo é um layout completo e testado que você ajusta com poucas perguntas antes de qualquer coisa ser criada.',
      styleCount: '{count} estilos na galeria',
      items: {
        templates: {
          title: 'Modelos prontos',
          body: 'Games, programação, criadores, grupos de estudo e mais: layouts completos com categorias, canais, cargos de equipe e permissões.',
        },
        security: {
          title: 'Segurança e verificação',
          body: 'Novos membros se verificam antes de ver o servidor, os canais da equipe continuam privados e só administradores podem ativar uma chave.',
        },
        tickets: {
          title: 'Sistemas de tickets e suporte',
          body: 'Uma área de suporte com categorias de tickets e canais só para a equipe já vem configurada, para que os membros saibam onde pedir ajuda.',
        },
        bot: {
          title: 'Integração com o bot',
          body: 'Comandos de barra fazem tudo: /activate monta, /status informa, /undo remove exatamente o que o bot criou.',
        },
        dashboard: {
          title: 'Seu painel',
          body: 'Chaves de licença, plano, servidores e montagens recentes em um só lugar, com o convite do bot a um clique.',
        },
        premium: {
          title: 'Vantagens premium',
          body: 'Planos superiores liberam mais estilos, mais perguntas de configuração, montagens maiores e suporte prioritário.',
        },
      },
    },
    community: {
      title: 'Participe da comunidade',
      body: 'Mostre seu servidor, tire dúvidas e veja o que outras pessoas criam com o Guildsmith.',
      join: 'Entrar no nosso servidor do Discord',
    },
    pricing: {
      title: 'Preços simples, pagos uma vez',
      body: 'Comece grátis com um estilo. Os planos pagos são passes de pagamento único, sem assinatura para cancelar: Starter, Premium e Ultimate liberam mais estilos por 30 dias, e Lifetime libera todos os estilos para sempre.',
      guarantee: 'Toda compra tem garantia de devolução do dinheiro de 30 dias.',
      lifetimeSavings:
        'Doze passes Ultimate de 30 dias custam {ultimateYear}. Lifetime custa {lifetime} uma única vez e nunca expira: {savings} a menos.',
    },
    about: {
      title: 'Sobre o Guildsmith',
      body: 'O Guildsmith foi feito para quem prefere cuidar da comunidade a passar uma noite criando canais à mão. Compre um plano, receba sua chave de licença por e-mail, digite /activate no seu servidor e responda a algumas perguntas. O bot faz o resto.',
      steps: {
        buy: 'Escolha um plano: sua chave de licença chega por e-mail.',
        invite: 'Convide o bot do Guildsmith para o seu servidor.',
        activate: 'Digite /activate com sua chave e responda a algumas perguntas.',
        build: 'Confira a prévia e o bot monta o seu servidor.',
      },
      demo: {
        label: 'Conversa de exemplo com o bot do Guildsmith',
        channel: 'geral',
        replay: 'Repetir',
        you: 'Você',
        keyOption: 'key: TPL-7KQ2M-…',
        accepted:
          'Chave aceita para este servidor. Responda a algumas perguntas ou use os padrões para o resto.',
        dryRun:
          'Prévia pronta: aqui está cada cargo e canal que vou criar. Nada seu será apagado. Posso montar?',
        progress: {
          roles: 'Cargos criados',
          channels: 'Categorias e canais criados',
          messages: 'Mensagens de boas-vindas, regras, verificação e tickets publicadas',
        },
        done: 'Pronto! Seu servidor está preparado. Mudou de ideia? /undo remove exatamente o que eu criei.',
      },
    },
    testimonials: {
      title: 'Adorado por donos de servidores',
      label: 'Depoimentos',
      carousel: 'carrossel',
      slide: 'depoimento',
      position: '{number} de {total}',
      show: 'Mostrar depoimento {number} de {total}',
    },
    counters: {
      styles: 'Estilos na galeria',
      servers: 'Servidores montados',
      feedback: 'Mensagens da nossa comunidade',
    },
  },
  auth: {
    loginTitle: 'Entrar no Guildsmith',
    loginSubtitle:
      'Use sua conta do Discord para comprar planos, receber chaves de licença e gerenciar seus servidores.',
    continueWithDiscord: 'Continuar com o Discord',
    connecting: 'Conectando ao Discord…',
    rememberDevice: 'Lembrar este dispositivo por 30 dias',
    accessNote:
      'Acessamos apenas o ID da sua conta do Discord, seu nome de usuário, seu e-mail e sua lista de servidores. Nunca lemos suas mensagens nem publicamos em seu nome.',
    adminLogin: 'Login de administrador',
    backHome: 'Voltar ao início',
    startErrorTitle: 'Erro de autenticação',
    startErrorDescription:
      'Não foi possível iniciar a autenticação com o Discord. Tente novamente.',
    authenticating: 'Autenticando',
    authenticatingText: 'Concluindo seu login com o Discord…',
    success: 'Sucesso',
    successText: 'Você entrou. Levando você adiante…',
    failedTitle: 'Falha na autenticação',
    returningHome: 'Voltando à página inicial em alguns segundos…',
    cancelled: 'A autenticação com o Discord foi cancelada ou falhou',
    noCode: 'Autenticação inválida: nenhum código de autorização recebido do Discord.',
    invalidResponse: 'Resposta inválida do servidor. Tente novamente.',
    invalidUser: 'Dados de usuário inválidos recebidos do Discord',
    failed: 'Falha na autenticação',
    homeErrorTitle: 'Falha na autenticação',
    homeErrorText: 'Ocorreu um erro durante a autenticação com o Discord. Tente novamente.',
    homeDataErrorTitle: 'Erro de autenticação',
    homeDataErrorText: 'Não foi possível processar os dados de login. Tente novamente.',
  },
  account: {
    menu: 'Menu da conta',
    accountId: 'ID da conta',
    plan: 'Plano',
    upgrade: 'Fazer upgrade',
    profileSettings: 'Configurações do perfil',
    accountSettings: 'Configurações da conta',
    signOut: 'Sair',
    noEmail: 'Sem e-mail',
  },
  plans: {
    free: 'Grátis',
    starter: 'Starter',
    premium: 'Premium',
    ultimate: 'Ultimate',
    lifetime: 'Vitalício',
  },
  onboarding: {
    title: 'Boas-vindas ao Guildsmith',
    stepOf: 'Passo {current} de {total}',
    progress: '{percent}% concluído',
    connectTitle: 'Conecte sua conta',
    connectText: 'Pronto: sua conta do Discord está conectada.',
    inviteTitle: 'Convide o bot',
    inviteText:
      'Adicione o bot do Guildsmith ao seu servidor. Ele precisa da permissão de Administrador para criar canais e cargos.',
    inviteBot: 'Convidar bot',
    styleTitle: 'Escolha um estilo',
    styleText: 'Explore a galeria e escolha o layout do seu servidor.',
    next: 'Próximo',
    chooseStyle: 'Escolher estilo',
    skip: 'Pular',
    close: 'Fechar',
    doneTitle: 'Tudo pronto',
    doneText: 'Configuração inicial concluída. Aproveite o Guildsmith!',
    failed: 'Não foi possível concluir a configuração inicial. Tente novamente.',
  },
  planFeatures: {
    accountSignIn: 'Login com a conta do Discord',
    basicTemplates: 'Modelos básicos',
    communitySupport: 'Suporte da comunidade',
    advancedConfiguration: 'Configuração avançada',
    emailSupport: 'Suporte por e-mail',
    verificationSystems: 'Sistemas de verificação',
    ticketingSystem: 'Sistema de tickets',
    prioritySupport: 'Suporte prioritário',
    allPremiumFeatures: 'Todos os recursos Premium',
    advancedSecurity: 'Segurança avançada',
    support247: 'Suporte 24/7',
    allTemplates: 'Todos os modelos',
    lifetimeAccess: 'Acesso vitalício',
    noMonthlyFees: 'Sem mensalidades, nunca',
  },
  pricing: {
    documentTitle: 'Preços',
    title: 'Planos e preços',
    subtitle:
      'Passes de pagamento único, sem assinatura para cancelar. Upgrades valem assim que o pagamento é aprovado.',
    currentPlanChip: 'Seu plano:',
    plansLabel: 'Planos',
    previousPlans: 'Planos anteriores',
    nextPlans: 'Mais planos',
    period: {
      forever: 'para sempre',
      month: 'por 30 dias',
      oneTime: 'pagamento único',
    },
    mostPopular: 'Mais popular',
    limitedTime: 'Tempo limitado',
    listPrice: 'Preço normal {price}',
    templates: '{count} modelos',
    questions: '{range} perguntas de configuração',
    channels: 'Até {count} canais por construção',
    notIncluded: 'Não incluído',
    currentPlan: 'Plano atual',
    upgrade: 'Fazer upgrade para {plan}',
    choose: 'Escolher {plan}',
    signIn: 'Entre para escolher',
    faqTitle: 'Perguntas frequentes',
    faq: {
      changes: {
        question: 'Quando uma mudança de plano entra em vigor?',
        answer:
          'Imediatamente. Assim que o pagamento é aprovado, sua conta tem o novo plano e sua chave de licença segue por e-mail.',
      },
      lifetime: {
        question: 'O que o Lifetime inclui?',
        answer:
          'Todos os modelos da galeria, inclusive os que adicionarmos depois, e todas as atualizações futuras. Você paga uma vez e nunca mais.',
      },
      guarantee: {
        question: 'Posso receber meu dinheiro de volta?',
        answer:
          'Sim. Toda compra tem garantia de reembolso de 30 dias: escreva para o suporte dentro desse prazo e devolvemos o valor integral.',
      },
      install: {
        question: 'Preciso instalar alguma coisa?',
        answer:
          'Não. Convide o bot para o seu servidor, digite /activate com a sua chave e tudo é criado para você pelo Discord.',
      },
      support: {
        question: 'Como obtenho ajuda?',
        answer:
          'Escreva para {email}. Para uma dúvida sobre uma compra, inclua o número do pedido do seu recibo.',
      },
    },
  },
  newsletter: {
    title: 'Fique por dentro',
    text: 'Novos estilos, recursos do bot e ofertas de lançamento direto na sua caixa de entrada.',
    formLabel: 'Inscrição na newsletter',
    label: 'Endereço de e-mail',
    placeholder: 'voce@exemplo.com',
    hint: 'Primeiro enviamos um link de confirmação. Todo e-mail tem um link para cancelar a inscrição com um clique.',
    submit: 'Inscrever-se',
    submitting: 'Inscrevendo…',
    emailRequired: 'Digite seu endereço de e-mail.',
    emailInvalid: 'Digite um endereço de e-mail válido.',
    success: 'Inscrição realizada com sucesso!',
    successText:
      'Confira sua caixa de entrada e clique no link do nosso e-mail para confirmar seu endereço.',
    failed: 'Não foi possível fazer a inscrição. Tente novamente.',
  },
  platformStats: {
    title: 'Estatísticas da plataforma',
    intro: 'Números do Guildsmith ao vivo, atualizados a cada 30 segundos.',
    loading: 'Carregando estatísticas',
    items: {
      activeUsers: 'Usuários ativos (30 dias)',
      serversCreated: 'Servidores criados',
      templatesAvailable: 'Modelos disponíveis',
      monthlyGrowth: 'Novos usuários vs mês anterior',
    },
  },
  feedback: {
    button: 'Feedback',
    title: 'Enviar feedback',
    description:
      'Encontrou um bug ou tem uma ideia? Conte para nós; a equipe lê todas as mensagens.',
    category: 'Categoria',
    categoryPlaceholder: 'Selecione uma categoria',
    categories: {
      bug: 'Relatório de bug',
      feature: 'Pedido de recurso',
      suggestion: 'Sugestão geral',
      praise: 'Elogio',
    },
    message: 'Mensagem',
    messagePlaceholder: 'O que aconteceu, ou o que você gostaria de ver?',
    count: '{length}/{max}',
    required: 'Selecione uma categoria e digite sua mensagem.',
    submit: 'Enviar feedback',
    submitting: 'Enviando…',
    success: 'Obrigado pelo seu feedback!',
    error: 'Não foi possível enviar o feedback. Tente novamente.',
    close: 'Fechar',
  },
  routeError: {
    title: 'Algo deu errado',
    body: 'Não foi possível carregar esta página. Recarregar costuma resolver.',
    reload: 'Recarregar página',
  },
};

export default pt;
