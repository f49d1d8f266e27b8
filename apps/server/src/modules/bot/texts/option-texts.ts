import { BOT_LOCALES, type BotLocale, fill, type LocalizedText } from './locales.ts';

/** Option labels of the fixed choices; each at most 100 characters (a select option). */
export const OPTION_TEXTS = {
  verification: {
    button: {
      en: 'Verify button',
      es: 'Botón de verificación',
      fr: 'Bouton de vérification',
      de: 'Verifizierungsknopf',
      pt: 'Botão de verificação',
      it: 'Pulsante di verifica',
      ja: '認証ボタン',
      zh: '验证按钮',
    },
    captcha: {
      en: 'Captcha code',
      es: 'Código captcha',
      fr: 'Code captcha',
      de: 'Captcha-Code',
      pt: 'Código captcha',
      it: 'Codice captcha',
      ja: 'キャプチャコード',
      zh: '验证码',
    },
  },
  decoration: {
    none: {
      en: 'Plain (general)',
      es: 'Simple (general)',
      fr: 'Simple (general)',
      de: 'Schlicht (general)',
      pt: 'Simples (general)',
      it: 'Semplice (general)',
      ja: 'シンプル（general）',
      zh: '简洁（general）',
    },
    emoji: {
      en: 'Emoji prefix (💬-general)',
      es: 'Emoji delante (💬-general)',
      fr: 'Emoji devant (💬-general)',
      de: 'Emoji davor (💬-general)',
      pt: 'Emoji na frente (💬-general)',
      it: 'Emoji davanti (💬-general)',
      ja: '絵文字付き（💬-general）',
      zh: '表情前缀（💬-general）',
    },
    'emoji-bar': {
      en: 'Emoji and bar (💬┃general)',
      es: 'Emoji y barra (💬┃general)',
      fr: 'Emoji et barre (💬┃general)',
      de: 'Emoji und Strich (💬┃general)',
      pt: 'Emoji e barra (💬┃general)',
      it: 'Emoji e barra (💬┃general)',
      ja: '絵文字と縦線（💬┃general）',
      zh: '表情加竖线（💬┃general）',
    },
  },
  categoryStyle: {
    'as-is': {
      en: 'As designed (Welcome)',
      es: 'Como en el diseño (Welcome)',
      fr: 'Comme prévu (Welcome)',
      de: 'Wie entworfen (Welcome)',
      pt: 'Como no modelo (Welcome)',
      it: 'Come da design (Welcome)',
      ja: 'デザインどおり（Welcome）',
      zh: '保持原样（Welcome）',
    },
    upper: {
      en: 'Capitals (WELCOME)',
      es: 'Mayúsculas (WELCOME)',
      fr: 'Majuscules (WELCOME)',
      de: 'Großbuchstaben (WELCOME)',
      pt: 'Maiúsculas (WELCOME)',
      it: 'Maiuscolo (WELCOME)',
      ja: '大文字（WELCOME）',
      zh: '大写（WELCOME）',
    },
    framed: {
      en: 'Framed (━ Welcome ━)',
      es: 'Con marco (━ Welcome ━)',
      fr: 'Encadré (━ Welcome ━)',
      de: 'Eingerahmt (━ Welcome ━)',
      pt: 'Com moldura (━ Welcome ━)',
      it: 'Con cornice (━ Welcome ━)',
      ja: '枠付き（━ Welcome ━）',
      zh: '带边框（━ Welcome ━）',
    },
  },
  format: {
    embed: {
      en: 'Card (embed)',
      es: 'Tarjeta (embed)',
      fr: 'Carte (embed)',
      de: 'Karte (Embed)',
      pt: 'Cartão (embed)',
      it: 'Scheda (embed)',
      ja: 'カード（埋め込み）',
      zh: '卡片（嵌入）',
    },
    plain: {
      en: 'Plain text',
      es: 'Texto simple',
      fr: 'Texte simple',
      de: 'Einfacher Text',
      pt: 'Texto simples',
      it: 'Testo semplice',
      ja: 'テキストのみ',
      zh: '纯文本',
    },
  },
  yes: { en: 'Yes', es: 'Sí', fr: 'Oui', de: 'Ja', pt: 'Sim', it: 'Sì', ja: 'はい', zh: '是' },
  no: { en: 'No', es: 'No', fr: 'Non', de: 'Nein', pt: 'Não', it: 'No', ja: 'いいえ', zh: '否' },
  topics: {
    keep: {
      en: 'Yes, add them',
      es: 'Sí, añadirlas',
      fr: 'Oui, les ajouter',
      de: 'Ja, hinzufügen',
      pt: 'Sim, adicionar',
      it: 'Sì, aggiungili',
      ja: 'はい、設定する',
      zh: '是，添加',
    },
    none: {
      en: 'No, leave them empty',
      es: 'No, dejarlas vacías',
      fr: 'Non, les laisser vides',
      de: 'Nein, leer lassen',
      pt: 'Não, deixar vazios',
      it: 'No, lasciali vuoti',
      ja: 'いいえ、空のまま',
      zh: '否，留空',
    },
  },
  channelType: {
    forum: {
      en: 'Forums',
      es: 'Foros',
      fr: 'Forums',
      de: 'Foren',
      pt: 'Fóruns',
      it: 'Forum',
      ja: 'フォーラム',
      zh: '论坛',
    },
    announcement: {
      en: 'Announcement channels',
      es: 'Canales de anuncios',
      fr: "Salons d'annonces",
      de: 'Ankündigungskanäle',
      pt: 'Canais de anúncios',
      it: 'Canali annunci',
      ja: 'アナウンスチャンネル',
      zh: '公告频道',
    },
    stage: {
      en: 'Stages',
      es: 'Escenarios',
      fr: 'Conférences',
      de: 'Stages',
      pt: 'Palcos',
      it: 'Palchi',
      ja: 'ステージ',
      zh: '舞台',
    },
    text: {
      en: 'Text channels',
      es: 'Canales de texto',
      fr: 'Salons textuels',
      de: 'Textkanäle',
      pt: 'Canais de texto',
      it: 'Canali testuali',
      ja: 'テキストチャンネル',
      zh: '文字频道',
    },
    voice: {
      en: 'Voice channels',
      es: 'Canales de voz',
      fr: 'Salons vocaux',
      de: 'Sprachkanäle',
      pt: 'Canais de voz',
      it: 'Canali vocali',
      ja: 'ボイスチャンネル',
      zh: '语音频道',
    },
  },
  never: {
    en: 'Never expires',
    es: 'Nunca caduca',
    fr: "N'expire jamais",
    de: 'Läuft nie ab',
    pt: 'Nunca expira',
    it: 'Non scade mai',
    ja: '無期限',
    zh: '永不过期',
  },
  off: {
    en: 'Off',
    es: 'Desactivado',
    fr: 'Désactivé',
    de: 'Aus',
    pt: 'Desativado',
    it: 'Disattivata',
    ja: 'オフ',
    zh: '关闭',
  },
  noLimit: {
    en: 'No limit',
    es: 'Sin límite',
    fr: 'Sans limite',
    de: 'Unbegrenzt',
    pt: 'Sem limite',
    it: 'Nessun limite',
    ja: '無制限',
    zh: '不限',
  },
  people: {
    en: '{n} people',
    es: '{n} personas',
    fr: '{n} personnes',
    de: '{n} Personen',
    pt: '{n} pessoas',
    it: '{n} persone',
    ja: '{n} 人',
    zh: '{n} 人',
  },
} as const satisfies Record<string, LocalizedText | Record<string, LocalizedText>>;

function perLocale(format: (locale: BotLocale) => string): LocalizedText {
  return Object.fromEntries(BOT_LOCALES.map((locale) => [locale, format(locale)])) as Record<
    BotLocale,
    string
  >;
}

const UNITS = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const;

// Building an Intl formatter is slow; a bank needs the same few hundreds of times.
const formatters = new Map<string, Intl.NumberFormat>();

/** `5 minutes`, `5 Minuten`, `5 分`: a number with a unit, in the locale's words. */
export function unitText(
  locale: BotLocale,
  value: number,
  unit: 'day' | 'hour' | 'minute' | 'second',
  unitDisplay: 'long' | 'short' = 'long',
): string {
  const key = `${locale}|${unit}|${unitDisplay}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** "30 seconds", "5 Minuten", "6 時間": the largest whole unit, in every language. */
export function durationText(seconds: number): LocalizedText {
  const [unit, size] = UNITS.find(([, length]) => seconds % length === 0) ?? ['second', 1];
  return perLocale((locale) => unitText(locale, seconds / size, unit));
}

export function peopleText(count: number): LocalizedText {
  if (count === 0) return OPTION_TEXTS.noLimit;
  return perLocale((locale) => fill(OPTION_TEXTS.people[locale], { n: count }));
}
