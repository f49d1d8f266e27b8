import type { LocalizedText } from './locales.ts';

/**
 * What the server systems (verification, tickets) answer members whatever
 * they clicked: the plan notice and the bot's missing rights. The systems'
 * own sentences are in systems-verify-texts.ts and systems-ticket-texts.ts.
 */
export const SYSTEMS_TEXTS = {
  planInactive: {
    en: "This server's Guildsmith plan is no longer active, so verification and tickets are paused. Everything already built stays as it is; the server's owner can renew the plan to turn them back on.",
    es: 'El plan de Guildsmith de este servidor ya no está activo, así que la verificación y los tickets están en pausa. Todo lo que ya se construyó se queda como está; el propietario del servidor puede renovar el plan para volver a activarlos.',
    fr: "Le forfait Guildsmith de ce serveur n'est plus actif : la vérification et les tickets sont en pause. Tout ce qui a été construit reste en place ; le propriétaire du serveur peut renouveler le forfait pour les réactiver.",
    de: 'Der Guildsmith-Plan dieses Servers ist nicht mehr aktiv, daher sind Verifizierung und Tickets pausiert. Alles bereits Aufgebaute bleibt, wie es ist; der Serverbesitzer kann den Plan erneuern, um sie wieder einzuschalten.',
    pt: 'O plano Guildsmith deste servidor não está mais ativo, então a verificação e os tickets estão pausados. Tudo o que já foi construído continua como está; o dono do servidor pode renovar o plano para reativá-los.',
    it: 'Il piano Guildsmith di questo server non è più attivo, quindi la verifica e i ticket sono in pausa. Tutto ciò che è già stato costruito resta com’è; il proprietario del server può rinnovare il piano per riattivarli.',
    ja: 'このサーバーの Guildsmith プランは有効ではなくなったため、認証とチケットは一時停止しています。すでに構築されたものはそのまま残ります。サーバーのオーナーがプランを更新すると再び使えるようになります。',
    zh: '此服务器的 Guildsmith 套餐已不再有效，因此验证和工单已暂停。已构建的内容都会保留；服务器所有者续订套餐后即可重新启用。',
  },
  botLacksManageRoles: {
    en: "I can't give roles in this server: I am missing the **Manage Roles** permission. Please tell a server admin.",
    es: 'No puedo dar roles en este servidor: me falta el permiso **Gestionar roles**. Avisa a un administrador del servidor.',
    fr: 'Je ne peux pas attribuer de rôles sur ce serveur : il me manque la permission **Gérer les rôles**. Préviens un administrateur du serveur.',
    de: 'Ich kann auf diesem Server keine Rollen vergeben: Mir fehlt die Berechtigung **Rollen verwalten**. Bitte sag einem Server-Admin Bescheid.',
    pt: 'Não consigo dar cargos neste servidor: falta a permissão **Gerenciar cargos**. Avise um administrador do servidor.',
    it: 'Non posso assegnare ruoli in questo server: mi manca il permesso **Gestire i ruoli**. Avvisa un amministratore del server.',
    ja: 'このサーバーではロールを付与できません。**ロールの管理** 権限がありません。サーバーの管理者に伝えてください。',
    zh: '我无法在此服务器中分配身份组：我缺少 **管理身份组** 权限。请告知服务器管理员。',
  },
  /** `{role}` mentions the role (it pings nobody in an ephemeral reply). */
  roleAboveBot: {
    en: "I can't give the {role} role: it sits above my highest role. A server admin can fix this by moving my role above it in Server Settings → Roles.",
    es: 'No puedo dar el rol {role}: está por encima de mi rol más alto. Un administrador puede arreglarlo moviendo mi rol por encima en Ajustes del servidor → Roles.',
    fr: 'Je ne peux pas attribuer le rôle {role} : il est au-dessus de mon rôle le plus haut. Un administrateur peut corriger cela en plaçant mon rôle au-dessus dans Paramètres du serveur → Rôles.',
    de: 'Ich kann die Rolle {role} nicht vergeben: Sie steht über meiner höchsten Rolle. Ein Server-Admin kann das beheben, indem er meine Rolle unter Servereinstellungen → Rollen darüber verschiebt.',
    pt: 'Não consigo dar o cargo {role}: ele está acima do meu cargo mais alto. Um administrador pode corrigir isso movendo meu cargo para cima em Configurações do servidor → Cargos.',
    it: 'Non posso assegnare il ruolo {role}: è sopra il mio ruolo più alto. Un amministratore può risolvere spostando il mio ruolo più in alto in Impostazioni server → Ruoli.',
    ja: '{role} ロールを付与できません。私の最上位ロールより上にあるためです。サーバー管理者がサーバー設定 → ロールで私のロールをその上に移動すると解決します。',
    zh: '我无法分配 {role} 身份组：它位于我最高的身份组之上。服务器管理员可以在 服务器设置 → 身份组 中把我的身份组移到它上面来解决。',
  },
  roleDeleted: {
    en: 'The verified role of this server no longer exists, so I cannot verify anyone. Please tell a server admin.',
    es: 'El rol de verificado de este servidor ya no existe, así que no puedo verificar a nadie. Avisa a un administrador del servidor.',
    fr: "Le rôle de vérification de ce serveur n'existe plus, je ne peux donc vérifier personne. Préviens un administrateur du serveur.",
    de: 'Die Rolle für Verifizierte gibt es auf diesem Server nicht mehr, daher kann ich niemanden verifizieren. Bitte sag einem Server-Admin Bescheid.',
    pt: 'O cargo de verificado deste servidor não existe mais, então não consigo verificar ninguém. Avise um administrador do servidor.',
    it: 'Il ruolo di verificato di questo server non esiste più, quindi non posso verificare nessuno. Avvisa un amministratore del server.',
    ja: 'このサーバーの認証済みロールが存在しないため、誰も認証できません。サーバーの管理者に伝えてください。',
    zh: '此服务器的已验证身份组已不存在，因此我无法验证任何人。请告知服务器管理员。',
  },
  botLacksManageChannels: {
    en: "I can't manage channels in this server: I am missing the **Manage Channels** permission. Please tell a server admin.",
    es: 'No puedo gestionar canales en este servidor: me falta el permiso **Gestionar canales**. Avisa a un administrador del servidor.',
    fr: 'Je ne peux pas gérer les salons de ce serveur : il me manque la permission **Gérer les salons**. Préviens un administrateur du serveur.',
    de: 'Ich kann auf diesem Server keine Kanäle verwalten: Mir fehlt die Berechtigung **Kanäle verwalten**. Bitte sag einem Server-Admin Bescheid.',
    pt: 'Não consigo gerenciar canais neste servidor: falta a permissão **Gerenciar canais**. Avise um administrador do servidor.',
    it: 'Non posso gestire i canali in questo server: mi manca il permesso **Gestire i canali**. Avvisa un amministratore del server.',
    ja: 'このサーバーではチャンネルを管理できません。**チャンネルの管理** 権限がありません。サーバーの管理者に伝えてください。',
    zh: '我无法管理此服务器的频道：我缺少 **管理频道** 权限。请告知服务器管理员。',
  },
} as const satisfies Record<string, LocalizedText>;
