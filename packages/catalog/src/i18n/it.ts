import type { CatalogueTranslation } from './types.ts';

export const it: CatalogueTranslation = {
  styles: {
    'casual-gaming-hub': {
      name: 'Ritrovo di gioco casual',
      description:
        'Una casa accogliente per più giochi, pensata per un gruppo di amici che continua a crescere: chat, clip, LFG e stanze vocali.',
    },
    'cozy-indie-corner': {
      name: 'Angolo indie accogliente',
      description:
        'Uno spazio tranquillo per simulatori di fattoria, puzzle game e perle indie nascoste, con un canale vocale per il co-op sul divano.',
    },
    'retro-arcade-club': {
      name: 'Club arcade retrò',
      description:
        'Per collezionisti e giocatori di console classiche: scoperte, collezioni, record e riparazioni.',
    },
    'rust-wipe-crew': {
      name: 'Squadra del wipe di Rust',
      description:
        'La base di un clan survival per il giorno del wipe: pianificazione dei raid, progetti delle basi, registri del loot e comunicazioni della squadra.',
    },
    'mmo-guild-hall': {
      name: 'Sala della gilda MMO',
      description:
        'Gestisci una gilda MMO: calendario dei raid, consiglio del loot, richieste di crafting, gruppi per i dungeon e canale vocale per i raid.',
    },
    'competitive-fps-hub': {
      name: 'Ritrovo FPS competitivo',
      description:
        'Per chi macina ranked su Valorant, CS2 e Overwatch: LFG per ogni gioco, stanze per stack da 5, analisi dei VOD e segnalazioni dei giocatori.',
    },
    'game-server-network': {
      name: 'Rete di server di gioco',
      description:
        'Per le community che ospitano server di Rust, ARK e DayZ: stato e patch note per ogni gioco, aiuto per le donazioni e ticket.',
    },
    'gacha-guild': {
      name: 'Gilda gacha',
      description:
        'Per chi gioca a Genshin, Star Rail e Wuthering Waves: risultati dei pull, build, pianificazione dei banner e stanze co-op.',
    },
    'battle-royale-arena': {
      name: 'Arena battle royale',
      description:
        'Una grande community di Fortnite, Apex e Warzone con tornei commentati dai caster sullo Stage, un forum per trovare squadra e protezione anti-raid.',
    },
    'mmorpg-alliance': {
      name: 'Alleanza MMORPG',
      description:
        "Più gilde sotto un'unica bandiera: diplomazia, un forum di guide, iscrizioni ai raid, assemblee sullo Stage e un'area riservata al consiglio.",
    },
    'gaming-mega-community': {
      name: 'Mega community di gaming',
      description:
        'Tutto ciò che serve a un grande server multigioco: stanze per genere, LFG, tornei sullo Stage, forum di assistenza tecnica, giveaway e sicurezza completa.',
    },
    'indie-studio-player-hub': {
      name: 'Ritrovo dei giocatori di uno studio indie',
      description:
        'Per uno studio di sviluppo e i suoi giocatori: devlog, un laboratorio privato per i playtest, forum per bug e idee, dirette degli sviluppatori sullo Stage e supporto ai giocatori.',
    },
    'amateur-esports-team': {
      name: 'Squadra esport amatoriale',
      description:
        'Un roster e i suoi fan: una stanza privata della squadra per scrim e strategie, il calendario delle partite e un angolo per la community.',
    },
    'scrim-finder-network': {
      name: 'Rete per trovare scrim',
      description:
        'Dove le squadre trovano scrim: richieste per fascia di rank, annunci di squadre e giocatori, risultati e lobby condivise.',
    },
    'esports-organization': {
      name: 'Organizzazione esport',
      description:
        "Un'organizzazione con più roster: stanze private per Valorant, League e Rocket League, una zona per i fan e uno sportello per provini e sponsor.",
    },
    'tournament-organizer': {
      name: 'Organizzatore di tornei',
      description:
        'Gestisci coppe settimanali: regolamento, tabelloni, check-in, stanze numerate per le partite, una postazione per il casting e contestazioni tramite ticket.',
    },
    'fighting-game-locals': {
      name: 'Tornei locali di picchiaduro',
      description:
        'Una scena FGC locale: info settimanali, risultati, lobby netplay, canali per ogni gioco, il laboratorio delle combo e ticket per le iscrizioni.',
    },
    'pro-league-hub': {
      name: 'Centro della lega pro',
      description:
        'Una lega con tante squadre: classifiche, un forum per iscrivere le squadre, dirette sullo Stage, otto stanze per le partite e protezione anti-raid.',
    },
    'esports-org-headquarters': {
      name: "Sede di un'organizzazione esport",
      description:
        "Un'organizzazione al completo: due divisioni pro e un'academy, una content house, watch party sullo Stage, un forum per i provini, giveaway e sicurezza completa.",
    },
    'collegiate-esports-program': {
      name: 'Programma esport universitario',
      description:
        "Un programma universitario: stanze per la prima squadra e le riserve, LFG per il gioco del club, un forum per i provini, dirette degli studenti sullo Stage, serate LAN e ticket per l'idoneità.",
    },
    'vanilla-smp': {
      name: 'SMP vanilla',
      description:
        "Un piccolo server survival con whitelist: info sul server, candidature, costruzioni, scambi e un'assemblea cittadina per prendere le decisioni.",
    },
    'modded-minecraft-server': {
      name: 'Server Minecraft moddato',
      description:
        'Per un server con modpack: info sul pack e lista delle mod, aiuto con le mod tecnologiche e magiche, crash report e tour delle basi.',
    },
    'minecraft-build-team': {
      name: 'Squadra di costruttori Minecraft',
      description:
        'Lo studio di un build team: progetti, palette, schematiche, canali sulle tecniche, un portfolio e candidature per nuovi costruttori.',
    },
    'bedrock-realm': {
      name: 'Realm Bedrock',
      description:
        'Un realm tra amici su console e mobile: inviti, add-on, costruzioni, scambi e canale vocale per il party in cross-play.',
    },
    'survival-network': {
      name: 'Network survival',
      description:
        'Un network pubblico con survival, skyblock, factions e minigiochi: aiuto per lo store, segnalazioni e ricorsi tramite ticket.',
    },
    'hardcore-smp-season': {
      name: 'Stagione SMP hardcore',
      description:
        'Un server hardcore a stagioni: candidature tramite ticket, un registro delle morti, la lore della stagione, alleanze e una lounge per gli spettatori.',
    },
    'minecraft-network-pro': {
      name: 'Network Minecraft Pro',
      description:
        'Un grande network con canali per ogni modalità di gioco, forum per feedback e ricorsi, assemblee sullo Stage, ticket per lo store e protezione anti-raid.',
    },
    'minecraft-mega-network': {
      name: 'Mega network Minecraft',
      description:
        'Tutto per un grande network: aree survival, skyblock e minigiochi, forum, assemblee e gare di costruzione sullo Stage, una stanza per il build team e sicurezza completa.',
    },
    'minecraft-kingdoms-roleplay': {
      name: 'Regni di Minecraft: gioco di ruolo',
      description:
        'Un reame medievale con whitelist fatto di nazioni di giocatori: cronache, un forum delle nazioni, la corte reale sullo Stage, festival e sale di guerra.',
    },
    'coding-study-group': {
      name: 'Gruppo di studio di programmazione',
      description:
        'Chi impara aiuta chi impara: progressi quotidiani, aiuto per ogni linguaggio, code review e una stanza per il pair programming.',
    },
    'open-source-project': {
      name: 'Progetto open source',
      description:
        'La casa di un progetto open source: release, feed di GitHub, roadmap, guida per contribuire, aiuto e ore di ricevimento.',
    },
    'web-dev-collective': {
      name: 'Collettivo di sviluppo web',
      description:
        'Aiuto su frontend, backend e DevOps, revisioni dei portfolio, progetti personali e stanze di coworking per sviluppatori web.',
    },
    'game-jam-crew': {
      name: 'Squadra da game jam',
      description:
        'Organizza game jam: annuncio del tema, formazione dei team, devlog, consegne, aiuto sui motori di gioco e stanze vocali per ogni team.',
    },
    'developer-community': {
      name: 'Community di sviluppatori',
      description:
        'Una grande community di sviluppatori con aiuto per sette linguaggi, code review, stanze per il pair programming, offerte di lavoro e verifica contro i bot di spam.',
    },
    'data-science-lab': {
      name: 'Laboratorio di data science',
      description:
        'Per data scientist e ingegneri di ML: club di lettura dei paper, dataset, Kaggle, notebook, canali di aiuto e ticket per il mentoring.',
    },
    'ctf-security-team': {
      name: 'Squadra CTF e sicurezza',
      description:
        "Una squadra capture-the-flag: prossimi CTF, writeup, un canale per categoria, chiacchiere sull'homelab e sale operative della squadra.",
    },
    'open-source-foundation': {
      name: 'Fondazione open source',
      description:
        'Una fondazione di progetti: release da seguire, gruppi di lavoro, un forum per le RFC, call della community sullo Stage, segnalazioni di vulnerabilità tramite ticket e protezione anti-raid.',
    },
    'developer-mega-community': {
      name: 'Mega community di sviluppatori',
      description:
        'Il ritrovo completo per sviluppatori: canali per otto linguaggi, forum di aiuto e di architettura, talk tecnici sullo Stage, hackathon, carriera e sicurezza completa.',
    },
    'coding-bootcamp-campus': {
      name: 'Campus di un bootcamp di programmazione',
      description:
        'Il campus di un bootcamp: canali per coorte, aiuto sui moduli, un forum come coda di assistenza, lezioni sullo Stage, revisione tra pari, un centro carriera e stanze per gli istruttori.',
    },
    'twitch-streamer-starter': {
      name: 'Kit base per streamer Twitch',
      description:
        'Tutto ciò che serve a uno streamer in crescita: notifiche quando vai live, programmazione, chat della diretta, clip e una stanza per giocare con gli spettatori.',
    },
    'youtube-channel-community': {
      name: 'Community del canale YouTube',
      description:
        'Feed dei caricamenti per video, Shorts e post della community, più discussioni e idee per i video proposte dagli spettatori.',
    },
    'podcast-community': {
      name: 'Community del podcast',
      description:
        'Gli ascoltatori di un podcast: feed e discussione degli episodi, proposte di ospiti, domande degli ascoltatori e una stanza vocale per intervenire in diretta.',
    },
    'vtuber-fan-hub': {
      name: 'Ritrovo dei fan VTuber',
      description:
        'Il server dei fan di una VTuber: programmazione e chat delle live, desideri di collab, clip tradotte, fan art e visioni di gruppo.',
    },
    'streamer-subscriber-lounge': {
      name: 'Streamer + lounge per abbonati',
      description:
        'Il server di uno streamer con una lounge privata per gli abbonati, proposte di emote, ticket per sincronizzare i ruoli e verifica.',
    },
    'short-form-creator-collective': {
      name: 'Collettivo di creator di video brevi',
      description:
        'Creator di TikTok, Reels e Shorts che crescono insieme: avvisi sui trend, workshop sugli hook, analytics, collab e revisione delle offerte dei brand.',
    },
    'gaming-youtuber-community': {
      name: 'Community di uno YouTuber gaming',
      description:
        'La community di uno YouTuber di gaming: feed dei caricamenti e delle live, idee per i video, squadre di spettatori per giocare con il creator e serate di gioco.',
    },
    'streamer-team-network': {
      name: 'Network di un team di streamer',
      description:
        "Un team di streamer sotto un'unica bandiera: feed delle live, raid train, forum di aiuto per i creator e per le collab, eventi del team sullo Stage e protezione anti-raid.",
    },
    'creator-empire': {
      name: 'Impero del creator',
      description:
        'Per i grandi creator: feed di ogni piattaforma, hub delle dirette, aree riservate a membri e patron, Q&A dal vivo sullo Stage, giveaway, una stanza di produzione e sicurezza completa.',
    },
    'podcast-network': {
      name: 'Network di podcast',
      description:
        'Più show sotto lo stesso tetto: feed e forum degli episodi, registrazioni dal vivo sullo Stage, contenuti bonus per i sostenitori, studi e prenotazione degli ospiti.',
    },
    'study-together': {
      name: 'Studiamo insieme',
      description:
        'Body doubling per restare concentrato: stanze vocali pomodoro, una stanza silenziosa, un diario di studio quotidiano e una stanza per le pause.',
    },
    'homework-help-desk': {
      name: 'Sportello aiuto compiti',
      description:
        'Canali di aiuto per matematica, scienze, inglese, storia e lingue, con stanze di studio di gruppo per gli esercizi.',
    },
    'language-exchange': {
      name: 'Scambio linguistico',
      description:
        'Pratica inglese, spagnolo, francese, tedesco e giapponese con madrelingua, in tavoli di conversazione a numero chiuso.',
    },
    'university-course-group': {
      name: 'Gruppo del corso universitario',
      description:
        'Un corso, un server: appunti delle lezioni, compiti, preparazione agli esami, prove degli anni passati e stanze di studio di gruppo.',
    },
    'med-school-study-hall': {
      name: 'Aula studio di medicina',
      description:
        'Per studenti di medicina: materie precliniche, preparazione agli esami di abilitazione e Anki, stanze per lunghe sessioni di concentrazione, benessere e ticket per prenotare un tutor.',
    },
    'exam-prep-academy': {
      name: 'Accademia di preparazione agli esami',
      description:
        'Preparati a SAT, ACT e IELTS: piani di studio, test di prova, aiuto per ogni sezione, festeggiamenti per i punteggi e prenotazione dei tutor.',
    },
    'online-school-campus': {
      name: 'Campus di una scuola online',
      description:
        'Una scuola online: classi, un forum per i compiti, ore di ricevimento sullo Stage, stanze di studio, una biblioteca, una sala docenti e protezione anti-raid.',
    },
    'university-campus': {
      name: 'Campus universitario',
      description:
        "Un'intera università: facoltà, forum dei corsi, una biblioteca di stanze di studio, vita nel campus, associazioni, lezioni di ospiti sullo Stage e sicurezza completa.",
    },
    'language-learning-academy': {
      name: 'Accademia di lingue',
      description:
        'Una scuola di lingue: canali divisi per livello per sei lingue, forum di correzione, lezioni dal vivo sullo Stage, tavoli di conversazione e tutor.',
    },
    'artist-collective': {
      name: 'Collettivo di artisti',
      description:
        'Un piccolo collettivo di artisti: critiche con linee guida, lavori in corso, una galleria e un canale vocale per disegnare insieme.',
    },
    'digital-painting-studio': {
      name: 'Studio di pittura digitale',
      description:
        'Per chi dipinge in digitale: spunti quotidiani, critiche ai lavori digitali, pennelli e aiuto con Procreate e Photoshop.',
    },
    'pixel-art-guild': {
      name: 'Gilda della pixel art',
      description:
        'Pixel artist che condividono palette, tileset e frame di animazione, con una sfida settimanale e una galleria.',
    },
    'art-commission-marketplace': {
      name: 'Mercato delle commissioni artistiche',
      description:
        'Un posto sicuro per comprare e vendere commissioni: slot aperti, richieste, verifiche dei prezzi, portfolio e segnalazioni di truffe tramite ticket.',
    },
    'animation-studio': {
      name: 'Studio di animazione',
      description:
        'Animatori 2D e 3D: storyboard, animatic, rigging, aiuto con il rendering, feedback per tecnica e showreel.',
    },
    'art-academy': {
      name: "Accademia d'arte",
      description:
        'Formazione strutturata per artisti: basi, critiche, forum con gli insegnanti, dimostrazioni dal vivo sullo Stage, compiti settimanali e prenotazione delle revisioni.',
    },
    'creative-arts-guild': {
      name: 'Gilda delle arti creative',
      description:
        "Una grande casa per ogni tecnica: critiche, spunti, commissioni, forum d'arte, dimostrazioni dal vivo sullo Stage, contest e sicurezza completa.",
    },
    'miniature-painting-guild': {
      name: 'Gilda della pittura di miniature',
      description:
        'Per pittori di miniature e hobbisti: aiuto con la pittura, vetrine degli eserciti, forum sulla stampa 3D, dirette di pittura sullo Stage e contest.',
    },
    'producer-hangout': {
      name: 'Ritrovo dei producer',
      description:
        "Producer da cameretta che si scambiano feedback, consigli di mixaggio, suoni e collab, con una stanza d'ascolto.",
    },
    'band-hq': {
      name: 'Quartier generale della band',
      description:
        'La base di una band: calendario dei concerti, scalette, idee per i brani, testi, note delle prove e una sala prove.',
    },
    'lofi-listening-lounge': {
      name: "Lounge d'ascolto lo-fi",
      description:
        "Una lounge d'ascolto rilassata: cosa stai ascoltando, scambi di playlist, album della settimana, condivisione di beat e stanze radio.",
    },
    'indie-record-label': {
      name: 'Etichetta discografica indipendente',
      description:
        "Un'etichetta indipendente: feed delle uscite da seguire, una lounge privata per gli artisti, canali per i fan e invio delle demo tramite ticket.",
    },
    'beat-battle-arena': {
      name: 'Arena delle beat battle',
      description:
        'Beat battle mensili con flip di sample, consegne e risultati, stanze di feedback per genere e una stanza vocale per il cypher.',
    },
    'music-production-academy': {
      name: 'Accademia di produzione musicale',
      description:
        'Impara a produrre con feedback per genere, lezioni di teoria, forum con i mentor, masterclass sullo Stage e prenotazione dei mentor.',
    },
    'music-mega-community': {
      name: 'Mega community musicale',
      description:
        'Per ogni musicista: feedback sulle produzioni, stanze per strumento, promozione delle uscite, forum, concerti sullo Stage, beat battle e sicurezza completa.',
    },
    'dj-collective': {
      name: 'Collettivo di DJ',
      description:
        'DJ e producer di musica elettronica: tecnica, ID dei brani, mix, un forum con la bacheca degli ingaggi, set dal vivo sullo Stage e serate club.',
    },
    'anime-club': {
      name: 'Club di anime',
      description:
        'Un classico club di anime: chiacchiere sulla stagione, discussione degli episodi senza spoiler, consigli, fan art e watch party.',
    },
    'manga-readers-circle': {
      name: 'Circolo dei lettori di manga',
      description:
        'Per chi legge manga, manhwa e manhua: nuovi capitoli, liste di lettura, consigli e foto delle collezioni.',
    },
    'cosplay-community': {
      name: 'Community cosplay',
      description:
        'Cosplayer che condividono i propri lavori: vetrina e servizi fotografici, armature e oggetti di scena, cucito e parrucche, e incontri in fiera.',
    },
    'seasonal-anime-hub': {
      name: 'Ritrovo degli anime di stagione',
      description:
        'Resta al passo con ogni stagione: calendario delle uscite, notizie, capitoli dei manga, sondaggi sui personaggi, due stanze per i watch party e segnalazioni di spoiler.',
    },
    'japan-culture-club': {
      name: 'Club di cultura giapponese',
      description:
        'Anime, manga e tutto ciò che riguarda il Giappone: viaggi, cibo, J-music, giapponese per principianti, karaoke e pratica di conversazione.',
    },
    'anime-convention': {
      name: 'Convention di anime',
      description:
        'Il server di una convention di anime: programma e mappa della location, artist alley, forum di cosplay, panel sullo Stage, ticket per i badge e volontari.',
    },
    'anime-mega-community': {
      name: 'Mega community di anime',
      description:
        'Il grande server degli anime: thread degli episodi nel forum, stanze per genere, forum di recensioni e teorie, watch party, panel sullo Stage, quiz e sicurezza completa.',
    },
    'fan-creators-guild': {
      name: 'Gilda dei creativi fan',
      description:
        'Per fan artist, editor di AMV, autori di fanfiction e cosplayer: vetrine, una biblioteca di fanfiction nel forum, talk dei creator sullo Stage e fanzine.',
    },
    'fantasy-rp-tavern': {
      name: 'Taverna GdR fantasy',
      description:
        'Un accogliente gioco di ruolo testuale in un mondo fantasy: schede dei personaggi, quattro scene, lore del mondo e una stanza vocale della taverna.',
    },
    'dnd-campaign-table': {
      name: 'Tavolo della campagna di D&D',
      description:
        'Una campagna da tavolo: calendario e riassunti delle sessioni, tiri di dado, registro del bottino, schede del party, homebrew e il tavolo di gioco.',
    },
    'sci-fi-rp-station': {
      name: 'Stazione GdR di fantascienza',
      description:
        "Gioco di ruolo a bordo di una stazione nello spazio profondo: cinque ponti come scene, dossier dell'equipaggio, manifesto di bordo e carte stellari.",
    },
    'superhero-rp-city': {
      name: 'Città GdR di supereroi',
      description:
        'Un gioco di ruolo in una città di supereroi: candidature dei personaggi tramite ticket, il registro degli eroi, gli archivi cittadini e sei quartieri in-character.',
    },
    'gothic-horror-rp': {
      name: 'GdR horror gotico',
      description:
        "Una città oscura immersa nella notte: il codice di clan e leggi, il registro della stirpe, cinque scene inquietanti e un controllo captcha all'ingresso.",
    },
    'grand-fantasy-world': {
      name: 'Grande mondo fantasy',
      description:
        'Un vasto mondo fantasy: schede dei personaggi nel forum, una bibbia del mondo, due regioni di scene, una bacheca delle missioni ed eventi narrativi sullo Stage.',
    },
    'roleplay-multiverse': {
      name: 'Multiverso GdR',
      description:
        'Quattro generi in un solo server: scene fantasy, fantascientifiche, moderne e horror, forum per trame e partner, eventi narrativi sullo Stage e sicurezza completa.',
    },
    'city-life-rp': {
      name: 'GdR di vita cittadina',
      description:
        'Una città in stile GTA con whitelist: candidature, manuale, polizia e servizi di emergenza, attività commerciali, municipio sullo Stage e supporto ai giocatori.',
    },
    'founders-circle': {
      name: 'Circolo dei fondatori',
      description:
        'Founder di startup in fase iniziale che si aiutano a vicenda: presentazioni, assunzioni, feedback sul prodotto, raccolta fondi, crescita e prove di pitch.',
    },
    'freelancers-guild': {
      name: 'Gilda dei freelance',
      description:
        'Freelance che condividono ingaggi, tariffe, contratti e storie di clienti, con revisioni dei portfolio e scambi di competenze.',
    },
    'small-business-owners': {
      name: 'Piccoli imprenditori',
      description:
        'Titolari di negozi e attività di servizi che si confrontano su marketing, contabilità, e-commerce e personale, con una call mastermind settimanale.',
    },
    'sales-team-hq': {
      name: 'Quartier generale del team vendite',
      description:
        'Lo spazio di lavoro di un team vendite: flusso dei lead, aggiornamenti sulle trattative, successi, playbook, informazioni sui concorrenti e stanze per esercitarsi nelle chiamate.',
    },
    'agency-client-portal': {
      name: "Portale clienti dell'agenzia",
      description:
        "Un'agenzia e i suoi clienti: una lounge privata per aggiornamenti e approvazioni, ticket di richiesta con trascrizione e una stanza per il team.",
    },
    'angel-investor-network': {
      name: 'Rete di business angel',
      description:
        'Business angel e founder: una deal room riservata ai partner con due diligence, feedback sui pitch, networking e invio dei pitch tramite ticket.',
    },
    'startup-accelerator': {
      name: 'Acceleratore di startup',
      description:
        'Un programma di accelerazione: lounge della coorte, forum con i mentor, demo day sullo Stage, offerte dei partner, networking e prenotazione dei mentor.',
    },
    'entrepreneur-network': {
      name: 'Rete di imprenditori',
      description:
        'Una grande rete di imprenditori: stanze per settore e per ruolo, una deal room, forum di analisi spietate, chiacchierate informali sullo Stage, mastermind e sicurezza completa.',
    },
    'product-help-center': {
      name: 'Centro assistenza prodotto',
      description:
        'Supporto della community per un prodotto: stato del servizio, note di rilascio, problemi noti, guide, richieste di funzionalità e ore di ricevimento.',
    },
    'bot-support-server': {
      name: 'Server di supporto del bot',
      description:
        "Il server di supporto di un bot Discord: changelog, aiuto con configurazione e permessi, elenco dei comandi, idee e un'area di prova per il bot.",
    },
    'saas-customer-support': {
      name: 'Assistenza clienti SaaS',
      description:
        "L'assistenza clienti di un prodotto SaaS: knowledge base, ticket per argomento, bacheche per funzionalità e bug, domande sull'API e ore di ricevimento.",
    },
    'game-support-desk': {
      name: 'Assistenza per un gioco',
      description:
        'Supporto ai giocatori di un gioco online: ticket con trascrizione per account, pagamenti, bug e cheat, più bacheche di stato e manutenzione.',
    },
    'tech-repair-help-desk': {
      name: 'Sportello di riparazioni tech',
      description:
        'Supporto tecnico della community per PC, portatili, telefoni e reti, con stanze di aiuto in condivisione schermo e ticket per sessioni da remoto.',
    },
    'enterprise-support-portal': {
      name: 'Portale di supporto enterprise',
      description:
        'Supporto di livello enterprise: feed di stato, knowledge base, forum di domande e risposte, una lounge premium, webinar sullo Stage, stanze per le escalation e protezione anti-raid.',
    },
    'customer-success-hub': {
      name: 'Centro customer success',
      description:
        'La community clienti al completo: linee di prodotto, knowledge base, forum di domande e risposte, roadmap pubblica, programma beta, academy, webinar e sicurezza completa.',
    },
    'community-starter': {
      name: 'Community di base',
      description:
        "L'essenziale per un nuovo server: benvenuto, regole e annunci, quattro canali di chat, due canali vocali e una stanza per lo staff.",
    },
    'chill-hangout': {
      name: 'Ritrovo rilassato',
      description:
        'Un ritrovo tranquillo: chat, meme, animali e cibo, una domanda del giorno, sondaggi e lounge vocali con una chat testuale a fianco.',
    },
    'friend-group-server': {
      name: 'Server della compagnia',
      description:
        'Un server privato per un gruppo di amici: organizzare uscite, un archivio di foto, compleanni e la stanza vocale del divano.',
    },
    'local-city-community': {
      name: 'Community cittadina',
      description:
        'I vicini di casa online: notizie locali, eventi in zona, posti dove mangiare, oggetti smarriti, un mercatino e consigli.',
    },
    'lgbtq-safe-space': {
      name: 'Spazio sicuro LGBTQ+',
      description:
        "Uno spazio sicuro e moderato: controllo captcha all'ingresso, area di benvenuto, foto pride e di animali, un canale per sfogarsi, risorse e ticket privati con i moderatori.",
    },
    'international-hangout': {
      name: 'Ritrovo internazionale',
      description:
        'Amici da ogni parte del mondo: chat per lingua, scambio culturale, racconti di viaggio, cucina dal mondo e lounge internazionali.',
    },
    'parents-and-families': {
      name: 'Genitori e famiglie',
      description:
        "Genitori che si sostengono a vicenda per fascia d'età, con ricette di famiglia, attività, offerte e domande private ai moderatori.",
    },
    'social-community-plus': {
      name: 'Community sociale Plus',
      description:
        'Un server social in crescita: forum di discussione e consigli, domanda del giorno, AMA sullo Stage, serate di gioco, giveaway e protezione anti-raid.',
    },
    'community-mega-server': {
      name: 'Mega server della community',
      description:
        'Il layout social più grande: stanze per interessi, forum, domande quotidiane, AMA sullo Stage, serate film, una lounge per i frequentatori abituali e sicurezza completa.',
    },
    'gym-buddies': {
      name: 'Compagni di palestra',
      description:
        'Chi si allena si tiene in riga a vicenda: diari di allenamento, controlli della tecnica, programmi, meal prep e una sfida mensile.',
    },
    'running-club': {
      name: 'Club di corsa',
      description:
        'Un club di corsa: diari delle uscite, calendario delle gare, percorsi e sentieri, chiacchiere sulle scarpe, angolo infortuni e chilometri del mese.',
    },
    'online-coaching-team': {
      name: 'Team di coaching online',
      description:
        'Un coach e i suoi clienti: check-in privati e call di gruppo per i clienti, controlli della tecnica con la community, sfide e ticket per le prenotazioni.',
    },
    'martial-arts-dojo': {
      name: 'Dojo di arti marziali',
      description:
        'Praticanti di arti marziali di ogni stile: BJJ, Muay Thai, boxe, karate e MMA, analisi delle tecniche, diari di sparring e serate di combattimenti.',
    },
    'fitness-community-pro': {
      name: 'Community fitness Pro',
      description:
        'Una grande community di fitness: discipline, forum su programmi e alimentazione, lezioni dal vivo sullo Stage, sfide, prenotazione dei coach e protezione anti-raid.',
    },
    'sports-fans-united': {
      name: 'Tifosi sportivi uniti',
      description:
        'Tifosi di ogni campionato: forum con i thread delle partite, fantasy e pronostici, visioni di gruppo sullo Stage, gare di pronostici, bar sportivi e sicurezza completa.',
    },
    'monthly-book-club': {
      name: 'Club del libro mensile',
      description:
        'Un libro al mese: la lettura in corso e il calendario, discussione per capitoli, candidature, ultimi acquisti e la stanza degli incontri.',
    },
    'writers-workshop': {
      name: 'Laboratorio di scrittura',
      description:
        'Scrittori che aiutano scrittori: spunti quotidiani, scambio di critiche, worldbuilding, lettere di presentazione agli agenti, obiettivi di parole e sprint di scrittura.',
    },
    'fantasy-scifi-readers': {
      name: 'Lettori di fantasy e fantascienza',
      description:
        'Lettori di narrativa speculativa: letture di gruppo, canali per saga, nuove uscite, consigli e segnalazioni di spoiler.',
    },
    'author-reader-community': {
      name: 'Community tra autore e lettori',
      description:
        "Un autore e i suoi lettori: notizie, discussione delle saghe, teorie, un'area privata per il team ARC e candidature tramite ticket.",
    },
    'writing-community-pro': {
      name: 'Community di scrittura Pro',
      description:
        'Una community di scrittura seria: forum per critiche e lettere agli agenti, stanze per genere, incontri con gli autori sullo Stage, spunti, angolo lettura e protezione anti-raid.',
    },
    'photo-club': {
      name: 'Circolo fotografico',
      description:
        'Un circolo fotografico online: critiche, aiuto su editing e attrezzatura, un tema settimanale e gallerie per genere.',
    },
    'film-photography-lab': {
      name: 'Laboratorio di fotografia analogica',
      description:
        'Per chi scatta in analogico: pellicole, sviluppo in casa, scansione, stampa in camera oscura e riparazione delle fotocamere.',
    },
    'filmmakers-collective': {
      name: 'Collettivo di filmmaker',
      description:
        'Filmmaker indipendenti che mettono su una troupe: ricerca di troupe e casting, sceneggiatura, aiuto in post-produzione, proiezioni e festival.',
    },
    'photography-academy': {
      name: 'Accademia di fotografia',
      description:
        'Impara la fotografia passo dopo passo: lezioni, critiche, un forum con professionisti, workshop sullo Stage, esercitazioni e prenotazione delle revisioni del portfolio.',
    },
    'visual-creators-guild': {
      name: 'Gilda dei creativi visivi',
      description:
        'Fotografi e filmmaker insieme: generi, cinema e video, forum, workshop sullo Stage, passeggiate fotografiche, discussioni sul lavoro e sicurezza completa.',
    },
  },
  tags: {
    '2d': '2d',
    '3d': '3d',
    '3d-printing': 'stampa-3d',
    academy: 'accademia',
    accelerator: 'acceleratore',
    accountability: 'impegno-reciproco',
    agency: 'agenzia',
    airing: 'in-onda',
    alliance: 'alleanza',
    amas: 'ama',
    amateur: 'amatoriale',
    amv: 'amv',
    analogue: 'analogico',
    angels: 'business-angel',
    animation: 'animazione',
    anime: 'anime',
    anki: 'anki',
    apex: 'apex',
    applications: 'candidature',
    'arc-team': 'team-arc',
    arcade: 'arcade',
    ark: 'ark',
    art: 'arte',
    'art-school': 'scuola-arte',
    'artist-alley': 'artist-alley',
    assignments: 'esercitazioni',
    author: 'autore',
    'author-talks': 'incontri-con-autori',
    backend: 'backend',
    band: 'band',
    'battle-royale': 'battle-royale',
    'beat-battles': 'beat-battle',
    beats: 'beat',
    bedrock: 'bedrock',
    beginners: 'principianti',
    beta: 'beta',
    bjj: 'bjj',
    boards: 'esami-abilitazione',
    'book-club': 'club-del-libro',
    bootcamp: 'bootcamp',
    brackets: 'tabelloni',
    broadcast: 'dirette',
    'buddy-reads': 'letture-di-gruppo',
    'build-team': 'build-team',
    building: 'costruzioni',
    campaign: 'campagna',
    campus: 'campus',
    careers: 'carriera',
    casual: 'casual',
    changelog: 'changelog',
    'check-ins': 'check-in',
    chill: 'relax',
    city: 'città',
    clan: 'clan',
    classes: 'classi',
    clients: 'clienti',
    club: 'club',
    clubs: 'associazioni-studentesche',
    coaching: 'coaching',
    cohorts: 'coorti',
    collabs: 'collab',
    collecting: 'collezionismo',
    collective: 'collettivo',
    college: 'universitari',
    commissions: 'commissioni',
    community: 'community',
    'community-calls': 'call-della-community',
    'community-support': 'supporto-della-community',
    competition: 'competizione',
    competitive: 'competitivo',
    concerts: 'concerti',
    content: 'contenuti',
    contests: 'contest',
    contributors: 'contributori',
    convention: 'convention',
    conventions: 'fiere',
    conversation: 'conversazione',
    cosplay: 'cosplay',
    course: 'corso',
    cozy: 'accogliente',
    crafting: 'artigianato',
    creator: 'creator',
    crew: 'troupe',
    critique: 'critiche',
    'cross-play': 'cross-play',
    cs2: 'cs2',
    ctf: 'ctf',
    culture: 'cultura',
    cups: 'coppe',
    'customer-success': 'successo-dei-clienti',
    customers: 'clientela',
    cybersecurity: 'sicurezza-informatica',
    darkroom: 'camera-oscura',
    'data-science': 'scienza-dei-dati',
    dayz: 'dayz',
    'deal-flow': 'opportunità-di-investimento',
    'demo-day': 'demo-day',
    demos: 'demo',
    developers: 'sviluppatori',
    devlogs: 'devlog',
    'digital-art': 'arte-digitale',
    'discord-bot': 'bot-discord',
    dj: 'dj',
    dnd: 'dnd',
    ecommerce: 'ecommerce',
    education: 'formazione',
    electronic: 'elettronica',
    enterprise: 'aziende',
    entrepreneurs: 'imprenditori',
    episodes: 'episodi',
    escalations: 'escalation',
    events: 'eventi',
    'exam-prep': 'preparazione-esami',
    exchange: 'scambio',
    factions: 'factions',
    families: 'famiglie',
    'fan-art': 'fan-art',
    fanfiction: 'fanfiction',
    fans: 'fan',
    fantasy: 'fantasy',
    feedback: 'feedback',
    festivals: 'festival',
    fgc: 'fgc',
    film: 'pellicola',
    filmmaking: 'cinema',
    fitness: 'fitness',
    fivem: 'fivem',
    focus: 'concentrazione',
    fortnite: 'fortnite',
    forums: 'forum',
    foundation: 'fondazione',
    founders: 'fondatori',
    fps: 'fps',
    freelance: 'freelance',
    friends: 'amici',
    frontend: 'frontend',
    fundamentals: 'fondamenti',
    gacha: 'gacha',
    'game-dev': 'sviluppo-giochi',
    'game-jam': 'game-jam',
    'game-support': 'supporto-gioco',
    gamedev: 'gamedev',
    gaming: 'gaming',
    general: 'generale',
    genshin: 'genshin',
    gigs: 'ingaggi',
    github: 'github',
    giveaways: 'giveaway',
    godot: 'godot',
    gothic: 'gotico',
    'gta-rp': 'gta-rp',
    guild: 'gilda',
    guilds: 'gilde',
    gym: 'palestra',
    hackathons: 'hackathon',
    hacking: 'hacking',
    hangout: 'ritrovo',
    hardcore: 'hardcore',
    'help-center': 'centro-assistenza',
    'high-school': 'scuole-superiori',
    'hip-hop': 'hip-hop',
    homework: 'compiti',
    horror: 'horror',
    ielts: 'ielts',
    indie: 'indie',
    interests: 'interessi',
    international: 'internazionale',
    investors: 'investitori',
    japan: 'giappone',
    japanese: 'giapponese',
    jobs: 'lavoro',
    kaggle: 'kaggle',
    kingdoms: 'regni',
    label: 'etichetta',
    lan: 'lan',
    languages: 'lingue',
    large: 'grande',
    league: 'lega',
    learning: 'apprendimento',
    lessons: 'lezioni',
    lgbtq: 'lgbtq',
    lifting: 'pesi',
    listeners: 'ascoltatori',
    listening: 'ascolto',
    'live-classes': 'lezioni-dal-vivo',
    'live-recordings': 'registrazioni-live',
    'lo-fi': 'lo-fi',
    local: 'locale',
    locals: 'tornei-locali',
    'machine-learning': 'apprendimento-automatico',
    manga: 'manga',
    manhwa: 'manhwa',
    marathon: 'maratona',
    marketing: 'marketing',
    marketplace: 'mercato',
    'martial-arts': 'arti-marziali',
    masterclass: 'masterclass',
    masterminds: 'mastermind',
    medicine: 'medicina',
    medieval: 'medievale',
    memberships: 'abbonamenti',
    mentors: 'mentor',
    miniatures: 'miniature',
    minigames: 'minigiochi',
    mixes: 'mix',
    mma: 'mma',
    mmo: 'mmo',
    modded: 'moddato',
    modpack: 'modpack',
    monthly: 'mensile',
    'multi-game': 'multigioco',
    'multi-genre': 'multigenere',
    'multi-platform': 'multipiattaforma',
    musicians: 'musicisti',
    nations: 'nazioni',
    neighbours: 'vicini',
    network: 'network',
    networking: 'networking',
    news: 'notizie',
    'office-hours': 'ore-di-ricevimento',
    'open-source': 'open-source',
    organization: 'organizzazione',
    painting: 'pittura',
    panels: 'panel',
    parents: 'genitori',
    pc: 'pc',
    perks: 'vantaggi',
    photography: 'fotografia',
    pipeline: 'pipeline',
    'pixel-art': 'pixel-art',
    players: 'giocatori',
    playtesting: 'playtest',
    podcast: 'podcast',
    pomodoro: 'pomodoro',
    portal: 'portale',
    portfolio: 'portfolio',
    private: 'privato',
    procreate: 'procreate',
    product: 'prodotto',
    production: 'produzione',
    prompts: 'spunti',
    quests: 'missioni',
    races: 'gare',
    raiding: 'raid-di-gilda',
    raids: 'raid',
    ranked: 'classificate',
    rates: 'tariffe',
    readers: 'lettori',
    reading: 'lettura',
    realm: 'realm',
    reels: 'reels',
    releases: 'uscite',
    repair: 'riparazioni',
    retro: 'retrò',
    rfcs: 'rfc',
    roleplay: 'gioco-di-ruolo',
    rosters: 'roster',
    running: 'corsa',
    rust: 'rust',
    saas: 'saas',
    'safe-space': 'spazio-sicuro',
    sales: 'vendite',
    sat: 'sat',
    schematics: 'schematiche',
    school: 'scuola',
    'sci-fi': 'fantascienza',
    scrims: 'scrim',
    season: 'stagione',
    seasonal: 'stagionale',
    servers: 'server',
    shorts: 'shorts',
    simple: 'semplice',
    skyblock: 'skyblock',
    small: 'piccolo',
    'small-business': 'piccole-imprese',
    smp: 'smp',
    social: 'socialità',
    songwriting: 'scrittura-canzoni',
    space: 'spazio',
    sports: 'sport',
    sprints: 'sprint',
    'star-rail': 'star-rail',
    starter: 'per-iniziare',
    startups: 'startup',
    storyboards: 'storyboard',
    'stream-team': 'team-di-streamer',
    streamer: 'streamer',
    'street-fighter': 'street-fighter',
    studio: 'studio-di-sviluppo',
    study: 'studio',
    subscribers: 'abbonati',
    superheroes: 'supereroi',
    support: 'supporto',
    survival: 'survival',
    team: 'squadra',
    teams: 'squadre',
    tech: 'tecnologia',
    'tech-support': 'supporto-tecnico',
    'tech-talks': 'talk-tecnici',
    tekken: 'tekken',
    'test-prep': 'preparazione-test',
    'text-rp': 'gdr-testuale',
    tickets: 'ticket',
    tiktok: 'tiktok',
    tournaments: 'tornei',
    'town-hall': 'assemblea',
    ttrpg: 'gdr-da-tavolo',
    tutoring: 'ripetizioni',
    tutors: 'tutor',
    twitch: 'twitch',
    unity: 'unity',
    university: 'università',
    valorant: 'valorant',
    vampires: 'vampiri',
    vanilla: 'vanilla',
    varsity: 'prima-squadra',
    video: 'videomaking',
    videos: 'video',
    'viewer-games': 'giochi-con-gli-spettatori',
    viewers: 'spettatori',
    vtuber: 'vtuber',
    warhammer: 'warhammer',
    'watch-alongs': 'visioni-di-gruppo',
    'watch-parties': 'watch-party',
    web: 'web',
    webinars: 'webinar',
    'weekly-theme': 'tema-settimanale',
    whitelist: 'whitelist',
    wholesome: 'genuino',
    workshops: 'workshop',
    'world-building': 'worldbuilding',
    writing: 'scrittura',
    youtube: 'youtube',
    zines: 'fanzine',
  },
  unchanged: {
    names: [],
    tags: [
      '2d',
      '3d',
      'amv',
      'anime',
      'anki',
      'apex',
      'arcade',
      'ark',
      'artist-alley',
      'backend',
      'band',
      'battle-royale',
      'bedrock',
      'beta',
      'bjj',
      'bootcamp',
      'build-team',
      'campus',
      'casual',
      'changelog',
      'clan',
      'club',
      'coaching',
      'community',
      'convention',
      'cosplay',
      'creator',
      'cross-play',
      'cs2',
      'ctf',
      'dayz',
      'demo-day',
      'dj',
      'dnd',
      'ecommerce',
      'factions',
      'fan-art',
      'fanfiction',
      'fantasy',
      'feedback',
      'fgc',
      'fitness',
      'fivem',
      'fortnite',
      'fps',
      'freelance',
      'frontend',
      'gacha',
      'game-jam',
      'gamedev',
      'gaming',
      'genshin',
      'github',
      'godot',
      'gta-rp',
      'hacking',
      'hardcore',
      'hip-hop',
      'horror',
      'ielts',
      'indie',
      'kaggle',
      'lan',
      'lgbtq',
      'lo-fi',
      'manga',
      'manhwa',
      'marketing',
      'masterclass',
      'mma',
      'mmo',
      'modpack',
      'network',
      'networking',
      'open-source',
      'pc',
      'pipeline',
      'pixel-art',
      'podcast',
      'pomodoro',
      'portfolio',
      'procreate',
      'realm',
      'reels',
      'rust',
      'saas',
      'sat',
      'shorts',
      'skyblock',
      'smp',
      'star-rail',
      'streamer',
      'street-fighter',
      'survival',
      'tekken',
      'tiktok',
      'twitch',
      'unity',
      'valorant',
      'vanilla',
      'vtuber',
      'warhammer',
      'web',
      'whitelist',
      'youtube',
    ],
  },
};
