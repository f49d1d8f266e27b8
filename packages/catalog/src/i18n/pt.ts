import type { CatalogueTranslation } from './types.ts';

export const pt: CatalogueTranslation = {
  styles: {
    'casual-gaming-hub': {
      name: 'Central de jogos casuais',
      description:
        'Um lar multijogos acolhedor para um grupo de amigos que não para de crescer: chat, clipes, LFG e salas de voz.',
    },
    'cozy-indie-corner': {
      name: 'Cantinho indie aconchegante',
      description:
        'Um espaço tranquilo para simuladores de fazenda, jogos de quebra-cabeça e joias indie escondidas, com voz para jogar co-op no sofá.',
    },
    'retro-arcade-club': {
      name: 'Clube do fliperama retrô',
      description:
        'Para colecionadores e jogadores de consoles clássicos: achados, coleções, recordes e consertos.',
    },
    'rust-wipe-crew': {
      name: 'Clã do wipe de Rust',
      description:
        'A base de um clã de sobrevivência para o dia do wipe: planejamento de raids, projetos de bases, registros de loot e comunicação da equipe.',
    },
    'mmo-guild-hall': {
      name: 'Sede da guilda MMO',
      description:
        'Comande uma guilda de MMO: agenda de raids, conselho de loot, pedidos de crafting, grupos de dungeon e voz para as raids.',
    },
    'competitive-fps-hub': {
      name: 'Central de FPS competitivo',
      description:
        'Para quem vive subindo de ranque em Valorant, CS2 e Overwatch: LFG por jogo, salas para times de cinco, análise de VODs e denúncias de jogadores.',
    },
    'game-server-network': {
      name: 'Rede de servidores de jogos',
      description:
        'Para comunidades que hospedam servidores de Rust, ARK e DayZ: status e notas de patch por jogo, ajuda com doações e tickets.',
    },
    'gacha-guild': {
      name: 'Guilda gacha',
      description:
        'Para jogadores de Genshin, Star Rail e Wuthering Waves: resultados de invocações, builds, planejamento de banners e salas de co-op.',
    },
    'battle-royale-arena': {
      name: 'Arena battle royale',
      description:
        'Uma grande comunidade de Fortnite, Apex e Warzone com torneios narrados no palco, um fórum para encontrar time e proteção contra raids.',
    },
    'mmorpg-alliance': {
      name: 'Aliança MMORPG',
      description:
        'Várias guildas sob a mesma bandeira: diplomacia, um fórum de guias, inscrições para raids, assembleias no palco e uma área do conselho.',
    },
    'gaming-mega-community': {
      name: 'Megacomunidade gamer',
      description:
        'Tudo o que um grande servidor multijogos precisa: salas por gênero, LFG, torneios no palco, fóruns de ajuda técnica, sorteios e segurança completa.',
    },
    'indie-studio-player-hub': {
      name: 'Comunidade de jogadores do estúdio indie',
      description:
        'Para um estúdio de jogos e seus jogadores: devlogs, um laboratório privado de playtest, fóruns de bugs e ideias, lives de desenvolvimento no palco e suporte aos jogadores.',
    },
    'amateur-esports-team': {
      name: 'Time amador de esports',
      description:
        'Um elenco e seus fãs: uma sala privada do time para scrims e estratégias, agenda de partidas e um cantinho da comunidade.',
    },
    'scrim-finder-network': {
      name: 'Rede de busca de scrims',
      description:
        'Onde os times encontram scrims: pedidos por faixa de ranque, anúncios de times e jogadores, resultados e lobbies compartilhados.',
    },
    'esports-organization': {
      name: 'Organização de esports',
      description:
        'Uma organização com vários elencos, salas privadas de Valorant, League e Rocket League, uma área para fãs e um canal de contato para peneiras e patrocinadores.',
    },
    'tournament-organizer': {
      name: 'Organizador de torneios',
      description:
        'Organize copas semanais: regras, chaves, check-in, salas de partida numeradas, uma cabine de narração e disputas resolvidas por tickets.',
    },
    'fighting-game-locals': {
      name: 'Cena local de jogos de luta',
      description:
        'Uma cena local da FGC: informações semanais, resultados, lobbies de netplay, canais por jogo, o laboratório de combos e tickets de inscrição.',
    },
    'pro-league-hub': {
      name: 'Central da liga profissional',
      description:
        'Uma liga com muitos times: classificação, um fórum de inscrição de times, transmissões no palco, oito salas de partida e proteção contra raids.',
    },
    'esports-org-headquarters': {
      name: 'Sede da organização de esports',
      description:
        'Uma organização completa: duas divisões profissionais e uma academia, uma casa de conteúdo, watch parties no palco, fórum de peneiras, sorteios e segurança completa.',
    },
    'collegiate-esports-program': {
      name: 'Programa universitário de esports',
      description:
        'Um programa universitário: salas do time principal e do time reserva, LFG para jogar pelo clube, fórum de peneiras, transmissões dos alunos no palco, noites de LAN e tickets de elegibilidade.',
    },
    'vanilla-smp': {
      name: 'SMP vanilla',
      description:
        'Um pequeno servidor de sobrevivência com whitelist: informações do servidor, inscrições, construções, trocas e uma assembleia para tomar decisões.',
    },
    'modded-minecraft-server': {
      name: 'Servidor de Minecraft com mods',
      description:
        'Para um servidor de modpack: informações do pack e lista de mods, ajuda com mods de tecnologia e magia, relatórios de crash e tours pelas bases.',
    },
    'minecraft-build-team': {
      name: 'Equipe de construção de Minecraft',
      description:
        'O estúdio de uma equipe de construção: projetos, paletas, schematics, canais de técnicas, um portfólio e inscrições para construtores.',
    },
    'bedrock-realm': {
      name: 'Realm de Bedrock',
      description:
        'Um realm entre amigos para console e celular: convites, add-ons, construções, trocas e voz para jogar em grupo com crossplay.',
    },
    'survival-network': {
      name: 'Rede de sobrevivência',
      description:
        'Uma rede pública com sobrevivência, skyblock, facções e minigames: ajuda com a loja, denúncias e pedidos de revisão de punição por tickets.',
    },
    'hardcore-smp-season': {
      name: 'Temporada de SMP hardcore',
      description:
        'Um servidor hardcore por temporadas: inscrições por ticket, registro de mortes, lore da temporada, alianças e um espaço para espectadores.',
    },
    'minecraft-network-pro': {
      name: 'Rede de Minecraft Pro',
      description:
        'Uma grande rede com canais por modo de jogo, fóruns de sugestões e de revisão de punições, assembleias no palco, tickets da loja e proteção contra raids.',
    },
    'minecraft-mega-network': {
      name: 'Megarrede de Minecraft',
      description:
        'Tudo para uma grande rede: áreas de sobrevivência, skyblock e minigames, fóruns, assembleias e concursos de construção no palco, uma sala para a equipe de construção e segurança completa.',
    },
    'minecraft-kingdoms-roleplay': {
      name: 'Roleplay de reinos no Minecraft',
      description:
        'Um reino medieval com whitelist formado por nações de jogadores: crônicas, um fórum de nações, corte real no palco, festivais e salas de guerra.',
    },
    'coding-study-group': {
      name: 'Grupo de estudos de programação',
      description:
        'Quem está aprendendo ajudando quem está aprendendo: progresso diário, ajuda por linguagem, revisão de código e uma sala de programação em dupla.',
    },
    'open-source-project': {
      name: 'Projeto de código aberto',
      description:
        'A casa de um projeto de código aberto: releases, feed do GitHub, roadmap, guia de contribuição, ajuda e plantão de dúvidas.',
    },
    'web-dev-collective': {
      name: 'Coletivo de desenvolvimento web',
      description:
        'Ajuda com frontend, backend e DevOps, revisão de portfólio, projetos pessoais e salas de coworking para devs web.',
    },
    'game-jam-crew': {
      name: 'Equipe de game jam',
      description:
        'Organize game jams: revelação do tema, formação de equipes, devlogs, envios, ajuda com engines e salas de voz por equipe.',
    },
    'developer-community': {
      name: 'Comunidade de desenvolvedores',
      description:
        'Uma grande comunidade dev com ajuda para sete linguagens, revisão de código, salas de programação em dupla, vagas e verificação contra bots de spam.',
    },
    'data-science-lab': {
      name: 'Laboratório de ciência de dados',
      description:
        'Para cientistas de dados e engenheiros de ML: clube de papers, datasets, Kaggle, notebooks, canais de ajuda e tickets de mentoria.',
    },
    'ctf-security-team': {
      name: 'Equipe de CTF e segurança',
      description:
        'Um time de capture the flag: próximos CTFs, writeups, um canal por categoria, papo sobre homelab e salas de guerra do time.',
    },
    'open-source-foundation': {
      name: 'Fundação de código aberto',
      description:
        'Uma fundação de projetos: releases para acompanhar, grupos de trabalho, um fórum de RFCs, calls da comunidade no palco, reporte de vulnerabilidades por ticket e proteção contra raids.',
    },
    'developer-mega-community': {
      name: 'Megacomunidade de desenvolvedores',
      description:
        'A central completa para devs: oito canais de linguagens, fóruns de ajuda e arquitetura, palestras técnicas no palco, hackathons, carreiras e segurança completa.',
    },
    'coding-bootcamp-campus': {
      name: 'Campus de bootcamp de programação',
      description:
        'O campus de um bootcamp: canais por turma, ajuda por módulo, um fórum com fila de atendimento, aulas no palco, revisão entre colegas, um centro de carreiras e salas dos instrutores.',
    },
    'twitch-streamer-starter': {
      name: 'Kit inicial para streamer da Twitch',
      description:
        'Tudo o que um streamer em crescimento precisa: avisos de live, agenda, chat da live, clipes e uma sala de jogos com os espectadores.',
    },
    'youtube-channel-community': {
      name: 'Comunidade do canal do YouTube',
      description:
        'Feeds de uploads de vídeos, Shorts e posts da comunidade, além de conversas e ideias de vídeos vindas dos inscritos.',
    },
    'podcast-community': {
      name: 'Comunidade do podcast',
      description:
        'Os ouvintes de um podcast: feed de episódios e bate-papo, sugestões de convidados, perguntas dos ouvintes e uma sala de voz para participar ao vivo.',
    },
    'vtuber-fan-hub': {
      name: 'Fã-clube de VTuber',
      description:
        'O servidor de fãs de um VTuber: agenda e chat das lives, pedidos de collab, clipes legendados, fanarts e sessões para assistir junto.',
    },
    'streamer-subscriber-lounge': {
      name: 'Lounge do streamer e dos inscritos',
      description:
        'O servidor de um streamer com um lounge privado para inscritos, sugestões de emotes, tickets de sincronização de cargos e verificação.',
    },
    'short-form-creator-collective': {
      name: 'Coletivo de criadores de vídeos curtos',
      description:
        'Criadores de TikTok, Reels e Shorts crescendo juntos: alertas de trends, oficina de ganchos, métricas, collabs e análise de parcerias com marcas.',
    },
    'gaming-youtuber-community': {
      name: 'Comunidade de youtuber gamer',
      description:
        'A comunidade de um youtuber de games: feeds de uploads e lives, ideias de vídeos, squads de inscritos para jogar com o criador e noites de jogos.',
    },
    'streamer-team-network': {
      name: 'Rede de time de streamers',
      description:
        'Um time de streamers sob a mesma bandeira: feed de lives, trem de raids, fóruns de ajuda para criadores e de collabs, eventos do time no palco e proteção contra raids.',
    },
    'creator-empire': {
      name: 'Império do criador',
      description:
        'Para grandes criadores: feeds de todas as plataformas, central de lives, áreas exclusivas para membros e apoiadores, perguntas e respostas ao vivo no palco, sorteios, uma sala de produção e segurança completa.',
    },
    'podcast-network': {
      name: 'Rede de podcasts',
      description:
        'Vários programas sob o mesmo teto: feed e fórum de episódios, gravações ao vivo no palco, conteúdo extra para apoiadores, estúdios e agendamento de convidados.',
    },
    'study-together': {
      name: 'Estudando juntos',
      description:
        'Estude acompanhado para manter o foco: salas de voz pomodoro, uma sala silenciosa, um registro diário de estudos e uma sala de descanso.',
    },
    'homework-help-desk': {
      name: 'Ajuda com a lição de casa',
      description:
        'Canais de ajuda para matemática, ciências, inglês, história e línguas, com salas de estudo em grupo para resolver listas de exercícios.',
    },
    'language-exchange': {
      name: 'Intercâmbio de idiomas',
      description:
        'Pratique inglês, espanhol, francês, alemão e japonês com falantes nativos em mesas de conversa com vagas limitadas.',
    },
    'university-course-group': {
      name: 'Grupo da disciplina da faculdade',
      description:
        'Uma disciplina, um servidor: anotações das aulas, trabalhos, preparação para provas, provas antigas e salas de estudo em grupo.',
    },
    'med-school-study-hall': {
      name: 'Sala de estudos de Medicina',
      description:
        'Para estudantes de Medicina: matérias do ciclo básico, preparação para provas de certificação e Anki, salas de foco prolongado, bem-estar e tickets para agendar tutoria.',
    },
    'exam-prep-academy': {
      name: 'Cursinho preparatório',
      description:
        'Prepare-se para SAT, ACT e IELTS: planos de estudo, simulados, ajuda por seção, comemoração de notas e agendamento de tutores.',
    },
    'online-school-campus': {
      name: 'Campus de escola online',
      description:
        'Uma escola online: aulas, um fórum de lição de casa, plantão de dúvidas no palco, salas de estudo, uma biblioteca, uma sala dos professores e proteção contra raids.',
    },
    'university-campus': {
      name: 'Campus universitário',
      description:
        'Uma universidade inteira: faculdades, fóruns por disciplina, uma biblioteca de salas de estudo, vida no campus, clubes, palestras de convidados no palco e segurança completa.',
    },
    'language-learning-academy': {
      name: 'Escola de idiomas',
      description:
        'Uma escola de idiomas: canais por nível para seis idiomas, fóruns de correção, aulas ao vivo no palco, mesas de conversa e tutores.',
    },
    'artist-collective': {
      name: 'Coletivo de artistas',
      description:
        'Um pequeno coletivo de artistas: críticas com diretrizes, trabalhos em andamento, uma galeria e voz para desenhar juntos.',
    },
    'digital-painting-studio': {
      name: 'Estúdio de pintura digital',
      description:
        'Para pintores digitais: desafios diários, críticas de arte digital, pincéis e ajuda com ferramentas como Procreate e Photoshop.',
    },
    'pixel-art-guild': {
      name: 'Guilda de pixel art',
      description:
        'Artistas de pixel art compartilhando paletas, tilesets e quadros de animação, com um desafio semanal e uma galeria.',
    },
    'art-commission-marketplace': {
      name: 'Mercado de comissões de arte',
      description:
        'Um lugar seguro para comprar e vender comissões: vagas abertas, pedidos, consultas de preço, portfólios e denúncias de golpes por tickets.',
    },
    'animation-studio': {
      name: 'Estúdio de animação',
      description:
        'Animadores 2D e 3D: storyboards, animatics, rigging, ajuda com renderização, feedback por técnica e demo reels.',
    },
    'art-academy': {
      name: 'Academia de arte',
      description:
        'Aprendizado estruturado para artistas: fundamentos, críticas, fóruns com instrutores, demonstrações ao vivo no palco, exercícios semanais e agendamento de avaliações.',
    },
    'creative-arts-guild': {
      name: 'Guilda de artes criativas',
      description:
        'Um grande lar para todas as linguagens artísticas: críticas, desafios, comissões, fóruns de arte, demonstrações ao vivo no palco, concursos e segurança completa.',
    },
    'miniature-painting-guild': {
      name: 'Guilda de pintura de miniaturas',
      description:
        'Para pintores de miniaturas e hobbistas: ajuda com pintura, vitrine de exércitos, fóruns de impressão 3D, lives de pintura no palco e concursos.',
    },
    'producer-hangout': {
      name: 'Encontro de produtores',
      description:
        'Produtores caseiros trocando feedback, dicas de mixagem, sons e collabs, com uma sala de audição.',
    },
    'band-hq': {
      name: 'QG da banda',
      description:
        'A base de uma banda: agenda de shows, setlists, ideias de músicas, letras, anotações de ensaio e uma sala de ensaio.',
    },
    'lofi-listening-lounge': {
      name: 'Lounge lo-fi para ouvir música',
      description:
        'Um lounge tranquilo para ouvir música: o que você está ouvindo, troca de playlists, álbum da semana, beats compartilhados e salas de rádio.',
    },
    'indie-record-label': {
      name: 'Gravadora independente',
      description:
        'Um selo independente: feeds de lançamentos para acompanhar, um lounge privado para artistas, canais para fãs e envio de demos por ticket.',
    },
    'beat-battle-arena': {
      name: 'Arena de batalhas de beats',
      description:
        'Batalhas de beats mensais com flips de samples, envios e resultados, salas de feedback por gênero e uma sala de voz para cyphers.',
    },
    'music-production-academy': {
      name: 'Academia de produção musical',
      description:
        'Aprenda produção com feedback por gênero, aulas de teoria, fóruns de mentores, masterclasses no palco e agendamento de mentorias.',
    },
    'music-mega-community': {
      name: 'Megacomunidade de música',
      description:
        'Para todo tipo de músico: feedback de produção, salas por instrumento, divulgação de lançamentos, fóruns, shows no palco, batalhas de beats e segurança completa.',
    },
    'dj-collective': {
      name: 'Coletivo de DJs',
      description:
        'DJs e produtores de música eletrônica: técnica, IDs de faixas, mixes, um fórum de oportunidades de apresentações, sets ao vivo no palco e noites de balada.',
    },
    'anime-club': {
      name: 'Clube de anime',
      description:
        'Um clube de anime clássico: papo sobre a temporada, discussão de episódios sem spoilers, recomendações, fanarts e sessões para assistir junto.',
    },
    'manga-readers-circle': {
      name: 'Círculo de leitores de mangá',
      description:
        'Para leitores de mangá, manhwa e manhua: capítulos novos, listas de leitura, recomendações e fotos de coleções.',
    },
    'cosplay-community': {
      name: 'Comunidade de cosplay',
      description:
        'Cosplayers compartilhando suas produções: vitrine e ensaios fotográficos, armaduras e props, costura e perucas, e encontros em eventos.',
    },
    'seasonal-anime-hub': {
      name: 'Central de animes da temporada',
      description:
        'Acompanhe cada temporada: calendário de lançamentos, notícias, capítulos de mangá, enquetes de personagens, duas salas para assistir junto e denúncias de spoilers.',
    },
    'japan-culture-club': {
      name: 'Clube de cultura japonesa',
      description:
        'Anime, mangá e tudo sobre o Japão: viagens, comida, J-music, japonês para iniciantes, karaokê e prática de conversação.',
    },
    'anime-convention': {
      name: 'Convenção de anime',
      description:
        'O servidor de um evento de anime: programação e mapa do local, artist alley, fóruns de cosplay, painéis no palco, tickets de credenciamento e voluntários.',
    },
    'anime-mega-community': {
      name: 'Megacomunidade de anime',
      description:
        'O grande servidor de anime: tópicos por episódio no fórum, salas por gênero, fóruns de reviews e teorias, sessões para assistir junto, painéis no palco, quizzes e segurança completa.',
    },
    'fan-creators-guild': {
      name: 'Guilda de criadores de fãs',
      description:
        'Para fanartistas, editores de AMV, escritores de fanfic e cosplayers: vitrines, um fórum-biblioteca de fanfics, papos com criadores no palco e zines.',
    },
    'fantasy-rp-tavern': {
      name: 'Taverna de RP de fantasia',
      description:
        'Um RP de texto aconchegante num reino de fantasia: fichas de personagem, quatro cenas, lore do mundo e uma sala de voz da taverna.',
    },
    'dnd-campaign-table': {
      name: 'Mesa de campanha de D&D',
      description:
        'Uma campanha de RPG de mesa: agenda e resumos das sessões, rolagens de dados, controle de loot, fichas do grupo, homebrew e a mesa da sessão.',
    },
    'sci-fi-rp-station': {
      name: 'Estação de RP de ficção científica',
      description:
        'RP a bordo de uma estação no espaço profundo: cinco conveses como cenas, dossiês da tripulação, manifesto da nave e cartas estelares.',
    },
    'superhero-rp-city': {
      name: 'Cidade de RP de super-heróis',
      description:
        'RP de super-heróis numa cidade: inscrições de personagem por ticket, o registro de heróis, os arquivos da cidade e seis distritos para jogar em personagem.',
    },
    'gothic-horror-rp': {
      name: 'RP de terror gótico',
      description:
        'Uma cidade sombria da noite: o códice de clãs e leis, o registro dos vampiros, cinco cenas assombrosas e uma verificação por captcha.',
    },
    'grand-fantasy-world': {
      name: 'Grande mundo de fantasia',
      description:
        'Um grande mundo de fantasia: fichas de personagem no fórum, uma bíblia do mundo, duas regiões de cenas, um quadro de missões e eventos de história no palco.',
    },
    'roleplay-multiverse': {
      name: 'Multiverso de RP',
      description:
        'Quatro gêneros num só servidor: cenas de fantasia, ficção científica, mundo moderno e terror, fóruns de tramas e parcerias, eventos de história no palco e segurança completa.',
    },
    'city-life-rp': {
      name: 'RP de vida na cidade',
      description:
        'Uma cidade estilo GTA com whitelist: inscrições, manual, departamentos de polícia e de resgate, empresas, prefeitura no palco e suporte aos jogadores.',
    },
    'founders-circle': {
      name: 'Círculo de fundadores',
      description:
        'Fundadores em estágio inicial se ajudando: apresentações, contratações, feedback de produto, captação de investimento, crescimento e treino de pitch.',
    },
    'freelancers-guild': {
      name: 'Guilda de freelancers',
      description:
        'Freelancers compartilhando trabalhos, valores, contratos e histórias de clientes, com revisão de portfólio e troca de habilidades.',
    },
    'small-business-owners': {
      name: 'Donos de pequenos negócios',
      description:
        'Donos de lojas e prestadores de serviço trocando experiências sobre marketing, contabilidade, e-commerce e equipe, com uma call mastermind semanal.',
    },
    'sales-team-hq': {
      name: 'QG do time de vendas',
      description:
        'O espaço de trabalho de um time de vendas: fluxo de leads, atualizações de negócios, vitórias, playbooks, inteligência competitiva e salas para treinar ligações.',
    },
    'agency-client-portal': {
      name: 'Portal de clientes da agência',
      description:
        'Uma agência e seus clientes: um lounge privado para atualizações e aprovações, tickets de solicitação com transcrições e uma sala da equipe.',
    },
    'angel-investor-network': {
      name: 'Rede de investidores-anjo',
      description:
        'Investidores-anjo e fundadores: uma sala de negócios só para sócios com due diligence, feedback de pitch, networking e envio de pitches por ticket.',
    },
    'startup-accelerator': {
      name: 'Aceleradora de startups',
      description:
        'Um programa de aceleração: lounge da turma, fóruns de mentores, demo day no palco, benefícios de parceiros, networking e agendamento de mentorias.',
    },
    'entrepreneur-network': {
      name: 'Rede de empreendedores',
      description:
        'Uma grande rede para empreendedores: salas por setor e função, uma sala de negócios, fóruns de análise a fundo, bate-papos informais no palco, masterminds e segurança completa.',
    },
    'product-help-center': {
      name: 'Central de ajuda do produto',
      description:
        'Suporte da comunidade para um produto: status, notas de versão, problemas conhecidos, guias, pedidos de funcionalidades e plantão de dúvidas.',
    },
    'bot-support-server': {
      name: 'Servidor de suporte de bot',
      description:
        'O servidor de suporte de um bot do Discord: changelog, ajuda com configuração e permissões, lista de comandos, ideias e um playground do bot.',
    },
    'saas-customer-support': {
      name: 'Suporte ao cliente SaaS',
      description:
        'Suporte ao cliente para um produto SaaS: base de conhecimento, tickets por assunto, quadros de funcionalidades e bugs, perguntas sobre a API e plantão de dúvidas.',
    },
    'game-support-desk': {
      name: 'Central de suporte do jogo',
      description:
        'Suporte aos jogadores de um jogo online: tickets de conta, pagamento, bugs e trapaça com transcrições, quadros de status e manutenção.',
    },
    'tech-repair-help-desk': {
      name: 'Central de assistência técnica',
      description:
        'Suporte técnico comunitário para PCs, notebooks, celulares e redes, com salas de ajuda por compartilhamento de tela e tickets de acesso remoto.',
    },
    'enterprise-support-portal': {
      name: 'Portal de suporte empresarial',
      description:
        'Suporte de nível corporativo: feed de status, base de conhecimento, fóruns de perguntas e respostas, um lounge premium, webinars no palco, salas de escalonamento e proteção contra raids.',
    },
    'customer-success-hub': {
      name: 'Central de sucesso do cliente',
      description:
        'A comunidade de clientes completa: linhas de produto, base de conhecimento, fóruns de perguntas e respostas, roadmap público, programa beta, academia, webinars e segurança completa.',
    },
    'community-starter': {
      name: 'Kit inicial de comunidade',
      description:
        'O essencial para um servidor novo: boas-vindas, regras e anúncios, quatro canais de chat, duas salas de voz e uma sala da staff.',
    },
    'chill-hangout': {
      name: 'Cantinho de boa',
      description:
        'Um lugar para relaxar e jogar conversa fora: chat, memes, pets e comida, pergunta do dia, enquetes e salas de voz com chat de texto ao lado.',
    },
    'friend-group-server': {
      name: 'Servidor do grupo de amigos',
      description:
        'Um servidor privado para um grupo de amigos: combinar rolês, um mural de fotos aleatórias, aniversários e a sala de voz do sofá.',
    },
    'local-city-community': {
      name: 'Comunidade da cidade',
      description:
        'Vizinhos online: notícias locais, eventos por perto, lugares para comer, achados e perdidos, classificados e recomendações.',
    },
    'lgbtq-safe-space': {
      name: 'Espaço seguro LGBTQ+',
      description:
        'Um espaço seguro e moderado: verificação por captcha, área de boas-vindas, fotos de orgulho e de pets, um canal para desabafar, recursos e tickets privados com a moderação.',
    },
    'international-hangout': {
      name: 'Ponto de encontro internacional',
      description:
        'Amigos do mundo todo: chats por idioma, troca cultural, histórias de viagem, comidas do mundo e lounges internacionais.',
    },
    'parents-and-families': {
      name: 'Mães, pais e famílias',
      description:
        'Mães e pais se apoiando por faixa etária dos filhos, com receitas de família, atividades, promoções e perguntas privadas para a moderação.',
    },
    'social-community-plus': {
      name: 'Comunidade social Plus',
      description:
        'Um servidor social em crescimento: fóruns de discussão e conselhos, pergunta do dia, AMAs no palco, noites de jogos, sorteios e proteção contra raids.',
    },
    'community-mega-server': {
      name: 'Megaservidor da comunidade',
      description:
        'O maior layout social: salas por interesse, fóruns, perguntas diárias, AMAs no palco, noites de filme, um lounge para os frequentadores e segurança completa.',
    },
    'gym-buddies': {
      name: 'Parceiros de academia',
      description:
        'Gente da musculação mantendo uns aos outros na linha: registros de treino, correção de execução, programas de treino, marmitas e um desafio mensal.',
    },
    'running-club': {
      name: 'Clube de corrida',
      description:
        'Um clube de corrida: registros de treinos, calendário de provas, rotas e trilhas, papo sobre tênis, cantinho das lesões e quilometragem mensal.',
    },
    'online-coaching-team': {
      name: 'Equipe de consultoria online',
      description:
        'Um treinador e seus alunos: check-ins privados e calls em grupo para alunos, correção de execução na comunidade, desafios e tickets de agendamento.',
    },
    'martial-arts-dojo': {
      name: 'Dojô de artes marciais',
      description:
        'Lutadores de todos os estilos: jiu-jítsu, muay thai, boxe, caratê e MMA, análises de técnicas, registros de sparring e noites de luta.',
    },
    'fitness-community-pro': {
      name: 'Comunidade fitness Pro',
      description:
        'Uma grande comunidade fitness: modalidades, fóruns de treinos e nutrição, aulas ao vivo no palco, desafios, agendamento com treinadores e proteção contra raids.',
    },
    'sports-fans-united': {
      name: 'Torcedores unidos',
      description:
        'Torcedores de todas as ligas: fóruns com tópicos por partida, fantasy e palpites, jogos para assistir junto no palco, bolões, bares esportivos e segurança completa.',
    },
    'monthly-book-club': {
      name: 'Clube do livro mensal',
      description:
        'Um livro por mês: a leitura atual e o cronograma, discussão por capítulos, indicações, compras recentes e a sala de encontros.',
    },
    'writers-workshop': {
      name: 'Oficina de escritores',
      description:
        'Escritores ajudando escritores: prompts diários, troca de críticas, worldbuilding, cartas de apresentação para agentes, metas de palavras e sprints de escrita.',
    },
    'fantasy-scifi-readers': {
      name: 'Leitores de fantasia e ficção científica',
      description:
        'Leitores de ficção especulativa: leituras coletivas, canais por série, lançamentos, recomendações e denúncias de spoilers.',
    },
    'author-reader-community': {
      name: 'Comunidade de autor e leitores',
      description:
        'Um autor e seus leitores: novidades, discussão das séries, teorias, uma área privada para a equipe de leitura antecipada (ARC) e inscrições por ticket.',
    },
    'writing-community-pro': {
      name: 'Comunidade de escrita Pro',
      description:
        'Uma comunidade de escrita séria: fóruns de críticas e de cartas para agentes, salas por gênero, papos com autores no palco, prompts, cantinho de leitura e proteção contra raids.',
    },
    'photo-club': {
      name: 'Clube de fotografia',
      description:
        'Um fotoclube online: críticas, ajuda com edição e equipamento, um tema semanal e galerias por gênero.',
    },
    'film-photography-lab': {
      name: 'Laboratório de fotografia analógica',
      description:
        'Para quem fotografa em analógico: tipos de filme, revelação caseira, digitalização, ampliação no quarto escuro e conserto de câmeras.',
    },
    'filmmakers-collective': {
      name: 'Coletivo de cineastas',
      description:
        'Cineastas independentes montando equipe: chamadas para equipe técnica e elenco, roteiro, ajuda com pós-produção, exibições e festivais.',
    },
    'photography-academy': {
      name: 'Academia de fotografia',
      description:
        'Aprenda fotografia passo a passo: aulas, críticas, um fórum profissional, workshops no palco, exercícios e agendamento de revisão de portfólio.',
    },
    'visual-creators-guild': {
      name: 'Guilda de criadores visuais',
      description:
        'Fotógrafos e cineastas juntos: gêneros, cinema e vídeo, fóruns, workshops no palco, saídas fotográficas, papo sobre negócios e segurança completa.',
    },
  },
  tags: {
    '2d': '2d',
    '3d': '3d',
    '3d-printing': 'impressão-3d',
    academy: 'academia',
    accelerator: 'aceleradora',
    accountability: 'compromisso',
    agency: 'agência',
    airing: 'em-exibição',
    alliance: 'aliança',
    amas: 'perguntas-e-respostas',
    amateur: 'amador',
    amv: 'amv',
    analogue: 'analógico',
    angels: 'investidores-anjo',
    animation: 'animação',
    anime: 'anime',
    anki: 'anki',
    apex: 'apex',
    applications: 'inscrições',
    'arc-team': 'equipe-arc',
    arcade: 'fliperama',
    ark: 'ark',
    art: 'arte',
    'art-school': 'escola-de-arte',
    'artist-alley': 'beco-dos-artistas',
    assignments: 'exercícios',
    author: 'autor',
    'author-talks': 'papo-com-autores',
    backend: 'backend',
    band: 'banda',
    'battle-royale': 'battle-royale',
    'beat-battles': 'batalhas-de-beats',
    beats: 'beats',
    bedrock: 'bedrock',
    beginners: 'iniciantes',
    beta: 'beta',
    bjj: 'jiu-jítsu',
    boards: 'provas-de-certificação',
    'book-club': 'clube-do-livro',
    bootcamp: 'bootcamp',
    brackets: 'chaves',
    broadcast: 'transmissão',
    'buddy-reads': 'leituras-coletivas',
    'build-team': 'equipe-de-construção',
    building: 'construção',
    campaign: 'campanha',
    campus: 'campus',
    careers: 'carreiras',
    casual: 'casual',
    changelog: 'registro-de-mudanças',
    'check-ins': 'acompanhamento',
    chill: 'de-boa',
    city: 'cidade',
    clan: 'clã',
    classes: 'aulas',
    clients: 'clientes',
    club: 'clube',
    clubs: 'clubes',
    coaching: 'consultoria',
    cohorts: 'turmas',
    collabs: 'parcerias',
    collecting: 'colecionismo',
    collective: 'coletivo',
    college: 'universitário',
    commissions: 'comissões',
    community: 'comunidade',
    'community-calls': 'calls-da-comunidade',
    'community-support': 'suporte-da-comunidade',
    competition: 'competição',
    competitive: 'competitivo',
    concerts: 'shows',
    content: 'conteúdo',
    contests: 'concursos',
    contributors: 'contribuidores',
    convention: 'convenção',
    conventions: 'convenções',
    conversation: 'conversação',
    cosplay: 'cosplay',
    course: 'disciplina',
    cozy: 'aconchegante',
    crafting: 'crafting',
    creator: 'criador',
    crew: 'equipe-de-filmagem',
    critique: 'críticas',
    'cross-play': 'crossplay',
    cs2: 'cs2',
    ctf: 'ctf',
    culture: 'cultura',
    cups: 'copas',
    'customer-success': 'sucesso-do-cliente',
    customers: 'atendimento-ao-cliente',
    cybersecurity: 'cibersegurança',
    darkroom: 'quarto-escuro',
    'data-science': 'ciência-de-dados',
    dayz: 'dayz',
    'deal-flow': 'fluxo-de-negócios',
    'demo-day': 'demo-day',
    demos: 'demos',
    developers: 'desenvolvedores',
    devlogs: 'diários-de-desenvolvimento',
    'digital-art': 'arte-digital',
    'discord-bot': 'bot-do-discord',
    dj: 'dj',
    dnd: 'dnd',
    ecommerce: 'e-commerce',
    education: 'educação',
    electronic: 'eletrônica',
    enterprise: 'empresas',
    entrepreneurs: 'empreendedores',
    episodes: 'episódios',
    escalations: 'escalonamento',
    events: 'eventos',
    'exam-prep': 'preparatório',
    exchange: 'intercâmbio',
    factions: 'facções',
    families: 'famílias',
    'fan-art': 'fanart',
    fanfiction: 'fanfic',
    fans: 'fãs',
    fantasy: 'fantasia',
    feedback: 'feedback',
    festivals: 'festivais',
    fgc: 'fgc',
    film: 'filme-fotográfico',
    filmmaking: 'cinema',
    fitness: 'fitness',
    fivem: 'fivem',
    focus: 'foco',
    fortnite: 'fortnite',
    forums: 'fóruns',
    foundation: 'fundação',
    founders: 'fundadores',
    fps: 'fps',
    freelance: 'freelas',
    friends: 'amigos',
    frontend: 'frontend',
    fundamentals: 'fundamentos',
    gacha: 'gacha',
    'game-dev': 'desenvolvimento-de-jogos',
    'game-jam': 'game-jam',
    'game-support': 'suporte-de-jogos',
    gamedev: 'gamedev',
    gaming: 'jogos',
    general: 'geral',
    genshin: 'genshin',
    gigs: 'apresentações',
    github: 'github',
    giveaways: 'sorteios',
    godot: 'godot',
    gothic: 'gótico',
    'gta-rp': 'gta-rp',
    guild: 'guilda',
    guilds: 'guildas',
    gym: 'malhação',
    hackathons: 'hackathons',
    hacking: 'hacking',
    hangout: 'rolê',
    hardcore: 'hardcore',
    'help-center': 'central-de-ajuda',
    'high-school': 'ensino-médio',
    'hip-hop': 'hip-hop',
    homework: 'lição-de-casa',
    horror: 'terror',
    ielts: 'ielts',
    indie: 'indie',
    interests: 'interesses',
    international: 'internacional',
    investors: 'investidores',
    japan: 'japão',
    japanese: 'japonês',
    jobs: 'vagas',
    kaggle: 'kaggle',
    kingdoms: 'reinos',
    label: 'gravadora',
    lan: 'lan',
    languages: 'idiomas',
    large: 'grande',
    league: 'liga',
    learning: 'aprendizado',
    lessons: 'aulas-de-idiomas',
    lgbtq: 'lgbtq',
    lifting: 'musculação',
    listeners: 'ouvintes',
    listening: 'ouvir-música',
    'live-classes': 'aulas-ao-vivo',
    'live-recordings': 'gravações-ao-vivo',
    'lo-fi': 'lo-fi',
    local: 'local',
    locals: 'cena-local',
    'machine-learning': 'aprendizado-de-máquina',
    manga: 'mangá',
    manhwa: 'manhwa',
    marathon: 'maratona',
    marketing: 'marketing',
    marketplace: 'compra-e-venda',
    'martial-arts': 'artes-marciais',
    masterclass: 'masterclasses',
    masterminds: 'grupos-de-mastermind',
    medicine: 'medicina',
    medieval: 'medieval',
    memberships: 'assinaturas',
    mentors: 'mentores',
    miniatures: 'miniaturas',
    minigames: 'minigames',
    mixes: 'sets-de-dj',
    mma: 'mma',
    mmo: 'mmo',
    modded: 'com-mods',
    modpack: 'modpack',
    monthly: 'mensal',
    'multi-game': 'multijogos',
    'multi-genre': 'multigênero',
    'multi-platform': 'multiplataforma',
    musicians: 'músicos',
    nations: 'nações',
    neighbours: 'vizinhos',
    network: 'rede',
    networking: 'networking',
    news: 'notícias',
    'office-hours': 'plantão-de-dúvidas',
    'open-source': 'código-aberto',
    organization: 'organização',
    painting: 'pintura',
    panels: 'painéis',
    parents: 'pais',
    pc: 'pc',
    perks: 'benefícios',
    photography: 'fotografia',
    pipeline: 'funil-de-vendas',
    'pixel-art': 'pixel-art',
    players: 'jogadores',
    playtesting: 'testes-de-jogo',
    podcast: 'podcast',
    pomodoro: 'pomodoro',
    portal: 'portal',
    portfolio: 'portfólio',
    private: 'privado',
    procreate: 'procreate',
    product: 'produto',
    production: 'produção',
    prompts: 'prompts',
    quests: 'missões',
    races: 'provas-de-corrida',
    raiding: 'raidar',
    raids: 'raids',
    ranked: 'ranqueada',
    rates: 'valores',
    readers: 'leitores',
    reading: 'leitura',
    realm: 'realm',
    reels: 'reels',
    releases: 'lançamentos',
    repair: 'conserto',
    retro: 'retrô',
    rfcs: 'rfcs',
    roleplay: 'rp',
    rosters: 'elencos',
    running: 'corrida',
    rust: 'rust',
    saas: 'saas',
    'safe-space': 'espaço-seguro',
    sales: 'vendas',
    sat: 'sat',
    schematics: 'esquemas',
    school: 'escola',
    'sci-fi': 'ficção-científica',
    scrims: 'scrims',
    season: 'temporada',
    seasonal: 'sazonal',
    servers: 'servidores',
    shorts: 'shorts',
    simple: 'simples',
    skyblock: 'skyblock',
    small: 'pequeno',
    'small-business': 'pequenos-negócios',
    smp: 'smp',
    social: 'social',
    songwriting: 'composição',
    space: 'espaço',
    sports: 'esportes',
    sprints: 'sprints-de-escrita',
    'star-rail': 'star-rail',
    starter: 'inicial',
    startups: 'startups',
    storyboards: 'storyboards',
    'stream-team': 'time-de-streamers',
    streamer: 'streamer',
    'street-fighter': 'street-fighter',
    studio: 'estúdio',
    study: 'estudos',
    subscribers: 'inscritos',
    superheroes: 'super-heróis',
    support: 'suporte',
    survival: 'sobrevivência',
    team: 'time',
    teams: 'times',
    tech: 'tecnologia',
    'tech-support': 'suporte-técnico',
    'tech-talks': 'palestras-técnicas',
    tekken: 'tekken',
    'test-prep': 'provas-padronizadas',
    'text-rp': 'rp-de-texto',
    tickets: 'tickets',
    tiktok: 'tiktok',
    tournaments: 'torneios',
    'town-hall': 'assembleias',
    ttrpg: 'rpg-de-mesa',
    tutoring: 'tutoria',
    tutors: 'tutores',
    twitch: 'twitch',
    unity: 'unity',
    university: 'universidade',
    valorant: 'valorant',
    vampires: 'vampiros',
    vanilla: 'vanilla',
    varsity: 'time-universitário',
    video: 'vídeo',
    videos: 'vídeos',
    'viewer-games': 'jogos-com-espectadores',
    viewers: 'espectadores',
    vtuber: 'vtuber',
    warhammer: 'warhammer',
    'watch-alongs': 'assistir-junto',
    'watch-parties': 'sessões-de-exibição',
    web: 'web',
    webinars: 'webinars',
    'weekly-theme': 'tema-semanal',
    whitelist: 'whitelist',
    wholesome: 'do-bem',
    workshops: 'oficinas',
    'world-building': 'construção-de-mundo',
    writing: 'escrita',
    youtube: 'youtube',
    zines: 'zines',
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
      'ark',
      'backend',
      'battle-royale',
      'beats',
      'bedrock',
      'beta',
      'bootcamp',
      'campus',
      'casual',
      'cosplay',
      'crafting',
      'cs2',
      'ctf',
      'dayz',
      'demo-day',
      'demos',
      'dj',
      'dnd',
      'feedback',
      'fgc',
      'fitness',
      'fivem',
      'fortnite',
      'fps',
      'frontend',
      'gacha',
      'game-jam',
      'gamedev',
      'genshin',
      'github',
      'godot',
      'gta-rp',
      'hackathons',
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
      'manhwa',
      'marketing',
      'medieval',
      'minigames',
      'mma',
      'mmo',
      'modpack',
      'networking',
      'pc',
      'pixel-art',
      'podcast',
      'pomodoro',
      'portal',
      'procreate',
      'prompts',
      'raids',
      'realm',
      'reels',
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
      'storyboards',
      'streamer',
      'street-fighter',
      'tekken',
      'tickets',
      'tiktok',
      'twitch',
      'unity',
      'valorant',
      'vanilla',
      'vtuber',
      'warhammer',
      'web',
      'webinars',
      'whitelist',
      'youtube',
      'zines',
    ],
  },
};
