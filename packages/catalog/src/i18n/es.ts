import type { CatalogueTranslation } from './types.ts';

export const es: CatalogueTranslation = {
  styles: {
    'casual-gaming-hub': {
      name: 'Centro gamer casual',
      description:
        'Un hogar multijuego y acogedor para un grupo de amigos que no para de crecer: chat, clips, LFG y canales de voz.',
    },
    'cozy-indie-corner': {
      name: 'Rincón indie acogedor',
      description:
        'Un espacio tranquilo para simuladores de granja, juegos de puzles y joyas indie escondidas, con voz para jugar en cooperativo desde el sofá.',
    },
    'retro-arcade-club': {
      name: 'Club de arcade retro',
      description:
        'Para coleccionistas y jugadores de consolas clásicas: hallazgos, colecciones, récords y reparaciones.',
    },
    'rust-wipe-crew': {
      name: 'Clan del wipe de Rust',
      description:
        'La base de un clan de supervivencia para el día del wipe: planificación de raids, diseños de bases, registros de botín y comunicaciones del equipo.',
    },
    'mmo-guild-hall': {
      name: 'Sede del gremio MMO',
      description:
        'Dirige un gremio de MMO: calendario de raids, consejo de botín, encargos de crafteo, grupos para mazmorras y voz para las raids.',
    },
    'competitive-fps-hub': {
      name: 'Centro de FPS competitivo',
      description:
        'Para quienes suben de rango en Valorant, CS2 y Overwatch: LFG por juego, salas para equipos de cinco, revisión de VODs y reportes de jugadores.',
    },
    'game-server-network': {
      name: 'Red de servidores de juegos',
      description:
        'Para comunidades que alojan servidores de Rust, ARK y DayZ: estado y notas de parche por juego, ayuda con donaciones y tickets.',
    },
    'gacha-guild': {
      name: 'Gremio gacha',
      description:
        'Para jugadores de Genshin, Star Rail y Wuthering Waves: resultados de tiradas, builds, planificación de banners y salas cooperativas.',
    },
    'battle-royale-arena': {
      name: 'Arena de battle royale',
      description:
        'Una gran comunidad de Fortnite, Apex y Warzone con torneos narrados en el escenario, un foro para encontrar equipo y protección contra raids.',
    },
    'mmorpg-alliance': {
      name: 'Alianza MMORPG',
      description:
        'Varios gremios bajo una misma bandera: diplomacia, un foro de guías, inscripciones para raids, asambleas en el escenario y una zona para el consejo.',
    },
    'gaming-mega-community': {
      name: 'Megacomunidad gamer',
      description:
        'Todo lo que necesita un gran servidor multijuego: salas por género, LFG, torneos en el escenario, foros de ayuda técnica, sorteos y seguridad completa.',
    },
    'indie-studio-player-hub': {
      name: 'Comunidad de jugadores de estudio indie',
      description:
        'Para un estudio de videojuegos y sus jugadores: devlogs, un laboratorio privado de pruebas, foros de bugs e ideas, directos de desarrollo en el escenario y soporte para jugadores.',
    },
    'amateur-esports-team': {
      name: 'Equipo amateur de esports',
      description:
        'Una plantilla y sus fans: una sala privada del equipo para scrims y estrategias, calendario de partidas y un rincón para la comunidad.',
    },
    'scrim-finder-network': {
      name: 'Red para encontrar scrims',
      description:
        'Donde los equipos encuentran scrims: solicitudes por rango, anuncios de equipos y jugadores, resultados y lobbies compartidos.',
    },
    'esports-organization': {
      name: 'Organización de esports',
      description:
        'Una organización con varias plantillas, salas privadas de Valorant, League y Rocket League, una zona para fans y un punto de contacto para pruebas y patrocinadores.',
    },
    'tournament-organizer': {
      name: 'Organizador de torneos',
      description:
        'Organiza copas semanales: reglas, brackets, check-in, salas de partida numeradas, una cabina de narración y disputas mediante tickets.',
    },
    'fighting-game-locals': {
      name: 'Escena local de juegos de lucha',
      description:
        'Una escena local de la FGC: info semanal, resultados, lobbies de netplay, canales por juego, el laboratorio de combos y tickets de inscripción.',
    },
    'pro-league-hub': {
      name: 'Centro de liga profesional',
      description:
        'Una liga con muchos equipos: clasificación, un foro de inscripción de equipos, retransmisiones en el escenario, ocho salas de partida y protección contra raids.',
    },
    'esports-org-headquarters': {
      name: 'Sede de organización de esports',
      description:
        'Una organización completa: dos divisiones profesionales y una academia, una casa de contenido, noches de visionado en el escenario, foro de pruebas, sorteos y seguridad completa.',
    },
    'collegiate-esports-program': {
      name: 'Programa universitario de esports',
      description:
        'Un programa universitario: salas del equipo titular y del reserva, LFG para jugar en el club, foro de pruebas, retransmisiones estudiantiles en el escenario, noches LAN y tickets de elegibilidad.',
    },
    'vanilla-smp': {
      name: 'SMP vanilla',
      description:
        'Un pequeño servidor de supervivencia con whitelist: info del servidor, solicitudes, construcciones, comercio y un ayuntamiento para tomar decisiones.',
    },
    'modded-minecraft-server': {
      name: 'Servidor de Minecraft con mods',
      description:
        'Para un servidor de modpack: info del pack y lista de mods, ayuda con mods de tecnología y magia, reportes de crasheos y recorridos por las bases.',
    },
    'minecraft-build-team': {
      name: 'Equipo de construcción de Minecraft',
      description:
        'El estudio de un equipo de construcción: proyectos, paletas, schematics, canales de técnicas, un portafolio y solicitudes para constructores.',
    },
    'bedrock-realm': {
      name: 'Realm de Bedrock',
      description:
        'Un realm entre amigos para consola y móvil: invitaciones, complementos, construcciones, comercio y voz para jugar en grupo con crossplay.',
    },
    'survival-network': {
      name: 'Red de supervivencia',
      description:
        'Una red pública con supervivencia, skyblock, facciones y minijuegos: ayuda con la tienda, reportes y apelaciones mediante tickets.',
    },
    'hardcore-smp-season': {
      name: 'Temporada de SMP hardcore',
      description:
        'Un servidor hardcore por temporadas: solicitudes por ticket, registro de muertes, lore de la temporada, alianzas y una sala para espectadores.',
    },
    'minecraft-network-pro': {
      name: 'Red de Minecraft Pro',
      description:
        'Una gran red con canales por modo de juego, foros de sugerencias y apelaciones, asambleas en el escenario, tickets de la tienda y protección contra raids.',
    },
    'minecraft-mega-network': {
      name: 'Megared de Minecraft',
      description:
        'Todo para una gran red: zonas de supervivencia, skyblock y minijuegos, foros, asambleas y concursos de construcción en el escenario, una sala para el equipo de construcción y seguridad completa.',
    },
    'minecraft-kingdoms-roleplay': {
      name: 'Rol de reinos en Minecraft',
      description:
        'Un reino medieval con whitelist formado por naciones de jugadores: crónicas, un foro de naciones, corte real en el escenario, festivales y salas de guerra.',
    },
    'coding-study-group': {
      name: 'Grupo de estudio de programación',
      description:
        'Estudiantes que se ayudan entre sí: progreso diario, ayuda por lenguaje, revisión de código y una sala para programar en pareja.',
    },
    'open-source-project': {
      name: 'Proyecto de código abierto',
      description:
        'La casa de un proyecto de código abierto: versiones, feed de GitHub, hoja de ruta, guía para contribuir, ayuda y horas de consulta.',
    },
    'web-dev-collective': {
      name: 'Colectivo de desarrollo web',
      description:
        'Ayuda con frontend, backend y DevOps, revisiones de portafolio, proyectos personales y salas de coworking para desarrolladores web.',
    },
    'game-jam-crew': {
      name: 'Equipo de game jams',
      description:
        'Organiza game jams: revelación del tema, formación de equipos, devlogs, entregas, ayuda con motores y canales de voz por equipo.',
    },
    'developer-community': {
      name: 'Comunidad de desarrolladores',
      description:
        'Una gran comunidad de desarrollo con ayuda para siete lenguajes, revisión de código, salas para programar en pareja, empleo y verificación contra bots de spam.',
    },
    'data-science-lab': {
      name: 'Laboratorio de ciencia de datos',
      description:
        'Para científicos de datos e ingenieros de ML: club de papers, datasets, Kaggle, notebooks, canales de ayuda y tickets de mentoría.',
    },
    'ctf-security-team': {
      name: 'Equipo de CTF y seguridad',
      description:
        'Un equipo de capture the flag: próximos CTF, writeups, un canal por categoría, charlas sobre homelab y salas de guerra del equipo.',
    },
    'open-source-foundation': {
      name: 'Fundación de código abierto',
      description:
        'Una fundación de proyectos: versiones que puedes seguir, grupos de trabajo, un foro de RFC, llamadas comunitarias en el escenario, reportes de vulnerabilidades por ticket y protección contra raids.',
    },
    'developer-mega-community': {
      name: 'Megacomunidad de desarrolladores',
      description:
        'El centro completo para desarrolladores: ocho canales de lenguajes, foros de ayuda y arquitectura, charlas técnicas en el escenario, hackatones, empleo y seguridad completa.',
    },
    'coding-bootcamp-campus': {
      name: 'Campus de bootcamp de programación',
      description:
        'El campus de un bootcamp: canales por cohorte, ayuda por módulo, un foro con cola de ayuda, clases en el escenario, revisión entre compañeros, un centro de empleo y salas para instructores.',
    },
    'twitch-streamer-starter': {
      name: 'Kit básico para streamers de Twitch',
      description:
        'Todo lo que necesita un streamer en crecimiento: avisos de directo, horario, chat del stream, clips y una sala de juegos con los espectadores.',
    },
    'youtube-channel-community': {
      name: 'Comunidad de canal de YouTube',
      description:
        'Feeds de subidas para videos, Shorts y publicaciones de comunidad, además de debate e ideas de videos propuestas por los espectadores.',
    },
    'podcast-community': {
      name: 'Comunidad del podcast',
      description:
        'Los oyentes de un podcast: feed de episodios y charla, sugerencias de invitados, preguntas de los oyentes y un canal de voz para intervenir en directo.',
    },
    'vtuber-fan-hub': {
      name: 'Club de fans de VTuber',
      description:
        'El servidor de fans de un VTuber: horario y chat de directos, colaboraciones soñadas, clips traducidos, fanart y visionados en grupo.',
    },
    'streamer-subscriber-lounge': {
      name: 'Sala de streamer y suscriptores',
      description:
        'El servidor de un streamer con una sala privada para suscriptores, sugerencias de emotes, tickets para sincronizar roles y verificación.',
    },
    'short-form-creator-collective': {
      name: 'Colectivo de creadores de video corto',
      description:
        'Creadores de TikTok, Reels y Shorts que crecen juntos: alertas de tendencias, taller de ganchos, analíticas, colaboraciones y revisión de acuerdos con marcas.',
    },
    'gaming-youtuber-community': {
      name: 'Comunidad de youtuber gamer',
      description:
        'La comunidad de un youtuber de videojuegos: feeds de subidas y directos, ideas de videos, escuadras de espectadores para jugar con el creador y noches de juegos.',
    },
    'streamer-team-network': {
      name: 'Red de equipo de streamers',
      description:
        'Un equipo de streamers bajo una misma bandera: feed de directos, tren de raids, foros de ayuda para creadores y de colaboraciones, eventos del equipo en el escenario y protección contra raids.',
    },
    'creator-empire': {
      name: 'Imperio del creador',
      description:
        'Para grandes creadores: feeds de todas las plataformas, centro de streams, zonas exclusivas para miembros y mecenas, preguntas y respuestas en directo en el escenario, sorteos, una sala de producción y seguridad completa.',
    },
    'podcast-network': {
      name: 'Red de podcasts',
      description:
        'Varios programas bajo un mismo techo: feed y foro de episodios, grabaciones en directo en el escenario, contenido extra para quienes apoyan, estudios y reserva de invitados.',
    },
    'study-together': {
      name: 'Estudiemos juntos',
      description:
        'Estudia acompañado para concentrarte: canales de voz pomodoro, una sala en silencio, un registro diario de estudio y una sala de descanso.',
    },
    'homework-help-desk': {
      name: 'Ayuda con las tareas',
      description:
        'Canales de ayuda para matemáticas, ciencias, inglés, historia e idiomas, con salas de estudio en grupo para resolver ejercicios.',
    },
    'language-exchange': {
      name: 'Intercambio de idiomas',
      description:
        'Practica inglés, español, francés, alemán y japonés con hablantes nativos en mesas de conversación con cupo limitado.',
    },
    'university-course-group': {
      name: 'Grupo de curso universitario',
      description:
        'Un curso, un servidor: apuntes de clase, trabajos, preparación de exámenes, exámenes anteriores y salas de estudio en grupo.',
    },
    'med-school-study-hall': {
      name: 'Sala de estudio de Medicina',
      description:
        'Para estudiantes de Medicina: asignaturas preclínicas, preparación de exámenes de certificación y Anki, salas de concentración prolongada, bienestar y tickets para reservar tutor.',
    },
    'exam-prep-academy': {
      name: 'Academia de preparación de exámenes',
      description:
        'Prepárate para el SAT, el ACT y el IELTS: planes de estudio, exámenes de práctica, ayuda por sección, celebración de puntuaciones y reserva de tutores.',
    },
    'online-school-campus': {
      name: 'Campus de escuela en línea',
      description:
        'Una escuela en línea: clases, un foro de tareas, horas de consulta en el escenario, salas de estudio, una biblioteca, una sala de profesores y protección contra raids.',
    },
    'university-campus': {
      name: 'Campus universitario',
      description:
        'Una universidad completa: facultades, foros por curso, una biblioteca de salas de estudio, vida en el campus, clubes, conferencias invitadas en el escenario y seguridad completa.',
    },
    'language-learning-academy': {
      name: 'Academia de idiomas',
      description:
        'Una escuela de idiomas: canales por nivel para seis idiomas, foros de corrección, clases en vivo en el escenario, mesas de conversación y tutores.',
    },
    'artist-collective': {
      name: 'Colectivo de artistas',
      description:
        'Un pequeño colectivo de artistas: críticas con pautas, trabajos en curso, una galería y voz para dibujar juntos.',
    },
    'digital-painting-studio': {
      name: 'Estudio de pintura digital',
      description:
        'Para pintores digitales: retos diarios, críticas de arte digital, pinceles y ayuda con herramientas como Procreate y Photoshop.',
    },
    'pixel-art-guild': {
      name: 'Gremio de pixel art',
      description:
        'Artistas de pixel art que comparten paletas, tilesets y fotogramas de animación, con un reto semanal y una galería.',
    },
    'art-commission-marketplace': {
      name: 'Mercado de comisiones de arte',
      description:
        'Un lugar seguro para comprar y vender comisiones: plazas abiertas, solicitudes, consultas de precios, portafolios y reportes de estafas mediante tickets.',
    },
    'animation-studio': {
      name: 'Estudio de animación',
      description:
        'Animadores 2D y 3D: storyboards, animatics, rigging, ayuda con renders, feedback por técnica y demo reels.',
    },
    'art-academy': {
      name: 'Academia de arte',
      description:
        'Aprendizaje estructurado para artistas: fundamentos, críticas, foros con instructores, demostraciones en vivo en el escenario, tareas semanales y reserva de revisiones.',
    },
    'creative-arts-guild': {
      name: 'Gremio de artes creativas',
      description:
        'Un gran hogar para todas las disciplinas: críticas, retos, comisiones, foros de arte, demostraciones en vivo en el escenario, concursos y seguridad completa.',
    },
    'miniature-painting-guild': {
      name: 'Gremio de pintura de miniaturas',
      description:
        'Para pintores de miniaturas y aficionados al hobby: ayuda con la pintura, exhibición de ejércitos, foros de impresión 3D, streams de pintura en el escenario y concursos.',
    },
    'producer-hangout': {
      name: 'Rincón de productores',
      description:
        'Productores caseros que intercambian feedback, consejos de mezcla, sonidos y colaboraciones, con una sala de escucha.',
    },
    'band-hq': {
      name: 'Cuartel de la banda',
      description:
        'La base de operaciones de una banda: calendario de actuaciones, setlists, ideas de canciones, letras, notas de ensayo y una sala de ensayo.',
    },
    'lofi-listening-lounge': {
      name: 'Sala de escucha lo-fi',
      description:
        'Una sala de escucha relajada: lo que estás escuchando, intercambio de playlists, álbum de la semana, beats compartidos y salas de radio.',
    },
    'indie-record-label': {
      name: 'Sello discográfico independiente',
      description:
        'Un sello independiente: feeds de lanzamientos que puedes seguir, una sala privada para artistas, canales para fans y envío de maquetas por ticket.',
    },
    'beat-battle-arena': {
      name: 'Arena de batallas de beats',
      description:
        'Batallas de beats mensuales con flips de samples, entregas y resultados, salas de feedback por género y un canal de voz para cyphers.',
    },
    'music-production-academy': {
      name: 'Academia de producción musical',
      description:
        'Aprende producción con feedback por género, clases de teoría, foros de mentores, clases magistrales en el escenario y reserva de mentorías.',
    },
    'music-mega-community': {
      name: 'Megacomunidad musical',
      description:
        'Para todo tipo de músicos: feedback de producción, salas por instrumento, promoción de lanzamientos, foros, conciertos en el escenario, batallas de beats y seguridad completa.',
    },
    'dj-collective': {
      name: 'Colectivo de DJs',
      description:
        'DJs y productores de electrónica: técnica, IDs de temas, mezclas, un foro con ofertas de actuaciones, sets en vivo en el escenario y noches de club.',
    },
    'anime-club': {
      name: 'Club de anime',
      description:
        'Un club de anime clásico: charlas de temporada, debate de episodios sin spoilers, recomendaciones, fanart y noches de visionado.',
    },
    'manga-readers-circle': {
      name: 'Círculo de lectores de manga',
      description:
        'Para lectores de manga, manhwa y manhua: capítulos nuevos, listas de lectura, recomendaciones y fotos de colecciones.',
    },
    'cosplay-community': {
      name: 'Comunidad de cosplay',
      description:
        'Cosplayers que comparten sus trajes: exhibición y sesiones de fotos, armaduras y accesorios, costura y pelucas, y encuentros en convenciones.',
    },
    'seasonal-anime-hub': {
      name: 'Centro de anime de temporada',
      description:
        'Mantente al día con cada temporada: calendario de emisión, noticias, capítulos de manga, encuestas de personajes, dos salas de visionado y reportes de spoilers.',
    },
    'japan-culture-club': {
      name: 'Club de cultura japonesa',
      description:
        'Anime, manga y todo lo relacionado con Japón: viajes, comida, J-music, japonés para principiantes, karaoke y práctica de conversación.',
    },
    'anime-convention': {
      name: 'Convención de anime',
      description:
        'El servidor de una convención de anime: programa y mapa del recinto, artist alley, foros de cosplay, paneles en el escenario, tickets de acreditaciones y voluntarios.',
    },
    'anime-mega-community': {
      name: 'Megacomunidad de anime',
      description:
        'El gran servidor de anime: hilos de foro por episodio, salas por género, foros de reseñas y teorías, noches de visionado, paneles en el escenario, trivia y seguridad completa.',
    },
    'fan-creators-guild': {
      name: 'Gremio de creadores fan',
      description:
        'Para fanartistas, editores de AMV, escritores de fanfics y cosplayers: exhibiciones, un foro biblioteca de fanfics, charlas de creadores en el escenario y fanzines.',
    },
    'fantasy-rp-tavern': {
      name: 'Taberna de rol de fantasía',
      description:
        'Un acogedor rol por texto en un reino de fantasía: fichas de personaje, cuatro escenas, lore del mundo y un canal de voz con ambiente de taberna.',
    },
    'dnd-campaign-table': {
      name: 'Mesa de campaña de D&D',
      description:
        'Una campaña de rol de mesa: calendario y resúmenes de sesiones, tiradas de dados, registro de botín, fichas del grupo, contenido homebrew y la mesa de juego.',
    },
    'sci-fi-rp-station': {
      name: 'Estación de rol de ciencia ficción',
      description:
        'Rol a bordo de una estación en el espacio profundo: cinco cubiertas como escenas, expedientes de la tripulación, manifiesto de la nave y cartas estelares.',
    },
    'superhero-rp-city': {
      name: 'Ciudad de rol de superhéroes',
      description:
        'Rol de superhéroes en una ciudad: solicitudes de personaje por ticket, el registro de héroes, los archivos de la ciudad y seis distritos para jugar en personaje.',
    },
    'gothic-horror-rp': {
      name: 'Rol de terror gótico',
      description:
        'Una oscura ciudad nocturna: el códice de clanes y leyes, el registro de vástagos, cinco escenas inquietantes y una verificación por captcha.',
    },
    'grand-fantasy-world': {
      name: 'Gran mundo de fantasía',
      description:
        'Un gran mundo de fantasía: fichas de personaje en foro, una biblia del mundo, dos regiones de escenas, un tablón de misiones y eventos de historia en el escenario.',
    },
    'roleplay-multiverse': {
      name: 'Multiverso de rol',
      description:
        'Cuatro géneros en un servidor: escenas de fantasía, ciencia ficción, ambientación moderna y terror, foros de tramas y compañeros de rol, eventos de historia en el escenario y seguridad completa.',
    },
    'city-life-rp': {
      name: 'Rol de vida urbana',
      description:
        'Una ciudad estilo GTA con whitelist: solicitudes, manual, departamentos de policía y emergencias médicas, negocios, ayuntamiento en el escenario y soporte para jugadores.',
    },
    'founders-circle': {
      name: 'Círculo de fundadores',
      description:
        'Fundadores en etapa temprana que se ayudan entre sí: presentaciones, contratación, feedback de producto, captación de fondos, crecimiento y práctica de pitch.',
    },
    'freelancers-guild': {
      name: 'Gremio de freelancers',
      description:
        'Freelancers que comparten encargos, tarifas, contratos e historias de clientes, con revisiones de portafolio e intercambio de habilidades.',
    },
    'small-business-owners': {
      name: 'Dueños de pequeños negocios',
      description:
        'Dueños de tiendas y negocios de servicios que comparten experiencias sobre marketing, contabilidad, comercio electrónico y personal, con una llamada mastermind semanal.',
    },
    'sales-team-hq': {
      name: 'Central del equipo de ventas',
      description:
        'El espacio de trabajo de un equipo de ventas: flujo de leads, novedades de acuerdos, victorias, playbooks, información de la competencia y salas para practicar llamadas.',
    },
    'agency-client-portal': {
      name: 'Portal de clientes de agencia',
      description:
        'Una agencia y sus clientes: una sala privada para clientes con novedades y aprobaciones, tickets de solicitudes con transcripciones y una sala del equipo.',
    },
    'angel-investor-network': {
      name: 'Red de inversores ángel',
      description:
        'Inversores ángel y fundadores: una sala de acuerdos solo para socios con due diligence, feedback de pitches, networking y envío de pitches por ticket.',
    },
    'startup-accelerator': {
      name: 'Aceleradora de startups',
      description:
        'Un programa de aceleración: sala de la cohorte, foros de mentores, demo day en el escenario, ofertas de partners, networking y reserva de mentorías.',
    },
    'entrepreneur-network': {
      name: 'Red de emprendedores',
      description:
        'Una gran red para emprendedores: salas por sector y función, una sala de acuerdos, foros de análisis a fondo, charlas informales en el escenario, masterminds y seguridad completa.',
    },
    'product-help-center': {
      name: 'Centro de ayuda del producto',
      description:
        'Soporte comunitario para un producto: estado, notas de versión, problemas conocidos, guías, solicitudes de funciones y horas de consulta.',
    },
    'bot-support-server': {
      name: 'Servidor de soporte de bot',
      description:
        'El servidor de soporte de un bot de Discord: registro de cambios, ayuda con la configuración y los permisos, lista de comandos, ideas y una zona de pruebas del bot.',
    },
    'saas-customer-support': {
      name: 'Atención al cliente SaaS',
      description:
        'Atención al cliente para un producto SaaS: base de conocimiento, tickets por tema, tableros de funciones y bugs, preguntas sobre la API y horas de consulta.',
    },
    'game-support-desk': {
      name: 'Soporte del videojuego',
      description:
        'Soporte para jugadores de un juego online: tickets de cuenta, pagos, bugs y trampas con transcripciones, tableros de estado y mantenimiento.',
    },
    'tech-repair-help-desk': {
      name: 'Servicio técnico comunitario',
      description:
        'Soporte técnico comunitario para PC, laptops, teléfonos y redes, con salas de ayuda con pantalla compartida y tickets para sesiones remotas.',
    },
    'enterprise-support-portal': {
      name: 'Portal de soporte empresarial',
      description:
        'Soporte de nivel empresarial: feed de estado, base de conocimiento, foros de preguntas y respuestas, una sala premium, webinars en el escenario, salas de escalado y protección contra raids.',
    },
    'customer-success-hub': {
      name: 'Centro de éxito del cliente',
      description:
        'La comunidad de clientes completa: líneas de producto, base de conocimiento, foros de preguntas y respuestas, hoja de ruta pública, programa beta, academia, webinars y seguridad completa.',
    },
    'community-starter': {
      name: 'Kit básico de comunidad',
      description:
        'Lo esencial para un servidor nuevo: bienvenida, reglas y anuncios, cuatro canales de chat, dos canales de voz y una sala del staff.',
    },
    'chill-hangout': {
      name: 'Rincón relajado',
      description:
        'Un lugar para pasar el rato sin prisas: chat, memes, mascotas y comida, la pregunta del día, encuestas y salas de voz con chat de texto al lado.',
    },
    'friend-group-server': {
      name: 'Servidor del grupo de amigos',
      description:
        'Un servidor privado para un grupo de amigos: hacer planes, un álbum de fotos sin filtro, cumpleaños y el canal de voz del sofá.',
    },
    'local-city-community': {
      name: 'Comunidad de la ciudad',
      description:
        'Vecinos en línea: noticias locales, eventos cercanos, sitios para comer, objetos perdidos, compraventa y recomendaciones.',
    },
    'lgbtq-safe-space': {
      name: 'Espacio seguro LGBTQ+',
      description:
        'Un espacio seguro y moderado: verificación por captcha, zona de bienvenida, fotos de orgullo y de mascotas, un canal para desahogarse, recursos y tickets privados con la moderación.',
    },
    'international-hangout': {
      name: 'Punto de encuentro internacional',
      description:
        'Amigos de todas partes: chats por idioma, intercambio cultural, historias de viajes, comida del mundo y salas internacionales.',
    },
    'parents-and-families': {
      name: 'Madres, padres y familias',
      description:
        'Madres y padres que se apoyan según la edad de sus hijos, con recetas familiares, actividades, ofertas y preguntas privadas a los moderadores.',
    },
    'social-community-plus': {
      name: 'Comunidad social Plus',
      description:
        'Un servidor social en crecimiento: foros de debate y consejos, pregunta del día, AMA en el escenario, noches de juegos, sorteos y protección contra raids.',
    },
    'community-mega-server': {
      name: 'Megaservidor comunitario',
      description:
        'La plantilla social más grande: salas por intereses, foros, preguntas diarias, AMA en el escenario, noches de cine, una sala para habituales y seguridad completa.',
    },
    'gym-buddies': {
      name: 'Compañeros de gimnasio',
      description:
        'Gente que entrena con pesas y se mantiene constante en grupo: registros de entrenamiento, revisión de técnica, programas, preparación de comidas y un reto mensual.',
    },
    'running-club': {
      name: 'Club de corredores',
      description:
        'Un club de corredores: registros de carreras, calendario de competiciones, rutas y senderos, charla sobre zapatillas, rincón de lesiones y kilometraje mensual.',
    },
    'online-coaching-team': {
      name: 'Equipo de entrenamiento en línea',
      description:
        'Un entrenador y sus clientes: seguimientos privados y llamadas grupales para clientes, revisión de técnica en comunidad, retos y tickets de reserva.',
    },
    'martial-arts-dojo': {
      name: 'Dojo de artes marciales',
      description:
        'Artistas marciales de todos los estilos: BJJ, muay thai, boxeo, karate y MMA, análisis de técnicas, registros de sparring y noches de combate.',
    },
    'fitness-community-pro': {
      name: 'Comunidad fitness Pro',
      description:
        'Una gran comunidad fitness: disciplinas, foros de programas y nutrición, clases en vivo en el escenario, retos, reserva de entrenadores y protección contra raids.',
    },
    'sports-fans-united': {
      name: 'Aficionados al deporte unidos',
      description:
        'Aficionados de todas las ligas: foros con hilos por partido, fantasy y pronósticos, partidos en grupo en el escenario, concursos de predicciones, bares deportivos y seguridad completa.',
    },
    'monthly-book-club': {
      name: 'Club de lectura mensual',
      description:
        'Un libro al mes: la lectura actual y el calendario, debate por capítulos, nominaciones, compras de libros y la sala de reuniones.',
    },
    'writers-workshop': {
      name: 'Taller de escritores',
      description:
        'Escritores que ayudan a escritores: consignas diarias, intercambio de críticas, construcción de mundos, cartas de presentación a agentes, metas de palabras y sprints.',
    },
    'fantasy-scifi-readers': {
      name: 'Lectores de fantasía y ciencia ficción',
      description:
        'Lectores de ficción especulativa: lecturas conjuntas, canales por saga, novedades, recomendaciones y reportes de spoilers.',
    },
    'author-reader-community': {
      name: 'Comunidad de autor y lectores',
      description:
        'Un autor y sus lectores: noticias, debate sobre las sagas, teorías, una zona privada para el equipo de lectores anticipados (ARC) y solicitudes por ticket.',
    },
    'writing-community-pro': {
      name: 'Comunidad de escritura Pro',
      description:
        'Una comunidad de escritura seria: foros de críticas y de cartas a agentes, salas por género, charlas de autores en el escenario, consignas, rincón de lectura y protección contra raids.',
    },
    'photo-club': {
      name: 'Club de fotografía',
      description:
        'Un fotoclub en línea: críticas, ayuda con edición y equipo, un tema semanal y galerías por género.',
    },
    'film-photography-lab': {
      name: 'Laboratorio de fotografía analógica',
      description:
        'Para quienes disparan en analógico: tipos de película, revelado casero, escaneo, positivado en cuarto oscuro y reparación de cámaras.',
    },
    'filmmakers-collective': {
      name: 'Colectivo de cineastas',
      description:
        'Cineastas independientes que forman equipo: convocatorias de equipo técnico y casting, guion, ayuda con la postproducción, proyecciones y festivales.',
    },
    'photography-academy': {
      name: 'Academia de fotografía',
      description:
        'Aprende fotografía paso a paso: lecciones, críticas, un foro profesional, talleres en el escenario, ejercicios y reserva de revisiones de portafolio.',
    },
    'visual-creators-guild': {
      name: 'Gremio de creadores visuales',
      description:
        'Fotógrafos y cineastas juntos: géneros, cine y video, foros, talleres en el escenario, salidas fotográficas, charlas de negocio y seguridad completa.',
    },
  },
  tags: {
    '2d': '2d',
    '3d': '3d',
    '3d-printing': 'impresión-3d',
    academy: 'academia',
    accelerator: 'aceleradora',
    accountability: 'constancia',
    agency: 'agencia',
    airing: 'en-emisión',
    alliance: 'alianza',
    amas: 'pregúntame-lo-que-quieras',
    amateur: 'amateur',
    amv: 'amv',
    analogue: 'analógica',
    angels: 'inversores-ángel',
    animation: 'animación',
    anime: 'anime',
    anki: 'anki',
    apex: 'apex',
    applications: 'solicitudes',
    'arc-team': 'equipo-arc',
    arcade: 'arcade',
    ark: 'ark',
    art: 'arte',
    'art-school': 'escuela-de-arte',
    'artist-alley': 'callejón-de-artistas',
    assignments: 'ejercicios',
    author: 'autor',
    'author-talks': 'charlas-de-autores',
    backend: 'backend',
    band: 'banda',
    'battle-royale': 'battle-royale',
    'beat-battles': 'batallas-de-beats',
    beats: 'beats',
    bedrock: 'bedrock',
    beginners: 'principiantes',
    beta: 'beta',
    bjj: 'bjj',
    boards: 'exámenes-de-certificación',
    'book-club': 'club-de-lectura',
    bootcamp: 'bootcamp',
    brackets: 'cuadros-de-torneo',
    broadcast: 'retransmisión',
    'buddy-reads': 'lecturas-conjuntas',
    'build-team': 'equipo-de-construcción',
    building: 'construcción',
    campaign: 'campaña',
    campus: 'campus',
    careers: 'empleo',
    casual: 'casual',
    changelog: 'registro-de-cambios',
    'check-ins': 'seguimiento',
    chill: 'relax',
    city: 'ciudad',
    clan: 'clan',
    classes: 'clases',
    clients: 'clientes',
    club: 'club',
    clubs: 'clubes',
    coaching: 'entrenamiento',
    cohorts: 'cohortes',
    collabs: 'colaboraciones',
    collecting: 'coleccionismo',
    collective: 'colectivo',
    college: 'universitario',
    commissions: 'comisiones',
    community: 'comunidad',
    'community-calls': 'llamadas-comunitarias',
    'community-support': 'soporte-comunitario',
    competition: 'competición',
    competitive: 'competitivo',
    concerts: 'conciertos',
    content: 'contenido',
    contests: 'concursos',
    contributors: 'colaboradores',
    convention: 'convención',
    conventions: 'convenciones',
    conversation: 'conversación',
    cosplay: 'cosplay',
    course: 'curso',
    cozy: 'acogedor',
    crafting: 'crafteo',
    creator: 'creador',
    crew: 'equipo-de-rodaje',
    critique: 'críticas',
    'cross-play': 'juego-cruzado',
    cs2: 'cs2',
    ctf: 'ctf',
    culture: 'cultura',
    cups: 'copas',
    'customer-success': 'éxito-del-cliente',
    customers: 'atención-al-cliente',
    cybersecurity: 'ciberseguridad',
    darkroom: 'cuarto-oscuro',
    'data-science': 'ciencia-de-datos',
    dayz: 'dayz',
    'deal-flow': 'flujo-de-oportunidades',
    'demo-day': 'día-de-demos',
    demos: 'demos',
    developers: 'desarrolladores',
    devlogs: 'diarios-de-desarrollo',
    'digital-art': 'arte-digital',
    'discord-bot': 'bot-de-discord',
    dj: 'dj',
    dnd: 'dnd',
    ecommerce: 'comercio-electrónico',
    education: 'educación',
    electronic: 'electrónica',
    enterprise: 'empresas',
    entrepreneurs: 'emprendedores',
    episodes: 'episodios',
    escalations: 'escalados',
    events: 'eventos',
    'exam-prep': 'preparación-de-exámenes',
    exchange: 'intercambio',
    factions: 'facciones',
    families: 'familias',
    'fan-art': 'fanart',
    fanfiction: 'fanfics',
    fans: 'fans',
    fantasy: 'fantasía',
    feedback: 'retroalimentación',
    festivals: 'festivales',
    fgc: 'fgc',
    film: 'película-fotográfica',
    filmmaking: 'cine',
    fitness: 'fitness',
    fivem: 'fivem',
    focus: 'concentración',
    fortnite: 'fortnite',
    forums: 'foros',
    foundation: 'fundación',
    founders: 'fundadores',
    fps: 'fps',
    freelance: 'trabajo-freelance',
    friends: 'amigos',
    frontend: 'frontend',
    fundamentals: 'fundamentos',
    gacha: 'gacha',
    'game-dev': 'desarrollo-de-videojuegos',
    'game-jam': 'game-jam',
    'game-support': 'soporte-de-juegos',
    gamedev: 'gamedev',
    gaming: 'videojuegos',
    general: 'general',
    genshin: 'genshin',
    gigs: 'actuaciones',
    github: 'github',
    giveaways: 'sorteos',
    godot: 'godot',
    gothic: 'gótico',
    'gta-rp': 'gta-rp',
    guild: 'gremio',
    guilds: 'gremios',
    gym: 'gimnasio',
    hackathons: 'hackatones',
    hacking: 'hacking',
    hangout: 'pasar-el-rato',
    hardcore: 'hardcore',
    'help-center': 'centro-de-ayuda',
    'high-school': 'secundaria',
    'hip-hop': 'hip-hop',
    homework: 'tareas',
    horror: 'terror',
    ielts: 'ielts',
    indie: 'indie',
    interests: 'intereses',
    international: 'internacional',
    investors: 'inversores',
    japan: 'japón',
    japanese: 'japonés',
    jobs: 'trabajos',
    kaggle: 'kaggle',
    kingdoms: 'reinos',
    label: 'sello-discográfico',
    lan: 'lan',
    languages: 'idiomas',
    large: 'grande',
    league: 'liga',
    learning: 'aprendizaje',
    lessons: 'lecciones',
    lgbtq: 'lgbtq',
    lifting: 'levantamiento-de-pesas',
    listeners: 'oyentes',
    listening: 'escucha',
    'live-classes': 'clases-en-vivo',
    'live-recordings': 'grabaciones-en-vivo',
    'lo-fi': 'lo-fi',
    local: 'local',
    locals: 'torneos-locales',
    'machine-learning': 'aprendizaje-automático',
    manga: 'manga',
    manhwa: 'manhwa',
    marathon: 'maratón',
    marketing: 'marketing',
    marketplace: 'compraventa',
    'martial-arts': 'artes-marciales',
    masterclass: 'clases-magistrales',
    masterminds: 'grupos-mastermind',
    medicine: 'medicina',
    medieval: 'medieval',
    memberships: 'membresías',
    mentors: 'mentores',
    miniatures: 'miniaturas',
    minigames: 'minijuegos',
    mixes: 'mezclas',
    mma: 'mma',
    mmo: 'mmo',
    modded: 'con-mods',
    modpack: 'modpack',
    monthly: 'mensual',
    'multi-game': 'multijuego',
    'multi-genre': 'multigénero',
    'multi-platform': 'multiplataforma',
    musicians: 'músicos',
    nations: 'naciones',
    neighbours: 'vecinos',
    network: 'red',
    networking: 'contactos-profesionales',
    news: 'noticias',
    'office-hours': 'horas-de-consulta',
    'open-source': 'código-abierto',
    organization: 'organización',
    painting: 'pintura',
    panels: 'paneles',
    parents: 'padres',
    pc: 'pc',
    perks: 'ventajas',
    photography: 'fotografía',
    pipeline: 'embudo-comercial',
    'pixel-art': 'pixel-art',
    players: 'jugadores',
    playtesting: 'pruebas-de-juego',
    podcast: 'podcast',
    pomodoro: 'pomodoro',
    portal: 'portal',
    portfolio: 'portafolio',
    private: 'privado',
    procreate: 'procreate',
    product: 'producto',
    production: 'producción',
    prompts: 'consignas',
    quests: 'misiones',
    races: 'carreras',
    raiding: 'raideo',
    raids: 'raids',
    ranked: 'clasificatorias',
    rates: 'tarifas',
    readers: 'lectores',
    reading: 'lectura',
    realm: 'realm',
    reels: 'reels',
    releases: 'lanzamientos',
    repair: 'reparación',
    retro: 'retro',
    rfcs: 'rfcs',
    roleplay: 'rol',
    rosters: 'plantillas',
    running: 'correr',
    rust: 'rust',
    saas: 'saas',
    'safe-space': 'espacio-seguro',
    sales: 'ventas',
    sat: 'sat',
    schematics: 'esquemas',
    school: 'escuela',
    'sci-fi': 'ciencia-ficción',
    scrims: 'scrims',
    season: 'temporada',
    seasonal: 'de-temporada',
    servers: 'servidores',
    shorts: 'shorts',
    simple: 'sencillo',
    skyblock: 'skyblock',
    small: 'pequeño',
    'small-business': 'pequeñas-empresas',
    smp: 'smp',
    social: 'social',
    songwriting: 'composición',
    space: 'espacio',
    sports: 'deportes',
    sprints: 'sprints-de-escritura',
    'star-rail': 'star-rail',
    starter: 'inicial',
    startups: 'startups',
    storyboards: 'guiones-gráficos',
    'stream-team': 'equipo-de-streamers',
    streamer: 'streamer',
    'street-fighter': 'street-fighter',
    studio: 'estudio',
    study: 'estudiar',
    subscribers: 'suscriptores',
    superheroes: 'superhéroes',
    support: 'soporte',
    survival: 'supervivencia',
    team: 'equipo',
    teams: 'equipos',
    tech: 'tecnología',
    'tech-support': 'soporte-técnico',
    'tech-talks': 'charlas-técnicas',
    tekken: 'tekken',
    'test-prep': 'pruebas-estandarizadas',
    'text-rp': 'rol-por-texto',
    tickets: 'tickets',
    tiktok: 'tiktok',
    tournaments: 'torneos',
    'town-hall': 'asambleas',
    ttrpg: 'rol-de-mesa',
    tutoring: 'tutorías',
    tutors: 'tutores',
    twitch: 'twitch',
    unity: 'unity',
    university: 'universidad',
    valorant: 'valorant',
    vampires: 'vampiros',
    vanilla: 'vanilla',
    varsity: 'equipo-universitario',
    video: 'video',
    videos: 'videos',
    'viewer-games': 'juegos-con-espectadores',
    viewers: 'espectadores',
    vtuber: 'vtuber',
    warhammer: 'warhammer',
    'watch-alongs': 'visionados-en-grupo',
    'watch-parties': 'noches-de-visionado',
    web: 'web',
    webinars: 'seminarios-web',
    'weekly-theme': 'tema-semanal',
    whitelist: 'lista-blanca',
    wholesome: 'buen-ambiente',
    workshops: 'talleres',
    'world-building': 'construcción-de-mundos',
    writing: 'escritura',
    youtube: 'youtube',
    zines: 'fanzines',
  },
  unchanged: {
    names: [],
    tags: [
      '2d',
      '3d',
      'amateur',
      'amv',
      'anime',
      'anki',
      'apex',
      'arcade',
      'ark',
      'backend',
      'battle-royale',
      'beats',
      'bedrock',
      'beta',
      'bjj',
      'bootcamp',
      'campus',
      'casual',
      'clan',
      'club',
      'cosplay',
      'cs2',
      'ctf',
      'dayz',
      'demos',
      'dj',
      'dnd',
      'fans',
      'fgc',
      'fitness',
      'fivem',
      'fortnite',
      'fps',
      'frontend',
      'gacha',
      'game-jam',
      'gamedev',
      'general',
      'genshin',
      'github',
      'godot',
      'gta-rp',
      'hacking',
      'hardcore',
      'hip-hop',
      'ielts',
      'indie',
      'kaggle',
      'lan',
      'lgbtq',
      'lo-fi',
      'local',
      'manga',
      'manhwa',
      'marketing',
      'medieval',
      'mma',
      'mmo',
      'modpack',
      'pc',
      'pixel-art',
      'podcast',
      'pomodoro',
      'portal',
      'procreate',
      'raids',
      'realm',
      'reels',
      'retro',
      'rfcs',
      'rust',
      'saas',
      'sat',
      'scrims',
      'shorts',
      'skyblock',
      'smp',
      'social',
      'star-rail',
      'startups',
      'streamer',
      'street-fighter',
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
      'web',
      'youtube',
    ],
  },
};
