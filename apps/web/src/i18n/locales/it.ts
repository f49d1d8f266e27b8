import type { ShellMessages } from './en.ts';

const it: ShellMessages = {
  common: {
    appName: 'Guildsmith',
    loading: 'Caricamento…',
    error: 'Si è verificato un errore',
  },
  a11y: {
    skipToContent: 'Vai al contenuto',
  },
  nav: {
    label: 'Principale',
    features: 'Funzionalità',
    pricing: 'Prezzi',
    about: 'Chi siamo',
    security: 'Sicurezza',
    login: 'Accedi',
    menu: 'Menu',
    styles: 'Stili',
    dashboard: 'Dashboard',
    servers: 'Server',
  },
  theme: {
    dark: 'Modalità scura',
  },
  language: {
    label: 'Lingua',
  },
  demo: {
    label: 'Modalità demo',
    message: 'Modalità demo: pagamenti, Discord ed e-mail sono simulati in locale.',
    mailbox: 'Apri la casella di posta di prova',
    hide: 'Nascondi l’avviso demo',
  },
  footer: {
    tagline: 'Layout per server Discord già pronti, creati con un solo comando.',
    groups: {
      product: 'Prodotto',
      community: 'Community',
      company: 'Azienda',
    },
    links: {
      features: 'Funzionalità',
      pricing: 'Prezzi',
      documentation: 'Documentazione',
      support: 'Assistenza',
      community: 'Server della community',
      about: 'Chi siamo',
      privacy: 'Informativa sulla privacy',
      terms: 'Termini di servizio',
    },
    newTab: '(si apre in una nuova scheda)',
    copyright: '© {year} Guildsmith. Tutti i diritti riservati.',
    disclaimer: 'Guildsmith non è affiliato a Discord Inc. né approvato da essa.',
  },
  toast: {
    label: 'Notifica',
    viewport: 'Notifiche ({hotkey})',
    close: 'Chiudi notifica',
  },
  home: {
    documentTitle: 'Guildsmith: layout per server Discord già pronti',
    hero: {
      eyebrow: 'Layout per server Discord, pronti da costruire',
      title: 'Il tuo server Discord completo, creato con un solo comando',
      tagline:
        'Scegli uno stile, digita /activate nel tuo server e Guildsmith crea per te ruoli, canali, permessi, verifica e ticket. Non cancella mai ciò che hai già.',
      viewPlans: 'Scopri piani e prezzi',
      viewFeatures: 'Scopri le funzionalità',
      viewPermissions: 'Scopri i permessi del bot',
      status: {
        label: 'Stato di accesso',
        checking: 'Verifica dell’accesso…',
        signedIn: 'Accesso effettuato come {name}',
        plan: 'Il tuo piano: {plan}',
        dashboard: 'Vai alla dashboard',
        signedOut: 'Non hai effettuato l’accesso',
        signedOutText:
          'Accedi con Discord per scegliere un piano e ricevere la tua chiave di licenza.',
        signIn: 'Accedi',
      },
    },
    features: {
      title: 'Tutto ciò che serve a un nuovo server',
      intro:
        'Ogni stile è un layout completo e collaudato che personalizzi con poche domande prima che venga costruito qualcosa.',
      styleCount: '{count} stili nella galleria',
      items: {
        templates: {
          title: 'Modelli già pronti',
          body: 'Gaming, programmazione, creator, gruppi di studio e altro: layout completi con categorie, canali, ruoli dello staff e permessi.',
        },
        security: {
          title: 'Sicurezza e verifica',
          body: 'I nuovi membri si verificano prima di vedere il server, i canali dello staff restano privati e solo gli amministratori possono attivare una chiave.',
        },
        tickets: {
          title: 'Sistemi di ticket e supporto',
          body: 'Un’area di supporto con categorie di ticket e canali riservati allo staff è già configurata, così i membri sanno dove chiedere aiuto.',
        },
        bot: {
          title: 'Integrazione con il bot',
          body: 'I comandi slash fanno tutto: /activate costruisce, /status aggiorna, /undo rimuove esattamente ciò che il bot ha creato.',
        },
        dashboard: {
          title: 'La tua dashboard',
          body: 'Chiavi di licenza, piano, server e costruzioni recenti in un unico posto, con l’invito del bot a portata di clic.',
        },
        premium: {
          title: 'Vantaggi premium',
          body: 'I piani superiori sbloccano più stili, più domande di configurazione, costruzioni più grandi e supporto prioritario.',
        },
      },
    },
    community: {
      title: 'Unisciti alla community',
      body: 'Mostra il tuo server, fai domande e scopri cosa costruiscono gli altri con Guildsmith.',
      join: 'Entra nel nostro server Discord',
    },
    pricing: {
      title: 'Prezzi semplici, si paga una volta',
      body: 'Inizia gratis con uno stile. I piani a pagamento sono pass con pagamento unico, senza abbonamento da disdire: Starter, Premium e Ultimate sbloccano più stili per 30 giorni, Lifetime sblocca tutti gli stili per sempre.',
      guarantee: 'Ogni acquisto include una garanzia soddisfatti o rimborsati di 30 giorni.',
      lifetimeSavings:
        'Dodici pass Ultimate da 30 giorni costano {ultimateYear}. Lifetime costa {lifetime} una sola volta e non scade mai: {savings} in meno.',
    },
    about: {
      title: 'Chi siamo',
      body: 'Guildsmith è pensato per chi preferisce gestire la propria community piuttosto che passare una serata a creare canali a mano. Acquista un piano, ricevi la chiave di licenza via e-mail, digita /activate nel tuo server e rispondi a qualche domanda. Al resto pensa il bot.',
      steps: {
        buy: 'Scegli un piano: la chiave di licenza arriva via e-mail.',
        invite: 'Invita il bot Guildsmith nel tuo server.',
        activate: 'Digita /activate con la tua chiave e rispondi a qualche domanda.',
        build: 'Controlla l’anteprima e il bot costruisce il tuo server.',
      },
      demo: {
        label: 'Conversazione di esempio con il bot Guildsmith',
        channel: 'generale',
        replay: 'Riproduci di nuovo',
        you: 'Tu',
        keyOption: 'key: TPL-7KQ2M-…',
        accepted:
          'Chiave accettata per questo server. Rispondi a qualche domanda o usa i valori predefiniti per il resto.',
        dryRun:
          'Anteprima pronta: ecco ogni ruolo e canale che creerò. Non viene cancellato nulla di tuo. Procedo?',
        progress: {
          roles: 'Ruoli creati',
          channels: 'Categorie e canali creati',
          messages: 'Messaggi di benvenuto, regole, verifica e ticket pubblicati',
        },
        done: 'Fatto! Il tuo server è pronto. Hai cambiato idea? /undo rimuove esattamente ciò che ho creato.',
      },
    },
    testimonials: {
      title: 'Amato da chi gestisce server',
      label: 'Testimonianze',
      carousel: 'carosello',
      slide: 'testimonianza',
      position: '{number} di {total}',
      show: 'Mostra la testimonianza {number} di {total}',
      rating: 'Valutazione {rating} su 5',
      items: {
        esports: {
          role: 'Proprietario del server di un team esport',
          content:
            'Provini, scrim e un’area staff pronti in dieci minuti. L’anteprima mostrava esattamente cosa sarebbe cambiato, così l’ho usato sul nostro server attivo.',
        },
        coding: {
          role: 'Maintainer di una community open source',
          content:
            'Forum di aiuto, canali per gli annunci e uno sportello ticket per le segnalazioni di sicurezza, tutto con permessi sensati. Prima ci perdevo un weekend.',
        },
        creator: {
          role: 'Streamer e content creator',
          content:
            'La verifica ha fermato i raid dei bot dal primo giorno. Ho cambiato un paio di risposte durante la configurazione e il layout sembrava comunque mio.',
        },
        study: {
          role: 'Organizzatrice di un gruppo di studio universitario',
          content:
            'Un canale per ogni corso, stanze vocali per studiare insieme e, quando abbiamo scelto lo stile sbagliato, /undo ha ripulito tutto.',
        },
      },
    },
    counters: {
      styles: 'Stili nella galleria',
      servers: 'Server costruiti',
      feedback: 'Messaggi dalla nostra community',
    },
  },
  auth: {
    loginTitle: 'Accedi a Guildsmith',
    loginSubtitle:
      'Usa il tuo account Discord per acquistare piani, ricevere le chiavi di licenza e gestire i tuoi server.',
    continueWithDiscord: 'Continua con Discord',
    connecting: 'Connessione a Discord…',
    rememberDevice: 'Ricorda questo dispositivo per 30 giorni',
    accessNote:
      'Accediamo solo all’ID del tuo account Discord, al nome utente, all’indirizzo e-mail e all’elenco dei server. Non leggiamo mai i tuoi messaggi e non pubblichiamo mai a tuo nome.',
    adminLogin: 'Accesso amministratore',
    backHome: 'Torna alla home',
    startErrorTitle: 'Errore di autenticazione',
    startErrorDescription: 'Impossibile avviare l’autenticazione con Discord. Riprova.',
    authenticating: 'Autenticazione',
    authenticatingText: 'Completamento dell’accesso con Discord…',
    success: 'Fatto',
    successText: 'Hai effettuato l’accesso. Ti portiamo avanti…',
    failedTitle: 'Autenticazione non riuscita',
    returningHome: 'Ritorno alla home tra pochi secondi…',
    cancelled: 'L’autenticazione con Discord è stata annullata o non è riuscita',
    noCode: 'Autenticazione non valida: nessun codice di autorizzazione ricevuto da Discord.',
    invalidResponse: 'Risposta del server non valida. Riprova.',
    invalidUser: 'Dati utente non validi ricevuti da Discord',
    failed: 'Autenticazione non riuscita',
    homeErrorTitle: 'Autenticazione non riuscita',
    homeErrorText: 'Si è verificato un errore durante l’autenticazione con Discord. Riprova.',
    homeDataErrorTitle: 'Errore di autenticazione',
    homeDataErrorText: 'Impossibile elaborare i dati di accesso. Riprova.',
  },
  account: {
    menu: 'Menu dell’account',
    accountId: 'ID account',
    plan: 'Piano',
    upgrade: 'Passa a un piano superiore',
    profileSettings: 'Impostazioni del profilo',
    accountSettings: 'Impostazioni dell’account',
    signOut: 'Esci',
    noEmail: 'Nessuna e-mail',
  },
  plans: {
    free: 'Gratuito',
    starter: 'Starter',
    premium: 'Premium',
    ultimate: 'Ultimate',
    lifetime: 'A vita',
  },
  onboarding: {
    title: 'Benvenuto su Guildsmith',
    stepOf: 'Passo {current} di {total}',
    progress: '{percent}% completato',
    connectTitle: 'Collega il tuo account',
    connectText: 'Fatto: il tuo account Discord è collegato.',
    inviteTitle: 'Invita il bot',
    inviteText:
      'Aggiungi il bot di Guildsmith al tuo server. Serve il permesso di Amministratore per creare canali e ruoli.',
    inviteBot: 'Invita il bot',
    styleTitle: 'Scegli uno stile',
    styleText: 'Sfoglia la galleria e scegli il layout del tuo server.',
    next: 'Avanti',
    chooseStyle: 'Scegli lo stile',
    skip: 'Salta',
    close: 'Chiudi',
    doneTitle: 'Tutto pronto',
    doneText: 'Configurazione iniziale completata. Buon divertimento con Guildsmith!',
    failed: 'Impossibile completare la configurazione iniziale. Riprova.',
  },
  planFeatures: {
    accountSignIn: 'Accesso con account Discord',
    basicTemplates: 'Modelli di base',
    communitySupport: 'Supporto della community',
    advancedConfiguration: 'Configurazione avanzata',
    emailSupport: 'Supporto via e-mail',
    verificationSystems: 'Sistemi di verifica',
    ticketingSystem: 'Sistema di ticket',
    prioritySupport: 'Supporto prioritario',
    allPremiumFeatures: 'Tutte le funzioni Premium',
    advancedSecurity: 'Sicurezza avanzata',
    support247: 'Supporto 24/7',
    allTemplates: 'Tutti i modelli',
    lifetimeAccess: 'Accesso a vita',
    noMonthlyFees: 'Nessun canone mensile, mai',
  },
  pricing: {
    documentTitle: 'Prezzi',
    title: 'Piani e prezzi',
    subtitle:
      'Pass a pagamento unico, senza abbonamenti da disdire. Gli upgrade valgono appena il pagamento va a buon fine.',
    currentPlanChip: 'Il tuo piano:',
    plansLabel: 'Piani',
    previousPlans: 'Piani precedenti',
    nextPlans: 'Altri piani',
    period: {
      forever: 'per sempre',
      month: 'per 30 giorni',
      oneTime: 'una tantum',
    },
    mostPopular: 'Il più scelto',
    limitedTime: 'Tempo limitato',
    listPrice: 'Prezzo di listino {price}',
    templates: '{count} modelli',
    questions: '{range} domande di configurazione',
    channels: 'Fino a {count} canali per costruzione',
    notIncluded: 'Non incluso',
    currentPlan: 'Piano attuale',
    upgrade: 'Passa a {plan}',
    choose: 'Scegli {plan}',
    signIn: 'Accedi per scegliere',
    faqTitle: 'Domande frequenti',
    faq: {
      changes: {
        question: 'Quando ha effetto un cambio di piano?',
        answer:
          'Subito. Appena il pagamento va a buon fine il tuo account ha il nuovo piano e la tua chiave di licenza parte via e-mail.',
      },
      lifetime: {
        question: 'Cosa include Lifetime?',
        answer:
          'Tutti i modelli della galleria, compresi quelli che aggiungeremo, e tutti gli aggiornamenti futuri. Paghi una volta e mai più.',
      },
      guarantee: {
        question: 'Posso avere un rimborso?',
        answer:
          'Sì. Ogni acquisto ha una garanzia soddisfatti o rimborsati di 30 giorni: scrivi al supporto entro 30 giorni e ti rimborsiamo per intero.',
      },
      install: {
        question: 'Devo installare qualcosa?',
        answer:
          'No. Invita il bot nel tuo server, digita /activate con la tua chiave e tutto viene creato per te da Discord.',
      },
      support: {
        question: 'Come ottengo assistenza?',
        answer:
          'Scrivi a {email}. Per una domanda su un acquisto, aggiungi il numero d’ordine della tua ricevuta.',
      },
    },
  },
  newsletter: {
    title: 'Resta aggiornato',
    text: 'Nuovi stili, funzionalità del bot e offerte di lancio, direttamente nella tua casella di posta.',
    formLabel: 'Iscrizione alla newsletter',
    label: 'Indirizzo e-mail',
    placeholder: 'tu@esempio.it',
    hint: 'Prima ti inviamo un link di conferma. Ogni e-mail contiene un link per annullare l’iscrizione con un clic.',
    submit: 'Iscriviti',
    submitting: 'Iscrizione in corso…',
    emailRequired: 'Inserisci il tuo indirizzo e-mail.',
    emailInvalid: 'Inserisci un indirizzo e-mail valido.',
    success: 'Iscrizione completata!',
    successText:
      'Controlla la tua casella di posta e fai clic sul link nella nostra e-mail per confermare l’indirizzo.',
    failed: 'Iscrizione non riuscita. Riprova.',
  },
  platformStats: {
    title: 'Statistiche della piattaforma',
    intro: 'I numeri di Guildsmith in tempo reale, aggiornati ogni 30 secondi.',
    loading: 'Caricamento delle statistiche',
    items: {
      activeUsers: 'Utenti attivi (30 giorni)',
      serversCreated: 'Server creati',
      templatesAvailable: 'Modelli disponibili',
      monthlyGrowth: 'Nuovi utenti rispetto al mese scorso',
    },
  },
  feedback: {
    button: 'Feedback',
    title: 'Invia un feedback',
    description: 'Hai trovato un bug o hai un’idea? Raccontacelo; il team legge ogni messaggio.',
    category: 'Categoria',
    categoryPlaceholder: 'Seleziona una categoria',
    categories: {
      bug: 'Segnalazione di bug',
      feature: 'Richiesta di funzionalità',
      suggestion: 'Suggerimento generale',
      praise: 'Complimento',
    },
    message: 'Messaggio',
    messagePlaceholder: 'Cosa è successo, o cosa ti piacerebbe vedere?',
    count: '{length}/{max}',
    required: 'Seleziona una categoria e scrivi il tuo messaggio.',
    submit: 'Invia feedback',
    submitting: 'Invio in corso…',
    success: 'Grazie per il tuo feedback!',
    error: 'Impossibile inviare il feedback. Riprova.',
    close: 'Chiudi',
  },
  routeError: {
    title: 'Qualcosa è andato storto',
    body: 'Impossibile caricare questa pagina. Di solito basta ricaricarla.',
    reload: 'Ricarica la pagina',
  },
};

export default it;
