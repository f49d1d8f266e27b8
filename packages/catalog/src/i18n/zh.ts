import type { CatalogueTranslation } from './types.ts';

export const zh: CatalogueTranslation = {
  styles: {
    'casual-gaming-hub': {
      name: '休闲游戏大本营',
      description: '为不断壮大的好友圈打造的多游戏据点：聊天、精彩片段、组队和语音频道。',
    },
    'cozy-indie-corner': {
      name: '温馨独立游戏角',
      description: '种田模拟、解谜游戏和小众独立佳作的宁静空间，还有沙发合作般的语音频道。',
    },
    'retro-arcade-club': {
      name: '复古街机俱乐部',
      description: '经典主机收藏者与玩家之家：淘货分享、藏品展示、高分记录和维修交流。',
    },
    'rust-wipe-crew': {
      name: 'Rust清档战队',
      description: '为清档日准备的生存氏族基地：突袭计划、基地设计、物资日志和队内通讯。',
    },
    'mmo-guild-hall': {
      name: 'MMO公会大厅',
      description: '运营MMO公会：团本日程、战利品分配委员会、制造需求、副本组队和团本语音频道。',
    },
    'competitive-fps-hub': {
      name: '竞技FPS中心',
      description: 'Valorant、CS2和Overwatch的上分玩家：分游戏组队、五排房间、录像复盘和玩家举报。',
    },
    'game-server-network': {
      name: '游戏服务器网络',
      description:
        '为托管Rust、ARK和DayZ服务器的社区打造：分游戏的服务器状态与更新日志、赞助帮助和工单。',
    },
    'gacha-guild': {
      name: '抽卡公会',
      description:
        '原神、崩坏：星穹铁道和鸣潮玩家的聚集地：出货晒图、角色配装、卡池规划和联机房间。',
    },
    'battle-royale-arena': {
      name: '大逃杀竞技场',
      description: '大型Fortnite、Apex和Warzone社区：舞台频道解说赛事、找队友论坛和防突袭保护。',
    },
    'mmorpg-alliance': {
      name: 'MMORPG联盟',
      description: '多个公会共举一面旗帜：外交、攻略论坛、团本报名、舞台频道全员大会和议会区。',
    },
    'gaming-mega-community': {
      name: '超大型游戏社区',
      description:
        '大型多游戏服务器所需的一切：分类型房间、组队、舞台频道赛事、技术求助论坛、抽奖活动和全套安全防护。',
    },
    'indie-studio-player-hub': {
      name: '独立工作室玩家中心',
      description:
        '连接游戏工作室与玩家：开发日志、私密试玩实验室、Bug与建议论坛、舞台频道开发直播和玩家支持。',
    },
    'amateur-esports-team': {
      name: '业余电竞战队',
      description: '一支战队和它的粉丝：训练赛与战术专用的私密战队房间、比赛日程和社区角落。',
    },
    'scrim-finder-network': {
      name: '训练赛约战网络',
      description: '战队约训练赛的地方：按段位分区的约战请求、战队与选手招募、赛果和共享房间。',
    },
    'esports-organization': {
      name: '电竞俱乐部',
      description:
        '多分部电竞俱乐部：Valorant、League of Legends和Rocket League的私密房间、粉丝专区，以及试训和赞助联络处。',
    },
    'tournament-organizer': {
      name: '赛事主办',
      description: '举办每周杯赛：规则、对阵表、签到、编号比赛房间、解说间，以及通过工单处理争议。',
    },
    'fighting-game-locals': {
      name: '格斗游戏本地圈',
      description: '本地格斗游戏圈：每周资讯、赛果、网战房间、分游戏频道、连招实验室和报名工单。',
    },
    'pro-league-hub': {
      name: '职业联赛中心',
      description:
        '多支战队参赛的联赛：积分榜、战队报名论坛、舞台频道直播、八个比赛房间和防突袭保护。',
    },
    'esports-org-headquarters': {
      name: '电竞俱乐部总部',
      description:
        '完整的俱乐部架构：两个职业分部和一支青训队、内容基地、舞台频道观赛派对、试训论坛、抽奖活动和全套安全防护。',
    },
    'collegiate-esports-program': {
      name: '高校电竞项目',
      description:
        '大学电竞项目：校队一队与二队房间、社团组队、试训论坛、舞台频道学生直播、LAN之夜和参赛资格工单。',
    },
    'vanilla-smp': {
      name: '原版生存服',
      description: '小型白名单生存服务器：服务器信息、入服申请、建筑、交易，以及共同决策的议事厅。',
    },
    'modded-minecraft-server': {
      name: '模组Minecraft服务器',
      description:
        '整合包服务器专用：整合包信息与模组列表、科技和魔法模组求助、崩溃报告和基地参观。',
    },
    'minecraft-build-team': {
      name: 'Minecraft建筑团队',
      description: '建筑团队的工作室：项目、方块配色、原理图、技巧频道、作品集和建筑师申请。',
    },
    'bedrock-realm': {
      name: '基岩版Realm',
      description: '主机和手机好友的Realm：邀请、附加包、建筑、交易和跨平台组队语音频道。',
    },
    'survival-network': {
      name: '生存服务器群组',
      description:
        '拥有生存、空岛、派系和小游戏的公开服务器群组：商店帮助、举报和申诉均通过工单处理。',
    },
    'hardcore-smp-season': {
      name: '极限生存赛季服',
      description: '赛季制极限模式服务器：工单申请入服、死亡日志、赛季背景故事、同盟和观战休息室。',
    },
    'minecraft-network-pro': {
      name: 'Minecraft服务器群组专业版',
      description:
        '大型服务器群组：游戏模式频道、反馈与申诉论坛、舞台频道全员大会、商店工单和防突袭保护。',
    },
    'minecraft-mega-network': {
      name: 'Minecraft超大型服务器群组',
      description:
        '大型服务器群组的一切：生存、空岛和小游戏分区、论坛、舞台频道全员大会与建筑比赛、建筑团队房间和全套安全防护。',
    },
    'minecraft-kingdoms-roleplay': {
      name: 'Minecraft王国角色扮演',
      description:
        '由玩家国家组成的白名单中世纪王国：编年史、国家论坛、舞台频道王庭、节庆和作战室。',
    },
    'coding-study-group': {
      name: '编程学习小组',
      description: '学习者互帮互助：每日进度、分语言求助、代码审查和结对编程房间。',
    },
    'open-source-project': {
      name: '开源项目',
      description: '一个开源项目的家：版本发布、GitHub动态、路线图、贡献指南、求助和答疑时间。',
    },
    'web-dev-collective': {
      name: 'Web开发者联盟',
      description: '为Web开发者提供前端、后端和DevOps求助、作品集点评、业余项目和共同工作房间。',
    },
    'game-jam-crew': {
      name: 'Game Jam小队',
      description: '举办Game Jam：主题公布、组队、开发日志、作品提交、引擎求助和团队语音频道。',
    },
    'developer-community': {
      name: '开发者社区',
      description:
        '大型开发者社区：七种编程语言求助、代码审查、结对房间、招聘信息，以及防垃圾机器人验证。',
    },
    'data-science-lab': {
      name: '数据科学实验室',
      description:
        '为数据科学家和机器学习工程师打造：论文研读会、数据集、Kaggle、Notebook、求助频道和导师辅导工单。',
    },
    'ctf-security-team': {
      name: 'CTF与安全战队',
      description: 'CTF夺旗赛战队：近期赛事、题解、分类频道、家庭实验室交流和战队作战室。',
    },
    'open-source-foundation': {
      name: '开源基金会',
      description:
        '汇聚多个项目的基金会：可关注的版本发布、工作组、RFC论坛、舞台频道社区会议、工单漏洞披露和防突袭保护。',
    },
    'developer-mega-community': {
      name: '超大型开发者社区',
      description:
        '完整的开发者中心：八个编程语言频道、求助与架构论坛、舞台频道技术分享、黑客松、职业发展和全套安全防护。',
    },
    'coding-bootcamp-campus': {
      name: '编程训练营校园',
      description:
        '训练营的校园：分期频道、模块求助、求助排队论坛、舞台频道授课、同伴互评、职业中心和讲师房间。',
    },
    'twitch-streamer-starter': {
      name: 'Twitch主播入门套件',
      description: '成长中主播所需的一切：开播提醒、直播日程、直播聊天、精彩片段和观众游戏房间。',
    },
    'youtube-channel-community': {
      name: 'YouTube频道社区',
      description: '视频、Shorts和社区帖子的更新推送，还有观众讨论区和视频点子征集。',
    },
    'podcast-community': {
      name: '播客社区',
      description: '播客听众之家：单集推送与讨论、嘉宾推荐、听众提问和连麦语音频道。',
    },
    'vtuber-fan-hub': {
      name: '虚拟主播粉丝中心',
      description: 'VTuber的粉丝服务器：直播日程与聊天、联动心愿、翻译切片、同人图和同步观看。',
    },
    'streamer-subscriber-lounge': {
      name: '主播与订阅者休息室',
      description: '带有订阅者专属休息室的主播服务器：表情提议、身份组同步工单和验证。',
    },
    'short-form-creator-collective': {
      name: '短视频创作者联盟',
      description:
        'TikTok、Reels和Shorts创作者共同成长：热点提醒、开头钩子工坊、数据分析、合作和品牌合作审核。',
    },
    'gaming-youtuber-community': {
      name: '游戏YouTuber社区',
      description:
        '游戏YouTuber的社区：视频与直播推送、视频点子、和创作者一起开黑的观众小队，以及游戏之夜。',
    },
    'streamer-team-network': {
      name: '主播团队联盟',
      description:
        '同一旗帜下的主播团队：开播动态、突袭接力、创作者求助与合作论坛、舞台频道团队活动和防突袭保护。',
    },
    'creator-empire': {
      name: '创作者帝国',
      description:
        '为大牌创作者打造：全平台动态、直播中心、会员与赞助者专属区、舞台频道直播问答、抽奖活动、制作室和全套安全防护。',
    },
    'podcast-network': {
      name: '播客联盟',
      description:
        '多档节目共聚一堂：单集推送与论坛、舞台频道现场录制、支持者专属福利内容、录音室和嘉宾预约。',
    },
    'study-together': {
      name: '一起学习',
      description: '陪伴式专注学习：番茄钟语音频道、静音自习室、每日学习打卡和休息室。',
    },
    'homework-help-desk': {
      name: '作业答疑台',
      description: '数学、科学、英语、历史和语言的求助频道，还有用来刷题的小组自习室。',
    },
    'language-exchange': {
      name: '语言交换',
      description: '和母语者一起练习英语、西班牙语、法语、德语和日语，会话小组限定人数。',
    },
    'university-course-group': {
      name: '大学课程群',
      description: '一门课程，一个服务器：课堂笔记、作业、考试复习、往年试卷和小组自习室。',
    },
    'med-school-study-hall': {
      name: '医学院自习室',
      description:
        '为医学生打造：基础医学科目、执照考试备考与Anki、长时专注房间、身心健康和导师预约工单。',
    },
    'exam-prep-academy': {
      name: '备考学院',
      description: 'SAT、ACT和IELTS备考：学习计划、模拟考试、分项求助、分数报喜和导师预约。',
    },
    'online-school-campus': {
      name: '网校校园',
      description:
        '一所在线学校：班级、作业论坛、舞台频道答疑时间、自习室、图书馆、教师休息室和防突袭保护。',
    },
    'university-campus': {
      name: '大学校园',
      description:
        '一整所大学：院系、课程论坛、自习室林立的图书馆、校园生活、社团、舞台频道客座讲座和全套安全防护。',
    },
    'language-learning-academy': {
      name: '语言学习学院',
      description: '一所语言学校：六种语言的分级频道、批改论坛、舞台频道直播课、会话小组和外教。',
    },
    'artist-collective': {
      name: '画师小集体',
      description: '一个小型艺术家团体：有规则的点评、创作进度、画廊和一起画画的语音频道。',
    },
    'digital-painting-studio': {
      name: '数字绘画工作室',
      description:
        '为数字绘画爱好者打造：每日题材、数字作品点评、笔刷分享，以及Procreate和Photoshop求助。',
    },
    'pixel-art-guild': {
      name: '像素画公会',
      description: '像素画师分享调色板、瓦片素材和动画帧，还有每周挑战和画廊。',
    },
    'art-commission-marketplace': {
      name: '约稿市场',
      description: '安全的约稿买卖场所：开放档期、求稿、价格参考、作品集，以及通过工单举报诈骗。',
    },
    'animation-studio': {
      name: '动画工作室',
      description: '2D与3D动画师：分镜、动态分镜、绑定、渲染求助、分媒介反馈和作品集锦。',
    },
    'art-academy': {
      name: '艺术学院',
      description:
        '系统化的艺术学习：基础训练、点评、讲师论坛、舞台频道现场示范、每周作业和点评预约。',
    },
    'creative-arts-guild': {
      name: '创意艺术公会',
      description:
        '各类创作形式的大本营：点评、创作题材、约稿、艺术论坛、舞台频道现场示范、比赛和全套安全防护。',
    },
    'miniature-painting-guild': {
      name: '模型涂装公会',
      description:
        '为兵人涂装和模型爱好者打造：涂装求助、军团展示、3D打印论坛、舞台频道涂装直播和比赛。',
    },
    'producer-hangout': {
      name: '音乐制作人聚集地',
      description: '卧室制作人交流反馈、混音技巧、音色素材和合作，还有试听房间。',
    },
    'band-hq': {
      name: '乐队总部',
      description: '乐队的大本营：演出日程、歌单、歌曲灵感、歌词、排练笔记和排练室。',
    },
    'lofi-listening-lounge': {
      name: 'Lo-fi聆听休息室',
      description: '轻松的聆听休息室：正在听什么、歌单交换、每周专辑、Beat分享和电台房间。',
    },
    'indie-record-label': {
      name: '独立唱片厂牌',
      description: '一家独立厂牌：可关注的发行动态、私密艺人休息室、粉丝频道和工单投递小样。',
    },
    'beat-battle-arena': {
      name: 'Beat对决竞技场',
      description: '每月Beat对决：采样翻制、作品提交和结果公布，分风格反馈房间和Cypher语音频道。',
    },
    'music-production-academy': {
      name: '音乐制作学院',
      description: '学习音乐制作：分风格反馈、乐理课、导师论坛、舞台频道大师课和导师预约。',
    },
    'music-mega-community': {
      name: '超大型音乐社区',
      description:
        '为每一位音乐人打造：制作反馈、乐器房间、作品推广、论坛、舞台频道音乐会、Beat对决和全套安全防护。',
    },
    'dj-collective': {
      name: 'DJ联盟',
      description:
        'DJ与电子音乐制作人：技巧、曲目识别、混音作品、演出信息论坛、舞台频道现场演出和俱乐部之夜。',
    },
    'anime-club': {
      name: '动漫俱乐部',
      description: '经典动漫俱乐部：新番讨论、防剧透分集讨论、推荐、同人图和一起看番。',
    },
    'manga-readers-circle': {
      name: '漫画读者圈',
      description: '日漫、韩漫和国漫读者之家：新章节、阅读清单、推荐和收藏晒图。',
    },
    'cosplay-community': {
      name: 'Cosplay社区',
      description: 'Coser分享制作心得：作品展示与拍摄、盔甲与道具、缝纫与假发，以及漫展面基。',
    },
    'seasonal-anime-hub': {
      name: '新番中心',
      description:
        '追遍每一季新番：播出时间表、资讯、漫画新章节、角色投票、两个一起看番房间和剧透举报。',
    },
    'japan-culture-club': {
      name: '日本文化俱乐部',
      description: '动漫与日本的一切：旅行、美食、日本音乐、日语入门、卡拉OK和会话练习。',
    },
    'anime-convention': {
      name: '动漫展',
      description:
        '动漫展的服务器：日程与场馆地图、创作者摊位区、Cosplay论坛、舞台频道座谈、入场证工单和志愿者。',
    },
    'anime-mega-community': {
      name: '超大型动漫社区',
      description:
        '大型动漫服务器：分集论坛帖、分类型房间、评测与理论论坛、一起看番、舞台频道座谈、知识问答和全套安全防护。',
    },
    'fan-creators-guild': {
      name: '同人创作者公会',
      description:
        '为同人画师、AMV剪辑师、同人文作者和Coser打造：作品展示、同人文书库论坛、舞台频道创作者分享和同人志。',
    },
    'fantasy-rp-tavern': {
      name: '奇幻角色扮演酒馆',
      description: '奇幻世界中的温馨文字角色扮演：角色卡、四个场景、世界设定和酒馆语音频道。',
    },
    'dnd-campaign-table': {
      name: '龙与地下城战役团',
      description:
        '一场桌面角色扮演战役：跑团日程与回顾、掷骰、战利品记录、队伍角色卡、自制规则和跑团桌。',
    },
    'sci-fi-rp-station': {
      name: '科幻角色扮演空间站',
      description: '在深空空间站上进行角色扮演：五层甲板作为场景、船员档案、舰船清单和星图。',
    },
    'superhero-rp-city': {
      name: '超级英雄角色扮演之城',
      description:
        '超级英雄城市角色扮演：工单提交角色申请、英雄登记册、城市档案馆和六个角色扮演城区。',
    },
    'gothic-horror-rp': {
      name: '哥特恐怖角色扮演',
      description: '暗夜笼罩的黑暗都市：氏族与律法典籍、血族名册、五个阴森场景和验证码关卡。',
    },
    'grand-fantasy-world': {
      name: '宏大奇幻世界',
      description:
        '大型奇幻世界：论坛角色卡、世界设定集、两个区域的场景、任务板和舞台频道剧情活动。',
    },
    'roleplay-multiverse': {
      name: '角色扮演多元宇宙',
      description:
        '一个服务器四种题材：奇幻、科幻、现代和恐怖场景，剧情与搭档论坛，舞台频道剧情活动和全套安全防护。',
    },
    'city-life-rp': {
      name: '城市生活角色扮演',
      description:
        '白名单GTA风格城市：入服申请、手册、警察与急救部门、商业、舞台频道市政厅和玩家支持。',
    },
    'founders-circle': {
      name: '创始人圈',
      description: '早期创始人互帮互助：自我介绍、招聘、产品反馈、融资、增长和路演练习。',
    },
    'freelancers-guild': {
      name: '自由职业者公会',
      description: '自由职业者分享项目机会、报价、合同和客户故事，还有作品集点评和技能互换。',
    },
    'small-business-owners': {
      name: '小企业主',
      description: '店主和服务业经营者交流营销、记账、电商和员工管理，每周还有智囊团通话。',
    },
    'sales-team-hq': {
      name: '销售团队总部',
      description:
        '销售团队的工作空间：线索流转、交易进展、成单喜报、销售手册、竞品情报和通话演练房间。',
    },
    'agency-client-portal': {
      name: '代理公司客户门户',
      description:
        '代理公司与客户之间：用于进度更新和审批的私密客户休息室、带记录的需求工单和团队房间。',
    },
    'angel-investor-network': {
      name: '天使投资人网络',
      description:
        '天使投资人与创始人：仅限合伙人的项目室与尽职调查、路演反馈、人脉交流和工单提交路演。',
    },
    'startup-accelerator': {
      name: '创业加速器',
      description:
        '一个加速器项目：同期休息室、导师论坛、舞台频道路演日、合作伙伴优惠、人脉交流和导师预约。',
    },
    'entrepreneur-network': {
      name: '创业者网络',
      description:
        '面向创业者的大型网络：行业与职能房间、项目室、案例拆解论坛、舞台频道炉边谈话、智囊团和全套安全防护。',
    },
    'product-help-center': {
      name: '产品帮助中心',
      description: '产品社区支持：服务状态、更新说明、已知问题、指南、功能请求和答疑时间。',
    },
    'bot-support-server': {
      name: '机器人支持服务器',
      description:
        'Discord机器人的支持服务器：更新日志、设置与权限求助、命令列表、建议和机器人试玩区。',
    },
    'saas-customer-support': {
      name: 'SaaS客户支持',
      description: 'SaaS产品的客户支持：知识库、分主题工单、功能与Bug看板、API问题和答疑时间。',
    },
    'game-support-desk': {
      name: '游戏客服台',
      description:
        '网络游戏的玩家支持：账号、支付、Bug和作弊工单（附记录）、服务状态与维护公告板。',
    },
    'tech-repair-help-desk': {
      name: '数码维修求助台',
      description: '电脑、笔记本、手机和网络的社区技术支持，提供屏幕共享求助房间和远程协助工单。',
    },
    'enterprise-support-portal': {
      name: '企业支持门户',
      description:
        '企业级支持：状态动态、知识库、问答论坛、高级休息室、舞台频道网络研讨会、升级处理房间和防突袭保护。',
    },
    'customer-success-hub': {
      name: '客户成功中心',
      description:
        '完整的客户社区：产品线、知识库、问答论坛、公开路线图、测试计划、学院、网络研讨会和全套安全防护。',
    },
    'community-starter': {
      name: '社区入门套件',
      description:
        '新服务器的必备配置：欢迎、规则和公告，四个聊天频道、两个语音频道和一个管理员房间。',
    },
    'chill-hangout': {
      name: '轻松聊天室',
      description:
        '悠闲的聚集地：聊天、表情包、宠物与美食、每日一问、投票，以及附带文字聊天的语音休息室。',
    },
    'friend-group-server': {
      name: '好友群服务器',
      description: '好友群的私密服务器：约活动、照片墙、生日和沙发语音频道。',
    },
    'local-city-community': {
      name: '同城社区',
      description: '线上的街坊邻居：本地新闻、附近活动、美食推荐、失物招领、二手市场和生活推荐。',
    },
    'lgbtq-safe-space': {
      name: 'LGBTQ+安全空间',
      description:
        '安全且有管理的空间：验证码关卡、欢迎区、骄傲与宠物照片、倾诉频道、资源，以及与管理员的私密工单。',
    },
    'international-hangout': {
      name: '国际交流站',
      description: '来自世界各地的朋友：分语言聊天、文化交流、旅行故事、世界美食和各地区休息室。',
    },
    'parents-and-families': {
      name: '父母与家庭',
      description:
        '家长们按孩子年龄段互相支持，还有家常食谱、亲子活动、优惠信息和向管理员私下提问。',
    },
    'social-community-plus': {
      name: '社交社区增强版',
      description:
        '不断壮大的社交服务器：讨论与建议论坛、每日一问、舞台频道AMA问答、游戏之夜、抽奖活动和防突袭保护。',
    },
    'community-mega-server': {
      name: '超大型社区服务器',
      description:
        '规模最大的社交布局：兴趣房间、论坛、每日一问、舞台频道AMA问答、电影之夜、老朋友休息室和全套安全防护。',
    },
    'gym-buddies': {
      name: '健身搭子',
      description: '举铁爱好者互相督促：训练日志、动作检查、训练计划、备餐和每月挑战。',
    },
    'running-club': {
      name: '跑步俱乐部',
      description:
        '一个跑步俱乐部：跑步记录、赛事日历、路线与越野步道、跑鞋讨论、伤病角和月度跑量。',
    },
    'online-coaching-team': {
      name: '线上教练团队',
      description: '教练与学员：学员专属的私密打卡与小组通话、社区动作检查、挑战和预约工单。',
    },
    'martial-arts-dojo': {
      name: '格斗道场',
      description:
        '各流派的格斗爱好者：巴西柔术、泰拳、拳击、空手道和综合格斗，技术拆解、实战对练日志和格斗之夜。',
    },
    'fitness-community-pro': {
      name: '健身社区专业版',
      description:
        '大型健身社区：分项目房间、训练计划与营养论坛、舞台频道直播课、挑战、教练预约和防突袭保护。',
    },
    'sports-fans-united': {
      name: '体育迷联盟',
      description:
        '各大联赛的球迷：比赛讨论帖论坛、梦幻联赛与竞猜、舞台频道一起看球、预测比赛、体育酒吧和全套安全防护。',
    },
    'monthly-book-club': {
      name: '每月读书会',
      description: '每月一本书：当前读物与进度安排、章节讨论、书目提名、购书分享和读书会房间。',
    },
    'writers-workshop': {
      name: '写作工坊',
      description:
        '写作者互帮互助：每日写作题材、互评交换、世界观构建、投稿信、字数目标和冲刺写作。',
    },
    'fantasy-scifi-readers': {
      name: '奇幻与科幻读者',
      description: '幻想小说读者之家：共读活动、系列频道、新书发布、推荐和剧透举报。',
    },
    'author-reader-community': {
      name: '作者读者社区',
      description: '作者与读者之间：最新消息、系列讨论、剧情推测、私密试读团区域和工单申请。',
    },
    'writing-community-pro': {
      name: '写作社区专业版',
      description:
        '认真的写作社区：点评与投稿论坛、分类型房间、舞台频道作者分享、写作题材、阅读角和防突袭保护。',
    },
    'photo-club': {
      name: '摄影俱乐部',
      description: '线上相机俱乐部：作品点评、后期与器材求助、每周主题和分类画廊。',
    },
    'film-photography-lab': {
      name: '胶片摄影实验室',
      description: '胶片摄影爱好者之家：胶卷型号、自家冲洗、扫描、暗房放大和相机维修。',
    },
    'filmmakers-collective': {
      name: '独立电影人联盟',
      description: '独立电影人组建团队：剧组与选角招募、剧本写作、后期制作求助、放映会和电影节。',
    },
    'photography-academy': {
      name: '摄影学院',
      description: '循序渐进学摄影：课程、点评、专业论坛、舞台频道工作坊、作业和作品集点评预约。',
    },
    'visual-creators-guild': {
      name: '视觉创作者公会',
      description:
        '摄影师与电影人齐聚：分类房间、电影与视频、论坛、舞台频道工作坊、扫街活动、商业交流和全套安全防护。',
    },
  },
  tags: {
    '2d': '2d',
    '3d': '3d',
    '3d-printing': '3d打印',
    academy: '学院',
    accelerator: '加速器',
    accountability: '互相督促',
    agency: '代理公司',
    airing: '播出中',
    alliance: '联盟',
    amas: '问答会',
    amateur: '业余',
    amv: 'amv',
    analogue: '胶片摄影',
    angels: '天使投资',
    animation: '动画',
    anime: '动漫',
    anki: 'anki',
    apex: 'apex',
    applications: '申请',
    'arc-team': '试读团',
    arcade: '街机',
    ark: 'ark',
    art: '艺术',
    'art-school': '美术学校',
    'artist-alley': '创作者摊位',
    assignments: '练习作业',
    author: '作者',
    'author-talks': '作者分享',
    backend: '后端',
    band: '乐队',
    'battle-royale': '大逃杀',
    'beat-battles': 'beat对决',
    beats: '伴奏',
    bedrock: '基岩版',
    beginners: '新手',
    beta: '测试版',
    bjj: '巴西柔术',
    boards: '执照考试',
    'book-club': '读书会',
    bootcamp: '训练营',
    brackets: '对阵表',
    broadcast: '赛事直播',
    'buddy-reads': '共读',
    'build-team': '建筑团队',
    building: '建筑',
    campaign: '战役',
    campus: '校园',
    careers: '职业发展',
    casual: '休闲',
    changelog: '更新日志',
    'check-ins': '打卡',
    chill: '放松',
    city: '城市',
    clan: '部落',
    classes: '班级',
    clients: '客户',
    club: '俱乐部',
    clubs: '社团',
    coaching: '教练指导',
    cohorts: '同期',
    collabs: '联动',
    collecting: '收藏',
    collective: '创作团体',
    college: '高校',
    commissions: '约稿',
    community: '社区',
    'community-calls': '社区会议',
    'community-support': '社区支持',
    competition: '比赛',
    competitive: '竞技',
    concerts: '音乐会',
    content: '内容创作',
    contests: '创作比赛',
    contributors: '贡献者',
    convention: '漫展',
    conventions: '展会',
    conversation: '会话',
    cosplay: 'cosplay',
    course: '课程',
    cozy: '温馨',
    crafting: '道具制作',
    creator: '创作者',
    crew: '剧组',
    critique: '点评',
    'cross-play': '跨平台',
    cs2: 'cs2',
    ctf: 'ctf',
    culture: '文化',
    cups: '杯赛',
    'customer-success': '客户成功',
    customers: '用户',
    cybersecurity: '网络安全',
    darkroom: '暗房',
    'data-science': '数据科学',
    dayz: 'dayz',
    'deal-flow': '项目源',
    'demo-day': '路演日',
    demos: '演示',
    developers: '开发者',
    devlogs: '开发日志',
    'digital-art': '数字艺术',
    'discord-bot': 'discord机器人',
    dj: 'dj',
    dnd: '龙与地下城',
    ecommerce: '电商',
    education: '教育',
    electronic: '电子音乐',
    enterprise: '企业级',
    entrepreneurs: '创业者',
    episodes: '单集',
    escalations: '问题升级',
    events: '活动',
    'exam-prep': '考试复习',
    exchange: '语言交换',
    factions: '派系',
    families: '家庭',
    'fan-art': '同人图',
    fanfiction: '同人文',
    fans: '粉丝',
    fantasy: '奇幻',
    feedback: '反馈',
    festivals: '电影节',
    fgc: '格斗游戏',
    film: '胶片',
    filmmaking: '电影制作',
    fitness: '健身',
    fivem: 'fivem',
    focus: '专注',
    fortnite: 'fortnite',
    forums: '论坛',
    foundation: '基金会',
    founders: '创始人',
    fps: 'fps',
    freelance: '自由职业',
    friends: '好友',
    frontend: '前端',
    fundamentals: '基础',
    gacha: '抽卡',
    'game-dev': '游戏开发',
    'game-jam': 'gamejam',
    'game-support': '游戏客服',
    gamedev: '游戏制作',
    gaming: '游戏',
    general: '综合讨论',
    genshin: '原神',
    gigs: '演出',
    github: 'github',
    giveaways: '抽奖',
    godot: 'godot',
    gothic: '哥特',
    'gta-rp': 'gta角色扮演',
    guild: '公会',
    guilds: '多公会',
    gym: '健身房',
    hackathons: '黑客松',
    hacking: '黑客技术',
    hangout: '闲聊',
    hardcore: '极限模式',
    'help-center': '帮助中心',
    'high-school': '高中',
    'hip-hop': '嘻哈',
    homework: '作业',
    horror: '恐怖',
    ielts: '雅思',
    indie: '独立游戏',
    interests: '兴趣',
    international: '国际',
    investors: '投资人',
    japan: '日本',
    japanese: '日语',
    jobs: '招聘',
    kaggle: 'kaggle',
    kingdoms: '王国',
    label: '厂牌',
    lan: '局域网',
    languages: '语言',
    large: '大型',
    league: '联赛',
    learning: '学习',
    lessons: '授课',
    lgbtq: 'lgbtq',
    lifting: '举铁',
    listeners: '听众',
    listening: '听歌',
    'live-classes': '直播课',
    'live-recordings': '现场录制',
    'lo-fi': 'lofi',
    local: '本地',
    locals: '本地赛',
    'machine-learning': '机器学习',
    manga: '漫画',
    manhwa: '韩漫',
    marathon: '马拉松',
    marketing: '营销',
    marketplace: '交易市场',
    'martial-arts': '格斗',
    masterclass: '大师课',
    masterminds: '智囊团',
    medicine: '医学',
    medieval: '中世纪',
    memberships: '会员',
    mentors: '导师',
    miniatures: '模型',
    minigames: '小游戏',
    mixes: '混音',
    mma: '综合格斗',
    mmo: 'mmo',
    modded: '模组',
    modpack: '整合包',
    monthly: '每月',
    'multi-game': '多游戏',
    'multi-genre': '多题材',
    'multi-platform': '多平台',
    musicians: '音乐人',
    nations: '国家',
    neighbours: '邻里',
    network: '群组',
    networking: '人脉',
    news: '资讯',
    'office-hours': '答疑时间',
    'open-source': '开源',
    organization: '组织',
    painting: '涂装',
    panels: '座谈会',
    parents: '家长',
    pc: '电脑',
    perks: '福利',
    photography: '摄影',
    pipeline: '销售管线',
    'pixel-art': '像素画',
    players: '玩家',
    playtesting: '试玩',
    podcast: '播客',
    pomodoro: '番茄钟',
    portal: '门户',
    portfolio: '作品集',
    private: '私密',
    procreate: 'procreate',
    product: '产品',
    production: '音乐制作',
    prompts: '命题创作',
    quests: '任务',
    races: '跑步比赛',
    raiding: '团本',
    raids: '突袭',
    ranked: '排位',
    rates: '报价',
    readers: '读者',
    reading: '阅读',
    realm: 'realm',
    reels: 'reels',
    releases: '发行',
    repair: '维修',
    retro: '复古',
    rfcs: 'rfc',
    roleplay: '角色扮演',
    rosters: '阵容',
    running: '跑步',
    rust: 'rust',
    saas: 'saas',
    'safe-space': '安全空间',
    sales: '销售',
    sat: 'sat',
    schematics: '原理图',
    school: '学校',
    'sci-fi': '科幻',
    scrims: '训练赛',
    season: '赛季',
    seasonal: '新番',
    servers: '服务器',
    shorts: '短视频',
    simple: '简约',
    skyblock: '空岛',
    small: '小型',
    'small-business': '小企业',
    smp: '生存服',
    social: '社交',
    songwriting: '词曲创作',
    space: '太空',
    sports: '体育',
    sprints: '冲刺写作',
    'star-rail': '星穹铁道',
    starter: '入门',
    startups: '创业公司',
    storyboards: '分镜',
    'stream-team': '主播团队',
    streamer: '主播',
    'street-fighter': '街头霸王',
    studio: '工作室',
    study: '自习',
    subscribers: '订阅者',
    superheroes: '超级英雄',
    support: '支持',
    survival: '生存',
    team: '团队',
    teams: '战队',
    tech: '科技',
    'tech-support': '技术支持',
    'tech-talks': '技术分享',
    tekken: '铁拳',
    'test-prep': '备考',
    'text-rp': '文字角色扮演',
    tickets: '工单',
    tiktok: 'tiktok',
    tournaments: '赛事',
    'town-hall': '全员大会',
    ttrpg: '跑团',
    tutoring: '辅导',
    tutors: '家教',
    twitch: 'twitch',
    unity: 'unity',
    university: '大学',
    valorant: 'valorant',
    vampires: '吸血鬼',
    vanilla: '原版',
    varsity: '校队',
    video: '影像',
    videos: '视频',
    'viewer-games': '水友赛',
    viewers: '观众',
    vtuber: '虚拟主播',
    warhammer: 'warhammer',
    'watch-alongs': '同步观看',
    'watch-parties': '一起看',
    web: 'web开发',
    webinars: '网络研讨会',
    'weekly-theme': '每周主题',
    whitelist: '白名单',
    wholesome: '治愈',
    workshops: '工作坊',
    'world-building': '世界观',
    writing: '写作',
    youtube: 'youtube',
    zines: '同人志',
  },
  unchanged: {
    names: [],
    tags: [
      '2d',
      '3d',
      'amv',
      'anki',
      'apex',
      'ark',
      'cosplay',
      'cs2',
      'ctf',
      'dayz',
      'dj',
      'fivem',
      'fortnite',
      'fps',
      'github',
      'godot',
      'kaggle',
      'lgbtq',
      'mmo',
      'procreate',
      'realm',
      'reels',
      'rust',
      'saas',
      'sat',
      'tiktok',
      'twitch',
      'unity',
      'valorant',
      'warhammer',
      'youtube',
    ],
  },
};
