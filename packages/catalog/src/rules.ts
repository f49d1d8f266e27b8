/** Rules every server starts from; styles append the ones their crowd needs. */
export const BASE_RULES = [
  'Be respectful: no harassment, hate speech, slurs or personal attacks.',
  'No spam, flooding or unsolicited advertising, in channels or in DMs.',
  "Keep it safe for work and follow Discord's Terms of Service and Community Guidelines.",
  'Use channels for their topic; check the pinned messages before asking.',
  'Follow staff instructions and take disagreements to a ticket or DM, not the chat.',
] as const;

export const RULES = {
  gaming: [
    'No cheats, exploits, account selling or boosting services.',
    'Trash talk stays friendly; no rage-baiting or targeting players.',
  ],
  esports: [
    'Scrim and match details stay private until the team posts them.',
    'Respect every team and caster; no flaming after a loss.',
  ],
  minecraft: [
    'No griefing, stealing or x-ray; build at least 200 blocks from others unless invited.',
    'Keep redstone lag machines off the main world.',
  ],
  coding: [
    'Ask questions with code, the error and what you tried; no screenshots of code.',
    'No pirated software, malware or requests to bypass licences.',
  ],
  creator: [
    'No self-promotion outside the promo channel.',
    'Spoilers of unreleased content and leaks are removed.',
  ],
  study: [
    'No cheating services or sharing live exam content.',
    'Study rooms are for studying; keep chatter in the lounge.',
  ],
  art: [
    'Only post work you made or have permission to share, and credit references.',
    'Critique the work, never the artist; no AI-generated work passed off as hand-made.',
  ],
  music: [
    'Share only music you have the rights to; no leaks or pirated sample packs.',
    'Give feedback before asking for it in the exchange channels.',
  ],
  anime: [
    'Spoilers go in spoiler tags or episode channels, never in general chat.',
    'No piracy links or requests for them.',
  ],
  roleplay: [
    'No god-modding or controlling another player’s character without consent.',
    'Keep out-of-character talk in OOC channels.',
  ],
  business: [
    'No unsolicited pitches, MLM or get-rich-quick schemes.',
    'Keep client and deal details confidential.',
  ],
  support: [
    'Never post passwords, payment details or licence keys; staff will never ask for them.',
    'One ticket per issue; do not ping staff for faster answers.',
  ],
  community: [
    'Keep politics and religion debates out of the server.',
    'No doxxing or sharing anyone’s personal information.',
  ],
  fitness: [
    'No body-shaming, and no medical advice presented as fact.',
    'No selling supplements or coaching without staff approval.',
  ],
  books: [
    'Mark spoilers for books outside the current read.',
    'No pirated e-books or links to them.',
  ],
  photography: [
    'Post only photos you took, and respect the privacy of people in them.',
    'Keep critique constructive and specific.',
  ],
} as const;
