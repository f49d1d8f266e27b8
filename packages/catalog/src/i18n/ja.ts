import type { CatalogueTranslation } from './types.ts';

export const ja: CatalogueTranslation = {
  styles: {
    'casual-gaming-hub': {
      name: 'カジュアルゲーミングハブ',
      description:
        'どんどん増えていく仲間のための、気軽なマルチゲーム拠点。雑談、クリップ、パーティー募集、ボイスチャンネルを完備。',
    },
    'cozy-indie-corner': {
      name: 'まったりインディーコーナー',
      description:
        '牧場シム、パズルゲーム、隠れた名作インディーを楽しむ落ち着いた空間。並んで協力プレイする気分のボイスチャンネル付き。',
    },
    'retro-arcade-club': {
      name: 'レトロアーケード部',
      description:
        'クラシックゲーム機のコレクターとプレイヤーのために。掘り出し物、コレクション、ハイスコア、修理の情報交換。',
    },
    'rust-wipe-crew': {
      name: 'Rustワイプクルー',
      description:
        'ワイプ日に備えるサバイバルクランの拠点。レイド計画、拠点設計、戦利品ログ、クルーの連絡用チャンネル。',
    },
    'mmo-guild-hall': {
      name: 'MMOギルドホール',
      description:
        'MMOギルドの運営に。レイド日程、戦利品分配の協議、クラフト依頼、ダンジョンのパーティー募集、レイド用ボイスチャンネル。',
    },
    'competitive-fps-hub': {
      name: '競技FPSハブ',
      description:
        'Valorant、CS2、Overwatchでランクを回すプレイヤーのために。ゲーム別のパーティー募集、5人フルパ部屋、VODレビュー、プレイヤー通報。',
    },
    'game-server-network': {
      name: 'ゲームサーバーネットワーク',
      description:
        'Rust、ARK、DayZのサーバーを運営するコミュニティ向け。ゲーム別のステータスとパッチノート、寄付のサポート、チケット。',
    },
    'gacha-guild': {
      name: 'ガチャギルド',
      description:
        '原神、崩壊：スターレイル、鳴潮のプレイヤーのために。ガチャ結果、育成ビルド、ピックアップの計画、マルチプレイ部屋。',
    },
    'battle-royale-arena': {
      name: 'バトロワアリーナ',
      description:
        'Fortnite、Apex、Warzoneの大型コミュニティ。実況付きステージでの大会、チームメイト募集フォーラム、レイド対策。',
    },
    'mmorpg-alliance': {
      name: 'MMORPG同盟',
      description:
        '複数のギルドをひとつの旗の下に。外交、攻略ガイドのフォーラム、レイド参加登録、ステージでのタウンホール、評議会エリア。',
    },
    'gaming-mega-community': {
      name: 'ゲーミング大型コミュニティ',
      description:
        '大規模マルチゲームサーバーに必要なすべて。ジャンル別の部屋、パーティー募集、ステージでの大会、技術サポートのフォーラム、プレゼント企画、万全のセキュリティ。',
    },
    'indie-studio-player-hub': {
      name: 'インディースタジオ・プレイヤーハブ',
      description:
        'ゲームスタジオとプレイヤーのために。開発ログ、非公開のテストプレイラボ、バグ報告とアイデアのフォーラム、ステージでの開発配信、プレイヤーサポート。',
    },
    'amateur-esports-team': {
      name: 'アマチュアeスポーツチーム',
      description:
        'ひとつのチームとそのファンのために。スクリムや作戦会議用の非公開チームルーム、試合日程、コミュニティコーナー。',
    },
    'scrim-finder-network': {
      name: 'スクリム募集ネットワーク',
      description:
        'チーム同士でスクリム相手を探す場所。ランク帯別の募集、チーム・選手の募集掲示、結果報告、共有ロビー。',
    },
    'esports-organization': {
      name: 'eスポーツ組織',
      description:
        '複数部門を抱えるeスポーツ組織に。Valorant、League of Legends、Rocket Leagueの非公開部屋、ファンゾーン、入団テストやスポンサー向けの窓口。',
    },
    'tournament-organizer': {
      name: '大会運営',
      description:
        '毎週のカップ戦を運営。ルール、トーナメント表、チェックイン、番号付きの試合部屋、実況ブース、チケットでの異議申し立て。',
    },
    'fighting-game-locals': {
      name: '格ゲーローカルコミュニティ',
      description:
        '地元の格ゲーコミュニティに。毎週のお知らせ、大会結果、ネット対戦ロビー、タイトル別チャンネル、コンボ研究所、参加登録チケット。',
    },
    'pro-league-hub': {
      name: 'プロリーグハブ',
      description:
        '多数のチームが参加するリーグに。順位表、チーム登録フォーラム、ステージでの配信、8つの試合部屋、レイド対策。',
    },
    'esports-org-headquarters': {
      name: 'eスポーツ組織本部',
      description:
        '本格的な組織運営に。2つのプロ部門とアカデミー、コンテンツハウス、ステージでの同時視聴会、入団テストのフォーラム、プレゼント企画、万全のセキュリティ。',
    },
    'collegiate-esports-program': {
      name: '大学eスポーツ部',
      description:
        '大学のeスポーツプログラムに。一軍・二軍の部屋、サークル活動のメンバー募集、入団テストのフォーラム、ステージでの学生配信、LANナイト、参加資格のチケット。',
    },
    'vanilla-smp': {
      name: 'バニラSMP',
      description:
        'ホワイトリスト制の小さなサバイバルサーバー。サーバー情報、参加申請、建築、取引、話し合いのためのタウンホール。',
    },
    'modded-minecraft-server': {
      name: 'Mod入りMinecraftサーバー',
      description:
        'Modパックのサーバー向け。パック情報とMod一覧、工業・魔術系Modのヘルプ、クラッシュレポート、拠点紹介。',
    },
    'minecraft-build-team': {
      name: 'Minecraft建築チーム',
      description:
        '建築チームのスタジオ。プロジェクト、ブロックパレット、設計図データ、技法別チャンネル、ポートフォリオ、建築士の応募。',
    },
    'bedrock-realm': {
      name: '統合版Realm',
      description:
        '家庭用ゲーム機やスマホで遊ぶ友達のRealm。招待、アドオン、建築、取引、クロスプレイのパーティー用ボイスチャンネル。',
    },
    'survival-network': {
      name: 'サバイバルネットワーク',
      description:
        'サバイバル、スカイブロック、派閥戦、ミニゲームを備えた公開ネットワーク。ストアのサポート、通報、異議申し立てはチケットで。',
    },
    'hardcore-smp-season': {
      name: 'ハードコアSMPシーズン',
      description:
        'シーズン制のハードコアサーバー。チケットでの参加申請、死亡ログ、シーズンの物語、同盟、観戦ラウンジ。',
    },
    'minecraft-network-pro': {
      name: 'Minecraftネットワーク プロ',
      description:
        '大規模ネットワーク向け。ゲームモード別チャンネル、フィードバックと異議申し立てのフォーラム、ステージでのタウンホール、ストア用チケット、レイド対策。',
    },
    'minecraft-mega-network': {
      name: 'Minecraft大型ネットワーク',
      description:
        '大規模ネットワークのすべてを。サバイバル、スカイブロック、ミニゲームのエリア、フォーラム、ステージでのタウンホールと建築コンテスト、建築チームの部屋、万全のセキュリティ。',
    },
    'minecraft-kingdoms-roleplay': {
      name: 'Minecraft王国ロールプレイ',
      description:
        'プレイヤーの国々が並び立つ、ホワイトリスト制の中世の世界。年代記、国家フォーラム、ステージでの宮廷、祭り、作戦室。',
    },
    'coding-study-group': {
      name: 'プログラミング勉強会',
      description:
        '学ぶ人同士で助け合う場所。毎日の進捗報告、言語別のヘルプ、コードレビュー、ペアプログラミング部屋。',
    },
    'open-source-project': {
      name: 'オープンソースプロジェクト',
      description:
        'ひとつのオープンソースプロジェクトの拠点。リリース情報、GitHubフィード、ロードマップ、コントリビューションガイド、ヘルプ、オフィスアワー。',
    },
    'web-dev-collective': {
      name: 'Web開発コレクティブ',
      description:
        'Web開発者のために。フロントエンド、バックエンド、DevOpsのヘルプ、ポートフォリオレビュー、個人開発、もくもく作業部屋。',
    },
    'game-jam-crew': {
      name: 'ゲームジャム部',
      description:
        'ゲームジャムの運営に。テーマ発表、チーム編成、開発ログ、作品提出、エンジンのヘルプ、チーム用ボイスチャンネル。',
    },
    'developer-community': {
      name: '開発者コミュニティ',
      description:
        '大規模な開発者コミュニティ。7言語のヘルプ、コードレビュー、ペア作業部屋、求人、スパムボット対策の認証。',
    },
    'data-science-lab': {
      name: 'データサイエンスラボ',
      description:
        'データサイエンティストとMLエンジニアのために。論文輪読会、データセット、Kaggle、ノートブック、ヘルプチャンネル、メンタリングのチケット。',
    },
    'ctf-security-team': {
      name: 'CTF・セキュリティチーム',
      description:
        'CTFチームのために。開催予定のCTF、writeup、カテゴリ別チャンネル、自宅ラボの話題、チームの作戦室。',
    },
    'open-source-foundation': {
      name: 'オープンソース財団',
      description:
        '複数のプロジェクトを束ねる財団に。フォローできるリリース情報、ワーキンググループ、RFCフォーラム、ステージでのコミュニティコール、チケットでの脆弱性報告、レイド対策。',
    },
    'developer-mega-community': {
      name: '開発者大型コミュニティ',
      description:
        '開発者のための総合拠点。8つの言語チャンネル、ヘルプと設計のフォーラム、ステージでの技術トーク、ハッカソン、キャリア、万全のセキュリティ。',
    },
    'coding-bootcamp-campus': {
      name: 'プログラミングブートキャンプ・キャンパス',
      description:
        'ブートキャンプのキャンパス。期別チャンネル、モジュールごとのヘルプ、質問受付のフォーラム、ステージでの講義、ピアレビュー、キャリアセンター、講師用の部屋。',
    },
    'twitch-streamer-starter': {
      name: 'Twitch配信者スターター',
      description:
        '成長中の配信者に必要なすべて。配信開始通知、配信スケジュール、配信チャット、クリップ、視聴者参加型ゲームの部屋。',
    },
    'youtube-channel-community': {
      name: 'YouTubeチャンネルコミュニティ',
      description:
        '動画、ショート、コミュニティ投稿の更新フィードに加え、視聴者との語り合いや動画アイデアの募集も。',
    },
    'podcast-community': {
      name: 'ポッドキャストコミュニティ',
      description:
        'ポッドキャストのリスナーのために。エピソードのフィードと感想、ゲストの提案、リスナーからの質問、飛び入り参加できるボイスチャンネル。',
    },
    'vtuber-fan-hub': {
      name: 'VTuberファンハブ',
      description:
        'VTuberのファンサーバー。配信スケジュールと実況チャット、コラボのリクエスト、翻訳切り抜き、ファンアート、同時視聴。',
    },
    'streamer-subscriber-lounge': {
      name: '配信者＋サブスクラウンジ',
      description:
        'サブスク限定ラウンジ付きの配信者サーバー。エモートの提案、ロール連携のチケット、認証。',
    },
    'short-form-creator-collective': {
      name: 'ショート動画クリエイター集団',
      description:
        'TikTok、リール、ショートのクリエイターが一緒に成長する場所。トレンド通知、冒頭フックのワークショップ、分析、コラボ、企業案件のレビュー。',
    },
    'gaming-youtuber-community': {
      name: 'ゲーム実況YouTuberコミュニティ',
      description:
        'ゲーム系YouTuberのコミュニティ。動画と配信の更新フィード、動画アイデア、クリエイターと一緒に遊ぶ視聴者チーム、ゲームナイト。',
    },
    'streamer-team-network': {
      name: '配信者チームネットワーク',
      description:
        'ひとつの旗の下に集まった配信者チームに。配信中フィード、レイドトレイン、クリエイターのヘルプとコラボのフォーラム、ステージでのチームイベント、レイド対策。',
    },
    'creator-empire': {
      name: 'クリエイター帝国',
      description:
        '大物クリエイター向け。全プラットフォームのフィード、配信ハブ、メンバー・支援者限定の保管庫、ステージでのライブQ&A、プレゼント企画、制作部屋、万全のセキュリティ。',
    },
    'podcast-network': {
      name: 'ポッドキャストネットワーク',
      description:
        '複数の番組をひとつ屋根の下に。エピソードのフィードとフォーラム、ステージでの公開収録、支援者向けの特典コンテンツ、スタジオ、ゲストのブッキング。',
    },
    'study-together': {
      name: 'みんなで勉強',
      description:
        '誰かと一緒に集中するための場所。ポモドーロ式のボイスチャンネル、無言部屋、毎日の勉強記録、休憩室。',
    },
    'homework-help-desk': {
      name: '宿題ヘルプデスク',
      description:
        '数学、理科、英語、歴史、語学のヘルプチャンネルに加え、問題演習のためのグループ学習部屋も。',
    },
    'language-exchange': {
      name: '言語交換',
      description:
        '英語、スペイン語、フランス語、ドイツ語、日本語をネイティブスピーカーと練習。人数制限付きの会話テーブルで。',
    },
    'university-course-group': {
      name: '大学の授業グループ',
      description:
        'ひとつの授業にひとつのサーバー。講義ノート、課題、試験対策、過去問、グループ学習部屋。',
    },
    'med-school-study-hall': {
      name: '医学部自習室',
      description:
        '医学生のために。基礎医学の科目、国試対策とAnki、長時間の集中部屋、心の健康、チューター予約のチケット。',
    },
    'exam-prep-academy': {
      name: '試験対策アカデミー',
      description:
        'SAT、ACT、IELTSの対策に。学習計画、模擬試験、セクション別のヘルプ、スコア報告のお祝い、チューター予約。',
    },
    'online-school-campus': {
      name: 'オンラインスクール・キャンパス',
      description:
        'オンラインスクールのために。クラス、宿題フォーラム、ステージでのオフィスアワー、自習室、図書室、教員ラウンジ、レイド対策。',
    },
    'university-campus': {
      name: '大学キャンパス',
      description:
        '大学をまるごとひとつのサーバーに。学部、授業フォーラム、自習室の並ぶ図書館、キャンパスライフ、サークル、ステージでの特別講義、万全のセキュリティ。',
    },
    'language-learning-academy': {
      name: '語学アカデミー',
      description:
        '語学スクールのために。6言語のレベル別チャンネル、添削フォーラム、ステージでのライブレッスン、会話テーブル、講師。',
    },
    'artist-collective': {
      name: 'アーティスト集団',
      description:
        'アーティストの小さな集まり。ガイドライン付きの講評、制作途中の作品、ギャラリー、一緒にお絵描きするボイスチャンネル。',
    },
    'digital-painting-studio': {
      name: 'デジタルペイント工房',
      description:
        'デジタル絵描きのために。毎日のお題、デジタル作品の講評、ブラシの共有、ProcreateとPhotoshopのヘルプ。',
    },
    'pixel-art-guild': {
      name: 'ドット絵ギルド',
      description:
        'ドット絵師がパレット、タイルセット、アニメーションのコマを共有。毎週のチャレンジとギャラリー付き。',
    },
    'art-commission-marketplace': {
      name: 'イラスト依頼マーケット',
      description:
        'コミッションを安心して売り買いできる場所。受付枠、依頼、価格相談、ポートフォリオ、チケットでの詐欺報告。',
    },
    'animation-studio': {
      name: 'アニメーションスタジオ',
      description:
        '2D・3Dアニメーターのために。絵コンテ、ビデオコンテ、リギング、レンダリングのヘルプ、手法別のフィードバック、デモリール。',
    },
    'art-academy': {
      name: 'アートアカデミー',
      description:
        'アーティストが体系的に学べる場所。基礎、講評、講師フォーラム、ステージでのライブデモ、毎週の課題、添削の予約。',
    },
    'creative-arts-guild': {
      name: 'クリエイティブアーツギルド',
      description:
        'あらゆる表現のための大きな拠点。講評、お題、コミッション、アートフォーラム、ステージでのライブデモ、コンテスト、万全のセキュリティ。',
    },
    'miniature-painting-guild': {
      name: 'ミニチュアペイントギルド',
      description:
        'ミニチュアペインターとホビー愛好家のために。塗装のヘルプ、アーミーの披露、3Dプリントのフォーラム、ステージでの塗装配信、コンテスト。',
    },
    'producer-hangout': {
      name: 'トラックメイカーのたまり場',
      description: '宅録プロデューサーが感想、ミックスのコツ、音源、コラボを交換。試聴部屋付き。',
    },
    'band-hq': {
      name: 'バンド本部',
      description:
        'バンドの活動拠点。ライブ予定、セットリスト、曲のアイデア、歌詞、リハーサルのメモ、リハーサル部屋。',
    },
    'lofi-listening-lounge': {
      name: 'Lo-fiリスニングラウンジ',
      description:
        'まったり音楽を聴くラウンジ。今聴いている曲、プレイリストの交換、今週のアルバム、ビートの共有、ラジオ部屋。',
    },
    'indie-record-label': {
      name: 'インディーレーベル',
      description:
        'インディペンデントレーベルのために。フォローできるリリースフィード、非公開のアーティストラウンジ、ファン向けチャンネル、チケットでのデモ受付。',
    },
    'beat-battle-arena': {
      name: 'ビートバトルアリーナ',
      description:
        'サンプリングのお題で競う毎月のビートバトル。作品提出と結果発表、ジャンル別のフィードバック部屋、サイファー用ボイスチャンネル。',
    },
    'music-production-academy': {
      name: '音楽制作アカデミー',
      description:
        'ジャンル別のフィードバック、理論レッスン、メンターフォーラム、ステージでのマスタークラス、メンター予約で音楽制作を学べる場所。',
    },
    'music-mega-community': {
      name: '音楽大型コミュニティ',
      description:
        'すべてのミュージシャンのために。制作のフィードバック、楽器別の部屋、リリースの宣伝、フォーラム、ステージでのライブ、ビートバトル、万全のセキュリティ。',
    },
    'dj-collective': {
      name: 'DJコレクティブ',
      description:
        'DJと電子音楽プロデューサーのために。テクニック、曲名の特定、ミックス、出演募集のフォーラム、ステージでのライブセット、クラブナイト。',
    },
    'anime-club': {
      name: 'アニメクラブ',
      description:
        '王道のアニメクラブ。今期アニメの話題、ネタバレに配慮した各話の感想、おすすめ、ファンアート、同時視聴会。',
    },
    'manga-readers-circle': {
      name: 'マンガ読者サークル',
      description:
        '日本のマンガ、韓国マンガ、中国マンガの読者のために。最新話、読書リスト、おすすめ、コレクション写真。',
    },
    'cosplay-community': {
      name: 'コスプレコミュニティ',
      description:
        'コスプレイヤーが衣装制作を共有。作品披露と撮影、鎧と小道具、裁縫とウィッグ、イベントでのオフ会。',
    },
    'seasonal-anime-hub': {
      name: '今期アニメハブ',
      description:
        '毎クールのアニメを追いかけるために。放送スケジュール、ニュース、マンガの最新話、キャラ投票、2つの同時視聴部屋、ネタバレ報告。',
    },
    'japan-culture-club': {
      name: '日本文化クラブ',
      description:
        'アニメ、マンガ、そして日本のすべて。旅行、食べ物、J-POP、初心者向けの日本語、カラオケ、会話練習。',
    },
    'anime-convention': {
      name: 'アニメコンベンション',
      description:
        'アニメイベントのサーバー。スケジュールと会場マップ、アーティストアレイ、コスプレフォーラム、ステージでのパネル、入場証のチケット、ボランティア。',
    },
    'anime-mega-community': {
      name: 'アニメ大型コミュニティ',
      description:
        '大規模アニメサーバー。各話のフォーラムスレッド、ジャンル別の部屋、レビューと考察のフォーラム、同時視聴会、ステージでのパネル、クイズ、万全のセキュリティ。',
    },
    'fan-creators-guild': {
      name: '二次創作ギルド',
      description:
        'ファンアート絵師、AMV編集者、二次小説の書き手、コスプレイヤーのために。作品披露、二次小説ライブラリのフォーラム、ステージでのクリエイタートーク、合同誌。',
    },
    'fantasy-rp-tavern': {
      name: 'ファンタジーRP酒場',
      description:
        'ファンタジー世界で楽しむ、居心地のよいテキストロールプレイ。キャラクターシート、4つのシーン、世界観設定、酒場のボイスチャンネル。',
    },
    'dnd-campaign-table': {
      name: 'D&Dキャンペーン卓',
      description:
        'ひとつのTRPGキャンペーンのために。セッション日程とあらすじ、ダイスロール、戦利品の記録、パーティーのシート、自作ルール、セッション卓。',
    },
    'sci-fi-rp-station': {
      name: 'SFロールプレイ・ステーション',
      description:
        '深宇宙ステーションを舞台にしたロールプレイ。シーンとなる5つのデッキ、乗組員の身上書、船の積荷目録、星図。',
    },
    'superhero-rp-city': {
      name: 'スーパーヒーローRPシティ',
      description:
        'スーパーヒーローの街のロールプレイ。チケットでのキャラクター申請、ヒーロー登録簿、街の記録保管庫、キャラクターとして過ごす6つの地区。',
    },
    'gothic-horror-rp': {
      name: 'ゴシックホラーRP',
      description:
        '夜に包まれた暗黒の街。氏族と掟の法典、血族の名簿、5つの不気味なシーン、CAPTCHA認証の門。',
    },
    'grand-fantasy-world': {
      name: '壮大なファンタジー世界',
      description:
        '大規模なファンタジー世界。フォーラム形式のキャラクターシート、世界設定資料、2つの地域のシーン、クエスト掲示板、ステージでのストーリーイベント。',
    },
    'roleplay-multiverse': {
      name: 'ロールプレイ・マルチバース',
      description:
        '4つのジャンルをひとつのサーバーで。ファンタジー、SF、現代、ホラーのシーン、プロットと相方募集のフォーラム、ステージでのストーリーイベント、万全のセキュリティ。',
    },
    'city-life-rp': {
      name: 'シティライフRP',
      description:
        'ホワイトリスト制のGTA風の街。参加申請、ハンドブック、警察と救急の部署、ビジネス、ステージでの市役所、プレイヤーサポート。',
    },
    'founders-circle': {
      name: '創業者サークル',
      description:
        'アーリーステージの創業者が助け合う場所。自己紹介、採用、プロダクトへのフィードバック、資金調達、グロース、ピッチ練習。',
    },
    'freelancers-guild': {
      name: 'フリーランスギルド',
      description:
        'フリーランスが案件、単価、契約、クライアントとの体験談を共有。ポートフォリオレビューやスキル交換も。',
    },
    'small-business-owners': {
      name: '小規模事業者の会',
      description:
        '店舗やサービス業のオーナーが、マーケティング、経理、EC、スタッフについて情報交換。毎週のマスターマインド通話付き。',
    },
    'sales-team-hq': {
      name: '営業チーム本部',
      description:
        '営業チームのワークスペース。リードの流れ、商談の進捗、受注報告、営業マニュアル、競合情報、ロープレ用の通話部屋。',
    },
    'agency-client-portal': {
      name: '代理店クライアントポータル',
      description:
        '代理店とクライアントのために。進捗共有や承認のための非公開クライアントラウンジ、記録が残る依頼チケット、チームルーム。',
    },
    'angel-investor-network': {
      name: 'エンジェル投資家ネットワーク',
      description:
        'エンジェル投資家と創業者のために。パートナー限定のディールルームとデューデリジェンス、ピッチへのフィードバック、交流、チケットでのピッチ応募。',
    },
    'startup-accelerator': {
      name: 'スタートアップアクセラレーター',
      description:
        'アクセラレータープログラムのために。期生ラウンジ、メンターフォーラム、ステージでのデモデイ、パートナー特典、交流、メンター予約。',
    },
    'entrepreneur-network': {
      name: '起業家ネットワーク',
      description:
        '起業家のための大規模ネットワーク。業界別・職種別の部屋、ディールルーム、事業分析のフォーラム、ステージでの対談、マスターマインド、万全のセキュリティ。',
    },
    'product-help-center': {
      name: '製品ヘルプセンター',
      description:
        '製品のためのコミュニティサポート。稼働状況、リリースノート、既知の問題、ガイド、機能リクエスト、オフィスアワー。',
    },
    'bot-support-server': {
      name: 'Botサポートサーバー',
      description:
        'Discord Botのサポートサーバー。更新履歴、セットアップと権限のヘルプ、コマンド一覧、アイデア、Botを試せる遊び場。',
    },
    'saas-customer-support': {
      name: 'SaaSカスタマーサポート',
      description:
        'SaaS製品のカスタマーサポート。ナレッジベース、トピック別のチケット、機能要望とバグの掲示板、APIの質問、オフィスアワー。',
    },
    'game-support-desk': {
      name: 'ゲームサポートデスク',
      description:
        'オンラインゲームのプレイヤーサポート。アカウント、支払い、バグ、チートのチケット（記録付き）、稼働状況とメンテナンスの掲示板。',
    },
    'tech-repair-help-desk': {
      name: 'テック修理ヘルプデスク',
      description:
        'PC、ノートPC、スマホ、ネットワークのコミュニティ技術サポート。画面共有で手伝うヘルプ部屋、リモート対応のチケット付き。',
    },
    'enterprise-support-portal': {
      name: 'エンタープライズサポートポータル',
      description:
        'エンタープライズ水準のサポート。ステータスフィード、ナレッジベース、Q&Aフォーラム、プレミアムラウンジ、ステージでのウェビナー、エスカレーション部屋、レイド対策。',
    },
    'customer-success-hub': {
      name: 'カスタマーサクセスハブ',
      description:
        '顧客コミュニティのすべてを。製品ライン別の部屋、ナレッジベース、Q&Aフォーラム、公開ロードマップ、ベータプログラム、アカデミー、ウェビナー、万全のセキュリティ。',
    },
    'community-starter': {
      name: 'コミュニティスターター',
      description:
        '新しいサーバーの基本セット。ウェルカム、ルール、お知らせ、4つの雑談チャンネル、2つのボイスチャンネル、スタッフ部屋。',
    },
    'chill-hangout': {
      name: 'まったりたまり場',
      description:
        '気楽なたまり場。雑談、ミーム、ペット、食べ物、今日の質問、投票、テキストチャット付きのボイスラウンジ。',
    },
    'friend-group-server': {
      name: '友達グループサーバー',
      description:
        '友達グループのための非公開サーバー。予定決め、写真の置き場、誕生日、まったり過ごすボイスチャンネル。',
    },
    'local-city-community': {
      name: '地域コミュニティ',
      description:
        'オンラインのご近所さん。地域ニュース、近くのイベント、グルメスポット、落とし物、フリマ、おすすめ情報。',
    },
    'lgbtq-safe-space': {
      name: 'LGBTQ+セーフスペース',
      description:
        'モデレーションの行き届いた安全な場所。CAPTCHA認証の門、ウェルカムエリア、プライドとペットの写真、吐き出しチャンネル、支援情報、モデレーターへの非公開チケット。',
    },
    'international-hangout': {
      name: '国際交流たまり場',
      description: '世界中の友達と。言語別の雑談、文化交流、旅の話、世界の料理、各地域のラウンジ。',
    },
    'parents-and-families': {
      name: '子育てファミリー',
      description:
        '子どもの年齢層ごとに親同士が支え合う場所。家庭のレシピ、遊びのアイデア、お得情報、モデレーターへの非公開の相談。',
    },
    'social-community-plus': {
      name: 'ソーシャルコミュニティ プラス',
      description:
        '成長中の交流サーバー。雑談と相談のフォーラム、今日の質問、ステージでのAMA、ゲームナイト、プレゼント企画、レイド対策。',
    },
    'community-mega-server': {
      name: 'コミュニティ大型サーバー',
      description:
        '最大級の交流向けレイアウト。趣味別の部屋、フォーラム、毎日の質問、ステージでのAMA、映画鑑賞会、常連ラウンジ、万全のセキュリティ。',
    },
    'gym-buddies': {
      name: '筋トレ仲間',
      description:
        'サボらないよう励まし合うトレーニー仲間。トレーニング記録、フォームチェック、プログラム、作り置きの食事、毎月のチャレンジ。',
    },
    'running-club': {
      name: 'ランニングクラブ',
      description:
        'ランナーのためのクラブ。ラン記録、大会カレンダー、コースとトレイル、シューズ談義、ケガ相談コーナー、月間走行距離。',
    },
    'online-coaching-team': {
      name: 'オンラインコーチングチーム',
      description:
        'コーチとクライアントのために。クライアント向けの非公開チェックインとグループ通話、コミュニティでのフォームチェック、チャレンジ、予約チケット。',
    },
    'martial-arts-dojo': {
      name: '格闘技道場',
      description:
        'あらゆる流派の格闘家のために。柔術、ムエタイ、ボクシング、空手、総合格闘技、技の解説、スパーリング記録、試合観戦ナイト。',
    },
    'fitness-community-pro': {
      name: 'フィットネスコミュニティ プロ',
      description:
        '大規模フィットネスコミュニティ。種目別の部屋、プログラムと栄養のフォーラム、ステージでのライブクラス、チャレンジ、コーチ予約、レイド対策。',
    },
    'sports-fans-united': {
      name: 'スポーツファン連合',
      description:
        'あらゆるリーグのファンのために。試合スレッドのフォーラム、ファンタジースポーツと予想、ステージでの同時視聴、予想大会、スポーツバー、万全のセキュリティ。',
    },
    'monthly-book-club': {
      name: '月イチ読書会',
      description:
        '毎月1冊。今月の本とスケジュール、章ごとの感想、次の本の推薦、購入本の紹介、読書会の部屋。',
    },
    'writers-workshop': {
      name: '作家ワークショップ',
      description:
        '書き手同士で助け合う場所。毎日のお題、講評の交換、世界観づくり、出版エージェントへの売り込み状、文字数目標、執筆スプリント。',
    },
    'fantasy-scifi-readers': {
      name: 'ファンタジー＆SF読書会',
      description:
        'スペキュレイティブ・フィクションの読者のために。一緒に読む企画、シリーズ別チャンネル、新刊情報、おすすめ、ネタバレ報告。',
    },
    'author-reader-community': {
      name: '作家と読者のコミュニティ',
      description:
        '作家とその読者のために。お知らせ、シリーズの感想、考察、非公開の先行読者チームエリア、チケットでの応募。',
    },
    'writing-community-pro': {
      name: '創作コミュニティ プロ',
      description:
        '本気の創作コミュニティ。講評と売り込み状のフォーラム、ジャンル別の部屋、ステージでの作家トーク、お題、読書コーナー、レイド対策。',
    },
    'photo-club': {
      name: '写真部',
      description:
        'オンラインのカメラクラブ。講評、レタッチと機材のヘルプ、毎週のテーマ、ジャンル別ギャラリー。',
    },
    'film-photography-lab': {
      name: 'フィルム写真ラボ',
      description:
        'フィルムで撮る人のために。フィルムの銘柄、自家現像、スキャン、暗室プリント、カメラ修理。',
    },
    'filmmakers-collective': {
      name: '映像作家コレクティブ',
      description:
        '仲間を集めるインディー映像作家のために。スタッフ・キャスト募集、脚本、ポストプロダクションのヘルプ、上映会、映画祭。',
    },
    'photography-academy': {
      name: '写真アカデミー',
      description:
        '一歩ずつ写真を学べる場所。レッスン、講評、プロ向けフォーラム、ステージでのワークショップ、課題、ポートフォリオレビューの予約。',
    },
    'visual-creators-guild': {
      name: 'ビジュアルクリエイターギルド',
      description:
        '写真家と映像作家がともに集う場所。ジャンル別の部屋、フィルムと動画、フォーラム、ステージでのワークショップ、撮影散歩、仕事の話、万全のセキュリティ。',
    },
  },
  tags: {
    '2d': '2d',
    '3d': '3d',
    '3d-printing': '3dプリント',
    academy: 'アカデミー',
    accelerator: 'アクセラレーター',
    accountability: '進捗報告',
    agency: '代理店',
    airing: '放送中',
    alliance: '同盟',
    amas: '質問会',
    amateur: 'アマチュア',
    amv: 'amv',
    analogue: 'アナログ',
    angels: 'エンジェル投資家',
    animation: 'アニメーション',
    anime: 'アニメ',
    anki: 'anki',
    apex: 'apex',
    applications: '参加申請',
    'arc-team': '先行読者',
    arcade: 'アーケード',
    ark: 'ark',
    art: 'アート',
    'art-school': '美術学校',
    'artist-alley': 'アーティストアレイ',
    assignments: '課題',
    author: '作家',
    'author-talks': '作家トーク',
    backend: 'バックエンド',
    band: 'バンド',
    'battle-royale': 'バトロワ',
    'beat-battles': 'ビートバトル',
    beats: 'ビート',
    bedrock: '統合版',
    beginners: '初心者',
    beta: 'ベータ版',
    bjj: 'ブラジリアン柔術',
    boards: '国試対策',
    'book-club': '読書会',
    bootcamp: 'ブートキャンプ',
    brackets: 'トーナメント表',
    broadcast: '配信',
    'buddy-reads': '一緒に読もう',
    'build-team': '建築チーム',
    building: '建築',
    campaign: 'キャンペーン',
    campus: 'キャンパス',
    careers: 'キャリア',
    casual: 'カジュアル',
    changelog: '更新履歴',
    'check-ins': 'チェックイン',
    chill: 'まったり',
    city: '街',
    clan: 'クラン',
    classes: '授業',
    clients: 'クライアント',
    club: 'クラブ',
    clubs: 'サークル',
    coaching: 'コーチング',
    cohorts: '期生',
    collabs: 'コラボ',
    collecting: '収集',
    collective: '創作集団',
    college: '大学生',
    commissions: 'コミッション',
    community: 'コミュニティ',
    'community-calls': 'コミュニティコール',
    'community-support': 'コミュニティサポート',
    competition: 'コンペ',
    competitive: '競技志向',
    concerts: 'コンサート',
    content: 'コンテンツ',
    contests: 'コンテスト',
    contributors: 'コントリビューター',
    convention: 'コンベンション',
    conventions: 'イベント参加',
    conversation: '会話',
    cosplay: 'コスプレ',
    course: '講義',
    cozy: 'ゆったり',
    crafting: '衣装制作',
    creator: 'クリエイター',
    crew: '撮影クルー',
    critique: '講評',
    'cross-play': 'クロスプレイ',
    cs2: 'cs2',
    ctf: 'ctf',
    culture: '文化',
    cups: 'カップ戦',
    'customer-success': 'カスタマーサクセス',
    customers: '顧客',
    cybersecurity: 'サイバーセキュリティ',
    darkroom: '暗室',
    'data-science': 'データサイエンス',
    dayz: 'dayz',
    'deal-flow': 'ディールフロー',
    'demo-day': 'デモデイ',
    demos: 'デモ',
    developers: '開発者',
    devlogs: '開発ログ',
    'digital-art': 'デジタルアート',
    'discord-bot': 'discordボット',
    dj: 'dj',
    dnd: 'dnd',
    ecommerce: 'ネットショップ',
    education: '教育',
    electronic: '電子音楽',
    enterprise: 'エンタープライズ',
    entrepreneurs: '起業家',
    episodes: 'エピソード',
    escalations: 'エスカレーション',
    events: 'イベント',
    'exam-prep': '試験対策',
    exchange: '言語交換',
    factions: '派閥戦',
    families: '家族',
    'fan-art': 'ファンアート',
    fanfiction: '二次小説',
    fans: 'ファン',
    fantasy: 'ファンタジー',
    feedback: 'フィードバック',
    festivals: '映画祭',
    fgc: '格ゲー',
    film: 'フィルム',
    filmmaking: '映像制作',
    fitness: 'フィットネス',
    fivem: 'fivem',
    focus: '集中',
    fortnite: 'fortnite',
    forums: 'フォーラム',
    foundation: '財団',
    founders: '創業者',
    fps: 'fps',
    freelance: 'フリーランス',
    friends: '友達',
    frontend: 'フロントエンド',
    fundamentals: '基礎',
    gacha: 'ガチャ',
    'game-dev': 'ゲーム開発',
    'game-jam': 'ゲームジャム',
    'game-support': 'ゲームサポート',
    gamedev: 'ゲーム制作',
    gaming: 'ゲーム',
    general: '雑談',
    genshin: '原神',
    gigs: 'ギグ',
    github: 'github',
    giveaways: 'プレゼント企画',
    godot: 'godot',
    gothic: 'ゴシック',
    'gta-rp': 'gtaロールプレイ',
    guild: 'ギルド',
    guilds: 'ギルド連合',
    gym: 'ジム',
    hackathons: 'ハッカソン',
    hacking: 'ハッキング',
    hangout: 'たまり場',
    hardcore: 'ハードコア',
    'help-center': 'ヘルプセンター',
    'high-school': '高校生',
    'hip-hop': 'ヒップホップ',
    homework: '宿題',
    horror: 'ホラー',
    ielts: 'ielts',
    indie: 'インディー',
    interests: '趣味',
    international: '国際交流',
    investors: '投資家',
    japan: '日本',
    japanese: '日本語',
    jobs: '求人',
    kaggle: 'kaggle',
    kingdoms: '王国',
    label: 'レーベル',
    lan: 'lanパーティー',
    languages: '語学',
    large: '大規模',
    league: 'リーグ',
    learning: '学習',
    lessons: 'レッスン',
    lgbtq: 'lgbtq',
    lifting: '筋トレ',
    listeners: 'リスナー',
    listening: '音楽鑑賞',
    'live-classes': 'ライブクラス',
    'live-recordings': '公開収録',
    'lo-fi': 'ローファイ',
    local: '地元',
    locals: 'ローカル大会',
    'machine-learning': '機械学習',
    manga: 'マンガ',
    manhwa: '韓国マンガ',
    marathon: 'マラソン',
    marketing: 'マーケティング',
    marketplace: 'マーケット',
    'martial-arts': '格闘技',
    masterclass: 'マスタークラス',
    masterminds: 'マスターマインド',
    medicine: '医学',
    medieval: '中世',
    memberships: 'メンバーシップ',
    mentors: 'メンター',
    miniatures: 'ミニチュア',
    minigames: 'ミニゲーム',
    mixes: 'djミックス',
    mma: '総合格闘技',
    mmo: 'mmo',
    modded: 'mod入り',
    modpack: 'modパック',
    monthly: '毎月',
    'multi-game': 'マルチゲーム',
    'multi-genre': 'マルチジャンル',
    'multi-platform': 'マルチプラットフォーム',
    musicians: 'ミュージシャン',
    nations: '国家',
    neighbours: 'ご近所',
    network: 'ネットワーク',
    networking: '人脈づくり',
    news: 'ニュース',
    'office-hours': 'オフィスアワー',
    'open-source': 'オープンソース',
    organization: '組織',
    painting: 'ペイント',
    panels: 'パネル',
    parents: '子育て',
    pc: 'パソコン',
    perks: '特典',
    photography: '写真',
    pipeline: '営業パイプライン',
    'pixel-art': 'ドット絵',
    players: 'プレイヤー',
    playtesting: 'テストプレイ',
    podcast: 'ポッドキャスト',
    pomodoro: 'ポモドーロ',
    portal: 'ポータル',
    portfolio: 'ポートフォリオ',
    private: 'プライベート',
    procreate: 'procreate',
    product: 'プロダクト',
    production: '音楽制作',
    prompts: 'お題',
    quests: 'クエスト',
    races: 'レース',
    raiding: 'レイド攻略',
    raids: 'レイド',
    ranked: 'ランクマ',
    rates: '単価',
    readers: '読者',
    reading: '読書',
    realm: 'realm',
    reels: 'リール',
    releases: 'リリース',
    repair: '修理',
    retro: 'レトロ',
    rfcs: 'rfc',
    roleplay: 'ロールプレイ',
    rosters: 'ロースター',
    running: 'ランニング',
    rust: 'rust',
    saas: 'saas',
    'safe-space': 'セーフスペース',
    sales: '営業',
    sat: 'sat',
    schematics: '設計図',
    school: '学校',
    'sci-fi': 'sf',
    scrims: 'スクリム',
    season: 'シーズン',
    seasonal: '今期アニメ',
    servers: 'ゲームサーバー',
    shorts: 'ショート動画',
    simple: 'シンプル',
    skyblock: 'スカイブロック',
    small: '少人数',
    'small-business': '小規模事業',
    smp: 'マルチサバイバル',
    social: '交流',
    songwriting: '作詞作曲',
    space: '宇宙',
    sports: 'スポーツ',
    sprints: '執筆スプリント',
    'star-rail': 'スターレイル',
    starter: 'スターター',
    startups: 'スタートアップ',
    storyboards: '絵コンテ',
    'stream-team': '配信者チーム',
    streamer: '配信者',
    'street-fighter': 'ストリートファイター',
    studio: 'スタジオ',
    study: '勉強',
    subscribers: 'サブスク',
    superheroes: 'スーパーヒーロー',
    support: 'サポート',
    survival: 'サバイバル',
    team: 'チーム',
    teams: 'チーム対抗',
    tech: 'テック',
    'tech-support': '技術サポート',
    'tech-talks': '技術トーク',
    tekken: '鉄拳',
    'test-prep': '受験対策',
    'text-rp': 'なりきり',
    tickets: 'チケット',
    tiktok: 'tiktok',
    tournaments: '大会',
    'town-hall': 'タウンホール',
    ttrpg: 'trpg',
    tutoring: '個別指導',
    tutors: '講師',
    twitch: 'twitch',
    unity: 'unity',
    university: '大学',
    valorant: 'valorant',
    vampires: '吸血鬼',
    vanilla: 'バニラ',
    varsity: '代表チーム',
    video: '映像',
    videos: '動画',
    'viewer-games': '視聴者参加型',
    viewers: '視聴者',
    vtuber: 'vtuber',
    warhammer: 'warhammer',
    'watch-alongs': '実況観戦',
    'watch-parties': '同時視聴',
    web: 'web制作',
    webinars: 'ウェビナー',
    'weekly-theme': '週替わりテーマ',
    whitelist: 'ホワイトリスト',
    wholesome: 'ほのぼの',
    workshops: 'ワークショップ',
    'world-building': '世界観づくり',
    writing: '創作',
    youtube: 'youtube',
    zines: '同人誌',
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
      'cs2',
      'ctf',
      'dayz',
      'dj',
      'dnd',
      'fivem',
      'fortnite',
      'fps',
      'github',
      'godot',
      'ielts',
      'kaggle',
      'lgbtq',
      'mmo',
      'procreate',
      'realm',
      'rust',
      'saas',
      'sat',
      'tiktok',
      'twitch',
      'unity',
      'valorant',
      'vtuber',
      'warhammer',
      'youtube',
    ],
  },
};
