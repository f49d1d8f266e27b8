import type { ShellMessages } from './en.ts';

const fr: ShellMessages = {
  common: {
    appName: 'Guildsmith',
    loading: 'Chargement…',
    error: 'Une erreur est survenue',
  },
  a11y: {
    skipToContent: 'Aller au contenu',
  },
  nav: {
    label: 'Principale',
    features: 'Fonctionnalités',
    pricing: 'Tarifs',
    about: 'À propos',
    security: 'Sécurité',
    login: 'Connexion',
    menu: 'Menu',
    styles: 'Styles',
    dashboard: 'Tableau de bord',
    servers: 'Serveurs',
  },
  theme: {
    dark: 'Mode sombre',
  },
  language: {
    label: 'Langue',
  },
  demo: {
    label: 'Mode démo',
    message: 'Mode démo : les paiements, Discord et les e-mails sont simulés localement.',
    mailbox: 'Ouvrir la boîte de réception de test',
    hide: 'Masquer l’avis de démo',
  },
  footer: {
    tagline: 'Des modèles de serveurs Discord prêts à l’emploi, créés en une seule commande.',
    groups: {
      product: 'Produit',
      community: 'Communauté',
      company: 'Entreprise',
    },
    links: {
      features: 'Fonctionnalités',
      pricing: 'Tarifs',
      documentation: 'Documentation',
      support: 'Assistance',
      community: 'Serveur communautaire',
      about: 'À propos',
      privacy: 'Politique de confidentialité',
      terms: 'Conditions d’utilisation',
    },
    newTab: '(s’ouvre dans un nouvel onglet)',
    copyright: '© {year} Guildsmith. Tous droits réservés.',
    disclaimer: 'Guildsmith n’est ni affilié à Discord Inc., ni approuvé par cette société.',
  },
  toast: {
    label: 'Notification',
    viewport: 'Notifications ({hotkey})',
    close: 'Fermer la notification',
  },
  home: {
    documentTitle: 'Guildsmith : des modèles de serveurs Discord prêts à l’emploi',
    hero: {
      eyebrow: 'Des modèles de serveurs Discord prêts à construire',
      title: 'Votre serveur Discord complet, créé en une seule commande',
      tagline:
        'Choisissez un style, tapez /activate sur votre serveur et Guildsmith crée pour vous les rôles, les salons, les permissions, la vérification et les tickets. Il ne supprime jamais ce que vous avez déjà.',
      viewPlans: 'Voir les offres et les tarifs',
      viewFeatures: 'Voir les fonctionnalités',
      viewPermissions: 'Voir les permissions du bot',
      status: {
        label: 'État de connexion',
        checking: 'Vérification de votre connexion…',
        signedIn: 'Connecté en tant que {name}',
        plan: 'Votre offre : {plan}',
        dashboard: 'Aller au tableau de bord',
        signedOut: 'Vous n’êtes pas connecté',
        signedOutText:
          'Connectez-vous avec Discord pour choisir une offre et recevoir votre clé de licence.',
        signIn: 'Se connecter',
      },
    },
    features: {
      title: 'Tout ce dont un nouveau serveur a besoin',
      intro:
        'Chaque style est un modèle complet et testé que vous adaptez en quelques questions avant que quoi que ce soit ne soit construit.',
      styleCount: '{count} styles dans la galerie',
      items: {
        templates: {
          title: 'Modèles prêts à l’emploi',
          body: 'Gaming, code, créateurs, groupes d’étude et plus : des modèles complets avec catégories, salons, rôles d’équipe et permissions.',
        },
        security: {
          title: 'Sécurité et vérification',
          body: 'Les nouveaux membres se vérifient avant de voir le serveur, les salons de l’équipe restent privés et seuls les administrateurs peuvent activer une clé.',
        },
        tickets: {
          title: 'Tickets et support',
          body: 'Un espace de support avec des catégories de tickets et des salons réservés à l’équipe est déjà configuré, pour que les membres sachent où demander de l’aide.',
        },
        bot: {
          title: 'Intégration du bot',
          body: 'Les commandes slash font tout : /activate construit, /status fait le point, /undo retire exactement ce que le bot a créé.',
        },
        dashboard: {
          title: 'Votre tableau de bord',
          body: 'Clés de licence, offre, serveurs et constructions récentes au même endroit, avec l’invitation du bot à portée de clic.',
        },
        premium: {
          title: 'Avantages premium',
          body: 'Les offres supérieures débloquent plus de styles, plus de questions de configuration, des constructions plus grandes et un support prioritaire.',
        },
      },
    },
    community: {
      title: 'Rejoignez la communauté',
      body: 'Montrez votre serveur, posez vos questions et découvrez ce que d’autres construisent avec Guildsmith.',
      join: 'Rejoindre notre serveur Discord',
    },
    pricing: {
      title: 'Des tarifs simples, payés une fois',
      body: 'Commencez gratuitement avec un style. Les offres payantes sont des pass à paiement unique, sans abonnement à résilier : Starter, Premium et Ultimate débloquent plus de styles pendant 30 jours, et Lifetime débloque tous les styles pour de bon.',
      guarantee: 'Chaque achat est couvert par une garantie satisfait ou remboursé de 30 jours.',
      lifetimeSavings:
        'Douze pass Ultimate de 30 jours coûtent {ultimateYear}. Lifetime coûte {lifetime} une seule fois et n’expire jamais : {savings} de moins.',
    },
    about: {
      title: 'À propos de Guildsmith',
      body: 'Guildsmith est fait pour celles et ceux qui préfèrent animer leur communauté plutôt que passer une soirée à créer des salons à la main. Achetez une offre, recevez votre clé de licence par e-mail, tapez /activate sur votre serveur et répondez à quelques questions. Le bot s’occupe du reste.',
      steps: {
        buy: 'Choisissez une offre : votre clé de licence arrive par e-mail.',
        invite: 'Invitez le bot Guildsmith sur votre serveur.',
        activate: 'Tapez /activate avec votre clé et répondez à quelques questions.',
        build: 'Vérifiez l’aperçu, et le bot construit votre serveur.',
      },
      demo: {
        label: 'Conversation d’exemple avec le bot Guildsmith',
        channel: 'général',
        replay: 'Rejouer',
        you: 'Vous',
        keyOption: 'key: TPL-7KQ2M-…',
        accepted:
          'Clé acceptée pour ce serveur. Répondez à quelques questions ou gardez les valeurs par défaut pour le reste.',
        dryRun:
          'Aperçu prêt : voici chaque rôle et chaque salon que je vais créer. Rien de ce que vous avez n’est supprimé. On construit ?',
        progress: {
          roles: 'Rôles créés',
          channels: 'Catégories et salons créés',
          messages: 'Messages de bienvenue, de règles, de vérification et de tickets publiés',
        },
        done: 'Terminé ! Votre serveur est prêt. Vous avez changé d’avis ? /undo retire exactement ce que j’ai créé.',
      },
    },
    testimonials: {
      title: 'Adopté par les propriétaires de serveurs',
      label: 'Témoignages',
      carousel: 'carrousel',
      slide: 'témoignage',
      position: '{number} sur {total}',
      show: 'Afficher le témoignage {number} sur {total}',
      rating: 'Noté {rating} sur 5',
      items: {
        esports: {
          role: 'Propriétaire du serveur d’une équipe esport',
          content:
            'Sélections, scrims et espace staff prêts en dix minutes. L’aperçu montrait exactement ce qui allait changer, alors je l’ai lancé sans crainte sur notre serveur actif.',
        },
        coding: {
          role: 'Mainteneuse d’une communauté open source',
          content:
            'Forums d’aide, salons d’annonces et un guichet de tickets pour les signalements de sécurité, le tout avec des permissions sensées. Avant, j’y passais un week-end.',
        },
        creator: {
          role: 'Streamer et créateur de contenu',
          content:
            'La vérification a stoppé les raids de bots dès le premier jour. J’ai changé quelques réponses pendant la configuration et le serveur me ressemblait toujours.',
        },
        study: {
          role: 'Organisatrice d’un groupe d’étude universitaire',
          content:
            'Un salon par cours, des salons vocaux pour réviser ensemble, et quand nous avons pris le mauvais style, /undo a tout nettoyé.',
        },
      },
    },
    counters: {
      styles: 'Styles dans la galerie',
      servers: 'Serveurs construits',
      feedback: 'Messages de notre communauté',
    },
  },
  auth: {
    loginTitle: 'Connexion à Guildsmith',
    loginSubtitle:
      'Utilisez votre compte Discord pour acheter des offres, recevoir vos clés de licence et gérer vos serveurs.',
    continueWithDiscord: 'Continuer avec Discord',
    connecting: 'Connexion à Discord…',
    rememberDevice: 'Se souvenir de cet appareil pendant 30 jours',
    accessNote:
      'Nous accédons uniquement à l’identifiant de votre compte Discord, à votre nom d’utilisateur, à votre adresse e-mail et à la liste de vos serveurs. Nous ne lisons jamais vos messages et ne publions jamais en votre nom.',
    adminLogin: 'Connexion administrateur',
    backHome: 'Retour à l’accueil',
    startErrorTitle: 'Erreur d’authentification',
    startErrorDescription: 'Impossible de lancer l’authentification Discord. Veuillez réessayer.',
    authenticating: 'Authentification',
    authenticatingText: 'Finalisation de votre connexion Discord…',
    success: 'Réussi',
    successText: 'Vous êtes connecté. Nous vous redirigeons…',
    failedTitle: 'Échec de l’authentification',
    returningHome: 'Retour à l’accueil dans quelques secondes…',
    cancelled: 'L’authentification Discord a été annulée ou a échoué',
    noCode: 'Authentification invalide : aucun code d’autorisation reçu de Discord.',
    invalidResponse: 'Réponse du serveur invalide. Veuillez réessayer.',
    invalidUser: 'Données utilisateur invalides reçues de Discord',
    failed: 'L’authentification a échoué',
    homeErrorTitle: 'Échec de l’authentification',
    homeErrorText:
      'Une erreur est survenue pendant l’authentification Discord. Veuillez réessayer.',
    homeDataErrorTitle: 'Erreur d’authentification',
    homeDataErrorText: 'Impossible de traiter les données de connexion. Veuillez réessayer.',
  },
  account: {
    menu: 'Menu du compte',
    accountId: 'Identifiant du compte',
    plan: 'Offre',
    upgrade: 'Passer à l’offre supérieure',
    profileSettings: 'Paramètres du profil',
    accountSettings: 'Paramètres du compte',
    signOut: 'Se déconnecter',
    noEmail: 'Aucun e-mail',
  },
  plans: {
    free: 'Gratuit',
    starter: 'Starter',
    premium: 'Premium',
    ultimate: 'Ultimate',
    lifetime: 'À vie',
  },
  onboarding: {
    title: 'Bienvenue sur Guildsmith',
    stepOf: 'Étape {current} sur {total}',
    progress: '{percent} % terminé',
    connectTitle: 'Connectez votre compte',
    connectText: 'C’est fait : votre compte Discord est connecté.',
    inviteTitle: 'Invitez le bot',
    inviteText:
      'Ajoutez le bot Guildsmith à votre serveur. Il a besoin de la permission Administrateur pour créer des salons et des rôles.',
    inviteBot: 'Inviter le bot',
    styleTitle: 'Choisissez un style',
    styleText: 'Parcourez la galerie et choisissez la structure de votre serveur.',
    next: 'Suivant',
    chooseStyle: 'Choisir un style',
    skip: 'Passer',
    close: 'Fermer',
    doneTitle: 'Tout est prêt',
    doneText: 'Configuration terminée. Profitez de Guildsmith !',
    failed: 'Impossible de terminer la configuration. Veuillez réessayer.',
  },
  planFeatures: {
    accountSignIn: 'Connexion avec votre compte Discord',
    basicTemplates: 'Modèles de base',
    communitySupport: 'Support communautaire',
    advancedConfiguration: 'Configuration avancée',
    emailSupport: 'Support par e-mail',
    verificationSystems: 'Systèmes de vérification',
    ticketingSystem: 'Système de tickets',
    prioritySupport: 'Support prioritaire',
    allPremiumFeatures: 'Toutes les fonctionnalités Premium',
    advancedSecurity: 'Sécurité avancée',
    support247: 'Support 24 h/24, 7 j/7',
    allTemplates: 'Tous les modèles',
    lifetimeAccess: 'Accès à vie',
    noMonthlyFees: 'Aucun frais mensuel, jamais',
  },
  pricing: {
    documentTitle: 'Tarifs',
    title: 'Offres et tarifs',
    subtitle:
      'Des pass à paiement unique, sans abonnement à résilier. Les mises à niveau s’appliquent dès que votre paiement aboutit.',
    currentPlanChip: 'Votre offre :',
    plansLabel: 'Offres',
    previousPlans: 'Offres précédentes',
    nextPlans: 'Autres offres',
    period: {
      forever: 'pour toujours',
      month: 'pour 30 jours',
      oneTime: 'paiement unique',
    },
    mostPopular: 'La plus populaire',
    limitedTime: 'Durée limitée',
    listPrice: 'Prix habituel {price}',
    templates: '{count} modèles',
    questions: '{range} questions de configuration',
    channels: 'Jusqu’à {count} salons par construction',
    notIncluded: 'Non inclus',
    currentPlan: 'Offre actuelle',
    upgrade: 'Passer à {plan}',
    choose: 'Choisir {plan}',
    signIn: 'Connectez-vous pour choisir',
    faqTitle: 'Questions fréquentes',
    faq: {
      changes: {
        question: 'Quand un changement d’offre prend-il effet ?',
        answer:
          'Immédiatement. Dès que votre paiement aboutit, votre compte passe à la nouvelle offre et votre clé de licence part par e-mail.',
      },
      lifetime: {
        question: 'Que comprend Lifetime ?',
        answer:
          'Tous les modèles de la galerie, y compris ceux que nous ajouterons, et toutes les mises à jour futures. Vous payez une fois, et plus jamais.',
      },
      guarantee: {
        question: 'Puis-je être remboursé ?',
        answer:
          'Oui. Chaque achat bénéficie d’une garantie satisfait ou remboursé de 30 jours : écrivez au support dans ce délai et nous vous remboursons intégralement.',
      },
      install: {
        question: 'Dois-je installer quelque chose ?',
        answer:
          'Non. Invitez le bot sur votre serveur, tapez /activate avec votre clé, et tout est créé pour vous depuis Discord.',
      },
      support: {
        question: 'Comment obtenir de l’aide ?',
        answer:
          'Écrivez à {email}. Pour une question sur un achat, indiquez le numéro de commande de votre reçu.',
      },
    },
  },
  newsletter: {
    title: 'Restez informé',
    text: 'Nouveaux styles, fonctionnalités du bot et offres de lancement, directement dans votre boîte mail.',
    formLabel: 'Inscription à la newsletter',
    label: 'Adresse e-mail',
    placeholder: 'vous@exemple.fr',
    hint: 'Nous envoyons d’abord un lien de confirmation. Chaque e-mail contient un lien de désinscription en un clic.',
    submit: 'S’abonner',
    submitting: 'Abonnement…',
    emailRequired: 'Veuillez saisir votre adresse e-mail.',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
    success: 'Abonnement réussi !',
    successText:
      'Consultez votre boîte mail et cliquez sur le lien de notre e-mail pour confirmer votre adresse.',
    failed: 'L’abonnement a échoué. Veuillez réessayer.',
  },
  platformStats: {
    title: 'Statistiques de la plateforme',
    intro: 'Les chiffres de Guildsmith en direct, mis à jour toutes les 30 secondes.',
    loading: 'Chargement des statistiques',
    items: {
      activeUsers: 'Utilisateurs actifs (30 jours)',
      serversCreated: 'Serveurs créés',
      templatesAvailable: 'Modèles disponibles',
      monthlyGrowth: 'Nouveaux utilisateurs vs mois dernier',
    },
  },
  feedback: {
    button: 'Avis',
    title: 'Envoyer un avis',
    description: 'Un bug ou une idée ? Dites-le-nous ; l’équipe lit chaque message.',
    category: 'Catégorie',
    categoryPlaceholder: 'Choisissez une catégorie',
    categories: {
      bug: 'Signalement de bug',
      feature: 'Demande de fonctionnalité',
      suggestion: 'Suggestion générale',
      praise: 'Compliment',
    },
    message: 'Message',
    messagePlaceholder: 'Que s’est-il passé, ou qu’aimeriez-vous voir ?',
    count: '{length}/{max}',
    required: 'Veuillez choisir une catégorie et saisir votre message.',
    submit: 'Envoyer l’avis',
    submitting: 'Envoi…',
    success: 'Merci pour votre avis !',
    error: 'L’envoi de votre avis a échoué. Veuillez réessayer.',
    close: 'Fermer',
  },
  routeError: {
    title: 'Un problème est survenu',
    body: 'Impossible de charger cette page. La recharger suffit généralement.',
    reload: 'Recharger la page',
  },
};

export default fr;
