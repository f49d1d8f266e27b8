import type { LocalizedText } from './locales.ts';

/** The verify button and the captcha: what a member reads after pressing it. */
export const VERIFY_TEXTS = {
  noVerification: {
    en: 'This server has no verification set up by Guildsmith.',
    es: 'Este servidor no tiene una verificación configurada por Guildsmith.',
    fr: "Ce serveur n'a pas de vérification mise en place par Guildsmith.",
    de: 'Auf diesem Server ist keine Verifizierung von Guildsmith eingerichtet.',
    pt: 'Este servidor não tem uma verificação configurada pelo Guildsmith.',
    it: 'Questo server non ha una verifica configurata da Guildsmith.',
    ja: 'このサーバーには Guildsmith による認証が設定されていません。',
    zh: '此服务器没有由 Guildsmith 设置的验证。',
  },
  alreadyVerified: {
    en: 'You are already verified here.',
    es: 'Ya estás verificado aquí.',
    fr: 'Tu es déjà vérifié ici.',
    de: 'Du bist hier bereits verifiziert.',
    pt: 'Você já está verificado aqui.',
    it: 'Sei già verificato qui.',
    ja: 'あなたはすでに認証済みです。',
    zh: '你已经在这里通过验证了。',
  },
  /** `{role}` mentions the verified role. */
  verified: {
    en: '✅ You are verified and now have the {role} role. Welcome!',
    es: '✅ Ya estás verificado y ahora tienes el rol {role}. ¡Bienvenido!',
    fr: '✅ Tu es vérifié et tu as maintenant le rôle {role}. Bienvenue !',
    de: '✅ Du bist verifiziert und hast jetzt die Rolle {role}. Willkommen!',
    pt: '✅ Você foi verificado e agora tem o cargo {role}. Boas-vindas!',
    it: '✅ Sei verificato e ora hai il ruolo {role}. Benvenuto!',
    ja: '✅ 認証が完了し、{role} ロールが付与されました。ようこそ！',
    zh: '✅ 你已通过验证，现在拥有 {role} 身份组。欢迎！',
  },
  /** The captcha modal's title (Discord shows at most 45 characters). */
  captchaTitle: {
    en: 'Verification',
    es: 'Verificación',
    fr: 'Vérification',
    de: 'Verifizierung',
    pt: 'Verificação',
    it: 'Verifica',
    ja: '認証',
    zh: '验证',
  },
  /** The text field's label, with the code to type (at most 45 characters in all). */
  captchaLabel: {
    en: 'Type this code: {code}',
    es: 'Escribe este código: {code}',
    fr: 'Tape ce code : {code}',
    de: 'Gib diesen Code ein: {code}',
    pt: 'Digite este código: {code}',
    it: 'Scrivi questo codice: {code}',
    ja: 'このコードを入力: {code}',
    zh: '请输入此验证码：{code}',
  },
  /** The text field's placeholder (at most 100 characters). */
  captchaPlaceholder: {
    en: '{length} letters and digits; upper or lower case both work',
    es: '{length} letras y números; da igual mayúsculas o minúsculas',
    fr: '{length} lettres et chiffres ; majuscules ou minuscules, au choix',
    de: '{length} Buchstaben und Ziffern; Groß- oder Kleinschreibung egal',
    pt: '{length} letras e números; maiúsculas ou minúsculas, tanto faz',
    it: '{length} lettere e cifre; maiuscole o minuscole vanno bene',
    ja: '英数字 {length} 文字（大文字・小文字どちらでも可）',
    zh: '{length} 位字母和数字，大小写均可',
  },
  /** `{left}` is how many wrong codes are still allowed in this window. */
  captchaWrong: {
    en: 'That code is not right. You can try {left} more times: press the verify button again for a new code.',
    es: 'Ese código no es correcto. Puedes intentarlo {left} veces más: pulsa de nuevo el botón de verificación para obtener un código nuevo.',
    fr: "Ce code n'est pas le bon. Tu peux encore essayer {left} fois : appuie de nouveau sur le bouton de vérification pour un nouveau code.",
    de: 'Der Code stimmt nicht. Du kannst es noch {left}-mal versuchen: Drück erneut auf den Verifizierungsknopf, um einen neuen Code zu erhalten.',
    pt: 'Esse código não está certo. Você pode tentar mais {left} vezes: aperte de novo o botão de verificação para receber um código novo.',
    it: 'Il codice non è corretto. Puoi riprovare ancora {left} volte: premi di nuovo il pulsante di verifica per un nuovo codice.',
    ja: 'コードが違います。あと {left} 回試せます。認証ボタンをもう一度押して新しいコードを受け取ってください。',
    zh: '验证码不正确。你还可以再试 {left} 次：请再次点击验证按钮获取新的验证码。',
  },
  /** `{time}` is a Discord timestamp that each reader sees in their own time zone. */
  captchaLocked: {
    en: 'Too many wrong codes. You can try again {time}.',
    es: 'Demasiados códigos incorrectos. Podrás intentarlo de nuevo {time}.',
    fr: 'Trop de codes erronés. Tu pourras réessayer {time}.',
    de: 'Zu viele falsche Codes. Du kannst es {time} erneut versuchen.',
    pt: 'Códigos errados demais. Você poderá tentar de novo {time}.',
    it: 'Troppi codici sbagliati. Potrai riprovare {time}.',
    ja: '間違ったコードが多すぎます。{time} に再度お試しください。',
    zh: '错误次数过多。你可以在 {time} 再试。',
  },
  captchaExpired: {
    en: 'That code has expired. Press the verify button again for a new one.',
    es: 'Ese código ha caducado. Pulsa de nuevo el botón de verificación para obtener uno nuevo.',
    fr: 'Ce code a expiré. Appuie de nouveau sur le bouton de vérification pour en obtenir un nouveau.',
    de: 'Der Code ist abgelaufen. Drück erneut auf den Verifizierungsknopf, um einen neuen zu erhalten.',
    pt: 'Esse código expirou. Aperte de novo o botão de verificação para receber um novo.',
    it: 'Il codice è scaduto. Premi di nuovo il pulsante di verifica per averne uno nuovo.',
    ja: 'コードの有効期限が切れました。認証ボタンをもう一度押して新しいコードを受け取ってください。',
    zh: '验证码已过期。请再次点击验证按钮获取新的验证码。',
  },
  /** Shown in the server's audit log next to the role the bot gives. */
  auditReason: {
    en: 'Guildsmith verification',
    es: 'Verificación de Guildsmith',
    fr: 'Vérification Guildsmith',
    de: 'Guildsmith-Verifizierung',
    pt: 'Verificação do Guildsmith',
    it: 'Verifica Guildsmith',
    ja: 'Guildsmith 認証',
    zh: 'Guildsmith 验证',
  },
} as const satisfies Record<string, LocalizedText>;
