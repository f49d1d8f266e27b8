/**
 * Every fixed sentence the bot says, in one place (English). Question prompts
 * come localised from the question bank; these frame them.
 */

const minutes = (seconds: number) => {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return `${count} minute${count === 1 ? '' : 's'}`;
};

export const botStrings = {
  generic: {
    guildOnly: 'This command only works inside a server.',
    notAdministrator:
      'Only members with the **Administrator** permission in this server can use this command.',
    noAccount: (loginUrl: string) =>
      `I don't know your Discord account yet. Sign in at ${loginUrl} with this Discord account first, then run the command again.`,
    unexpected: 'Something went wrong on our side. Please try again in a moment.',
    discordUnavailable: 'Discord did not answer in time. Nothing was changed; please try again.',
    unknownCommand: 'I do not know this command. Try `/help`.',
    stale: 'This message is out of date. Run `/setup` to see where you are.',
    notYours: 'These buttons belong to someone else. Run `/setup` yourself to see your setup.',
  },
  activate: {
    badFormat:
      'That is not a license key. Keys look like `TPL-XXXXX-XXXXX-XXXXX-XXXXX`; copy it from your e-mail.',
    badCheck:
      'That key has a typo: one of its characters is wrong. Copy it again from your e-mail.',
    unknownKey: 'This license key does not exist. Check the e-mail we sent you and copy it again.',
    notOwner:
      'This key belongs to another Guildsmith account. Keys are not transferable: sign in with the Discord account that bought it.',
    revoked:
      'This key was replaced by a newer one and no longer works. Use the most recent key from your e-mail.',
    refunded:
      'This key no longer works: its payment was refunded. Buy a plan again to get a new key.',
    disputed:
      'This key no longer works: its payment was disputed with the bank. Contact support if you think this is a mistake.',
    usedHere:
      'This key is already active in this server. Run `/setup` to continue the setup or `/status` to see where it stands.',
    usedElsewhere:
      'This key was already used in another server. Each key works in one server only; buy another plan for this one.',
    planNotHigher: (plan: string) =>
      `This server already has the **${plan}** plan, which this key would not improve. Keep the key for another server.`,
    buildRunning:
      'A build is running in this server right now. Wait until it finishes (`/status`), then activate again.',
    unknownStyle:
      'There is no style with that id. Pick one from the list while typing, or leave it out.',
    styleNotAllowed: (style: string, plan: string) =>
      `The style **${style}** needs a higher plan than **${plan}**. Pick another style or leave it out.`,
    rateLimited: (retryAfterSeconds: number) =>
      `Too many activation attempts. Please wait ${minutes(retryAfterSeconds)} and try again.`,
    coolingDown: (retryAfterSeconds: number) =>
      `Too many invalid license keys were tried here. Activation is paused for ${minutes(retryAfterSeconds)}. If you think this is a mistake, contact support.`,
    activated: (server: string, plan: string) =>
      `Key activated: **${server}** now has the **${plan}** plan.`,
    upgraded: (server: string, plan: string) =>
      `Key activated: **${server}** is upgraded to the **${plan}** plan.`,
  },
  setup: {
    nothingToResume: 'There is no setup to continue here. Activate a key first with `/activate`.',
    notOwner:
      'The setup of this server belongs to the account that activated its key. Ask them to continue it.',
    building: 'The build for this server is running. Use `/status` to follow it.',
    completed:
      'This setup is built. Use `/status` to see the result, `/undo` to remove it, or `/setup` to start a new one.',
    chooseCategory: (plan: string) =>
      `Which kind of server is this? Pick a category to see the styles your **${plan}** plan includes.`,
    chooseStyle: (category: string) => `Pick a style from **${category}**.`,
    categoryPlaceholder: 'Choose a category',
    stylePlaceholder: 'Choose a style',
    progress: (index: number, total: number) => `Question ${index} of ${total}`,
    defaultIs: (value: string) => `Default: ${value}`,
    answer: 'Answer',
    keepDefault: 'Keep default',
    back: 'Back',
    useDefaults: 'Use defaults for the rest',
    modalTitle: (index: number, total: number) => `Question ${index} of ${total}`,
    invalidAnswer: (reason: string) => `That answer was not accepted: ${reason}`,
    choosePlaceholder: 'Choose an answer',
    cancelled: 'Setup cancelled. Nothing was changed in your server. Run `/setup` to start again.',
    keyRevoked:
      "This server's license key no longer works (its payment was refunded or disputed), so the build cannot start. Activate another key with `/activate`.",
  },
  dryRun: {
    build: 'Build',
    cancel: 'Cancel',
    starting: 'Starting the build…',
    refused: (reason: string) => `The build cannot start: ${reason}`,
  },
  status: {
    notRegistered: 'This server is not registered yet. Activate a license key with `/activate`.',
    registration: (server: string, plan: string, status: string) =>
      `**${server}**: ${plan} plan (${status}).`,
    usage: (count: number, registeredAt: string) =>
      `Commands used: ${count}. Registered on ${registeredAt}.`,
    setupInProgress: (index: number, total: number) =>
      `Setup in progress: question ${Math.min(index, total)} of ${total}. Run \`/setup\` to continue.`,
    building: (done: number, total: number) => `Build running: ${done} of ${total} steps done.`,
    finished: (status: string, date: string) => `Last build: ${status} (${date}).`,
    created: (channels: number, roles: number) =>
      `Created ${channels} channels and ${roles} roles.`,
    invite: (link: string) => `Invite: ${link}`,
    undone: (date: string) => `It was undone on ${date}.`,
    noBuild: 'No build has run yet.',
  },
  undo: {
    nothing: 'There is nothing to undo: the bot has not built anything in this server.',
    notOwner: 'Only the account that registered this server can undo its build.',
    building: 'A build is running. Wait until it finishes, then undo it.',
    confirm:
      'This deletes exactly what the last build created (roles, categories, channels, messages). Anything you or others created stays. Continue?',
    confirmButton: 'Undo the build',
    cancelButton: 'Keep everything',
    kept: 'Nothing was deleted.',
    starting: 'Undoing the last build…',
  },
  help: {
    text: [
      '**Guildsmith** builds your server from a style you pick.',
      '`/activate key:<KEY> [style:<id>]`: activate the license key from your e-mail in this server and start the setup.',
      '`/setup`: continue the setup questions where you left them.',
      '`/status`: the plan of this server and how the last build went.',
      '`/undo`: remove exactly what the last build created.',
      '`/help`: this message.',
      'Only server administrators can use these commands. Nothing existing is ever changed or deleted.',
    ].join('\n'),
  },
} as const;
