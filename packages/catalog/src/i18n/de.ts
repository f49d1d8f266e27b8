import type { CatalogueTranslation } from './types.ts';

export const de: CatalogueTranslation = {
  styles: {
    'casual-gaming-hub': {
      name: 'Casual-Gaming-Treff',
      description:
        'Ein freundliches Zuhause für mehrere Spiele und einen Freundeskreis, der immer weiter wächst: Chat, Clips, Mitspielersuche und Sprachkanäle.',
    },
    'cozy-indie-corner': {
      name: 'Gemütliche Indie-Ecke',
      description:
        'Ein ruhiger Ort für Farming-Sims, Puzzlespiele und versteckte Indie-Perlen, mit Sprachkanal für Couch-Koop.',
    },
    'retro-arcade-club': {
      name: 'Retro-Arcade-Club',
      description:
        'Für Sammler und Spieler klassischer Konsolen: Fundstücke, Sammlungen, Highscores und Reparaturen.',
    },
    'rust-wipe-crew': {
      name: 'Rust-Wipe-Crew',
      description:
        'Die Clan-Basis für Survival-Fans am Wipe-Day: Raidplanung, Basis-Designs, Loot-Logs und Crew-Funk.',
    },
    'mmo-guild-hall': {
      name: 'MMO-Gildenhalle',
      description:
        'Für die Leitung deiner MMO-Gilde: Raidplan, Lootrat, Crafting-Aufträge, Dungeon-Gruppen und Raid-Sprachkanal.',
    },
    'competitive-fps-hub': {
      name: 'Kompetitiver FPS-Treffpunkt',
      description:
        'Für Ranked-Grinder in Valorant, CS2 und Overwatch: Mitspielersuche pro Spiel, Räume für 5er-Stacks, VOD-Analysen und Spielermeldungen.',
    },
    'game-server-network': {
      name: 'Gameserver-Netzwerk',
      description:
        'Für Communitys, die Rust-, ARK- und DayZ-Server betreiben: Status und Patchnotes pro Spiel, Hilfe zu Spenden und Tickets.',
    },
    'gacha-guild': {
      name: 'Gacha-Gilde',
      description:
        'Für Spieler von Genshin, Star Rail und Wuthering Waves: Pull-Ergebnisse, Builds, Bannerplanung und Koop-Räume.',
    },
    'battle-royale-arena': {
      name: 'Battle-Royale-Arena',
      description:
        'Eine große Fortnite-, Apex- und Warzone-Community mit Turnieren samt Caster-Bühne, einem Forum zur Teamsuche und Raid-Schutz.',
    },
    'mmorpg-alliance': {
      name: 'MMORPG-Allianz',
      description:
        'Mehrere Gilden unter einem Banner: Diplomatie, ein Guide-Forum, Raid-Anmeldungen, Bürgerversammlungen auf der Bühne und ein Ratsbereich.',
    },
    'gaming-mega-community': {
      name: 'Gaming-Mega-Community',
      description:
        'Alles, was ein großer Multi-Game-Server braucht: Genre-Räume, Mitspielersuche, Turniere auf der Bühne, Foren für Technikhilfe, Gewinnspiele und volle Sicherheit.',
    },
    'indie-studio-player-hub': {
      name: 'Spielertreff für Indie-Studios',
      description:
        'Für ein Spielestudio und seine Spieler: Devlogs, ein privates Playtest-Labor, Foren für Bugs und Ideen, Entwickler-Streams auf der Bühne und Spieler-Support.',
    },
    'amateur-esports-team': {
      name: 'Amateur-E-Sport-Team',
      description:
        'Ein Kader und seine Fans: ein privater Teamkanal für Scrims und Taktiken, der Spielplan und eine Community-Ecke.',
    },
    'scrim-finder-network': {
      name: 'Scrim-Finder-Netzwerk',
      description:
        'Hier finden Teams ihre Scrims: Anfragen nach Rangstufe, Team- und Spieleranzeigen, Ergebnisse und gemeinsame Lobbys.',
    },
    'esports-organization': {
      name: 'E-Sport-Organisation',
      description:
        'Eine Organisation mit mehreren Kadern, privaten Räumen für Valorant, League und Rocket League, einer Fanzone und einer Anlaufstelle für Tryouts und Sponsoren.',
    },
    'tournament-organizer': {
      name: 'Turnierveranstalter',
      description:
        'Für deine wöchentlichen Cups: Regeln, Turnierbäume, Check-in, nummerierte Match-Räume, eine Caster-Kabine und Streitfälle per Ticket.',
    },
    'fighting-game-locals': {
      name: 'Lokale Fighting-Game-Szene',
      description:
        'Die FGC-Szene vor Ort: wöchentliche Infos, Ergebnisse, Netplay-Lobbys, Kanäle pro Spiel, das Combo-Labor und Anmeldungen per Ticket.',
    },
    'pro-league-hub': {
      name: 'Profiliga-Zentrale',
      description:
        'Eine Liga mit vielen Teams: Tabellen, ein Forum zur Teamanmeldung, Übertragungen auf der Bühne, acht Match-Räume und Raid-Schutz.',
    },
    'esports-org-headquarters': {
      name: 'E-Sport-Hauptquartier',
      description:
        'Eine komplette Organisation: zwei Profi-Divisionen und eine Akademie, ein Content-House, Watch-Partys auf der Bühne, ein Tryout-Forum, Gewinnspiele und umfassende Sicherheit.',
    },
    'collegiate-esports-program': {
      name: 'Uni-E-Sport-Programm',
      description:
        'Ein E-Sport-Programm an der Uni: Räume für Erst- und Zweitteam, Mitspielersuche für den Vereinsbetrieb, Tryout-Forum, Studierenden-Übertragungen auf der Bühne, LAN-Abende und Tickets zur Spielberechtigung.',
    },
    'vanilla-smp': {
      name: 'Vanilla-SMP',
      description:
        'Ein kleiner Survival-Server mit Whitelist: Serverinfos, Bewerbungen, Bauwerke, Handel und eine Bürgerversammlung für Entscheidungen.',
    },
    'modded-minecraft-server': {
      name: 'Minecraft-Server mit Mods',
      description:
        'Für einen Modpack-Server: Pack-Infos und Modliste, Hilfe zu Tech- und Magie-Mods, Absturzberichte und Basis-Touren.',
    },
    'minecraft-build-team': {
      name: 'Minecraft-Bauteam',
      description:
        'Das Studio eines Bauteams: Projekte, Paletten, Schematics, Kanäle für Bautechniken, ein Portfolio und Bewerbungen für Builder.',
    },
    'bedrock-realm': {
      name: 'Bedrock-Realm',
      description:
        'Ein Realm für Freunde auf Konsole und Handy: Einladungen, Add-ons, Bauwerke, Handel und ein Sprachkanal für Crossplay-Partys.',
    },
    'survival-network': {
      name: 'Survival-Netzwerk',
      description:
        'Ein öffentliches Netzwerk mit Survival, Skyblock, Factions und Minispielen: Shop-Hilfe, Meldungen und Entbannungsanträge per Ticket.',
    },
    'hardcore-smp-season': {
      name: 'Hardcore-SMP-Saison',
      description:
        'Ein saisonaler Hardcore-Server: Bewerbungen per Ticket, ein Todesprotokoll, Saison-Lore, Allianzen und eine Zuschauer-Lounge.',
    },
    'minecraft-network-pro': {
      name: 'Minecraft-Netzwerk Pro',
      description:
        'Ein großes Netzwerk mit Kanälen pro Spielmodus, Foren für Feedback und Entbannungsanträge, Bürgerversammlungen auf der Bühne, Shop-Tickets und Raid-Schutz.',
    },
    'minecraft-mega-network': {
      name: 'Minecraft-Mega-Netzwerk',
      description:
        'Alles für ein großes Netzwerk: Bereiche für Survival, Skyblock und Minispiele, Foren, Bürgerversammlungen und Bauwettbewerbe auf der Bühne, ein Raum fürs Bauteam und volle Sicherheit.',
    },
    'minecraft-kingdoms-roleplay': {
      name: 'Minecraft-Rollenspiel der Königreiche',
      description:
        'Ein mittelalterliches Reich aus Spielernationen mit Whitelist: Chroniken, ein Nationenforum, der Königshof auf der Bühne, Feste und Kriegsräume.',
    },
    'coding-study-group': {
      name: 'Programmier-Lerngruppe',
      description:
        'Lernende helfen Lernenden: täglicher Fortschritt, Hilfe pro Programmiersprache, Code-Reviews und ein Raum fürs Pair-Programming.',
    },
    'open-source-project': {
      name: 'Open-Source-Projekt',
      description:
        'Das Zuhause eines Open-Source-Projekts: Releases, GitHub-Feed, Roadmap, Leitfaden für Beiträge, Hilfe und Sprechstunden.',
    },
    'web-dev-collective': {
      name: 'Webentwicklungs-Kollektiv',
      description:
        'Hilfe zu Frontend, Backend und DevOps, Portfolio-Reviews, Nebenprojekte und Coworking-Räume für Webentwickler.',
    },
    'game-jam-crew': {
      name: 'Game-Jam-Crew',
      description:
        'Für deine Game Jams: Themenenthüllung, Teambildung, Devlogs, Einreichungen, Engine-Hilfe und Sprachkanäle für die Teams.',
    },
    'developer-community': {
      name: 'Entwickler-Community',
      description:
        'Eine große Entwickler-Community mit Hilfe zu sieben Programmiersprachen, Code-Reviews, Pair-Räumen, Jobs und Verifizierung gegen Spam-Bots.',
    },
    'data-science-lab': {
      name: 'Data-Science-Labor',
      description:
        'Für Data Scientists und ML-Engineers: Paper-Club, Datensätze, Kaggle, Notebooks, Hilfekanäle und Mentoring-Tickets.',
    },
    'ctf-security-team': {
      name: 'CTF- & Security-Team',
      description:
        'Ein Capture-the-Flag-Team: anstehende CTFs, Writeups, ein Kanal pro Kategorie, Homelab-Talk und Kommandozentralen fürs Team.',
    },
    'open-source-foundation': {
      name: 'Open-Source-Stiftung',
      description:
        'Eine Stiftung für viele Projekte: abonnierbare Releases, Arbeitsgruppen, ein RFC-Forum, Community-Calls auf der Bühne, Sicherheitsmeldungen per Ticket und Raid-Schutz.',
    },
    'developer-mega-community': {
      name: 'Entwickler-Mega-Community',
      description:
        'Die komplette Entwickler-Zentrale: acht Kanäle für Programmiersprachen, Foren für Hilfe und Architektur, Tech-Talks auf der Bühne, Hackathons, Karriere und umfassende Sicherheit.',
    },
    'coding-bootcamp-campus': {
      name: 'Coding-Bootcamp-Campus',
      description:
        'Der Campus eines Bootcamps: Kohortenkanäle, Hilfe zu den Modulen, ein Forum als Hilfe-Warteschlange, Vorlesungen auf der Bühne, Peer-Reviews, ein Karrierecenter und Räume für Lehrkräfte.',
    },
    'twitch-streamer-starter': {
      name: 'Twitch-Streamer-Starterpaket',
      description:
        'Alles, was ein wachsender Streamer braucht: Live-Pings, Streamplan, Stream-Chat, Clips und ein Raum für Zuschauerrunden.',
    },
    'youtube-channel-community': {
      name: 'YouTube-Kanal-Community',
      description:
        'Upload-Feeds für Videos, Shorts und Community-Beiträge, dazu Diskussionen und Videoideen von deinen Zuschauern.',
    },
    'podcast-community': {
      name: 'Podcast-Community',
      description:
        'Für die Hörer eines Podcasts: Folgen-Feed und Diskussion, Gastvorschläge, Hörerfragen und ein Sprachkanal zum Anrufen.',
    },
    'vtuber-fan-hub': {
      name: 'VTuber-Fantreff',
      description:
        'Der Fanserver eines VTubers: Streamplan und Chat, Collab-Wünsche, übersetzte Clips, Fanart und gemeinsames Mitschauen.',
    },
    'streamer-subscriber-lounge': {
      name: 'Streamer- & Abonnenten-Lounge',
      description:
        'Ein Streamer-Server mit privater Lounge für Abonnenten, Emote-Vorschlägen, Tickets zum Rollen-Sync und Verifizierung.',
    },
    'short-form-creator-collective': {
      name: 'Kurzvideo-Creator-Kollektiv',
      description:
        'Creator von TikTok, Reels und Shorts wachsen gemeinsam: Trend-Alarme, Hook-Workshop, Analytics, Collabs und Reviews von Markendeals.',
    },
    'gaming-youtuber-community': {
      name: 'Gaming-YouTuber-Community',
      description:
        'Die Community eines Gaming-YouTubers: Upload- und Live-Feeds, Videoideen, Zuschauer-Squads für Runden mit dem Creator und Spieleabende.',
    },
    'streamer-team-network': {
      name: 'Streamer-Team-Netzwerk',
      description:
        'Ein Streamer-Team unter einem Banner: Live-Feed, Raid-Train, Foren für Creator-Hilfe und Collabs, Team-Events auf der Bühne und Raid-Schutz.',
    },
    'creator-empire': {
      name: 'Creator-Imperium',
      description:
        'Für große Creator: Feeds aller Plattformen, Stream-Zentrale, Bereiche für Mitglieder und Patrons, Live-Q&A auf der Bühne, Gewinnspiele, ein Produktionsraum und volle Sicherheit.',
    },
    'podcast-network': {
      name: 'Podcast-Netzwerk',
      description:
        'Mehrere Shows unter einem Dach: Folgen-Feed und Forum, Live-Aufnahmen auf der Bühne, Bonusinhalte für Unterstützer, Studios und Gästebuchung.',
    },
    'study-together': {
      name: 'Gemeinsam lernen',
      description:
        'Body-Doubling für mehr Fokus: Pomodoro-Sprachkanäle, ein stiller Raum, ein tägliches Lernprotokoll und ein Pausenraum.',
    },
    'homework-help-desk': {
      name: 'Hausaufgabenhilfe',
      description:
        'Hilfekanäle für Mathe, Naturwissenschaften, Englisch, Geschichte und Fremdsprachen, mit Gruppenlernräumen für Aufgabenblätter.',
    },
    'language-exchange': {
      name: 'Sprachaustausch',
      description:
        'Übe Englisch, Spanisch, Französisch, Deutsch und Japanisch mit Muttersprachlern an Gesprächstischen mit begrenzten Plätzen.',
    },
    'university-course-group': {
      name: 'Uni-Kursgruppe',
      description:
        'Ein Kurs, ein Server: Vorlesungsnotizen, Abgaben, Prüfungsvorbereitung, Altklausuren und Gruppenlernräume.',
    },
    'med-school-study-hall': {
      name: 'Lernsaal fürs Medizinstudium',
      description:
        'Für Medizinstudierende: vorklinische Fächer, Examensvorbereitung und Anki, lange Fokusräume, Wohlbefinden und Tickets zur Tutorbuchung.',
    },
    'exam-prep-academy': {
      name: 'Akademie für Prüfungsvorbereitung',
      description:
        'Vorbereitung auf SAT, ACT und IELTS: Lernpläne, Übungstests, Hilfe zu jedem Prüfungsteil, Jubel über gute Ergebnisse und Tutorbuchung.',
    },
    'online-school-campus': {
      name: 'Online-Schulcampus',
      description:
        'Eine Online-Schule: Klassen, ein Hausaufgabenforum, Sprechstunden auf der Bühne, Lernräume, eine Bibliothek, ein Lehrerzimmer und Raid-Schutz.',
    },
    'university-campus': {
      name: 'Uni-Campus',
      description:
        'Eine ganze Universität: Fakultäten, Kursforen, eine Bibliothek voller Lernräume, Campusleben, Hochschulgruppen, Gastvorträge auf der Bühne und volle Sicherheit.',
    },
    'language-learning-academy': {
      name: 'Sprachakademie',
      description:
        'Eine Sprachschule: Kanäle nach Niveau für sechs Sprachen, Korrekturforen, Live-Unterricht auf der Bühne, Gesprächstische und Tutoren.',
    },
    'artist-collective': {
      name: 'Künstlerkollektiv',
      description:
        'Ein kleines Künstlerkollektiv: Kritik mit Leitlinien, Work in Progress, eine Galerie und ein Sprachkanal zum gemeinsamen Zeichnen.',
    },
    'digital-painting-studio': {
      name: 'Studio für digitale Malerei',
      description:
        'Für digitale Maler: tägliche Prompts, Kritik an digitalen Werken, Pinsel und Hilfe zu Procreate und Photoshop.',
    },
    'pixel-art-guild': {
      name: 'Pixel-Art-Gilde',
      description:
        'Pixel-Künstler teilen Paletten, Tilesets und Animationsframes, mit einer wöchentlichen Challenge und einer Galerie.',
    },
    'art-commission-marketplace': {
      name: 'Marktplatz für Kunstaufträge',
      description:
        'Ein sicherer Ort zum Kaufen und Verkaufen von Auftragsarbeiten: offene Slots, Anfragen, Preischecks, Portfolios und Betrugsmeldungen per Ticket.',
    },
    'animation-studio': {
      name: 'Animationsstudio',
      description:
        'Für 2D- und 3D-Animatoren: Storyboards, Animatics, Rigging, Render-Hilfe, Feedback pro Medium und Demo-Reels.',
    },
    'art-academy': {
      name: 'Kunstakademie',
      description:
        'Strukturiertes Lernen für Künstler: Grundlagen, Kritik, Foren mit Lehrenden, Live-Demos auf der Bühne, wöchentliche Aufgaben und Review-Buchung.',
    },
    'creative-arts-guild': {
      name: 'Gilde der kreativen Künste',
      description:
        'Ein großes Zuhause für jedes Medium: Kritik, Prompts, Auftragsarbeiten, Kunstforen, Live-Demos auf der Bühne, Wettbewerbe und volle Sicherheit.',
    },
    'miniature-painting-guild': {
      name: 'Gilde der Miniaturenmaler',
      description:
        'Für Miniaturenmaler und Hobbyisten: Hilfe beim Bemalen, Armee-Präsentationen, Foren zum 3D-Druck, Mal-Streams auf der Bühne und Wettbewerbe.',
    },
    'producer-hangout': {
      name: 'Producer-Treff',
      description:
        'Bedroom-Producer tauschen Feedback, Mixing-Tipps, Sounds und Collabs aus, mit einem Raum zum gemeinsamen Reinhören.',
    },
    'band-hq': {
      name: 'Band-Zentrale',
      description:
        'Die Basis deiner Band: Gig-Kalender, Setlists, Songideen, Texte, Probennotizen und ein Proberaum.',
    },
    'lofi-listening-lounge': {
      name: 'Lo-fi-Hörlounge',
      description:
        'Eine entspannte Hörlounge: was gerade bei dir läuft, Playlist-Tausch, Album der Woche, Beats teilen und Radio-Räume.',
    },
    'indie-record-label': {
      name: 'Indie-Plattenlabel',
      description:
        'Ein unabhängiges Label: abonnierbare Release-Feeds, eine private Künstler-Lounge, Fan-Kanäle und Demo-Einreichungen per Ticket.',
    },
    'beat-battle-arena': {
      name: 'Beat-Battle-Arena',
      description:
        'Monatliche Beat-Battles mit Sample-Flips, Einreichungen und Ergebnissen, Feedback-Räumen nach Genre und einem Cypher-Sprachkanal.',
    },
    'music-production-academy': {
      name: 'Akademie für Musikproduktion',
      description:
        'Lerne Produktion mit Feedback nach Genre, Theorie-Lektionen, Mentorenforen, Masterclasses auf der Bühne und Mentorbuchung.',
    },
    'music-mega-community': {
      name: 'Musik-Mega-Community',
      description:
        'Für alle Musiker: Produktionsfeedback, Räume für Instrumente, Release-Promo, Foren, Konzerte auf der Bühne, Beat-Battles und volle Sicherheit.',
    },
    'dj-collective': {
      name: 'DJ-Kollektiv',
      description:
        'DJs und elektronische Producer: Technik, Track-IDs, Mixe, ein Gig-Board-Forum, Live-Sets auf der Bühne und Clubnächte.',
    },
    'anime-club': {
      name: 'Anime-Club',
      description:
        'Ein klassischer Anime-Club: Gespräche über die aktuelle Saison, spoilerfreie Folgendiskussionen, Empfehlungen, Fanart und Watch-Partys.',
    },
    'manga-readers-circle': {
      name: 'Manga-Lesekreis',
      description:
        'Für Leser von Manga, Manhwa und Manhua: neue Kapitel, Leselisten, Empfehlungen und Fotos deiner Sammlung.',
    },
    'cosplay-community': {
      name: 'Cosplay-Community',
      description:
        'Cosplayer zeigen ihre Builds: Showcase und Fotoshootings, Rüstungen und Requisiten, Nähen und Perücken sowie Treffen auf Conventions.',
    },
    'seasonal-anime-hub': {
      name: 'Anime-Saison-Zentrale',
      description:
        'Bleib in jeder Saison auf dem Laufenden: Ausstrahlungsplan, News, Manga-Kapitel, Charakter-Umfragen, zwei Räume für Watch-Partys und Spoiler-Meldungen.',
    },
    'japan-culture-club': {
      name: 'Japan-Kulturclub',
      description:
        'Anime, Manga und alles rund um Japan: Reisen, Essen, J-Music, Japanisch für Anfänger, Karaoke und Gesprächsübungen.',
    },
    'anime-convention': {
      name: 'Anime-Convention',
      description:
        'Der Server einer Anime-Convention: Programm und Geländeplan, Artist Alley, Cosplay-Foren, Panels auf der Bühne, Tickets für Badges und Helfer.',
    },
    'anime-mega-community': {
      name: 'Anime-Mega-Community',
      description:
        'Der große Anime-Server: Forenthreads zu jeder Folge, Genre-Räume, Foren für Reviews und Theorien, Watch-Partys, Panels auf der Bühne, Quiz und volle Sicherheit.',
    },
    'fan-creators-guild': {
      name: 'Gilde der Fan-Kreativen',
      description:
        'Für Fanart-Künstler, AMV-Editoren, Fanfiction-Autoren und Cosplayer: Showcases, ein Forum als Fanfiction-Bibliothek, Creator-Talks auf der Bühne und Zines.',
    },
    'fantasy-rp-tavern': {
      name: 'Fantasy-RP-Taverne',
      description:
        'Ein gemütliches Text-Rollenspiel in einer Fantasywelt: Charakterbögen, vier Szenen, Weltenlore und ein Tavernen-Sprachkanal.',
    },
    'dnd-campaign-table': {
      name: 'D&D-Kampagnentisch',
      description:
        'Eine Pen-and-Paper-Kampagne: Sitzungsplan und Zusammenfassungen, Würfelwürfe, Beute-Tracker, Gruppenbögen, Homebrew und der Spieltisch.',
    },
    'sci-fi-rp-station': {
      name: 'Sci-Fi-RP-Station',
      description:
        'Rollenspiel an Bord einer Station im tiefen All: fünf Decks als Szenen, Crew-Dossiers, Schiffsmanifest und Sternenkarten.',
    },
    'superhero-rp-city': {
      name: 'Superhelden-RP-Stadt',
      description:
        'Ein Superhelden-Rollenspiel in einer Stadt: Charakterbewerbungen per Ticket, das Heldenregister, Stadtarchive und sechs In-Character-Bezirke.',
    },
    'gothic-horror-rp': {
      name: 'Gothic-Horror-RP',
      description:
        'Eine düstere Stadt der Nacht: der Kodex der Clans und Gesetze, das Register der Vampire, fünf schaurige Szenen und eine Captcha-Schranke.',
    },
    'grand-fantasy-world': {
      name: 'Große Fantasywelt',
      description:
        'Eine große Fantasywelt: Charakterbögen im Forum, eine Weltenbibel, zwei Regionen voller Szenen, ein Questbrett und Story-Events auf der Bühne.',
    },
    'roleplay-multiverse': {
      name: 'Rollenspiel-Multiversum',
      description:
        'Vier Genres auf einem Server: Szenen für Fantasy, Sci-Fi, Gegenwart und Horror, Foren für Plots und Partnersuche, Story-Events auf der Bühne und volle Sicherheit.',
    },
    'city-life-rp': {
      name: 'Stadtleben-RP',
      description:
        'Eine Stadt im GTA-Stil mit Whitelist: Bewerbungen, Handbuch, Polizei und Rettungsdienst, Unternehmen, das Rathaus auf der Bühne und Spieler-Support.',
    },
    'founders-circle': {
      name: 'Gründerkreis',
      description:
        'Gründer in der Frühphase helfen einander: Vorstellungen, Recruiting, Produktfeedback, Finanzierung, Wachstum und Pitch-Training.',
    },
    'freelancers-guild': {
      name: 'Freelancer-Gilde',
      description:
        'Freelancer teilen Aufträge, Stundensätze, Verträge und Kundengeschichten, mit Portfolio-Reviews und Skill-Tausch.',
    },
    'small-business-owners': {
      name: 'Kleinunternehmer-Runde',
      description:
        'Laden- und Dienstleistungsinhaber tauschen sich über Marketing, Buchhaltung, E-Commerce und Personal aus, mit einem wöchentlichen Mastermind-Call.',
    },
    'sales-team-hq': {
      name: 'Vertriebszentrale',
      description:
        'Der Arbeitsbereich eines Vertriebsteams: Lead-Eingang, Deal-Updates, Abschlüsse, Playbooks, Wettbewerbsinfos und Räume für Gesprächstraining.',
    },
    'agency-client-portal': {
      name: 'Agentur-Kundenportal',
      description:
        'Eine Agentur und ihre Kunden: eine private Kunden-Lounge für Updates und Freigaben, Anfrage-Tickets mit Protokoll und ein Teamraum.',
    },
    'angel-investor-network': {
      name: 'Business-Angel-Netzwerk',
      description:
        'Business Angels und Gründer: ein Deal-Room nur für Partner mit Due Diligence, Pitch-Feedback, Networking und Pitch-Einreichungen per Ticket.',
    },
    'startup-accelerator': {
      name: 'Start-up-Accelerator',
      description:
        'Ein Accelerator-Programm: Kohorten-Lounge, Mentorenforen, Demo Day auf der Bühne, Partnerangebote, Networking und Mentorbuchung.',
    },
    'entrepreneur-network': {
      name: 'Unternehmernetzwerk',
      description:
        'Ein großes Netzwerk für Unternehmer: Räume nach Branche und Funktion, ein Deal-Room, Foren für Teardowns, Kamingespräche auf der Bühne, Masterminds und volle Sicherheit.',
    },
    'product-help-center': {
      name: 'Produkt-Hilfecenter',
      description:
        'Community-Support für ein Produkt: Status, Release Notes, bekannte Probleme, Anleitungen, Feature-Wünsche und Sprechstunden.',
    },
    'bot-support-server': {
      name: 'Bot-Supportserver',
      description:
        'Der Supportserver für einen Discord-Bot: Changelog, Hilfe zu Einrichtung und Berechtigungen, Befehlsliste, Ideen und ein Bot-Spielplatz.',
    },
    'saas-customer-support': {
      name: 'SaaS-Kundensupport',
      description:
        'Kundensupport für ein SaaS-Produkt: Wissensdatenbank, Tickets nach Thema, Boards für Features und Bugs, API-Fragen und Sprechstunden.',
    },
    'game-support-desk': {
      name: 'Spieler-Support-Desk',
      description:
        'Spieler-Support für ein Onlinespiel: Tickets zu Konto, Zahlung, Bugs und Cheating mit Protokoll, dazu Status- und Wartungsboards.',
    },
    'tech-repair-help-desk': {
      name: 'Technik-Reparaturhilfe',
      description:
        'Technik-Support aus der Community für PCs, Laptops, Smartphones und Netzwerke, mit Hilferäumen per Bildschirmfreigabe und Tickets für Fernwartung.',
    },
    'enterprise-support-portal': {
      name: 'Enterprise-Supportportal',
      description:
        'Support auf Enterprise-Niveau: Status-Feed, Wissensdatenbank, Q&A-Foren, eine Premium-Lounge, Webinare auf der Bühne, Eskalationsräume und Raid-Schutz.',
    },
    'customer-success-hub': {
      name: 'Customer-Success-Zentrale',
      description:
        'Die komplette Kunden-Community: Produktlinien, Wissensdatenbank, Q&A-Foren, öffentliche Roadmap, Beta-Programm, Akademie, Webinare und volle Sicherheit.',
    },
    'community-starter': {
      name: 'Community-Starterpaket',
      description:
        'Das Wichtigste für einen neuen Server: Willkommen, Regeln und Ankündigungen, vier Chatkanäle, zwei Sprachkanäle und ein Teamraum.',
    },
    'chill-hangout': {
      name: 'Entspannter Treffpunkt',
      description:
        'Ein lockerer Treffpunkt: Chat, Memes, Haustiere und Essen, eine Frage des Tages, Umfragen und Sprach-Lounges mit Textchat nebenbei.',
    },
    'friend-group-server': {
      name: 'Freundeskreis-Server',
      description:
        'Ein privater Server für deinen Freundeskreis: Pläne schmieden, Fotos teilen, Geburtstage und der Couch-Sprachkanal.',
    },
    'local-city-community': {
      name: 'Lokale Stadt-Community',
      description:
        'Deine Nachbarschaft online: lokale Nachrichten, Veranstaltungen in der Nähe, gute Essensadressen, Fundbüro, ein Marktplatz und Empfehlungen.',
    },
    'lgbtq-safe-space': {
      name: 'LGBTQ+-Safe-Space',
      description:
        'Ein sicherer, moderierter Ort: Captcha-Schranke, Willkommensbereich, Pride- und Haustierfotos, ein Kanal zum Dampfablassen, Ressourcen und private Tickets an die Mods.',
    },
    'international-hangout': {
      name: 'Internationaler Treffpunkt',
      description:
        'Freunde aus aller Welt: Chats nach Sprache, Kulturaustausch, Reisegeschichten, Essen aus aller Welt und internationale Lounges.',
    },
    'parents-and-families': {
      name: 'Eltern & Familien',
      description:
        'Eltern unterstützen einander, sortiert nach dem Alter der Kinder, mit Familienrezepten, Aktivitäten, Schnäppchen und privaten Fragen an die Mods.',
    },
    'social-community-plus': {
      name: 'Gesellige Community Plus',
      description:
        'Ein wachsender Community-Server: Foren für Diskussionen und Ratschläge, Frage des Tages, AMAs auf der Bühne, Spieleabende, Gewinnspiele und Raid-Schutz.',
    },
    'community-mega-server': {
      name: 'Community-Megaserver',
      description:
        'Das größte Community-Layout: Räume nach Interessen, Foren, tägliche Fragen, AMAs auf der Bühne, Filmabende, eine Stammgast-Lounge und umfassende Sicherheit.',
    },
    'gym-buddies': {
      name: 'Trainingspartner',
      description:
        'Kraftsportler halten einander bei der Stange: Trainingslogs, Technik-Checks, Trainingspläne, Meal-Prep und eine monatliche Challenge.',
    },
    'running-club': {
      name: 'Lauftreff',
      description:
        'Ein Lauftreff: Lauftagebücher, Wettkampfkalender, Strecken und Trails, Gespräche über Laufschuhe, eine Verletzungsecke und Monatskilometer.',
    },
    'online-coaching-team': {
      name: 'Online-Coaching-Team',
      description:
        'Ein Coach und seine Klienten: private Check-ins und Gruppencalls für Klienten, Technik-Checks in der Community, Challenges und Buchungstickets.',
    },
    'martial-arts-dojo': {
      name: 'Kampfsport-Dojo',
      description:
        'Kampfsportler aller Stile: BJJ, Muay Thai, Boxen, Karate und MMA, Technikanalysen, Sparring-Logs und Kampfabende.',
    },
    'fitness-community-pro': {
      name: 'Fitness-Community Pro',
      description:
        'Eine große Fitness-Community: Disziplinen, Foren zu Trainingsplänen und Ernährung, Live-Kurse auf der Bühne, Challenges, Coach-Buchung und Raid-Schutz.',
    },
    'sports-fans-united': {
      name: 'Vereinte Sportfans',
      description:
        'Fans aller Ligen: Foren mit Spieltags-Threads, Fantasy und Tipps, gemeinsames Mitschauen auf der Bühne, Tippspiele, Sportsbars und volle Sicherheit.',
    },
    'monthly-book-club': {
      name: 'Monatlicher Buchclub',
      description:
        'Ein Buch pro Monat: die aktuelle Lektüre samt Leseplan, Diskussion nach Kapiteln, Nominierungen, Neuzugänge im Regal und der Treffraum.',
    },
    'writers-workshop': {
      name: 'Schreibwerkstatt',
      description:
        'Schreibende helfen Schreibenden: tägliche Schreibimpulse, gegenseitige Kritik, Worldbuilding, Exposés für Agenturen, Wortzahlziele und Schreibsprints.',
    },
    'fantasy-scifi-readers': {
      name: 'Fantasy- & Sci-Fi-Leser',
      description:
        'Für Leser von Fantasy und Science-Fiction: gemeinsames Lesen, Kanäle pro Reihe, Neuerscheinungen, Empfehlungen und Spoiler-Meldungen.',
    },
    'author-reader-community': {
      name: 'Autoren- und Leser-Community',
      description:
        'Eine Autorin oder ein Autor und die Leserschaft: News, Diskussionen zur Reihe, Theorien, ein privater Bereich fürs Vorableserteam und Bewerbungen per Ticket.',
    },
    'writing-community-pro': {
      name: 'Schreib-Community Pro',
      description:
        'Eine ernsthafte Schreib-Community: Foren für Kritik und Exposés, Genre-Räume, Autorengespräche auf der Bühne, Schreibimpulse, eine Leseecke und Raid-Schutz.',
    },
    'photo-club': {
      name: 'Fotoclub',
      description:
        'Ein Fotoclub online: Bildkritik, Hilfe zu Bearbeitung und Ausrüstung, ein Wochenthema und Galerien nach Genre.',
    },
    'film-photography-lab': {
      name: 'Analogfoto-Labor',
      description:
        'Für Analogfotografen: Filmsorten, Entwickeln zu Hause, Scannen, Abzüge aus der Dunkelkammer und Kamerareparatur.',
    },
    'filmmakers-collective': {
      name: 'Filmemacher-Kollektiv',
      description:
        'Indie-Filmemacher stellen ihre Crews zusammen: Crew- und Castingaufrufe, Drehbuchschreiben, Hilfe bei der Postproduktion, Vorführungen und Festivals.',
    },
    'photography-academy': {
      name: 'Fotografie-Akademie',
      description:
        'Lerne Fotografie Schritt für Schritt: Lektionen, Bildkritik, ein Profi-Forum, Workshops auf der Bühne, Aufgaben und Portfolio-Reviews zum Buchen.',
    },
    'visual-creators-guild': {
      name: 'Gilde für Foto & Film',
      description:
        'Fotografen und Filmemacher gemeinsam: Genres, Film und Video, Foren, Workshops auf der Bühne, Fotowalks, Business-Talk und volle Sicherheit.',
    },
  },
  tags: {
    '2d': '2d',
    '3d': '3d',
    '3d-printing': '3d-druck',
    academy: 'akademie',
    accelerator: 'accelerator',
    accountability: 'dranbleiben',
    agency: 'agentur',
    airing: 'neue-folgen',
    alliance: 'allianz',
    amas: 'fragerunden',
    amateur: 'amateure',
    amv: 'amv',
    analogue: 'analog',
    angels: 'business-angels',
    animation: 'animation',
    anime: 'anime',
    anki: 'anki',
    apex: 'apex',
    applications: 'bewerbungen',
    'arc-team': 'vorableser',
    arcade: 'arcade',
    ark: 'ark',
    art: 'kunst',
    'art-school': 'kunstschule',
    'artist-alley': 'artist-alley',
    assignments: 'aufgaben',
    author: 'autor',
    'author-talks': 'autorengespräche',
    backend: 'backend',
    band: 'band',
    'battle-royale': 'battle-royale',
    'beat-battles': 'beat-battles',
    beats: 'beats',
    bedrock: 'bedrock',
    beginners: 'anfänger',
    beta: 'beta',
    bjj: 'bjj',
    boards: 'staatsexamen',
    'book-club': 'buchclub',
    bootcamp: 'bootcamp',
    brackets: 'turnierbäume',
    broadcast: 'übertragung',
    'buddy-reads': 'gemeinsam-lesen',
    'build-team': 'bauteam',
    building: 'bauen',
    campaign: 'kampagne',
    campus: 'campus',
    careers: 'karriere',
    casual: 'casual',
    changelog: 'changelog',
    'check-ins': 'check-ins',
    chill: 'chillen',
    city: 'stadt',
    clan: 'clan',
    classes: 'klassen',
    clients: 'kunden',
    club: 'verein',
    clubs: 'hochschulgruppen',
    coaching: 'coaching',
    cohorts: 'kohorten',
    collabs: 'kooperationen',
    collecting: 'sammeln',
    collective: 'kollektiv',
    college: 'hochschule',
    commissions: 'auftragsarbeiten',
    community: 'community',
    'community-calls': 'community-treffen',
    'community-support': 'community-hilfe',
    competition: 'wettbewerb',
    competitive: 'kompetitiv',
    concerts: 'konzerte',
    content: 'inhalte',
    contests: 'wettbewerbe',
    contributors: 'mitwirkende',
    convention: 'convention',
    conventions: 'conventions',
    conversation: 'konversation',
    cosplay: 'cosplay',
    course: 'kurs',
    cozy: 'gemütlich',
    crafting: 'basteln',
    creator: 'content-creator',
    crew: 'filmcrew',
    critique: 'kritik',
    'cross-play': 'crossplay',
    cs2: 'cs2',
    ctf: 'ctf',
    culture: 'kultur',
    cups: 'cups',
    'customer-success': 'kundenerfolg',
    customers: 'endkunden',
    cybersecurity: 'cybersicherheit',
    darkroom: 'dunkelkammer',
    'data-science': 'data-science',
    dayz: 'dayz',
    'deal-flow': 'dealflow',
    'demo-day': 'demo-day',
    demos: 'demos',
    developers: 'entwickler',
    devlogs: 'devlogs',
    'digital-art': 'digitale-kunst',
    'discord-bot': 'discord-bot',
    dj: 'dj',
    dnd: 'dnd',
    ecommerce: 'e-commerce',
    education: 'bildung',
    electronic: 'elektronische-musik',
    enterprise: 'großunternehmen',
    entrepreneurs: 'unternehmer',
    episodes: 'folgen',
    escalations: 'eskalationen',
    events: 'events',
    'exam-prep': 'prüfungsvorbereitung',
    exchange: 'austausch',
    factions: 'factions',
    families: 'familien',
    'fan-art': 'fanart',
    fanfiction: 'fanfiction',
    fans: 'fans',
    fantasy: 'fantasy',
    feedback: 'feedback',
    festivals: 'filmfestivals',
    fgc: 'fgc',
    film: 'analogfilm',
    filmmaking: 'filmemachen',
    fitness: 'fitness',
    fivem: 'fivem',
    focus: 'fokus',
    fortnite: 'fortnite',
    forums: 'foren',
    foundation: 'stiftung',
    founders: 'gründer',
    fps: 'ego-shooter',
    freelance: 'freiberuflich',
    friends: 'freunde',
    frontend: 'frontend',
    fundamentals: 'grundlagen',
    gacha: 'gacha',
    'game-dev': 'spieleentwicklung',
    'game-jam': 'game-jam',
    'game-support': 'spieler-support',
    gamedev: 'gamedev',
    gaming: 'gaming',
    general: 'allgemein',
    genshin: 'genshin',
    gigs: 'gigs',
    github: 'github',
    giveaways: 'gewinnspiele',
    godot: 'godot',
    gothic: 'gothic',
    'gta-rp': 'gta-rp',
    guild: 'gilde',
    guilds: 'gilden',
    gym: 'fitnessstudio',
    hackathons: 'hackathons',
    hacking: 'hacking',
    hangout: 'treffpunkt',
    hardcore: 'hardcore',
    'help-center': 'hilfecenter',
    'high-school': 'schüler',
    'hip-hop': 'hip-hop',
    homework: 'hausaufgaben',
    horror: 'horror',
    ielts: 'ielts',
    indie: 'indie',
    interests: 'interessen',
    international: 'international',
    investors: 'investoren',
    japan: 'japan',
    japanese: 'japanisch',
    jobs: 'jobs',
    kaggle: 'kaggle',
    kingdoms: 'königreiche',
    label: 'plattenlabel',
    lan: 'lan-partys',
    languages: 'sprachen',
    large: 'große-server',
    league: 'liga',
    learning: 'lernen',
    lessons: 'unterricht',
    lgbtq: 'lgbtq',
    lifting: 'krafttraining',
    listeners: 'hörer',
    listening: 'musikhören',
    'live-classes': 'live-kurse',
    'live-recordings': 'live-aufnahmen',
    'lo-fi': 'lo-fi',
    local: 'lokal',
    locals: 'lokale-turniere',
    'machine-learning': 'maschinelles-lernen',
    manga: 'manga',
    manhwa: 'manhwa',
    marathon: 'marathon',
    marketing: 'marketing',
    marketplace: 'marktplatz',
    'martial-arts': 'kampfsport',
    masterclass: 'meisterkurs',
    masterminds: 'mastermind-gruppen',
    medicine: 'medizin',
    medieval: 'mittelalter',
    memberships: 'mitgliedschaften',
    mentors: 'mentoren',
    miniatures: 'miniaturen',
    minigames: 'minispiele',
    mixes: 'dj-mixe',
    mma: 'mma',
    mmo: 'mmo',
    modded: 'gemoddet',
    modpack: 'modpack',
    monthly: 'monatlich',
    'multi-game': 'mehrere-spiele',
    'multi-genre': 'genreübergreifend',
    'multi-platform': 'plattformübergreifend',
    musicians: 'musiker',
    nations: 'nationen',
    neighbours: 'nachbarn',
    network: 'netzwerk',
    networking: 'kontakte-knüpfen',
    news: 'neuigkeiten',
    'office-hours': 'sprechstunden',
    'open-source': 'open-source',
    organization: 'organisation',
    painting: 'malen',
    panels: 'panels',
    parents: 'eltern',
    pc: 'pc',
    perks: 'vorteile',
    photography: 'fotografie',
    pipeline: 'vertriebspipeline',
    'pixel-art': 'pixel-art',
    players: 'spieler',
    playtesting: 'spieletests',
    podcast: 'podcast',
    pomodoro: 'pomodoro',
    portal: 'portal',
    portfolio: 'portfolio',
    private: 'privat',
    procreate: 'procreate',
    product: 'produkt',
    production: 'musikproduktion',
    prompts: 'impulse',
    quests: 'quests',
    races: 'wettkämpfe',
    raiding: 'raiden',
    raids: 'raids',
    ranked: 'ranked',
    rates: 'stundensätze',
    readers: 'leser',
    reading: 'lesen',
    realm: 'realm',
    reels: 'reels',
    releases: 'veröffentlichungen',
    repair: 'reparatur',
    retro: 'retro',
    rfcs: 'rfcs',
    roleplay: 'rollenspiel',
    rosters: 'kader',
    running: 'laufen',
    rust: 'rust',
    saas: 'saas',
    'safe-space': 'safe-space',
    sales: 'vertrieb',
    sat: 'sat',
    schematics: 'schematics',
    school: 'schule',
    'sci-fi': 'sci-fi',
    scrims: 'scrims',
    season: 'saison',
    seasonal: 'saisonal',
    servers: 'gameserver',
    shorts: 'shorts',
    simple: 'einfach',
    skyblock: 'skyblock',
    small: 'klein',
    'small-business': 'kleinunternehmen',
    smp: 'smp',
    social: 'gesellig',
    songwriting: 'songs-schreiben',
    space: 'weltraum',
    sports: 'sport',
    sprints: 'schreibsprints',
    'star-rail': 'star-rail',
    starter: 'einsteiger',
    startups: 'start-ups',
    storyboards: 'storyboards',
    'stream-team': 'stream-team',
    streamer: 'streamer',
    'street-fighter': 'street-fighter',
    studio: 'studio',
    study: 'lerngruppe',
    subscribers: 'abonnenten',
    superheroes: 'superhelden',
    support: 'hilfe',
    survival: 'survival',
    team: 'team',
    teams: 'teams',
    tech: 'technik',
    'tech-support': 'technik-support',
    'tech-talks': 'fachvorträge',
    tekken: 'tekken',
    'test-prep': 'testvorbereitung',
    'text-rp': 'text-rollenspiel',
    tickets: 'tickets',
    tiktok: 'tiktok',
    tournaments: 'turniere',
    'town-hall': 'bürgerversammlung',
    ttrpg: 'pen-and-paper',
    tutoring: 'nachhilfe',
    tutors: 'tutoren',
    twitch: 'twitch',
    unity: 'unity',
    university: 'uni',
    valorant: 'valorant',
    vampires: 'vampire',
    vanilla: 'vanilla',
    varsity: 'hochschulteam',
    video: 'video',
    videos: 'videos',
    'viewer-games': 'zuschauerrunden',
    viewers: 'zuschauer',
    vtuber: 'vtuber',
    warhammer: 'warhammer',
    'watch-alongs': 'live-mitschauen',
    'watch-parties': 'gemeinsam-schauen',
    web: 'webentwicklung',
    webinars: 'webinare',
    'weekly-theme': 'wochenthema',
    whitelist: 'whitelist',
    wholesome: 'wohlfühlen',
    workshops: 'workshops',
    'world-building': 'weltenbau',
    writing: 'schreiben',
    youtube: 'youtube',
    zines: 'zines',
  },
  unchanged: {
    names: [],
    tags: [
      '2d',
      '3d',
      'accelerator',
      'amv',
      'animation',
      'anime',
      'anki',
      'apex',
      'arcade',
      'ark',
      'artist-alley',
      'backend',
      'band',
      'battle-royale',
      'beat-battles',
      'beats',
      'bedrock',
      'beta',
      'bjj',
      'bootcamp',
      'campus',
      'casual',
      'changelog',
      'check-ins',
      'clan',
      'coaching',
      'community',
      'convention',
      'conventions',
      'cosplay',
      'cs2',
      'ctf',
      'cups',
      'data-science',
      'dayz',
      'demo-day',
      'demos',
      'devlogs',
      'discord-bot',
      'dj',
      'dnd',
      'events',
      'factions',
      'fanfiction',
      'fans',
      'fantasy',
      'feedback',
      'fgc',
      'fitness',
      'fivem',
      'fortnite',
      'frontend',
      'gacha',
      'game-jam',
      'gamedev',
      'gaming',
      'genshin',
      'gigs',
      'github',
      'godot',
      'gothic',
      'gta-rp',
      'hackathons',
      'hacking',
      'hardcore',
      'hip-hop',
      'horror',
      'ielts',
      'indie',
      'international',
      'japan',
      'jobs',
      'kaggle',
      'lgbtq',
      'lo-fi',
      'manga',
      'manhwa',
      'marathon',
      'marketing',
      'mma',
      'mmo',
      'modpack',
      'open-source',
      'panels',
      'pc',
      'pixel-art',
      'podcast',
      'pomodoro',
      'portal',
      'portfolio',
      'procreate',
      'quests',
      'raids',
      'ranked',
      'realm',
      'reels',
      'retro',
      'rfcs',
      'rust',
      'saas',
      'safe-space',
      'sat',
      'schematics',
      'sci-fi',
      'scrims',
      'shorts',
      'skyblock',
      'smp',
      'star-rail',
      'storyboards',
      'stream-team',
      'streamer',
      'street-fighter',
      'studio',
      'survival',
      'team',
      'teams',
      'tekken',
      'tickets',
      'tiktok',
      'twitch',
      'unity',
      'valorant',
      'vanilla',
      'video',
      'videos',
      'vtuber',
      'warhammer',
      'whitelist',
      'workshops',
      'youtube',
      'zines',
    ],
  },
};
