import type { ShellMessages } from './en.ts';

const ja: ShellMessages = {
  common: {
    appName: 'Guildsmith',
    loading: '読み込み中…',
    error: 'エラーが発生しました',
  },
  a11y: {
    skipToContent: 'コンテンツへスキップ',
  },
  nav: {
    label: 'メイン',
    features: '機能',
    pricing: '料金',
    about: '概要',
    security: 'セキュリティ',
    login: 'ログイン',
    menu: 'メニュー',
    styles: 'スタイル',
    dashboard: 'ダッシュボード',
    servers: 'サーバー',
  },
  theme: {
    dark: 'ダークモード',
  },
  language: {
    label: '言語',
  },
  demo: {
    label: 'デモモード',
    message: 'デモモード：決済、Discord、メールはローカルでシミュレートされています。',
    mailbox: 'テスト用の受信箱を開く',
    hide: 'デモのお知らせを隠す',
  },
  footer: {
    tagline: 'すぐに使える Discord サーバーレイアウトを、コマンドひとつで構築。',
    groups: {
      product: '製品',
      community: 'コミュニティ',
      company: '会社情報',
    },
    links: {
      features: '機能',
      pricing: '料金',
      documentation: 'ドキュメント',
      support: 'サポート',
      community: 'コミュニティサーバー',
      about: '概要',
      privacy: 'プライバシーポリシー',
      terms: '利用規約',
    },
    newTab: '（新しいタブで開きます）',
    copyright: '© {year} Guildsmith. 無断複製・転載を禁じます。',
    disclaimer:
      'Guildsmith は Discord Inc. と提携しておらず、同社の承認を受けたものではありません。',
  },
  toast: {
    label: '通知',
    viewport: '通知（{hotkey}）',
    close: '通知を閉じる',
  },
  home: {
    documentTitle: 'Guildsmith：すぐに使える Discord サーバーレイアウト',
    hero: {
      eyebrow: 'すぐに構築できる Discord サーバーレイアウト',
      title: 'Discord サーバー全体を、コマンドひとつで構築',
      tagline:
        'スタイルを選んでサーバーで /activate と入力するだけで、Guildsmith がロール、チャンネル、権限、認証、チケットを作成します。既存のものを削除することは決してありません。',
      viewPlans: 'プランと料金を見る',
      viewFeatures: '機能を見る',
      viewPermissions: 'Bot の権限を見る',
      status: {
        label: 'サインイン状態',
        checking: 'サインイン状態を確認しています…',
        signedIn: '{name} としてサインイン中',
        plan: '現在のプラン：{plan}',
        dashboard: 'ダッシュボードへ',
        signedOut: 'サインインしていません',
        signedOutText: 'Discord でサインインすると、プランを選んでライセンスキーを受け取れます。',
        signIn: 'サインイン',
      },
    },
    features: {
      title: '新しいサーバーに必要なものがすべて',
      intro:
        'どのスタイルも完成済みでテスト済みのレイアウトです。構築の前にいくつかの質問に答えて、自分好みに調整できます。',
      styleCount: 'ギャラリーに {count} 個のスタイル',
      items: {
        templates: {
          title: 'すぐに使えるテンプレート',
          body: 'ゲーム、プログラミング、クリエイター、勉強会など。カテゴリー、チャンネル、スタッフロール、権限までそろった完全なレイアウトです。',
        },
        security: {
          title: 'セキュリティと認証',
          body: '新しいメンバーはサーバーを見る前に認証し、スタッフ用チャンネルは非公開のまま。キーを有効化できるのは管理者だけです。',
        },
        tickets: {
          title: 'チケット・サポートシステム',
          body: 'チケットのカテゴリーとスタッフ専用チャンネルを備えたサポート窓口が設定済みなので、メンバーはどこで助けを求めればよいかすぐ分かります。',
        },
        bot: {
          title: 'Bot との連携',
          body: 'すべてスラッシュコマンドで完結します。/activate で構築、/status で進捗確認、/undo で Bot が作ったものだけを削除します。',
        },
        dashboard: {
          title: 'あなたのダッシュボード',
          body: 'ライセンスキー、プラン、サーバー、最近の構築をひとつの画面で。Bot の招待もワンクリックです。',
        },
        premium: {
          title: 'プレミアム特典',
          body: '上位プランでは、より多くのスタイル、より多くのセットアップ質問、より大きな構築、優先サポートが利用できます。',
        },
      },
    },
    community: {
      title: 'コミュニティに参加しよう',
      body: 'サーバーを紹介したり、質問したり、ほかのオーナーが Guildsmith で作ったものを見てみましょう。',
      join: 'Discord サーバーに参加',
    },
    pricing: {
      title: 'シンプルな買い切り料金',
      body: 'まずは 1 つのスタイルで無料で始めましょう。有料プランは解約の必要がない買い切りパスです。Starter、Premium、Ultimate は 30 日間より多くのスタイルを利用でき、Lifetime はすべてのスタイルをずっと利用できます。',
      guarantee: 'すべての購入に 30 日間の返金保証が付いています。',
      lifetimeSavings:
        'Ultimate の 30 日パス 12 回分は {ultimateYear} です。Lifetime は {lifetime} の一回払いで期限なし。{savings} お得です。',
    },
    about: {
      title: 'Guildsmith について',
      body: 'Guildsmith は、チャンネルを手作業で作るのに夜を費やすより、コミュニティ運営に時間を使いたい人のためのサービスです。プランを購入し、メールでライセンスキーを受け取り、サーバーで /activate と入力していくつかの質問に答えるだけ。あとは Bot がすべて行います。',
      steps: {
        buy: 'プランを選ぶと、ライセンスキーがメールで届きます。',
        invite: 'Guildsmith Bot をサーバーに招待します。',
        activate: 'キーを添えて /activate と入力し、いくつかの質問に答えます。',
        build: 'プレビューを確認すると、Bot がサーバーを構築します。',
      },
      demo: {
        label: 'Guildsmith Bot との会話の例',
        channel: '雑談',
        replay: 'もう一度再生',
        you: 'あなた',
        keyOption: 'key: TPL-7KQ2M-…',
        accepted:
          'このサーバーでキーを受け付けました。いくつかの質問に答えるか、残りは既定値を使ってください。',
        dryRun:
          'プレビューの準備ができました。作成するロールとチャンネルはこちらです。既存のものは何も削除しません。構築しますか？',
        progress: {
          roles: 'ロールを作成しました',
          channels: 'カテゴリーとチャンネルを作成しました',
          messages: 'ウェルカム、ルール、認証、チケットのメッセージを投稿しました',
        },
        done: '完了しました！サーバーの準備ができました。気が変わったら、/undo で私が作成したものだけを削除できます。',
      },
    },
    testimonials: {
      title: 'サーバーオーナーに愛されています',
      label: 'お客様の声',
      carousel: 'カルーセル',
      slide: 'お客様の声',
      position: '{total} 件中 {number} 件目',
      show: '{total} 件中 {number} 件目のお客様の声を表示',
      rating: '5 段階中 {rating} の評価',
      items: {
        esports: {
          role: 'e スポーツチームのサーバーオーナー',
          content:
            '入団テスト、スクリム、スタッフ用エリアが 10 分でそろいました。プレビューで何が変わるか正確に分かったので、稼働中のサーバーでも安心して使えました。',
        },
        coding: {
          role: 'オープンソースコミュニティのメンテナー',
          content:
            'ヘルプフォーラム、お知らせチャンネル、セキュリティ報告用のチケット窓口まで、すべて適切な権限付きで。以前は週末がまるごと潰れていました。',
        },
        creator: {
          role: '配信者・コンテンツクリエイター',
          content:
            '認証のおかげで初日から Bot による荒らしが止まりました。セットアップでいくつか回答を変えても、ちゃんと自分らしいレイアウトになりました。',
        },
        study: {
          role: '大学の勉強会の主催者',
          content:
            '授業ごとのチャンネル、一緒に勉強するためのボイスルーム。間違ったスタイルを選んだときも、/undo できれいに元通りになりました。',
        },
      },
    },
    counters: {
      styles: 'ギャラリーのスタイル数',
      servers: '構築したサーバー数',
      feedback: 'コミュニティからのメッセージ',
    },
  },
  auth: {
    loginTitle: 'Guildsmith にログイン',
    loginSubtitle:
      'Discord アカウントでプランの購入、ライセンスキーの受け取り、サーバーの管理ができます。',
    continueWithDiscord: 'Discord で続ける',
    connecting: 'Discord に接続しています…',
    rememberDevice: 'このデバイスを 30 日間記憶する',
    accessNote:
      'アクセスするのは Discord のアカウント ID、ユーザー名、メールアドレス、サーバー一覧のみです。メッセージを読んだり、あなたとして投稿したりすることはありません。',
    adminLogin: '管理者ログイン',
    backHome: 'ホームに戻る',
    startErrorTitle: '認証エラー',
    startErrorDescription: 'Discord 認証を開始できませんでした。もう一度お試しください。',
    authenticating: '認証中',
    authenticatingText: 'Discord のサインインを完了しています…',
    success: '成功',
    successText: 'サインインしました。移動しています…',
    failedTitle: '認証に失敗しました',
    returningHome: '数秒後にホームページに戻ります…',
    cancelled: 'Discord 認証がキャンセルされたか、失敗しました',
    noCode: '無効な認証：Discord から認可コードを受け取れませんでした。',
    invalidResponse: 'サーバーからの応答が無効です。もう一度お試しください。',
    invalidUser: 'Discord から無効なユーザーデータを受け取りました',
    failed: '認証に失敗しました',
    homeErrorTitle: '認証に失敗しました',
    homeErrorText: 'Discord 認証中にエラーが発生しました。もう一度お試しください。',
    homeDataErrorTitle: '認証エラー',
    homeDataErrorText: 'ログインデータを処理できませんでした。もう一度お試しください。',
  },
  account: {
    menu: 'アカウントメニュー',
    accountId: 'アカウント ID',
    plan: 'プラン',
    upgrade: 'アップグレード',
    profileSettings: 'プロフィール設定',
    accountSettings: 'アカウント設定',
    signOut: 'サインアウト',
    noEmail: 'メールなし',
  },
  plans: {
    free: '無料',
    starter: 'スターター',
    premium: 'プレミアム',
    ultimate: 'アルティメット',
    lifetime: 'ライフタイム',
  },
  onboarding: {
    title: 'Guildsmith へようこそ',
    stepOf: 'ステップ {current} / {total}',
    progress: '{percent}% 完了',
    connectTitle: 'アカウントを接続',
    connectText: '完了：Discord アカウントが接続されています。',
    inviteTitle: 'ボットを招待',
    inviteText:
      'Guildsmith ボットをサーバーに追加してください。チャンネルとロールを作成するには管理者権限が必要です。',
    inviteBot: 'ボットを招待',
    styleTitle: 'スタイルを選ぶ',
    styleText: 'ギャラリーを見て、サーバーのレイアウトを選んでください。',
    next: '次へ',
    chooseStyle: 'スタイルを選ぶ',
    skip: 'スキップ',
    close: '閉じる',
    doneTitle: '準備完了',
    doneText: '初期設定が完了しました。Guildsmith をお楽しみください！',
    failed: '初期設定を完了できませんでした。もう一度お試しください。',
  },
  planFeatures: {
    accountSignIn: 'Discord アカウントでログイン',
    basicTemplates: '基本テンプレート',
    communitySupport: 'コミュニティサポート',
    advancedConfiguration: '高度な設定',
    emailSupport: 'メールサポート',
    verificationSystems: '認証システム',
    ticketingSystem: 'チケットシステム',
    prioritySupport: '優先サポート',
    allPremiumFeatures: 'Premium のすべての機能',
    advancedSecurity: '高度なセキュリティ',
    support247: '24時間365日サポート',
    allTemplates: 'すべてのテンプレート',
    lifetimeAccess: '永久アクセス',
    noMonthlyFees: '月額料金は一切なし',
  },
  pricing: {
    documentTitle: '料金',
    title: 'プランと料金',
    subtitle:
      '解約の必要がない買い切りパスです。アップグレードは支払いが完了した瞬間に反映されます。',
    currentPlanChip: '現在のプラン:',
    plansLabel: 'プラン',
    previousPlans: '前のプラン',
    nextPlans: '次のプラン',
    period: {
      forever: '無期限',
      month: '30日間',
      oneTime: '買い切り',
    },
    mostPopular: '一番人気',
    limitedTime: '期間限定',
    listPrice: '通常価格 {price}',
    templates: '{count} 個のテンプレート',
    questions: '{range} 問のセットアップ質問',
    channels: '1回の構築で最大 {count} チャンネル',
    notIncluded: '含まれません',
    currentPlan: '現在のプラン',
    upgrade: '{plan} にアップグレード',
    choose: '{plan} を選ぶ',
    signIn: 'ログインして選ぶ',
    faqTitle: 'よくある質問',
    faq: {
      changes: {
        question: 'プランの変更はいつ反映されますか？',
        answer:
          'すぐに反映されます。支払いが完了するとアカウントが新しいプランになり、ライセンスキーがメールで送られます。',
      },
      lifetime: {
        question: 'Lifetime には何が含まれますか？',
        answer:
          'ギャラリーのすべてのテンプレート（今後追加されるものを含む）と、今後のすべてのアップデートです。支払いは一度だけです。',
      },
      guarantee: {
        question: '返金してもらえますか？',
        answer:
          'はい。すべての購入に30日間の返金保証があります。30日以内にサポートへご連絡いただければ全額返金します。',
      },
      install: {
        question: '何かをインストールする必要はありますか？',
        answer:
          'いいえ。ボットをサーバーに招待し、キーを付けて /activate と入力するだけで、Discord 上ですべてが作成されます。',
      },
      support: {
        question: 'サポートを受けるには？',
        answer:
          '{email} までご連絡ください。購入についてのご質問には、領収書の注文番号を添えてください。',
      },
    },
  },
  newsletter: {
    title: '最新情報を受け取る',
    text: '新しいスタイル、Bot の新機能、ローンチ特典をメールでお届けします。',
    formLabel: 'ニュースレターの登録',
    label: 'メールアドレス',
    placeholder: 'you@example.com',
    hint: 'まず確認用のリンクをお送りします。すべてのメールにワンクリックの配信停止リンクが付いています。',
    submit: '登録する',
    submitting: '登録しています…',
    emailRequired: 'メールアドレスを入力してください。',
    emailInvalid: '有効なメールアドレスを入力してください。',
    success: '登録が完了しました！',
    successText: '受信トレイを確認し、メール内のリンクをクリックしてアドレスを確認してください。',
    failed: '登録できませんでした。もう一度お試しください。',
  },
  platformStats: {
    title: 'プラットフォーム統計',
    intro: 'Guildsmith のリアルタイムの数字です。30 秒ごとに更新されます。',
    loading: '統計を読み込んでいます',
    items: {
      activeUsers: 'アクティブユーザー（30 日間）',
      serversCreated: '作成されたサーバー',
      templatesAvailable: '利用できるテンプレート',
      monthlyGrowth: '新規ユーザー（前月比）',
    },
  },
  feedback: {
    button: 'フィードバック',
    title: 'フィードバックを送る',
    description:
      '不具合を見つけた、またはアイデアがありますか？お聞かせください。チームがすべてのメッセージを読んでいます。',
    category: 'カテゴリー',
    categoryPlaceholder: 'カテゴリーを選択',
    categories: {
      bug: '不具合の報告',
      feature: '機能のリクエスト',
      suggestion: '一般的な提案',
      praise: '称賛',
    },
    message: 'メッセージ',
    messagePlaceholder: '何が起きましたか？または何が欲しいですか？',
    count: '{length}/{max}',
    required: 'カテゴリーを選択し、メッセージを入力してください。',
    submit: 'フィードバックを送信',
    submitting: '送信しています…',
    success: 'フィードバックをありがとうございます！',
    error: 'フィードバックを送信できませんでした。もう一度お試しください。',
    close: '閉じる',
  },
  routeError: {
    title: '問題が発生しました',
    body: 'このページを読み込めませんでした。再読み込みするとたいてい解決します。',
    reload: 'ページを再読み込み',
  },
};

export default ja;
