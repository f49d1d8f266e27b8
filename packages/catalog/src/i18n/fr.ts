import type { CatalogueTranslation } from './types.ts';

export const fr: CatalogueTranslation = {
  styles: {
    'casual-gaming-hub': {
      name: 'QG gaming décontracté',
      description:
        'Un QG convivial et multijeux pour une bande d’amis qui ne cesse de s’agrandir : discussion, clips, recherche de coéquipiers et salons vocaux.',
    },
    'cozy-indie-corner': {
      name: 'Coin indé cosy',
      description:
        'Un espace calme pour les jeux de ferme, les jeux de réflexion et les pépites indés méconnues, avec un salon vocal pour jouer en coop comme sur le canapé.',
    },
    'retro-arcade-club': {
      name: 'Club rétro arcade',
      description:
        'Pour les collectionneurs et les joueurs de consoles d’époque : trouvailles, collections, meilleurs scores et réparations.',
    },
    'rust-wipe-crew': {
      name: 'Équipe Rust du wipe',
      description:
        'La base d’un clan de survie pour le jour du wipe : préparation des raids, plans de base, registres de loot et communications d’équipe.',
    },
    'mmo-guild-hall': {
      name: 'Salle de guilde MMO',
      description:
        'Gérez votre guilde MMO : planning des raids, conseil du loot, demandes d’artisanat, groupes de donjon et salon vocal de raid.',
    },
    'competitive-fps-hub': {
      name: 'QG FPS compétitif',
      description:
        'Pour les acharnés du classé sur Valorant, CS2 et Overwatch : recherche de coéquipiers par jeu, salons pour les 5-stacks, analyse de VOD et signalements de joueurs.',
    },
    'game-server-network': {
      name: 'Réseau de serveurs de jeu',
      description:
        'Pour les communautés qui hébergent des serveurs Rust, ARK et DayZ : statut et notes de patch par jeu, aide pour les dons et tickets.',
    },
    'gacha-guild': {
      name: 'Guilde gacha',
      description:
        'Pour les joueurs de Genshin, Star Rail et Wuthering Waves : résultats de tirages, builds, planification des bannières et salons coop.',
    },
    'battle-royale-arena': {
      name: 'Arène battle royale',
      description:
        'Une grande communauté Fortnite, Apex et Warzone avec des tournois commentés sur scène, un forum pour trouver une équipe et une protection anti-raid.',
    },
    'mmorpg-alliance': {
      name: 'Alliance MMORPG',
      description:
        'Plusieurs guildes sous une même bannière : diplomatie, forum de guides, inscriptions aux raids, assemblées sur scène et espace du conseil.',
    },
    'gaming-mega-community': {
      name: 'Méga-communauté gaming',
      description:
        'Tout ce dont un grand serveur multijeux a besoin : salons par genre, recherche de coéquipiers, tournois sur scène, forums d’aide technique, giveaways et sécurité complète.',
    },
    'indie-studio-player-hub': {
      name: 'QG des joueurs d’un studio indé',
      description:
        'Pour un studio de jeux et ses joueurs : devlogs, labo de playtest privé, forums de bugs et d’idées, streams de développement sur scène et support joueurs.',
    },
    'amateur-esports-team': {
      name: 'Équipe esport amateur',
      description:
        'Une équipe et ses fans : un salon d’équipe privé pour les scrims et les stratégies, le calendrier des matchs et un coin communauté.',
    },
    'scrim-finder-network': {
      name: 'Réseau de recherche de scrims',
      description:
        'Là où les équipes trouvent leurs scrims : demandes par tranche de rang, annonces d’équipes et de joueurs, résultats et lobbies partagés.',
    },
    'esports-organization': {
      name: 'Structure esport',
      description:
        'Une structure multi-équipes avec des salons privés Valorant, League et Rocket League, une zone fans et un guichet de contact pour les tryouts et les sponsors.',
    },
    'tournament-organizer': {
      name: 'Organisateur de tournois',
      description:
        'Organisez des cups hebdomadaires : règlement, arbres de tournoi, check-in, salons de match numérotés, une cabine de cast et litiges par ticket.',
    },
    'fighting-game-locals': {
      name: 'Scène locale de jeux de combat',
      description:
        'Une scène FGC locale : infos de la semaine, résultats, lobbies netplay, salons par jeu, le labo de combos et inscriptions par ticket.',
    },
    'pro-league-hub': {
      name: 'QG de ligue pro',
      description:
        'Une ligue avec de nombreuses équipes : classements, forum d’inscription des équipes, diffusions sur scène, huit salons de match et protection anti-raid.',
    },
    'esports-org-headquarters': {
      name: 'Quartier général esport',
      description:
        'Une structure complète : deux divisions pro et une académie, une content house, des watch parties sur scène, un forum de tryouts, des giveaways et une sécurité complète.',
    },
    'collegiate-esports-program': {
      name: 'Programme esport universitaire',
      description:
        'Un programme universitaire : salons de l’équipe première et de la réserve, recherche de coéquipiers pour le club, forum de tryouts, diffusions étudiantes sur scène, soirées LAN et tickets d’éligibilité.',
    },
    'vanilla-smp': {
      name: 'SMP vanilla',
      description:
        'Un petit serveur survie sur whitelist : infos du serveur, candidatures, constructions, échanges et une assemblée pour prendre les décisions.',
    },
    'modded-minecraft-server': {
      name: 'Serveur Minecraft moddé',
      description:
        'Pour un serveur de modpack : infos du pack et liste des mods, aide pour les mods tech et magie, rapports de crash et visites de bases.',
    },
    'minecraft-build-team': {
      name: 'Équipe de build Minecraft',
      description:
        'Le studio d’une équipe de build : projets, palettes, schematics, salons par technique, portfolio et candidatures de builders.',
    },
    'bedrock-realm': {
      name: 'Realm Bedrock',
      description:
        'Un realm entre amis sur console et mobile : invitations, add-ons, constructions, échanges et salon vocal de groupe en cross-play.',
    },
    'survival-network': {
      name: 'Réseau survie',
      description:
        'Un réseau public avec survie, skyblock, factions et mini-jeux : aide pour la boutique, signalements et demandes de débannissement par ticket.',
    },
    'hardcore-smp-season': {
      name: 'Saison SMP hardcore',
      description:
        'Un serveur hardcore saisonnier : candidatures par ticket, registre des morts, lore de la saison, alliances et salon des spectateurs.',
    },
    'minecraft-network-pro': {
      name: 'Réseau Minecraft Pro',
      description:
        'Un grand réseau avec des salons par mode de jeu, des forums de retours et de contestation, des assemblées sur scène, des tickets boutique et une protection anti-raid.',
    },
    'minecraft-mega-network': {
      name: 'Méga-réseau Minecraft',
      description:
        'Tout pour un grand réseau : espaces survie, skyblock et mini-jeux, forums, assemblées et concours de build sur scène, salon de l’équipe de build et sécurité complète.',
    },
    'minecraft-kingdoms-roleplay': {
      name: 'Royaumes Minecraft en jeu de rôle',
      description:
        'Un royaume médiéval sur whitelist composé de nations de joueurs : chroniques, forum des nations, cour royale sur scène, festivités et salles de guerre.',
    },
    'coding-study-group': {
      name: 'Groupe d’étude en programmation',
      description:
        'Des apprenants qui s’entraident : progrès du jour, aide par langage, revue de code et salon de programmation en binôme.',
    },
    'open-source-project': {
      name: 'Projet open source',
      description:
        'La maison d’un projet open source : versions, flux GitHub, feuille de route, guide de contribution, aide et permanences.',
    },
    'web-dev-collective': {
      name: 'Collectif de devs web',
      description:
        'Aide frontend, backend et DevOps, revues de portfolio, projets perso et salons de coworking pour les développeurs web.',
    },
    'game-jam-crew': {
      name: 'Équipe de game jam',
      description:
        'Organisez vos game jams : révélation du thème, formation des équipes, devlogs, rendus, aide sur les moteurs et salons vocaux d’équipe.',
    },
    'developer-community': {
      name: 'Communauté de développeurs',
      description:
        'Une grande communauté de devs avec de l’aide pour sept langages, de la revue de code, des salons en binôme, des offres d’emploi et une vérification contre les bots de spam.',
    },
    'data-science-lab': {
      name: 'Labo de data science',
      description:
        'Pour les data scientists et ingénieurs ML : club de lecture d’articles, jeux de données, Kaggle, notebooks, salons d’aide et tickets de mentorat.',
    },
    'ctf-security-team': {
      name: 'Équipe CTF et sécurité',
      description:
        'Une équipe de capture the flag : CTF à venir, writeups, un salon par catégorie, discussions homelab et cellules de crise d’équipe.',
    },
    'open-source-foundation': {
      name: 'Fondation open source',
      description:
        'Une fondation qui réunit plusieurs projets : versions à suivre, groupes de travail, forum RFC, réunions communautaires sur scène, signalements de failles par ticket et protection anti-raid.',
    },
    'developer-mega-community': {
      name: 'Méga-communauté de développeurs',
      description:
        'Le QG complet des développeurs : huit salons de langages, forums d’aide et d’architecture, conférences tech sur scène, hackathons, carrières et sécurité complète.',
    },
    'coding-bootcamp-campus': {
      name: 'Campus de bootcamp de code',
      description:
        'Le campus d’un bootcamp : salons par promo, aide par module, forum de file d’attente pour l’aide, cours magistraux sur scène, relecture entre pairs, espace carrière et salons des formateurs.',
    },
    'twitch-streamer-starter': {
      name: 'Kit de démarrage pour streamer Twitch',
      description:
        'Tout ce dont un streamer en pleine croissance a besoin : alertes de live, planning, chat du stream, clips et un salon pour jouer avec les viewers.',
    },
    'youtube-channel-community': {
      name: 'Communauté de chaîne YouTube',
      description:
        'Des flux de mises en ligne pour les vidéos, les Shorts et les posts de la communauté, plus des discussions et des idées de vidéos proposées par vos spectateurs.',
    },
    'podcast-community': {
      name: 'Communauté de podcast',
      description:
        'Les auditeurs d’un podcast : flux et discussions des épisodes, suggestions d’invités, questions des auditeurs et salon vocal pour intervenir en direct.',
    },
    'vtuber-fan-hub': {
      name: 'QG des fans de VTuber',
      description:
        'Le serveur des fans d’un VTuber : planning et chat des streams, envies de collabs, clips traduits, fan arts et visionnages en commun.',
    },
    'streamer-subscriber-lounge': {
      name: 'Salon streamer et abonnés',
      description:
        'Le serveur d’un streamer avec un salon privé pour les abonnés, des suggestions d’emotes, des tickets de synchronisation des rôles et une vérification.',
    },
    'short-form-creator-collective': {
      name: 'Collectif de créateurs de formats courts',
      description:
        'Les créateurs TikTok, Reels et Shorts grandissent ensemble : alertes tendances, atelier d’accroches, statistiques, collabs et avis sur les partenariats de marque.',
    },
    'gaming-youtuber-community': {
      name: 'Communauté de YouTubeur gaming',
      description:
        'La communauté d’un YouTubeur gaming : flux des vidéos et des lives, idées de vidéos, escouades de viewers pour jouer avec le créateur et soirées jeux.',
    },
    'streamer-team-network': {
      name: 'Réseau d’équipe de streamers',
      description:
        'Une équipe de streamers sous une même bannière : flux des lives, raid train, forums d’entraide entre créateurs et de collabs, événements d’équipe sur scène et protection anti-raid.',
    },
    'creator-empire': {
      name: 'Empire de créateur',
      description:
        'Pour les grands créateurs : flux de toutes les plateformes, QG des streams, espaces réservés aux membres et aux mécènes, questions-réponses en direct sur scène, giveaways, salle de production et sécurité complète.',
    },
    'podcast-network': {
      name: 'Réseau de podcasts',
      description:
        'Plusieurs émissions sous un même toit : flux et forum des épisodes, enregistrements en public sur scène, contenus bonus pour les soutiens, studios et réservation d’invités.',
    },
    'study-together': {
      name: 'Étudier ensemble',
      description:
        'Du body doubling pour rester concentré : salons vocaux pomodoro, salle silencieuse, journal d’étude quotidien et salle de pause.',
    },
    'homework-help-desk': {
      name: 'Aide aux devoirs',
      description:
        'Des salons d’aide en maths, sciences, anglais, histoire et langues, avec des salles d’étude en groupe pour les séries d’exercices.',
    },
    'language-exchange': {
      name: 'Échange linguistique',
      description:
        'Pratiquez l’anglais, l’espagnol, le français, l’allemand et le japonais avec des locuteurs natifs, autour de tables de conversation à places limitées.',
    },
    'university-course-group': {
      name: 'Groupe de cours à la fac',
      description:
        'Un cours, un serveur : notes de cours, devoirs, révisions des examens, annales et salles d’étude en groupe.',
    },
    'med-school-study-hall': {
      name: 'Salle d’étude de médecine',
      description:
        'Pour les étudiants en médecine : matières précliniques, préparation aux concours et Anki, longues sessions de concentration, bien-être et tickets de réservation de tuteurs.',
    },
    'exam-prep-academy': {
      name: 'Académie de préparation aux examens',
      description:
        'Préparez le SAT, l’ACT et l’IELTS : plans de révision, tests blancs, aide par épreuve, célébration des scores et réservation de tuteurs.',
    },
    'online-school-campus': {
      name: 'Campus d’école en ligne',
      description:
        'Une école en ligne : classes, forum des devoirs, permanences sur scène, salles d’étude, bibliothèque, salle des profs et protection anti-raid.',
    },
    'university-campus': {
      name: 'Campus universitaire',
      description:
        'Toute une université : facultés, forums de cours, une bibliothèque de salles d’étude, vie du campus, associations, conférences d’invités sur scène et sécurité complète.',
    },
    'language-learning-academy': {
      name: 'Académie de langues',
      description:
        'Une école de langues : salons par niveau pour six langues, forums de correction, cours en direct sur scène, tables de conversation et tuteurs.',
    },
    'artist-collective': {
      name: 'Collectif d’artistes',
      description:
        'Un petit collectif d’artistes : critiques encadrées, travaux en cours, galerie et salon vocal pour dessiner ensemble.',
    },
    'digital-painting-studio': {
      name: 'Atelier de peinture numérique',
      description:
        'Pour les peintres numériques : thèmes du jour, critiques d’œuvres numériques, pinceaux et aide sur Procreate et Photoshop.',
    },
    'pixel-art-guild': {
      name: 'Guilde du pixel art',
      description:
        'Des pixel artists qui partagent palettes, tilesets et frames d’animation, avec un défi hebdomadaire et une galerie.',
    },
    'art-commission-marketplace': {
      name: 'Place de marché des commissions',
      description:
        'Un lieu sûr pour acheter et vendre des commissions : places ouvertes, demandes, estimations de prix, portfolios et signalements d’arnaques par ticket.',
    },
    'animation-studio': {
      name: 'Studio d’animation',
      description:
        'Pour les animateurs 2D et 3D : storyboards, animatiques, rigging, aide au rendu, retours par support et démo reels.',
    },
    'art-academy': {
      name: 'Académie d’art',
      description:
        'Un apprentissage structuré pour les artistes : fondamentaux, critiques, forums des formateurs, démos en direct sur scène, exercices hebdomadaires et réservation de corrections.',
    },
    'creative-arts-guild': {
      name: 'Guilde des arts créatifs',
      description:
        'Un grand espace pour toutes les techniques : critiques, thèmes, commissions, forums d’art, démos en direct sur scène, concours et sécurité complète.',
    },
    'miniature-painting-guild': {
      name: 'Guilde de peinture de figurines',
      description:
        'Pour les peintres de figurines et les passionnés : aide à la peinture, vitrines d’armées, forums d’impression 3D, streams de peinture sur scène et concours.',
    },
    'producer-hangout': {
      name: 'Repaire des beatmakers',
      description:
        'Des producteurs en home studio qui échangent retours, astuces de mixage, sons et collabs, avec un salon d’écoute.',
    },
    'band-hq': {
      name: 'QG du groupe',
      description:
        'Le camp de base d’un groupe : calendrier des concerts, setlists, idées de morceaux, paroles, notes de répétition et salle de répétition.',
    },
    'lofi-listening-lounge': {
      name: 'Salon d’écoute lo-fi',
      description:
        'Un salon d’écoute tranquille : ce que vous écoutez en ce moment, échanges de playlists, album de la semaine, partage de prods et salons radio.',
    },
    'indie-record-label': {
      name: 'Label indépendant',
      description:
        'Un label indépendant : flux des sorties à suivre, salon privé des artistes, salons pour les fans et envoi de démos par ticket.',
    },
    'beat-battle-arena': {
      name: 'Arène de beat battles',
      description:
        'Des beat battles mensuelles avec flips de samples, envois et résultats, salons de retours par genre et salon vocal de cypher.',
    },
    'music-production-academy': {
      name: 'Académie de production musicale',
      description:
        'Apprenez la production avec des retours par genre, des cours de théorie, des forums de mentors, des masterclasses sur scène et la réservation de mentors.',
    },
    'music-mega-community': {
      name: 'Méga-communauté musicale',
      description:
        'Pour tous les musiciens : retours sur vos productions, salons par instrument, promo des sorties, forums, concerts sur scène, beat battles et sécurité complète.',
    },
    'dj-collective': {
      name: 'Collectif de DJ',
      description:
        'DJ et producteurs électro : technique, ID de morceaux, mixes, forum des dates, sets en direct sur scène et soirées club.',
    },
    'anime-club': {
      name: 'Club d’anime',
      description:
        'Un club d’anime classique : discussions sur la saison, débats par épisode sans spoiler, recommandations, fan arts et soirées visionnage.',
    },
    'manga-readers-circle': {
      name: 'Cercle de lecteurs de manga',
      description:
        'Pour les lecteurs de manga, manhwa et manhua : nouveaux chapitres, listes de lecture, recommandations et photos de collection.',
    },
    'cosplay-community': {
      name: 'Communauté cosplay',
      description:
        'Des cosplayeurs qui partagent leurs créations : vitrine et shootings photo, armures et accessoires, couture et perruques, et rencontres en convention.',
    },
    'seasonal-anime-hub': {
      name: 'QG de l’anime de saison',
      description:
        'Suivez chaque saison : calendrier de diffusion, actus, chapitres de manga, sondages sur les personnages, deux salons de visionnage et signalements de spoilers.',
    },
    'japan-culture-club': {
      name: 'Club de culture japonaise',
      description:
        'Anime, manga et tout ce qui touche au Japon : voyages, cuisine, J-music, japonais pour débutants, karaoké et pratique de la conversation.',
    },
    'anime-convention': {
      name: 'Convention anime',
      description:
        'Le serveur d’une convention anime : programme et plan du site, allée des artistes, forums cosplay, conférences sur scène, tickets pour les badges et bénévoles.',
    },
    'anime-mega-community': {
      name: 'Méga-communauté anime',
      description:
        'Le grand serveur anime : un fil de forum par épisode, salons par genre, forums de critiques et de théories, soirées visionnage, conférences sur scène, quiz et sécurité complète.',
    },
    'fan-creators-guild': {
      name: 'Guilde des créations de fans',
      description:
        'Pour les fan artists, monteurs d’AMV, auteurs de fanfictions et cosplayeurs : vitrines, forum bibliothèque de fanfictions, échanges entre créateurs sur scène et fanzines.',
    },
    'fantasy-rp-tavern': {
      name: 'Taverne RP fantasy',
      description:
        'Un jeu de rôle écrit et chaleureux dans un royaume de fantasy : fiches de personnage, quatre scènes, lore du monde et salon vocal de la taverne.',
    },
    'dnd-campaign-table': {
      name: 'Table de campagne D&D',
      description:
        'Une campagne de jeu de rôle sur table : planning et résumés des sessions, jets de dés, suivi du butin, fiches du groupe, homebrew et la table de jeu.',
    },
    'sci-fi-rp-station': {
      name: 'Station RP de science-fiction',
      description:
        'Du jeu de rôle à bord d’une station en espace lointain : cinq ponts en guise de scènes, dossiers d’équipage, manifeste du vaisseau et cartes stellaires.',
    },
    'superhero-rp-city': {
      name: 'Ville RP de super-héros',
      description:
        'Un jeu de rôle de super-héros en ville : candidatures de personnages par ticket, registre des héros, archives de la ville et six quartiers en RP.',
    },
    'gothic-horror-rp': {
      name: 'RP horreur gothique',
      description:
        'Une sombre cité de la nuit : le codex des clans et des lois, le registre des vampires, cinq scènes inquiétantes et un contrôle par captcha.',
    },
    'grand-fantasy-world': {
      name: 'Grand monde de fantasy',
      description:
        'Un vaste monde de fantasy : fiches de personnage en forum, bible du monde, deux régions de scènes, tableau des quêtes et événements narratifs en direct sur scène.',
    },
    'roleplay-multiverse': {
      name: 'Multivers du jeu de rôle',
      description:
        'Quatre genres sur un seul serveur : scènes fantasy, science-fiction, contemporaines et horreur, forums d’intrigues et de partenaires, événements narratifs sur scène et sécurité complète.',
    },
    'city-life-rp': {
      name: 'RP vie en ville',
      description:
        'Une ville façon GTA sur whitelist : candidatures, manuel, police et services médicaux, entreprises, mairie sur scène et support joueurs.',
    },
    'founders-circle': {
      name: 'Cercle des fondateurs',
      description:
        'Des fondateurs en phase d’amorçage qui s’entraident : présentations, recrutement, retours produit, levée de fonds, croissance et entraînement au pitch.',
    },
    'freelancers-guild': {
      name: 'Guilde des freelances',
      description:
        'Des freelances qui partagent missions, tarifs, contrats et anecdotes clients, avec des revues de portfolio et des échanges de compétences.',
    },
    'small-business-owners': {
      name: 'Patrons de petites entreprises',
      description:
        'Commerçants et prestataires comparent leurs pratiques en marketing, comptabilité, e-commerce et gestion du personnel, avec un appel mastermind chaque semaine.',
    },
    'sales-team-hq': {
      name: 'QG de l’équipe commerciale',
      description:
        'L’espace de travail d’une équipe commerciale : flux de leads, suivi des deals, victoires, playbooks, veille concurrentielle et salles d’entraînement aux appels.',
    },
    'agency-client-portal': {
      name: 'Portail clients d’agence',
      description:
        'Une agence et ses clients : un salon client privé pour les mises à jour et les validations, des tickets de demande avec transcription et un salon d’équipe.',
    },
    'angel-investor-network': {
      name: 'Réseau de business angels',
      description:
        'Business angels et fondateurs : une deal room réservée aux partenaires avec due diligence, retours sur les pitchs, networking et envoi de pitchs par ticket.',
    },
    'startup-accelerator': {
      name: 'Accélérateur de start-up',
      description:
        'Un programme d’accélération : salon de la promo, forums de mentors, demo day sur scène, offres partenaires, networking et réservation de mentors.',
    },
    'entrepreneur-network': {
      name: 'Réseau d’entrepreneurs',
      description:
        'Un grand réseau d’entrepreneurs : salons par secteur et par métier, deal room, forums d’analyses critiques, discussions au coin du feu sur scène, masterminds et sécurité complète.',
    },
    'product-help-center': {
      name: 'Centre d’aide produit',
      description:
        'Le support communautaire d’un produit : statut, notes de version, problèmes connus, guides, demandes de fonctionnalités et permanences.',
    },
    'bot-support-server': {
      name: 'Serveur de support de bot',
      description:
        'Le serveur de support d’un bot Discord : changelog, aide à la configuration et aux permissions, liste des commandes, idées et bac à sable pour tester le bot.',
    },
    'saas-customer-support': {
      name: 'Support client SaaS',
      description:
        'Le support client d’un produit SaaS : base de connaissances, tickets par sujet, tableaux des fonctionnalités et des bugs, questions sur l’API et permanences.',
    },
    'game-support-desk': {
      name: 'Guichet de support joueurs',
      description:
        'Le support joueurs d’un jeu en ligne : tickets compte, paiement, bugs et triche avec transcription, tableaux d’état et de maintenance.',
    },
    'tech-repair-help-desk': {
      name: 'Dépannage informatique',
      description:
        'Un support technique communautaire pour PC, portables, téléphones et réseaux, avec des salons d’aide en partage d’écran et des tickets de prise en main à distance.',
    },
    'enterprise-support-portal': {
      name: 'Portail de support entreprise',
      description:
        'Un support de niveau entreprise : flux d’état, base de connaissances, forums de questions-réponses, salon premium, webinaires sur scène, salons d’escalade et protection anti-raid.',
    },
    'customer-success-hub': {
      name: 'Espace réussite client',
      description:
        'La communauté client complète : gammes de produits, base de connaissances, forums de questions-réponses, feuille de route publique, programme bêta, académie, webinaires et sécurité complète.',
    },
    'community-starter': {
      name: 'Kit de démarrage communautaire',
      description:
        'L’essentiel pour un nouveau serveur : accueil, règles et annonces, quatre salons de discussion, deux salons vocaux et un salon du staff.',
    },
    'chill-hangout': {
      name: 'Repaire détente',
      description:
        'Un repaire décontracté : discussion, mèmes, animaux et cuisine, une question du jour, des sondages et des salons vocaux avec un fil de discussion écrit à côté.',
    },
    'friend-group-server': {
      name: 'Serveur entre amis',
      description:
        'Un serveur privé pour votre bande d’amis : organiser des sorties, un fourre-tout de photos, les anniversaires et le salon vocal canapé.',
    },
    'local-city-community': {
      name: 'Communauté de la ville',
      description:
        'Vos voisins en ligne : actus locales, événements près de chez vous, bonnes adresses, objets perdus et trouvés, petites annonces et recommandations.',
    },
    'lgbtq-safe-space': {
      name: 'Espace sûr LGBTQ+',
      description:
        'Un espace sûr et modéré : contrôle par captcha, espace d’accueil, photos des fiertés et d’animaux, un salon défouloir, des ressources et des tickets privés pour les modos.',
    },
    'international-hangout': {
      name: 'Repaire international',
      description:
        'Des amis du monde entier : discussions par langue, échanges culturels, récits de voyage, cuisines du monde et salons internationaux.',
    },
    'parents-and-families': {
      name: 'Parents et familles',
      description:
        'Des parents qui s’entraident selon l’âge des enfants, avec des recettes de famille, des activités, des bons plans et des questions privées aux modos.',
    },
    'social-community-plus': {
      name: 'Communauté conviviale Plus',
      description:
        'Un serveur convivial en pleine croissance : forums de discussion et de conseils, question du jour, AMA sur scène, soirées jeux, giveaways et protection anti-raid.',
    },
    'community-mega-server': {
      name: 'Méga-serveur communautaire',
      description:
        'La plus grande structure communautaire : salons par centre d’intérêt, forums, questions du jour, AMA sur scène, soirées cinéma, salon des habitués et sécurité complète.',
    },
    'gym-buddies': {
      name: 'Potes de muscu',
      description:
        'Des pratiquants de musculation qui se motivent entre eux : journaux d’entraînement, vérifications de technique, programmes, meal prep et défi mensuel.',
    },
    'running-club': {
      name: 'Club de course à pied',
      description:
        'Un club de course : journaux de sorties, calendrier des courses, parcours et trails, discussions chaussures, coin des blessures et kilométrage du mois.',
    },
    'online-coaching-team': {
      name: 'Équipe de coaching en ligne',
      description:
        'Un coach et ses clients : suivis privés et appels de groupe pour les clients, vérifications de technique en communauté, défis et tickets de réservation.',
    },
    'martial-arts-dojo': {
      name: 'Dojo d’arts martiaux',
      description:
        'Des pratiquants de tous les styles : JJB, muay-thaï, boxe, karaté et MMA, décryptages techniques, journaux de sparring et soirées combat.',
    },
    'fitness-community-pro': {
      name: 'Communauté fitness Pro',
      description:
        'Une grande communauté fitness : disciplines, forums programmes et nutrition, cours en direct sur scène, défis, réservation de coachs et protection anti-raid.',
    },
    'sports-fans-united': {
      name: 'Fans de sport réunis',
      description:
        'Les fans de toutes les ligues : forums avec un fil par match, fantasy et pronostics, visionnages en direct sur scène, concours de pronostics, bars sportifs et sécurité complète.',
    },
    'monthly-book-club': {
      name: 'Club de lecture mensuel',
      description:
        'Un livre par mois : la lecture en cours et son planning, discussion par chapitre, propositions, derniers achats et salle de réunion.',
    },
    'writers-workshop': {
      name: 'Atelier d’écriture',
      description:
        'Des auteurs qui s’entraident : sujets du jour, échanges de critiques, worldbuilding, lettres de présentation aux agents, objectifs de mots et sprints d’écriture.',
    },
    'fantasy-scifi-readers': {
      name: 'Lecteurs de fantasy et de SF',
      description:
        'Pour les lecteurs des littératures de l’imaginaire : lectures communes, salons par saga, nouveautés, recommandations et signalements de spoilers.',
    },
    'author-reader-community': {
      name: 'Communauté auteur et lecteurs',
      description:
        'Un auteur et ses lecteurs : actus, discussions sur la saga, théories, un espace privé pour l’équipe de lecteurs en avant-première et candidatures par ticket.',
    },
    'writing-community-pro': {
      name: 'Communauté d’écriture Pro',
      description:
        'Une communauté d’écriture sérieuse : forums de critiques et de lettres de présentation, salons par genre, rencontres d’auteurs sur scène, sujets d’écriture, coin lecture et protection anti-raid.',
    },
    'photo-club': {
      name: 'Club photo',
      description:
        'Un photo-club en ligne : critiques, aide au post-traitement et au matériel, un thème de la semaine et des galeries par genre.',
    },
    'film-photography-lab': {
      name: 'Labo photo argentique',
      description:
        'Pour les adeptes de l’argentique : pellicules, développement maison, numérisation, tirages en chambre noire et réparation d’appareils.',
    },
    'filmmakers-collective': {
      name: 'Collectif de cinéastes',
      description:
        'Des cinéastes indépendants qui montent leurs équipes : appels à techniciens et castings, écriture de scénario, aide en postproduction, projections et festivals.',
    },
    'photography-academy': {
      name: 'Académie de photographie',
      description:
        'Apprenez la photographie pas à pas : leçons, critiques, forum pro, ateliers sur scène, exercices et réservation de revues de portfolio.',
    },
    'visual-creators-guild': {
      name: 'Guilde des créateurs visuels',
      description:
        'Photographes et vidéastes réunis : genres, cinéma et vidéo, forums, ateliers sur scène, balades photo, discussions business et sécurité complète.',
    },
  },
  tags: {
    '2d': '2d',
    '3d': '3d',
    '3d-printing': 'impression-3d',
    academy: 'académie',
    accelerator: 'accélérateur',
    accountability: 'motivation-mutuelle',
    agency: 'agence',
    airing: 'en-diffusion',
    alliance: 'alliance',
    amas: 'questions-réponses',
    amateur: 'amateur',
    amv: 'amv',
    analogue: 'argentique',
    angels: 'business-angels',
    animation: 'animation',
    anime: 'anime',
    anki: 'anki',
    apex: 'apex',
    applications: 'candidatures',
    'arc-team': 'lecture-en-avant-première',
    arcade: 'arcade',
    ark: 'ark',
    art: 'art',
    'art-school': 'beaux-arts',
    'artist-alley': 'allée-des-artistes',
    assignments: 'exercices',
    author: 'auteur',
    'author-talks': 'rencontres-auteurs',
    backend: 'backend',
    band: 'groupe-de-musique',
    'battle-royale': 'battle-royale',
    'beat-battles': 'battles-de-beats',
    beats: 'prods',
    bedrock: 'bedrock',
    beginners: 'débutants',
    beta: 'bêta',
    bjj: 'jjb',
    boards: 'concours-médecine',
    'book-club': 'club-de-lecture',
    bootcamp: 'bootcamp',
    brackets: 'arbres-de-tournoi',
    broadcast: 'diffusion',
    'buddy-reads': 'lectures-communes',
    'build-team': 'équipe-de-build',
    building: 'construction',
    campaign: 'campagne',
    campus: 'campus',
    careers: 'carrières',
    casual: 'jeu-décontracté',
    changelog: 'journal-des-changements',
    'check-ins': 'suivis',
    chill: 'détente',
    city: 'ville',
    clan: 'clan',
    classes: 'cours',
    clients: 'clients',
    club: 'club',
    clubs: 'associations',
    coaching: 'coaching',
    cohorts: 'promos',
    collabs: 'collaborations',
    collecting: 'collection',
    collective: 'collectif',
    college: 'fac',
    commissions: 'commandes',
    community: 'communauté',
    'community-calls': 'réunions-communautaires',
    'community-support': 'entraide',
    competition: 'compétition',
    competitive: 'compétitif',
    concerts: 'concerts',
    content: 'contenu',
    contests: 'concours',
    contributors: 'contributeurs',
    convention: 'convention',
    conventions: 'conventions',
    conversation: 'conversation',
    cosplay: 'cosplay',
    course: 'matière',
    cozy: 'cosy',
    crafting: 'fabrication',
    creator: 'créateur',
    crew: 'équipe-de-tournage',
    critique: 'critique',
    'cross-play': 'crossplay',
    cs2: 'cs2',
    ctf: 'ctf',
    culture: 'culture',
    cups: 'coupes',
    'customer-success': 'réussite-client',
    customers: 'clientèle',
    cybersecurity: 'cybersécurité',
    darkroom: 'chambre-noire',
    'data-science': 'science-des-données',
    dayz: 'dayz',
    'deal-flow': 'flux-de-deals',
    'demo-day': 'demo-day',
    demos: 'démos',
    developers: 'développeurs',
    devlogs: 'devlogs',
    'digital-art': 'art-numérique',
    'discord-bot': 'bot-discord',
    dj: 'dj',
    dnd: 'dnd',
    ecommerce: 'e-commerce',
    education: 'éducation',
    electronic: 'musique-électronique',
    enterprise: 'entreprise',
    entrepreneurs: 'entrepreneurs',
    episodes: 'épisodes',
    escalations: 'escalades',
    events: 'événements',
    'exam-prep': 'révisions',
    exchange: 'échange',
    factions: 'factions',
    families: 'familles',
    'fan-art': 'fan-art',
    fanfiction: 'fanfiction',
    fans: 'fans',
    fantasy: 'fantasy',
    feedback: 'retours',
    festivals: 'festivals',
    fgc: 'fgc',
    film: 'pellicule',
    filmmaking: 'cinéma',
    fitness: 'fitness',
    fivem: 'fivem',
    focus: 'concentration',
    fortnite: 'fortnite',
    forums: 'forums',
    foundation: 'fondation',
    founders: 'fondateurs',
    fps: 'fps',
    freelance: 'freelance',
    friends: 'amis',
    frontend: 'frontend',
    fundamentals: 'fondamentaux',
    gacha: 'gacha',
    'game-dev': 'développement-de-jeux',
    'game-jam': 'game-jam',
    'game-support': 'support-joueurs',
    gamedev: 'gamedev',
    gaming: 'gaming',
    general: 'général',
    genshin: 'genshin',
    gigs: 'prestations',
    github: 'github',
    giveaways: 'cadeaux',
    godot: 'godot',
    gothic: 'gothique',
    'gta-rp': 'gta-rp',
    guild: 'guilde',
    guilds: 'guildes',
    gym: 'salle-de-sport',
    hackathons: 'hackathons',
    hacking: 'hacking',
    hangout: 'repaire',
    hardcore: 'hardcore',
    'help-center': 'aide-en-ligne',
    'high-school': 'lycée',
    'hip-hop': 'hip-hop',
    homework: 'devoirs',
    horror: 'horreur',
    ielts: 'ielts',
    indie: 'indé',
    interests: 'passions',
    international: 'international',
    investors: 'investisseurs',
    japan: 'japon',
    japanese: 'japonais',
    jobs: 'emploi',
    kaggle: 'kaggle',
    kingdoms: 'royaumes',
    label: 'label',
    lan: 'lan',
    languages: 'langues',
    large: 'grand-serveur',
    league: 'ligue',
    learning: 'apprentissage',
    lessons: 'leçons',
    lgbtq: 'lgbtq',
    lifting: 'musculation',
    listeners: 'auditeurs',
    listening: 'écoute',
    'live-classes': 'cours-en-direct',
    'live-recordings': 'enregistrements-publics',
    'lo-fi': 'lo-fi',
    local: 'local',
    locals: 'tournois-locaux',
    'machine-learning': 'apprentissage-automatique',
    manga: 'manga',
    manhwa: 'manhwa',
    marathon: 'marathon',
    marketing: 'marketing',
    marketplace: 'place-de-marché',
    'martial-arts': 'arts-martiaux',
    masterclass: 'masterclass',
    masterminds: 'groupes-mastermind',
    medicine: 'médecine',
    medieval: 'médiéval',
    memberships: 'adhésions',
    mentors: 'mentorat',
    miniatures: 'figurines',
    minigames: 'mini-jeux',
    mixes: 'mix',
    mma: 'mma',
    mmo: 'mmo',
    modded: 'moddé',
    modpack: 'modpack',
    monthly: 'mensuel',
    'multi-game': 'multijeux',
    'multi-genre': 'multigenre',
    'multi-platform': 'multiplateforme',
    musicians: 'musiciens',
    nations: 'nations',
    neighbours: 'voisins',
    network: 'réseau',
    networking: 'réseautage',
    news: 'actus',
    'office-hours': 'permanences',
    'open-source': 'open-source',
    organization: 'organisation',
    painting: 'peinture',
    panels: 'conférences',
    parents: 'parents',
    pc: 'pc',
    perks: 'avantages',
    photography: 'photographie',
    pipeline: 'prospection',
    'pixel-art': 'pixel-art',
    players: 'joueurs',
    playtesting: 'tests-de-jeu',
    podcast: 'podcast',
    pomodoro: 'pomodoro',
    portal: 'portail',
    portfolio: 'portfolio',
    private: 'privé',
    procreate: 'procreate',
    product: 'produit',
    production: 'production-musicale',
    prompts: 'consignes',
    quests: 'quêtes',
    races: 'courses',
    raiding: 'raid',
    raids: 'raids',
    ranked: 'classé',
    rates: 'tarifs',
    readers: 'lecteurs',
    reading: 'lecture',
    realm: 'realm',
    reels: 'reels',
    releases: 'sorties',
    repair: 'réparation',
    retro: 'rétro',
    rfcs: 'rfcs',
    roleplay: 'jeu-de-rôle',
    rosters: 'effectifs',
    running: 'course-à-pied',
    rust: 'rust',
    saas: 'saas',
    'safe-space': 'espace-sûr',
    sales: 'ventes',
    sat: 'sat',
    schematics: 'schematics',
    school: 'école',
    'sci-fi': 'science-fiction',
    scrims: 'scrims',
    season: 'saison',
    seasonal: 'saisonnier',
    servers: 'serveurs',
    shorts: 'shorts',
    simple: 'simple',
    skyblock: 'skyblock',
    small: 'petit-groupe',
    'small-business': 'petites-entreprises',
    smp: 'smp',
    social: 'convivial',
    songwriting: 'écriture-de-chansons',
    space: 'espace',
    sports: 'sports',
    sprints: 'sprints-écriture',
    'star-rail': 'star-rail',
    starter: 'kit-de-départ',
    startups: 'start-up',
    storyboards: 'storyboards',
    'stream-team': 'stream-team',
    streamer: 'streamer',
    'street-fighter': 'street-fighter',
    studio: 'studio',
    study: 'étude',
    subscribers: 'abonnés',
    superheroes: 'super-héros',
    support: 'soutien',
    survival: 'survie',
    team: 'équipe',
    teams: 'équipes',
    tech: 'technique',
    'tech-support': 'support-technique',
    'tech-talks': 'conférences-tech',
    tekken: 'tekken',
    'test-prep': 'prépa-examens',
    'text-rp': 'rp-écrit',
    tickets: 'tickets',
    tiktok: 'tiktok',
    tournaments: 'tournois',
    'town-hall': 'assemblée',
    ttrpg: 'jdr-sur-table',
    tutoring: 'soutien-scolaire',
    tutors: 'tuteurs',
    twitch: 'twitch',
    unity: 'unity',
    university: 'université',
    valorant: 'valorant',
    vampires: 'vampires',
    vanilla: 'vanilla',
    varsity: 'équipe-première',
    video: 'vidéo',
    videos: 'vidéos',
    'viewer-games': 'parties-avec-viewers',
    viewers: 'spectateurs',
    vtuber: 'vtuber',
    warhammer: 'warhammer',
    'watch-alongs': 'visionnages-en-direct',
    'watch-parties': 'soirées-visionnage',
    web: 'développement-web',
    webinars: 'webinaires',
    'weekly-theme': 'thème-de-la-semaine',
    whitelist: 'whitelist',
    wholesome: 'bienveillant',
    workshops: 'ateliers',
    'world-building': 'création-de-monde',
    writing: 'écriture',
    youtube: 'youtube',
    zines: 'zines',
  },
  unchanged: {
    names: [],
    tags: [
      '2d',
      '3d',
      'alliance',
      'amateur',
      'amv',
      'animation',
      'anime',
      'anki',
      'apex',
      'arcade',
      'ark',
      'art',
      'backend',
      'battle-royale',
      'bedrock',
      'bootcamp',
      'campus',
      'clan',
      'clients',
      'club',
      'coaching',
      'concerts',
      'convention',
      'conventions',
      'conversation',
      'cosplay',
      'critique',
      'cs2',
      'ctf',
      'culture',
      'dayz',
      'demo-day',
      'devlogs',
      'dj',
      'dnd',
      'entrepreneurs',
      'factions',
      'fan-art',
      'fanfiction',
      'fans',
      'fantasy',
      'festivals',
      'fgc',
      'fitness',
      'fivem',
      'fortnite',
      'forums',
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
      'hackathons',
      'hacking',
      'hardcore',
      'hip-hop',
      'ielts',
      'international',
      'kaggle',
      'label',
      'lan',
      'lgbtq',
      'lo-fi',
      'local',
      'manga',
      'manhwa',
      'marathon',
      'marketing',
      'masterclass',
      'mma',
      'mmo',
      'modpack',
      'nations',
      'open-source',
      'parents',
      'pc',
      'pixel-art',
      'podcast',
      'pomodoro',
      'portfolio',
      'procreate',
      'raids',
      'realm',
      'reels',
      'rfcs',
      'rust',
      'saas',
      'sat',
      'schematics',
      'scrims',
      'shorts',
      'simple',
      'skyblock',
      'smp',
      'sports',
      'star-rail',
      'storyboards',
      'stream-team',
      'streamer',
      'street-fighter',
      'studio',
      'tekken',
      'tickets',
      'tiktok',
      'twitch',
      'unity',
      'valorant',
      'vampires',
      'vanilla',
      'vtuber',
      'warhammer',
      'whitelist',
      'youtube',
      'zines',
    ],
  },
};
