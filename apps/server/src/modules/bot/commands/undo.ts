import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { registrationOf } from '../activation/register-server.ts';
import { getBuildStatus } from '../builder/index.ts';
import { COMMAND_TEXTS } from '../texts/help-texts.ts';
import { say } from '../texts/locales.ts';
import { UNDO_TEXTS } from '../texts/undo-texts.ts';
import { undoId } from '../transport/custom-id.ts';
import { replyText } from '../transport/responses.ts';
import { adminCommand, described, guardAdmin, refusal, type SlashCommand } from './command.ts';

const COMMAND = 'undo';
const U = UNDO_TEXTS;
const UNDOABLE = new Set(['success', 'partial', 'failed']);

/** `/undo`: asks first; the confirmation button starts the builder's undo job. */
export const undoCommand: SlashCommand = {
  definition: adminCommand({
    name: COMMAND,
    ...described(COMMAND_TEXTS.undo),
  }),
  async run(deps, actor, account) {
    const { locale } = actor;
    const guard = guardAdmin(deps, actor, account);
    if (!guard.ok) return refusal(COMMAND, guard.failure);
    const registration = await registrationOf(deps.db, guard.guildId);
    if (registration && registration.userId !== guard.account.id) {
      return refusal(COMMAND, { code: 'not_owner', message: say(locale, U.notOwner) });
    }
    const build = await getBuildStatus(deps.db, guard.guildId);
    if (build.state === 'building')
      return refusal(COMMAND, { code: 'build_running', message: say(locale, U.building) });
    if (build.state !== 'finished' || !UNDOABLE.has(build.status)) {
      return refusal(COMMAND, { code: 'nothing_to_undo', message: say(locale, U.nothing) });
    }
    return {
      kind: 'respond',
      response: replyText(say(locale, U.confirm), [
        {
          type: ComponentType.ActionRow,
          components: [
            {
              type: ComponentType.Button,
              custom_id: undoId('undo-confirm', guard.guildId),
              label: say(locale, U.confirmButton),
              style: ButtonStyle.Danger,
            },
            {
              type: ComponentType.Button,
              custom_id: undoId('undo-keep', guard.guildId),
              label: say(locale, U.cancelButton),
              style: ButtonStyle.Secondary,
            },
          ],
        },
      ]),
      usage: { command: COMMAND, success: true },
    };
  },
};
