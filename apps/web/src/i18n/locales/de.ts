import type { ShellMessages } from './en.ts';

const de: ShellMessages = {
  common: {
    appName: 'Guildsmith',
    loading: 'Wird geladen…',
    error: 'Ein Fehler ist aufgetreten',
  },
  a11y: {
    skipToContent: 'Zum Inhalt springen',
  },
  nav: {
    label: 'Hauptnavigation',
    features: 'Funktionen',
    pricing: 'Preise',
    about: 'Über uns',
    security: 'Sicherheit',
    login: 'Anmelden',
    menu: 'Menü',
    styles: 'Stile',
    dashboard: 'Dashboard',
    servers: 'Server',
  },
  theme: {
    dark: 'Dunkelmodus',
  },
  language: {
    label: 'Sprache',
  },
  demo: {
    label: 'Demomodus',
    message: 'Demomodus: Zahlungen, Discord und E-Mails werden lokal simuliert.',
    mailbox: 'Test-Postfach öffnen',
    hide: 'Demo-Hinweis ausblenden',
  },
  footer: {
    tagline: 'Fertige Discord-Server-Layouts, aufgebaut mit einem einzigen Befehl.',
    groups: {
      product: 'Produkt',
      community: 'Community',
      company: 'Unternehmen',
    },
    links: {
      features: 'Funktionen',
      pricing: 'Preise',
      documentation: 'Dokumentation',
      support: 'Support',
      community: 'Community-Server',
      about: 'Über uns',
      privacy: 'Datenschutzerklärung',
      terms: 'Nutzungsbedingungen',
    },
    newTab: '(öffnet in einem neuen Tab)',
    copyright: '© {year} Guildsmith. Alle Rechte vorbehalten.',
    disclaimer:
      'Guildsmith steht in keiner Verbindung zu Discord Inc. und wird nicht von Discord Inc. unterstützt.',
  },
  toast: {
    label: 'Benachrichtigung',
    viewport: 'Benachrichtigungen ({hotkey})',
    close: 'Benachrichtigung schließen',
  },
  home: {
    documentTitle: 'Guildsmith: fertige Discord-Server-Layouts',
    hero: {
      eyebrow: 'Discord-Server-Layouts, bereit zum Aufbau',
      title: 'Dein kompletter Discord-Server, aufgebaut mit einem Befehl',
      tagline:
        'Wähle einen Stil, gib /activate auf deinem Server ein, und Guildsmith erstellt Rollen, Kanäle, Berechtigungen, Verifizierung und Tickets für dich. Was schon da ist, wird nie gelöscht.',
      viewPlans: 'Pläne und Preise ansehen',
      viewFeatures: 'Funktionen ansehen',
      viewPermissions: 'Bot-Berechtigungen ansehen',
      status: {
        label: 'Anmeldestatus',
        checking: 'Anmeldung wird geprüft …',
        signedIn: 'Angemeldet als {name}',
        plan: 'Dein Plan: {plan}',
        dashboard: 'Zum Dashboard',
        signedOut: 'Du bist nicht angemeldet',
        signedOutText:
          'Melde dich mit Discord an, um einen Plan zu wählen und deinen Lizenzschlüssel zu erhalten.',
        signIn: 'Anmelden',
      },
    },
    features: {
      title: 'Alles, was ein neuer Server braucht',
      intro:
        'Jeder Stil ist ein vollständiges, getestetes Layout, das du mit wenigen Fragen anpasst, bevor irgendetwas aufgebaut wird.',
      styleCount_one: '{count} Stil in der Galerie',
      styleCount_other: '{count} Stile in der Galerie',
      items: {
        templates: {
          title: 'Fertige Vorlagen',
          body: 'Gaming, Programmieren, Creator, Lerngruppen und mehr: komplette Layouts mit Kategorien, Kanälen, Teamrollen und Berechtigungen.',
        },
        security: {
          title: 'Sicherheit und Verifizierung',
          body: 'Neue Mitglieder verifizieren sich, bevor sie den Server sehen, Team-Kanäle bleiben privat, und nur Administratoren können einen Schlüssel aktivieren.',
        },
        tickets: {
          title: 'Ticket- und Support-Systeme',
          body: 'Ein Support-Bereich mit Ticket-Kategorien und Kanälen nur fürs Team ist fertig eingerichtet, damit Mitglieder wissen, wo sie Hilfe bekommen.',
        },
        bot: {
          title: 'Bot-Integration',
          body: 'Slash-Befehle erledigen alles: /activate baut auf, /status meldet den Stand, /undo entfernt genau das, was der Bot erstellt hat.',
        },
        dashboard: {
          title: 'Dein Dashboard',
          body: 'Lizenzschlüssel, Plan, Server und letzte Aufbauten an einem Ort, die Bot-Einladung nur einen Klick entfernt.',
        },
        premium: {
          title: 'Premium-Vorteile',
          body: 'Höhere Pläne schalten mehr Stile, mehr anpassbare Einstellungen, größere Aufbauten und bevorzugten Support frei.',
        },
      },
    },
    community: {
      title: 'Werde Teil der Community',
      body: 'Zeig deinen Server, stell Fragen und sieh dir an, was andere mit Guildsmith aufbauen.',
      join: 'Unserem Discord-Server beitreten',
    },
    pricing: {
      title: 'Einfache Preise, einmal bezahlt',
      body: 'Starte kostenlos mit einem Stil. Bezahlte Pläne sind Einmalpässe ohne Abo, das du kündigen müsstest: Starter, Premium und Ultimate schalten 30 Tage lang mehr Stile frei, Lifetime schaltet alle Stile dauerhaft frei.',
      guarantee: 'Für jeden Kauf gilt eine 30-tägige Geld-zurück-Garantie.',
      lifetimeSavings:
        'Zwölf 30-Tage-Pässe für Ultimate kosten {ultimateYear}. Lifetime kostet einmalig {lifetime} und läuft nie ab: {savings} weniger.',
    },
    about: {
      title: 'Über Guildsmith',
      body: 'Guildsmith ist für alle gemacht, die lieber ihre Community leiten, als einen Abend lang Kanäle von Hand anzulegen. Kaufe einen Plan, erhalte deinen Lizenzschlüssel per E-Mail, gib /activate auf deinem Server ein und beantworte ein paar Fragen. Den Rest erledigt der Bot.',
      steps: {
        buy: 'Wähle einen Plan: Dein Lizenzschlüssel kommt per E-Mail.',
        invite: 'Lade den Guildsmith-Bot auf deinen Server ein.',
        activate: 'Gib /activate mit deinem Schlüssel ein und beantworte ein paar Fragen.',
        build: 'Prüfe die Vorschau, und der Bot baut deinen Server auf.',
      },
      demo: {
        label: 'Beispielgespräch mit dem Guildsmith-Bot',
        channel: 'allgemein',
        replay: 'Erneut abspielen',
        you: 'Du',
        keyOption: 'key: TPL-7KQ2M-…',
        accepted:
          'Schlüssel für diesen Server akzeptiert. Beantworte ein paar Fragen oder nimm für den Rest die Standardwerte.',
        dryRun:
          'Vorschau fertig: Hier ist jede Rolle und jeder Kanal, die ich erstelle. Nichts von dir wird gelöscht. Aufbauen?',
        progress: {
          roles: 'Rollen erstellt',
          channels: 'Kategorien und Kanäle erstellt',
          messages: 'Willkommens-, Regel-, Verifizierungs- und Ticket-Nachrichten gepostet',
        },
        done: 'Fertig! Dein Server ist bereit. Doch anders entschieden? /undo entfernt genau das, was ich erstellt habe.',
      },
    },
    testimonials: {
      title: 'Beliebt bei Server-Betreibern',
      label: 'Erfahrungsberichte',
      carousel: 'Karussell',
      slide: 'Erfahrungsbericht',
      position: '{number} von {total}',
      show: 'Erfahrungsbericht {number} von {total} anzeigen',
    },
    counters: {
      styles: 'Stile in der Galerie',
      servers: 'Aufgebaute Server',
      feedback: 'Nachrichten aus unserer Community',
    },
  },
  auth: {
    loginTitle: 'Bei Guildsmith anmelden',
    loginSubtitle:
      'Nutze dein Discord-Konto, um Pläne zu kaufen, Lizenzschlüssel zu erhalten und deine Server zu verwalten.',
    continueWithDiscord: 'Weiter mit Discord',
    connecting: 'Verbindung zu Discord wird hergestellt…',
    rememberDevice: 'Dieses Gerät 30 Tage lang merken',
    accessNote:
      'Wir greifen nur auf deine Discord-Konto-ID, deinen Benutzernamen, deine E-Mail-Adresse und deine Serverliste zu. Wir lesen nie deine Nachrichten und posten nie in deinem Namen.',
    adminLogin: 'Admin-Anmeldung',
    backHome: 'Zurück zur Startseite',
    startErrorTitle: 'Authentifizierungsfehler',
    startErrorDescription:
      'Die Discord-Authentifizierung konnte nicht gestartet werden. Bitte versuche es erneut.',
    authenticating: 'Authentifizierung',
    authenticatingText: 'Deine Discord-Anmeldung wird abgeschlossen…',
    success: 'Erfolgreich',
    successText: 'Du bist angemeldet. Es geht gleich weiter…',
    failedTitle: 'Authentifizierung fehlgeschlagen',
    returningHome: 'In wenigen Sekunden geht es zurück zur Startseite…',
    cancelled: 'Die Discord-Authentifizierung wurde abgebrochen oder ist fehlgeschlagen',
    noCode: 'Ungültige Authentifizierung: Von Discord wurde kein Autorisierungscode empfangen.',
    invalidResponse: 'Ungültige Antwort vom Server. Bitte versuche es erneut.',
    invalidUser: 'Ungültige Benutzerdaten von Discord erhalten',
    failed: 'Authentifizierung fehlgeschlagen',
    homeErrorTitle: 'Authentifizierung fehlgeschlagen',
    homeErrorText:
      'Bei der Discord-Authentifizierung ist ein Fehler aufgetreten. Bitte versuche es erneut.',
    homeDataErrorTitle: 'Authentifizierungsfehler',
    homeDataErrorText:
      'Die Anmeldedaten konnten nicht verarbeitet werden. Bitte versuche es erneut.',
  },
  account: {
    menu: 'Kontomenü',
    accountId: 'Konto-ID',
    plan: 'Plan',
    upgrade: 'Upgrade',
    profileSettings: 'Profileinstellungen',
    accountSettings: 'Kontoeinstellungen',
    signOut: 'Abmelden',
    noEmail: 'Keine E-Mail',
  },
  plans: {
    free: 'Kostenlos',
    starter: 'Starter',
    premium: 'Premium',
    ultimate: 'Ultimate',
    lifetime: 'Shining Lifetime',
  },
  onboarding: {
    title: 'Willkommen bei Guildsmith',
    stepOf: 'Schritt {current} von {total}',
    progress: '{percent}% erledigt',
    connectTitle: 'Konto verbinden',
    connectText: 'Erledigt: Dein Discord-Konto ist verbunden.',
    inviteTitle: 'Bot einladen',
    inviteText:
      'Füge den Guildsmith-Bot zu deinem Server hinzu. Er braucht die Administrator-Berechtigung, um Kanäle und Rollen zu erstellen.',
    inviteBot: 'Bot einladen',
    styleTitle: 'Stil auswählen',
    styleText: 'Stöbere in der Galerie und wähle das Layout für deinen Server.',
    next: 'Weiter',
    chooseStyle: 'Stil auswählen',
    skip: 'Überspringen',
    close: 'Schließen',
    doneTitle: 'Alles bereit',
    doneText: 'Einrichtung abgeschlossen. Viel Spaß mit Guildsmith!',
    failed: 'Die Einrichtung konnte nicht abgeschlossen werden. Bitte versuche es erneut.',
  },
  planFeatures: {
    accountSignIn: 'Anmeldung mit Discord-Konto',
    basicTemplates: 'Basis-Vorlagen',
    communitySupport: 'Community-Support',
    advancedConfiguration: 'Erweiterte Konfiguration',
    emailSupport: 'E-Mail-Support',
    verificationSystems: 'Verifizierungssysteme',
    ticketingSystem: 'Ticketsystem',
    prioritySupport: 'Priorisierter Support',
    allPremiumFeatures: 'Alle Premium-Funktionen',
    advancedSecurity: 'Erweiterte Sicherheit',
    support247: 'Support rund um die Uhr',
    allTemplates: 'Alle Vorlagen',
    lifetimeAccess: 'Lebenslanger Zugang',
    noMonthlyFees: 'Niemals monatliche Gebühren',
  },
  planTaglines: {
    free: 'Teste Guildsmith mit einem fertigen Layout.',
    starter: 'Für neue Communitys, die schnell eine solide Struktur wollen.',
    premium: 'Verifizierung, Tickets und umfangreichere Layouts für wachsende Server.',
    ultimate: 'Erweiterte Sicherheit und die größten Layouts für ambitionierte Communitys.',
    lifetime: 'Jede Vorlage, jedes Update, für immer. Keine monatlichen Gebühren.',
  },
  pricing: {
    documentTitle: 'Preise',
    title: 'Pläne & Preise',
    subtitle:
      'Einmalige Pässe ohne Abo, das du kündigen müsstest. Upgrades gelten, sobald deine Zahlung erfolgreich ist.',
    currentPlanChip: 'Dein Plan:',
    plansLabel: 'Pläne',
    previousPlans: 'Vorherige Pläne',
    nextPlans: 'Weitere Pläne',
    period: {
      forever: 'für immer',
      month: 'für 30 Tage',
      oneTime: 'einmalig',
    },
    mostPopular: 'Am beliebtesten',
    limitedTime: 'Nur für kurze Zeit',
    lifetimeDeal: 'Lifetime-Angebot',
    saveOver: 'Über {amount} gespart gegenüber {plan}',
    listPrice: 'Regulärer Preis {price}',
    templates_one: '{count} Vorlage',
    templates_other: '{count} Vorlagen',
    questions: '{range} anpassbare Einstellungen',
    channels_one: 'Bis zu {count} Kanal pro Aufbau',
    channels_other: 'Bis zu {count} Kanäle pro Aufbau',
    notIncluded: 'Nicht enthalten',
    currentPlan: 'Aktueller Plan',
    upgrade: 'Upgrade auf {plan}',
    choose: '{plan} wählen',
    signIn: 'Zum Auswählen anmelden',
    faqTitle: 'Häufige Fragen',
    faq: {
      changes: {
        question: 'Wann wird ein Planwechsel wirksam?',
        answer:
          'Sofort. Sobald deine Zahlung erfolgreich ist, hat dein Konto den neuen Plan und dein Lizenzschlüssel ist per E-Mail unterwegs.',
      },
      lifetime: {
        question: 'Was ist in Lifetime enthalten?',
        answer:
          'Jede Vorlage der Galerie, auch alle, die wir später hinzufügen, und alle künftigen Updates. Du zahlst einmal und nie wieder.',
      },
      guarantee: {
        question: 'Bekomme ich mein Geld zurück?',
        answer:
          'Ja. Jeder Kauf hat eine 30-Tage-Geld-zurück-Garantie: Schreib dem Support innerhalb von 30 Tagen und wir erstatten den vollen Betrag.',
      },
      install: {
        question: 'Muss ich etwas installieren?',
        answer:
          'Nein. Lade den Bot auf deinen Server ein, tippe /activate mit deinem Schlüssel, und alles wird direkt in Discord für dich aufgebaut.',
      },
      support: {
        question: 'Wie bekomme ich Hilfe?',
        answer:
          'Schreib an {email}. Bei einer Frage zu einem Kauf gib die Bestellnummer aus deinem Beleg an.',
      },
    },
  },
  newsletter: {
    title: 'Bleib auf dem Laufenden',
    text: 'Neue Stile, Bot-Funktionen und Angebote direkt in dein Postfach.',
    formLabel: 'Newsletter-Anmeldung',
    label: 'E-Mail-Adresse',
    placeholder: 'du@beispiel.de',
    hint: 'Wir schicken zuerst einen Bestätigungslink. Jede E-Mail enthält einen Abmeldelink mit einem Klick.',
    submit: 'Abonnieren',
    submitting: 'Wird abonniert …',
    emailRequired: 'Bitte gib deine E-Mail-Adresse ein.',
    emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    success: 'Erfolgreich abonniert!',
    successText:
      'Sieh in dein Postfach und klicke auf den Link in unserer E-Mail, um deine Adresse zu bestätigen.',
    failed: 'Abonnieren fehlgeschlagen. Bitte versuche es erneut.',
  },
  platformStats: {
    title: 'Plattform-Statistiken',
    intro: 'Live-Zahlen von Guildsmith, alle 30 Sekunden aktualisiert.',
    loading: 'Statistiken werden geladen',
    items: {
      activeUsers: 'Aktive Nutzer (30 Tage)',
      serversCreated: 'Erstellte Server',
      templatesAvailable: 'Verfügbare Vorlagen',
      monthlyGrowth: 'Neue Nutzer ggü. Vormonat',
    },
  },
  feedback: {
    button: 'Feedback',
    title: 'Feedback senden',
    description:
      'Einen Fehler gefunden oder eine Idee? Erzähl es uns; das Team liest jede Nachricht.',
    category: 'Kategorie',
    categoryPlaceholder: 'Kategorie auswählen',
    categories: {
      bug: 'Fehlerbericht',
      feature: 'Funktionswunsch',
      suggestion: 'Allgemeiner Vorschlag',
      praise: 'Lob',
    },
    message: 'Nachricht',
    messagePlaceholder: 'Was ist passiert, oder was wünschst du dir?',
    count: '{length}/{max}',
    required: 'Bitte wähle eine Kategorie und gib deine Nachricht ein.',
    submit: 'Feedback senden',
    submitting: 'Wird gesendet …',
    success: 'Danke für dein Feedback!',
    error: 'Feedback konnte nicht gesendet werden. Bitte versuche es erneut.',
    close: 'Schließen',
  },
  routeError: {
    title: 'Etwas ist schiefgelaufen',
    body: 'Diese Seite konnte nicht geladen werden. Neu laden hilft meistens.',
    reload: 'Seite neu laden',
  },
};

export default de;
